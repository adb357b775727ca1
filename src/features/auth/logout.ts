import type { TFunction } from 'i18next';
import { sessionClosing } from '../../api/errors';
import { postLogout } from '../../api/logout';
import { notify } from '../../components/notify';
import { clearStorage, readItem, STORAGE_KEYS } from '../../lib/storage';
import { eraseKeptAnswers } from '../../api/keptAnswers';

/** Spec Business constants: the logout toasts close after 800 ms; the reload follows 1000 ms after success. */
export const LOGOUT_TOAST_MS = 800;
export const LOGOUT_RELOAD_MS = 1000;
/** How long the server's confirmation is waited for before the toast says it did not come. */
export const LOGOUT_ANSWER_WAIT_MS = 5000;
/** How long the toast is waited for to be on screen before the 1 s count starts all the same. */
export const LOGOUT_TOAST_WAIT_MS = 2000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Logout (States and transitions / Error catalogue; docs/api.md "Sessions"). What identifies the user leaves the
 * browser FIRST: the token and the rest of local storage, this tab's unsaved typing and the answers kept for offline
 * reading, before anything is awaited. A tab closed, or a computer left, during the toast and its wait (up to 8 s
 * offline) then leaves nothing that signs the next person in. Then `POST /logout` (sent with the token read before
 * the clearing, as a best effort: the server may be out of reach), then the success toast, or the failure toast
 * when the server did not confirm (offline, an error, no answer in 5 s); 1 s after the toast is on screen (its
 * library and area may still be loading: at most 2 s are given to it) the page reloads. Storage is cleared once
 * more just before, in case something of this page wrote to it meanwhile.
 */
export async function logout(
  t: TFunction,
  reload: () => void = () => window.location.reload(),
): Promise<void> {
  sessionClosing();
  const token = readItem(STORAGE_KEYS.token);
  clearStorage();
  const erased = eraseKeptAnswers().catch(() => undefined);
  const revoked = token ? await postLogout(LOGOUT_ANSWER_WAIT_MS, token) : false;
  await erased;
  const shown = notify(revoked ? 'success' : 'error', t(revoked ? 'logout.success' : 'logout.failure'), {
    autoClose: LOGOUT_TOAST_MS,
    position: 'top-right',
  });
  await Promise.race([shown, wait(LOGOUT_TOAST_WAIT_MS)]);
  await wait(LOGOUT_RELOAD_MS);
  clearStorage();
  reload();
}
