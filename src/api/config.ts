/** Where the school API lives: `${VITE_API_URL}/api`; empty means the same origin (the embedded demo API). */
export const API_ORIGIN = (import.meta.env.VITE_API_URL ?? '').replace(/\/+$/, '');
export const API_BASE_URL = `${API_ORIGIN}/api`;

/** Remote locales service (API calls): `${VITE_LOCALES_URL}/api/traduction/{lng}.json`, defaulting to the API host. */
export const LOCALES_ORIGIN = (import.meta.env.VITE_LOCALES_URL || API_ORIGIN).replace(/\/+$/, '');
export const LOCALES_LOAD_PATH = `${LOCALES_ORIGIN}/api/traduction/{{lng}}.json`;

/** Fixed identifier header sent with every API call (API calls). */
export const WEB_CLIENT_CALL_HEADER = 'WebClientCall';
export const WEB_CLIENT_CALL_VALUE = 'true';

/** Sent by the JSON client when no token is stored, so the API answers "Token is null" style errors itself. */
export const DUMMY_TOKEN = 'null';
