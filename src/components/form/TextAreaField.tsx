import { useFormContext } from 'react-hook-form';
import { INPUT } from '../buttons';
import { FieldShell, useFieldState, type FieldProps } from './FieldShell';

/** A multi-line text bound to the form. */
export function TextAreaField({
  name,
  label,
  hint,
  required,
  disabled,
  rows = 3,
  maxLength,
}: FieldProps & { rows?: number; maxLength?: number }) {
  const { register } = useFormContext();
  const { id, error, aria } = useFieldState(name, hint);
  return (
    <FieldShell id={id} label={label} hint={hint} required={required} error={error}>
      <textarea
        id={id}
        rows={rows}
        maxLength={maxLength}
        disabled={disabled}
        dir="auto"
        aria-required={required || undefined}
        className={`${INPUT} py-2`}
        {...aria}
        {...register(name)}
      />
    </FieldShell>
  );
}
