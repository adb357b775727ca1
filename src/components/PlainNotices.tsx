import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { toastArea } from './notify';

const TONE = {
  success: 'border-success-600',
  error: 'border-danger-600',
  info: 'border-primary-600',
} as const;

/**
 * The messages that `notify` could not show as toasts (the toast library could not be loaded: offline before the
 * service worker kept it): the same place (top, at the end of the line), the same time on screen, plain text.
 */
export function PlainNotices() {
  const { t } = useTranslation();
  const notices = useSyncExternalStore(toastArea.subscribe, toastArea.plainNotices);
  if (notices.length === 0) return null;
  return (
    <div className="fixed end-4 top-4 z-50 flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2">
      {notices.map((notice) => (
        <div
          key={notice.id}
          role={notice.kind === 'error' ? 'alert' : 'status'}
          className={`flex items-start gap-3 rounded-card border-s-4 bg-white p-3 text-sm text-neutral-900 shadow-lg dark:bg-neutral-800 dark:text-neutral-100 ${TONE[notice.kind]}`}
        >
          <p className="flex-1">{notice.message}</p>
          <button
            type="button"
            onClick={() => toastArea.dismiss(notice.id)}
            className="rounded-control px-1 font-semibold text-neutral-600 hover:text-neutral-900 dark:text-neutral-300"
            aria-label={t('common.close')}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
