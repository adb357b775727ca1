import { useTranslation } from 'react-i18next';
import { apiErrorKey } from '../../api/errorText';

/** The wait left as the user reads a clock: `14:05`, `1:02:09` past an hour. */
function waitText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const [hours, minutes, secs] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(secs)}` : `${minutes}:${two(secs)}`;
}

/**
 * The sentence of a throttled sign-in (docs/api.md "Sign-in throttling") with the wait left; the sentences are the
 * API's error codes' (a text part of their own, loaded when the refusal comes), the unknown failure's if they could
 * not be loaded.
 */
export default function LockedMessage({ left }: { left: number }) {
  const { t } = useTranslation();
  const sentence = apiErrorKey({ code: 'TOO_MANY_ATTEMPTS' }, t);
  const wait = apiErrorKey({ code: 'TOO_MANY_ATTEMPTS_WAIT' }, t);
  if (!sentence || !wait) return <>{t('login.errors.unknown')}</>;
  return (
    <>
      {t(sentence)} {/* Said once with the alert, not again at each second of the count. */}
      <span data-testid="sign-in-wait" aria-live="off">
        {t(wait, { wait: waitText(left) })}
      </span>
    </>
  );
}
