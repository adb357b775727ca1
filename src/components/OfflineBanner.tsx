import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { keptShownAsOf, subscribeKeptShown } from '../api/keptAnswers';
import { numberLocale } from '../lib/locale';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

/** "14:32" on the day it was kept, "24 nov. 14:32" after. */
export function shownAsOfText(savedAt: string, language: string, now = new Date()): string {
  const saved = new Date(savedAt);
  const locale = numberLocale(language);
  const time = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(saved);
  if (saved.toDateString() === now.toDateString()) return time;
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(saved);
  return `${day} ${time}`;
}

/** The shell header's positions (the layout's `navBarType`). */
type HeaderPosition = 'sticky' | 'floating' | 'static' | 'hidden';

/**
 * Where the banner sticks under the shell's header, by the header's position (features/shell/Header.tsx): right
 * below a sticky or floating header (80 px high, floating 8 px lower), at the top when the header scrolls away.
 */
const STICK_BELOW: Record<HeaderPosition, string> = {
  sticky: 'top-20',
  floating: 'top-22',
  static: 'top-0',
  hidden: 'top-20 xl:top-0',
};

/**
 * Says so while the browser is offline, and goes away when the connection is back; nothing on the page
 * is reset meanwhile, and RTK Query asks the lists on screen again on reconnect (api.ts `refetchOnReconnect`).
 * When a parent's kept answers are on screen instead of the API's (api/keptAnswers.ts), it says as of when:
 * "offline, shown as of HH:MM".
 * It takes its own room in the page and sticks under the header, beneath every control (the header, the menus,
 * the dialogs): it never covers one.
 * @example <OfflineBanner below={navBarType} />
 */
export function OfflineBanner({ below }: { below?: HeaderPosition }) {
  const { t, i18n } = useTranslation();
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  const shownAsOf = useSyncExternalStore(subscribeKeptShown, keptShownAsOf, () => null);
  return (
    <div role="status" aria-live="polite" className="contents">
      {(!online || shownAsOf !== null) && (
        <p
          data-testid="offline-banner"
          className={`sticky z-10 bg-warning-100 px-4 py-2 text-center text-sm font-semibold text-neutral-900 shadow dark:bg-warning-700 dark:text-white ${STICK_BELOW[below ?? 'static']}`}
        >
          {shownAsOf !== null
            ? t('hardening.offlineShownAsOf', { time: shownAsOfText(shownAsOf, i18n.language) })
            : t('hardening.offline')}
        </p>
      )}
    </div>
  );
}
