import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

/** The shell header's positions (the layout's `navBarType`). */
export type HeaderPosition = 'sticky' | 'floating' | 'static' | 'hidden';

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
 * Given `asOf` (the time of the kept answers on screen, from KeptOfflineBanner), it says "offline, shown as of
 * HH:MM". The sign-in page uses it as it is, so that its first load holds no code of the kept answers.
 * It takes its own room in the page and sticks under the header, beneath every control (the header, the menus,
 * the dialogs): it never covers one.
 * @example <OfflineBanner below={navBarType} />
 */
export function OfflineBanner({ below, asOf = null }: { below?: HeaderPosition; asOf?: string | null }) {
  const { t } = useTranslation();
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  return (
    <div role="status" aria-live="polite" className="contents">
      {(!online || asOf !== null) && (
        <p
          data-testid="offline-banner"
          className={`sticky z-10 bg-warning-100 px-4 py-2 text-center text-sm font-semibold text-neutral-900 shadow dark:bg-warning-700 dark:text-white ${STICK_BELOW[below ?? 'static']}`}
        >
          {asOf !== null ? t('hardening.offlineShownAsOf', { time: asOf }) : t('hardening.offline')}
        </p>
      )}
    </div>
  );
}
