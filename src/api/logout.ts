import { API_BASE_URL, WEB_CLIENT_CALL_HEADER, WEB_CLIENT_CALL_VALUE } from './config';

/**
 * `POST logout` (docs/api.md), as a best effort (a module apart from `login.ts`: the signed-in app signs out, the
 * sign-in page signs in, and neither carries the other's request): sent with `keepalive`, so the revocation still
 * leaves when the page reloads right after, and never waited for longer than `waitMs` (the request goes on by itself). `token` is the
 * session's, read by the caller before it cleared storage (logout forgets the user before it asks the server).
 * Resolves whether the server confirmed it; the caller signs out locally either way.
 */
export async function postLogout(waitMs: number, token: string): Promise<boolean> {
  const sent = fetch(`${API_BASE_URL}/logout`, {
    method: 'POST',
    keepalive: true,
    headers: {
      Accept: 'application/json',
      Authorization: token,
      [WEB_CLIENT_CALL_HEADER]: WEB_CLIENT_CALL_VALUE,
    },
  }).then(
    (response) => response.ok,
    () => false,
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const gaveUp = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), waitMs)));
  try {
    return await Promise.race([sent, gaveUp]);
  } finally {
    clearTimeout(timer);
  }
}
