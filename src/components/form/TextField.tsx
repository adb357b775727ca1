import { useFormContext } from 'react-hook-form';
import { INPUT } from '../buttons';
import { FieldShell, useFieldState, type FieldProps } from './FieldShell';

/**
 * A text input bound to the form (label above, error under).
 * @example <TextField name="lastname_ar" label={t('students.form.lastnameAr')} dir="rtl" required />
 */
export function TextField({
  name,
  label,
  hint,
  required,
  disabled,
  type = 'text',
  autoComplete,
  dir,
  maxLength,
}: FieldProps & {
  type?: 'text' | 'email' | 'tel' | 'time';
  autoComplete?: string;
  dir?: 'ltr' | 'rtl' | 'auto';
  maxLength?: number;
}) {
  const { register } = useFormContext();
  const { id, error, aria } = useFieldState(name, hint);
  return (
    <FieldShell id={id} label={label} hint={hint} required={required} error={error}>
      <input
        id={id}
        type={type}
        dir={dir}
        autoComplete={autoComplete}
        maxLength={maxLength}
        disabled={disabled}
        aria-required={required || undefined}
        className={INPUT}
        {...aria}
        {...register(name)}
      />
    </FieldShell>
  );
}
