import type { TFunction } from 'i18next';
import { sessionClosing } from '../../api/errors';
import { postLogout } from '../../api/login';
import { notify } from '../../components/notify';
import { clearStorage } from '../../lib/storage';
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
 * Logout (States and transitions / Error catalogue): `POST /logout`, then the success toast, or the failure toast
 * when the server did not confirm (offline, an error, no answer in 5 s); in both cases, 1 s after the toast is on
 * screen (its library and area may still be loading: at most 2 s are given to it), local storage and the answers
 * kept for offline reading are cleared and the page reloads. A logout always signs out this browser: a user leaving a shared computer offline
 * must not leave the token behind (docs/api.md "Sessions"); the revocation is sent as a best effort.
 */
export async function logout(
  t: TFunction,
  reload: () => void = () => window.location.reload(),
): Promise<void> {
  sessionClosing();
  const revoked = await postLogout(LOGOUT_ANSWER_WAIT_MS);
  const shown = notify(revoked ? 'success' : 'error', t(revoked ? 'logout.success' : 'logout.failure'), {
    autoClose: LOGOUT_TOAST_MS,
    position: 'top-right',
  });
  await Promise.race([shown, wait(LOGOUT_TOAST_WAIT_MS)]);
  await wait(LOGOUT_RELOAD_MS);
  // Nothing of this user stays in the browser: neither the spec's keys nor a parent's answers kept for offline.
  await eraseKeptAnswers();
  clearStorage();
  reload();
}
