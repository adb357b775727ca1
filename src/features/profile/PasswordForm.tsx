import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/baseQuery';
import { notify } from '../../components/notify';
import {
  commonPasswords,
  MIN_NEW_PASSWORD_LENGTH,
  passwordFault,
  type PasswordFault,
} from '../../domain/passwords';
import { selectAuth } from '../../session/auth.slice';
import { useAppSelector } from '../../store/hooks';
import { useChangePasswordMutation } from './profile.api';

/** The form's sentence for each rule a new password breaks (docs/api.md "Password rules"). */
const FAULT_KEYS: Record<PasswordFault, string> = {
  TOO_SHORT: 'profile.password.errors.tooShort',
  COMMON: 'profile.password.errors.common',
  CONTAINS_EMAIL: 'profile.password.errors.containsEmail',
};

/** The list of common passwords, or none when it cannot be loaded (offline): the API checks again anyway. */
const noList: ReadonlySet<string> = new Set();
const loadList = () => commonPasswords().catch(() => noList);

const input =
  'h-control w-full rounded-control border border-neutral-300 bg-white px-3 text-neutral-900 dark:border-neutral-600 dark:bg-neutral-900 dark:text-white';

function errorKey(error: unknown): string {
  const apiError = error as Partial<ApiError>;
  if (apiError.status === 'NETWORK_ERROR') return 'profile.password.errors.network';
  if (apiError.code === 'WRONG_PASSWORD') return 'profile.password.errors.wrongCurrent';
  if (apiError.code === 'PASSWORD_TOO_SHORT') return FAULT_KEYS.TOO_SHORT;
  if (apiError.code === 'WEAK_PASSWORD') return FAULT_KEYS.COMMON;
  if (apiError.code === 'TOO_MANY_ATTEMPTS') return 'profile.password.errors.tooMany';
  return 'profile.password.errors.unknown';
}

/**
 * Change of password: checked here (the password rules of domain/passwords.ts, the confirmation), then by the API;
 * a failure keeps what was typed. The list of common passwords is loaded when the new password is first typed in,
 * never with the page.
 */
export function PasswordForm() {
  const { t } = useTranslation();
  const email = useAppSelector(selectAuth).user?.email ?? '';
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [values, setValues] = useState({ current: '', next: '', confirm: '' });
  const [error, setError] = useState<string | null>(null);

  const set = (field: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!values.current || !values.next) return setError('profile.password.errors.required');
    const fault = passwordFault(values.next, email, await loadList());
    if (fault) return setError(FAULT_KEYS[fault]);
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
            onFocus={field === 'next' ? () => void loadList() : undefined}
            aria-invalid={error !== null}
            aria-describedby={
              [field === 'next' ? 'password-hint' : '', error ? 'password-error' : ''].join(' ').trim() ||
              undefined
            }
            className={input}
          />
          {field === 'next' && (
            <p id="password-hint" className="mt-1 text-xs text-neutral-600 dark:text-neutral-300">
              {t('profile.password.hint', { min: MIN_NEW_PASSWORD_LENGTH })}
            </p>
          )}
        </div>
      ))}
      {error && (
        <p
          id="password-error"
          role="alert"
          className="rounded-control bg-danger-50 px-3 py-2 text-sm text-danger-700"
        >
          {t(error, { min: MIN_NEW_PASSWORD_LENGTH })}
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
