import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INPUT } from '../buttons';
import { FieldShell, useFieldState, type FieldProps } from './FieldShell';

export interface FieldOption {
  value: string;
  label: string;
  /** Shown but not choosable (say why in the label). */
  disabled?: boolean;
}

/**
 * A choice among a short list, as the platform's own select (native keyboard and phone pickers, no script
 * weight). For long or searchable lists use `components/Select` (react-select) inside a Controller.
 * @example <SelectField name="method" label={t('finances.payment.method')} options={methods} required />
 */
export function SelectField({
  name,
  label,
  hint,
  required,
  disabled,
  options,
  placeholder,
  isClearable,
}: FieldProps & { options: readonly FieldOption[]; placeholder?: string; isClearable?: boolean }) {
  const { t } = useTranslation();
  const { register } = useFormContext();
  const { id, error, aria } = useFieldState(name, hint);
  return (
    <FieldShell id={id} label={label} hint={hint} required={required} error={error}>
      <select
        id={id}
        disabled={disabled}
        aria-required={required || undefined}
        className={INPUT}
        {...aria}
        {...register(name)}
      >
        {(isClearable || placeholder || !required) && (
          <option value="">{placeholder ?? t('select.placeholder')}</option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
