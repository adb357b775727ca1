import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/baseQuery';
import { notify } from '../../components/notify';
import { useChangePasswordMutation } from './profile.api';

const MIN_PASSWORD = 8;

const input =
  'h-control w-full rounded-control border border-neutral-300 bg-white px-3 text-neutral-900 dark:border-neutral-600 dark:bg-neutral-900 dark:text-white';

function errorKey(error: unknown): string {
  const apiError = error as Partial<ApiError>;
  if (apiError.status === 'NETWORK_ERROR') return 'profile.password.errors.network';
  if (apiError.code === 'WRONG_PASSWORD') return 'profile.password.errors.wrongCurrent';
  return 'profile.password.errors.unknown';
}

/** Change of password: checked here (length, confirmation), then by the API; a failure keeps what was typed. */
export function PasswordForm() {
  const { t } = useTranslation();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [values, setValues] = useState({ current: '', next: '', confirm: '' });
  const [error, setError] = useState<string | null>(null);

  const set = (field: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!values.current || !values.next) return setError('profile.password.errors.required');
    if (values.next.length < MIN_PASSWORD) return setError('profile.password.errors.tooShort');
    if (values.next !== values.confirm) return setError('profile.password.errors.mismatch');
    setError(null);
    try {
      await changePassword({ currentPassword: values.current, newPassword: values.next }).unwrap();
      setValues({ current: '', next: '', confirm: '' });
      void notify('success', t('profile.password.saved'));
    } catch (caught) {
      setError(errorKey(caught));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      {(
        [
          ['current', 'current-password'],
          ['next', 'new-password'],
          ['confirm', 'new-password'],
        ] as const
      ).map(([field, autoComplete]) => (
        <div key={field}>
          <label htmlFor={`password-${field}`} className="mb-1 block text-sm font-semibold">
            {t(`profile.password.${field}`)}
          </label>
          <input
            id={`password-${field}`}
            type="password"
            autoComplete={autoComplete}
            value={values[field]}
            maxLength={256}
            onChange={set(field)}
            aria-invalid={error !== null}
            aria-describedby={error ? 'password-error' : undefined}
            className={input}
          />
        </div>
      ))}
      {error && (
        <p
          id="password-error"
          role="alert"
          className="rounded-control bg-danger-50 px-3 py-2 text-sm text-danger-700"
        >
          {t(error, { min: MIN_PASSWORD })}
        </p>
      )}
      <div className="flex justify-end">
        <button
          type="submit"
          disabled={isLoading}
          className="min-h-11 rounded-control bg-primary-600 px-4 font-semibold text-white hover:bg-primary-700 disabled:opacity-60 md:min-h-control"
        >
          {t('profile.password.submit')}
        </button>
      </div>
    </form>
  );
}
