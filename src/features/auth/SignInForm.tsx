import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '../../components/LogoMark';
import { LanguagePicker } from '../../components/LanguagePicker';
import { loadFeatureTexts } from '../../i18n/i18n';
import { ACCESSIBILITY_PATH } from '../../bootPaths';
import { ACCESSIBILITY_MENTION_KEY } from '../accessibility';
import { signInErrorKey, signInRetryAfter } from './signInError';

interface SignInFormProps {
  /** Signs in and loads the user: resolves false when the user could not be loaded, rejects on a refused sign-in. */
  onSignIn: (email: string, password: string) => Promise<boolean>;
  /** Called once on the first key or focus in the form (the light sign-in page starts loading the app then). */
  onFirstInteraction?: () => void;
}

/**
 * The sentence of a throttled sign-in (docs/api.md "Sign-in throttling"), with the code's texts: loaded with the
 * refusal, so the sign-in page's first load does not carry them (tests/e2e/budget.phone.spec.ts).
 */
const lockedMessage = () => import('./LockedMessage');
const LockedMessage = lazy(lockedMessage);

const LOCKED = 'locked';

/**
 * The sign-in form of Entry, free of the router and the store so that the sign-in page can be the first
 * load on its own (src/boot.tsx) and the same form serves the app's `/` route (LoginPage). A failed sign-in says
 * why and keeps what was typed.
 */
export function SignInForm({ onSignIn, onFirstInteraction }: SignInFormProps) {
  const { t, i18n } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Sign-in throttling: until when the server refuses any attempt, and the clock that counts it down.
  const [lockedUntil, setLockedUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const locked = lockedUntil !== null;

  useEffect(() => {
    if (lockedUntil === null) return undefined;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= lockedUntil) {
        setLockedUntil(null);
        setError((shown) => (shown === LOCKED ? null : shown));
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [lockedUntil]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (locked) return;
    if (!email.trim() || !password) {
      setError('login.errors.required');
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const loaded = await onSignIn(email.trim(), password);
      if (!loaded) setError('login.errors.userLoad');
    } catch (caught) {
      const wait = signInRetryAfter(caught);
      if (wait === null) {
        setError(signInErrorKey(caught));
      } else {
        await Promise.all([
          loadFeatureTexts(i18n, ['apiErrors']).catch(() => undefined),
          lockedMessage().catch(() => undefined),
        ]);
        const current = Date.now();
        setNow(current);
        setLockedUntil(current + wait * 1000);
        setError(LOCKED);
      }
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <main className="flex min-h-screen flex-col bg-neutral-100 dark:bg-neutral-900">
      <div className="flex justify-end p-4">
        <LanguagePicker />
      </div>
      <div className="flex flex-1 items-center justify-center px-4 pb-16">
        <div className="w-full max-w-md rounded-card bg-white p-8 shadow-sm dark:bg-neutral-800">
          <div className="mb-8 flex items-center gap-3">
            <LogoMark className="size-10" />
            <span className="text-xl font-semibold text-neutral-900 dark:text-white">{t('app.name')}</span>
          </div>
          <h1 className="text-2xl font-semibold text-neutral-900 dark:text-white">{t('login.title')}</h1>
          <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-300">{t('login.subtitle')}</p>
          <form
            className="mt-6 space-y-5"
            noValidate
            onSubmit={(event) => void onSubmit(event)}
            onFocus={onFirstInteraction}
            onPointerDown={onFirstInteraction}
          >
            <div>
              <label htmlFor="login-email" className="mb-1 block text-sm font-semibold">
                {t('login.email')}
              </label>
              <input
                id="login-email"
                type="email"
                autoComplete="username"
                dir="ltr"
                value={email}
                maxLength={254}
                onChange={(event) => setEmail(event.target.value)}
                aria-invalid={error !== null}
                aria-describedby={error ? 'login-error' : undefined}
                className="h-control w-full rounded-control border border-neutral-300 bg-white px-3 text-start text-neutral-900 focus:border-primary-500 dark:border-neutral-600 dark:bg-neutral-900 dark:text-white"
              />
            </div>
            <div>
              <label htmlFor="login-password" className="mb-1 block text-sm font-semibold">
                {t('login.password')}
              </label>
              <input
                id="login-password"
                type="password"
                autoComplete="current-password"
                value={password}
                maxLength={256}
                onChange={(event) => setPassword(event.target.value)}
                aria-invalid={error !== null}
                aria-describedby={error ? 'login-error' : undefined}
                className="h-control w-full rounded-control border border-neutral-300 bg-white px-3 text-neutral-900 focus:border-primary-500 dark:border-neutral-600 dark:bg-neutral-900 dark:text-white"
              />
            </div>
            {error && (
              <p
                id="login-error"
                role="alert"
                className="rounded-control bg-danger-50 px-3 py-2 text-sm text-danger-700"
              >
                {error === LOCKED && lockedUntil !== null ? (
                  <Suspense fallback={t('login.errors.unknown')}>
                    <LockedMessage left={lockedUntil - now} />
                  </Suspense>
                ) : (
                  t(error)
                )}
              </p>
            )}
            <button
              type="submit"
              disabled={submitting || locked}
              className="h-11 w-full rounded-control bg-primary-600 font-semibold text-white hover:bg-primary-700 disabled:opacity-60"
            >
              {submitting ? t('login.submitting') : t('login.submit')}
            </button>
          </form>
          {/* RGAA's mention of the state of compliance: a plain link, the light sign-in page has no router. */}
          <p className="mt-6 text-center text-sm">
            <a
              href={ACCESSIBILITY_PATH}
              className="inline-flex min-h-11 items-center text-primary-700 underline underline-offset-2 hover:text-primary-800 dark:text-primary-300 dark:hover:text-primary-200"
            >
              {t(ACCESSIBILITY_MENTION_KEY)}
            </a>
          </p>
        </div>
      </div>
    </main>
  );
}
