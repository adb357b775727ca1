import type { i18n as I18n } from 'i18next';
import { setErrorEffects } from '../api/errors';
import { notify } from '../components/notify';
import { loadFeatureTexts } from '../i18n/i18n';
import { clearUser, userKey, userLoadFailed } from '../session/auth.slice';
import { keptTyping } from '../components/form/keptTyping';
import { currentPath, navigateTo } from '../lib/navigation';
import { readItem, removeItem, STORAGE_KEYS } from '../lib/storage';
import type { AppStore } from '../store/store';

/** Connects the error catalogue (api/errors.ts) to the router, the store and the toasts. */
export function wireErrorEffects(store: AppStore, i18n: I18n): void {
  setErrorEffects({
    navigate: (to) => navigateTo(to, { replace: true }),
    currentPath,
    endSession: () => {
      const hadSession = readItem(STORAGE_KEYS.token) !== null;
      // Nothing typed is lost: the forms with unsaved changes are kept for the same user's next sign-in.
      const { user } = store.getState().auth;
      if (user) keptTyping.keep(userKey(user), currentPath());
      removeItem(STORAGE_KEYS.token);
      store.dispatch(clearUser());
      // The session is over: nothing to load until the user signs in again.
      store.dispatch(userLoadFailed());
      return hadSession;
    },
    notifySessionEnded: () => void notify('error', i18n.t('session.ended')),
    keepTypingRefused: () => {
      const { user } = store.getState().auth;
      if (user) keptTyping.keep(userKey(user), currentPath(), 'refused');
    },
    // When the chunk cannot be loaded (offline before the service worker kept it), the error is shown all the same,
    // with the catalogue's fallback words.
    loadErrorTexts: () => loadFeatureTexts(i18n, ['apiErrors', 'forms']).catch(() => undefined),
  });
}
