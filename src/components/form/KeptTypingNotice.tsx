import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { BUTTON } from '../buttons';
import { keptTyping } from './keptTyping';

/**
 * Says that typing was kept when the session ended (keptTyping.ts), with a way back to its page and a way to give
 * it up; it goes away once every kept form has taken its values back. Mounted once, in the shell.
 */
export function KeptTypingNotice() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const kept = useSyncExternalStore(keptTyping.subscribe, keptTyping.current, () => null);
  if (!kept) return null;
  return (
    <div
      role="status"
      className="mx-4 mt-4 flex flex-wrap items-center gap-3 rounded-card border border-primary-200 bg-primary-50 px-4 py-3 text-sm md:mx-6 dark:border-primary-700 dark:bg-primary-900/40"
    >
      <p className="min-w-0 flex-1 basis-64">
        {t(kept.reason === 'refused' ? 'keptTyping.noticeRefused' : 'keptTyping.notice')}
      </p>
      <div className="flex flex-wrap gap-2">
        {kept.path !== pathname && (
          <Link to={kept.path} className={BUTTON.primary}>
            {t('keptTyping.goBack')}
          </Link>
        )}
        <button type="button" className={BUTTON.secondary} onClick={() => keptTyping.drop()}>
          {t('keptTyping.discard')}
        </button>
      </div>
    </div>
  );
}
