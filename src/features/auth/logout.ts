import type { TFunction } from 'i18next';
import { apiClient } from '../../api/clients';
import { notify } from '../../components/notify';
import { clearStorage } from '../../lib/storage';

/** Spec Business constants: the logout toasts close after 800 ms; the reload follows 1000 ms after success. */
export const LOGOUT_TOAST_MS = 800;
export const LOGOUT_RELOAD_MS = 1000;

/**
 * Logout (States and transitions / Error catalogue): `POST /logout`; success -> toast, then after 1 s local storage cleared and reload;
 * failure -> error toast, and the user stays signed in.
 */
export async function logout(
  t: TFunction,
  reload: () => void = () => window.location.reload(),
): Promise<boolean> {
  try {
    await apiClient.post('/logout');
  } catch {
    void notify('error', t('logout.failure'), { autoClose: LOGOUT_TOAST_MS, position: 'top-right' });
    return false;
  }
  void notify('success', t('logout.success'), { autoClose: LOGOUT_TOAST_MS, position: 'top-right' });
  await new Promise((resolve) => setTimeout(resolve, LOGOUT_RELOAD_MS));
  clearStorage();
  reload();
  return true;
}
