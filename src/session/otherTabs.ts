import { STORAGE_KEYS } from '../lib/storage';

/**
 * Sessions across tabs (docs/api.md "Sessions"): when another tab of this browser signs out (clears storage) or
 * signs in as someone else (writes another token), this tab's screens, caches (RTK Query, chat, photos) and
 * pending forms belong to a session that is no longer the stored one. `restart` is called then: the app reloads at
 * `/`, the sign-in page when signed out or the new user's dashboard, and nothing of the previous user stays in
 * memory. A tab's own writes raise no `storage` event, so only another tab's change restarts it. Returns the
 * function that stops listening.
 */
export function followSessionAcrossTabs(restart: () => void, target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== target.localStorage) return;
    const cleared = event.key === null;
    const tokenChanged = event.key === STORAGE_KEYS.token && event.newValue !== event.oldValue;
    if (cleared || tokenChanged) restart();
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
