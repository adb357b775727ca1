import { Controller, useFormContext } from 'react-hook-form';
import { FieldShell, useFieldState, type FieldProps } from './FieldShell';

/**
 * Files chosen by the user (the value is `File[]`). `accept` filters the picker; the schema must still check
 * type and size, since the picker can be bypassed.
 * @example <FileField name="file" label={t('students.documents.file')} accept="application/pdf,image/png,image/jpeg" />
 */
export function FileField({
  name,
  label,
  hint,
  required,
  disabled,
  accept,
  multiple,
}: FieldProps & { accept?: string; multiple?: boolean }) {
  const { control } = useFormContext();
  const { id, error, aria } = useFieldState(name, hint);
  return (
    <FieldShell id={id} label={label} hint={hint} required={required} error={error}>
      <Controller
        name={name}
        control={control}
        render={({ field }) => (
          <input
            id={id}
            ref={field.ref}
            type="file"
            accept={accept}
            multiple={multiple}
            disabled={disabled}
            aria-required={required || undefined}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(Array.from(event.target.files ?? []))}
            className="block w-full text-sm file:me-3 file:min-h-11 file:rounded-control file:border-0 file:bg-primary-50 file:px-3 file:font-semibold file:text-primary-700 md:file:min-h-control"
            {...aria}
          />
        )}
      />
    </FieldShell>
  );
}
