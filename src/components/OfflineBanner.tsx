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

/**
 * Says so while the browser is offline, and goes away when the connection is back; nothing on the page
 * is reset meanwhile, and RTK Query asks the lists on screen again on reconnect (api.ts `refetchOnReconnect`).
 * @example <OfflineBanner />
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  return (
    <div role="status" aria-live="polite" className="contents">
      {!online && (
        <p className="fixed inset-x-0 top-0 z-[60] bg-warning-100 px-4 py-2 text-center text-sm font-semibold text-neutral-900 shadow dark:bg-warning-700 dark:text-white">
          {t('hardening.offline')}
        </p>
      )}
    </div>
  );
}
