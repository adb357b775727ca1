import { useFormContext } from 'react-hook-form';
import { useFieldState, type FieldProps } from './FieldShell';
import { useTranslation } from 'react-i18next';

/** A yes/no choice, the label beside the box. */
export function CheckboxField({ name, label, hint, disabled }: Omit<FieldProps, 'required'>) {
  const { t } = useTranslation();
  const { register } = useFormContext();
  const { id, error, aria } = useFieldState(name, hint);
  return (
    <div>
      <label htmlFor={id} className="inline-flex min-h-11 items-center gap-2 md:min-h-control">
        <input
          id={id}
          type="checkbox"
          disabled={disabled}
          className="size-4 accent-primary-600"
          {...aria}
          {...register(name)}
        />
        <span className="text-sm">{label}</span>
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-neutral-600 dark:text-neutral-400">
          {hint}
        </p>
      )}
      {error?.message && (
        <p id={`${id}-error`} className="text-sm text-danger-700 dark:text-danger-500">
          {t(error.message)}
        </p>
      )}
    </div>
  );
}
