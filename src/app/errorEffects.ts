import type { i18n as I18n } from 'i18next';
import { setErrorEffects } from '../api/errors';
import { notify } from '../components/notify';
import { clearUser, userLoadFailed } from '../session/auth.slice';
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
      removeItem(STORAGE_KEYS.token);
      store.dispatch(clearUser());
      // The session is over: nothing to load until the user signs in again.
      store.dispatch(userLoadFailed());
      return hadSession;
    },
    notifySessionEnded: () => void notify('error', i18n.t('session.ended')),
  });
}
