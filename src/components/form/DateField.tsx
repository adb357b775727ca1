import { useFormContext } from 'react-hook-form';
import { INPUT } from '../buttons';
import { FieldShell, useFieldState, type FieldProps } from './FieldShell';

/** A calendar date, `YYYY-MM-DD` in the form and the API (the browser shows it in the user's format). */
export function DateField({
  name,
  label,
  hint,
  required,
  disabled,
  min,
  max,
}: FieldProps & { min?: string; max?: string }) {
  const { register } = useFormContext();
  const { id, error, aria } = useFieldState(name, hint);
  return (
    <FieldShell id={id} label={label} hint={hint} required={required} error={error}>
      <input
        id={id}
        type="date"
        min={min}
        max={max}
        disabled={disabled}
        aria-required={required || undefined}
        className={`${INPUT} tabular-nums`}
        {...aria}
        {...register(name)}
      />
    </FieldShell>
  );
}
