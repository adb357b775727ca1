import axios, { type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { readItem, STORAGE_KEYS } from '../lib/storage';
import { API_BASE_URL, DUMMY_TOKEN, WEB_CLIENT_CALL_HEADER, WEB_CLIENT_CALL_VALUE } from './config';
import { handleApiError } from './errors';

function withSessionHeaders(fallbackToken: string | null) {
  return (config: InternalAxiosRequestConfig): InternalAxiosRequestConfig => {
    const token = readItem(STORAGE_KEYS.token) ?? fallbackToken;
    if (token !== null) config.headers.set('Authorization', token);
    config.headers.set(WEB_CLIENT_CALL_HEADER, WEB_CLIENT_CALL_VALUE);
    return config;
  };
}

/**
 * An answer to a request sent under another session than the stored one (sent before a sign-out and a new
 * sign-in, answered after) says nothing about the current session: the catalogue's effects are for the session
 * that made the request, so such a failure only reaches its caller. A request sent with no token at all (the
 * transfer client has no dummy token) while none was stored is not of the session stored since either.
 */
function sentUnderAnotherSession(error: AxiosError): boolean {
  const sent: unknown = error.config?.headers?.get('Authorization');
  const stored = readItem(STORAGE_KEYS.token);
  return stored !== null && sent !== stored;
}

function applyCatalogue(error: AxiosError): Promise<never> {
  if (!sentUnderAnotherSession(error)) handleApiError(error);
  return Promise.reject(error);
}

/**
 * A download (`responseType: 'blob'`) that fails gets its JSON error body as a Blob: read it back into `data`,
 * so the catalogue sees the message (an expired session during a download ends it like any other call).
 */
async function readBlobError(error: AxiosError): Promise<never> {
  const response = error.response;
  if (response && response.data instanceof Blob && /json/i.test(response.data.type)) {
    try {
      response.data = JSON.parse(await response.data.text()) as unknown;
    } catch {
      // Not JSON after all: left as it came.
    }
  }
  return applyCatalogue(error);
}

/**
 * The JSON client (API calls): JSON content and accept headers, the stored token or a dummy one, the
 * WebClientCall header, no timeout, over XMLHttpRequest (both clients: the fetch adapter is left out of the build,
 * api/noFetchAdapter.ts). Every failure goes through the error catalogue, then to the caller.
 * The cross-site request token is the other client's only (`withXSRFToken: false`): axios then skips its same-origin
 * check and its cookie read at each request, a millisecond or more each on a phone while a page's requests go out.
 */
export const apiClient = axios.create({
  adapter: 'xhr',
  baseURL: API_BASE_URL,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  timeout: 0,
  withXSRFToken: false,
});
apiClient.interceptors.request.use(withSessionHeaders(DUMMY_TOKEN));
apiClient.interceptors.response.use(undefined, applyCatalogue);

/**
 * The second client (API calls), for uploads and downloads: same token and WebClientCall header, the
 * cross-site request token enabled, no timeout. It rethrows any error that has a response; an error
 * without one (network down, request cancelled) is rejected as well, so a caller never gets `undefined`.
 */
export const transferClient = axios.create({
  adapter: 'xhr',
  baseURL: API_BASE_URL,
  withXSRFToken: true,
  timeout: 0,
});
transferClient.interceptors.request.use(withSessionHeaders(null));
transferClient.interceptors.response.use(undefined, readBlobError);
