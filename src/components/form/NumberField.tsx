import { useFormContext } from 'react-hook-form';
import { INPUT } from '../buttons';
import { FieldShell, useFieldState, type FieldProps } from './FieldShell';

/** A whole or decimal number; an empty box gives `undefined` (so `required` can say so), never NaN. */
export function NumberField({
  name,
  label,
  hint,
  required,
  disabled,
  min,
  max,
  step = 1,
}: FieldProps & { min?: number; max?: number; step?: number }) {
  const { register } = useFormContext();
  const { id, error, aria } = useFieldState(name, hint);
  return (
    <FieldShell id={id} label={label} hint={hint} required={required} error={error}>
      <input
        id={id}
        type="number"
        inputMode={step % 1 === 0 ? 'numeric' : 'decimal'}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        dir="ltr"
        aria-required={required || undefined}
        className={`${INPUT} tabular-nums`}
        {...aria}
        {...register(name, {
          setValueAs: (value: unknown) =>
            value === '' || value === null || value === undefined ? undefined : Number(value),
        })}
      />
    </FieldShell>
  );
}
