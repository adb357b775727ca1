import type { ReactNode } from 'react';
import { get, useFormContext, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export interface FieldProps {
  name: string;
  /** Translated label, shown above the control. */
  label: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
}

/** Ids and ARIA attributes that tie a control to its label, hint and error. */
export function useFieldState(name: string, hint?: string) {
  const { formState } = useFormContext();
  const error = get(formState.errors, name) as FieldError | undefined;
  const id = `field-${name.replace(/[^\w-]/g, '-')}`;
  return {
    id,
    error,
    aria: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby':
        // The error's id only when its text is drawn (FieldShell): a description never points at nothing.
        [error?.message ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') ||
        undefined,
    },
  };
}

/** Label above, hint and translated error under (DESIGN-SYSTEM.md "Forms"). */
export function FieldShell({
  id,
  label,
  hint,
  required,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  required?: boolean;
  error?: FieldError;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label}
        {required && (
          <span aria-hidden="true" className="text-danger-700 dark:text-danger-500">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-neutral-600 dark:text-neutral-400">
          {hint}
        </p>
      )}
      {error?.message && (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger-700 dark:text-danger-500">
          {t(error.message)}
        </p>
      )}
    </div>
  );
}
