import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { AxiosRequestConfig } from 'axios';
import { classifyError, errorTextsReady, responseMessage } from './errors';
import { withoutBidiControls } from '../domain/bidi';
import { idempotencyHeaders, OUTCOME_UNKNOWN } from '../domain/idempotencyHeader';
import type { AnswerSchema } from './schemas';
import { AnswerTimeLimitError, withTimeLimit } from './timeLimit';
import { keepAnswer, keptAnswerShown, readKeptAnswer } from './keptAnswers';
import { requestKey } from './requestKey';
import { forgetEarlyAnswers, jsonOf, readThroughFetch, takeEarlyAnswer } from './earlyAnswers';
import type { StaleVersion } from './versions';
import { noteRead, noteSaved, versionClock } from './versionLog';
import { isVersionedEdit, STALE_VERSION, VERSION_HEADER } from '../domain/versionCodes';
import { yieldToMain } from '../lib/yieldToMain';
import { holdFirstScreen } from '../lib/afterFirstScreen';
import { readItem, STORAGE_KEYS } from '../lib/storage';

/** api/versions.ts, loaded (taking the versions noted so far): for an edit's `If-Match` or a refusal's reading. */
const versionsLoaded = () => import('./versions');

/**
 * The two axios clients (api/clients.ts, with axios: about 14 KB gzip), loaded with the first call that is not an
 * answer asked for through `fetch` (api/earlyAnswers.ts), or at the user's first touch or key (app/startApp.tsx):
 * a first screen that only reads (its data, the header's badges and avatar) does not load them
 * (docs/architecture.md "Decisions taken so far").
 */
export const loadClients = () =>
  import('./clients').then((clients) => {
    clientsLoaded = true;
    return clients;
  });

/** Whether the clients have been loaded: until then, a read leaves through `fetch` (`readBeforeClients`). */
let clientsLoaded = false;

/**
 * An error of the clients (an axios error, which carries its answer), told by axios' own flag rather than by its
 * `isAxiosError`, so that reading an error does not load axios.
 */
export function isClientError(
  error: unknown,
): error is { response?: { status: number; data: unknown }; message: string } {
  return (
    typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

/**
 * One call to the API, as every endpoint and every other caller describes it. A new concern of every call (a
 * header, an option) is one more field here and one more line in `toAxiosConfig`.
 */
export interface ApiRequest {
  url: string;
  method?: AxiosRequestConfig['method'];
  data?: unknown;
  params?: AxiosRequestConfig['params'];
  /** Every answer is parsed; a mismatch is a `PARSE_ERROR`, shown as an error state with retry. */
  schema: AnswerSchema<unknown>;
  /**
   * `'transfer'` for a multipart upload or a file download: the second client (api/clients.ts), with the
   * cross-site request token. Default `'json'`.
   */
  client?: 'json' | 'transfer';
  /** `'blob'` for a download: the answer is a Blob, checked by `schema` like any other answer. */
  responseType?: 'json' | 'blob';
  /** Sent as the `Idempotency-Key` header on a create (docs/api.md "Idempotency"): the same key for the retries
   * of one submission (`useSubmission`), so the server records it once. */
  idempotencyKey?: string;
  /**
   * A parent's answer kept for reading offline (api/keptAnswers.ts): each answer is kept for the parent signed in,
   * and when the API cannot be reached the last one kept is shown instead, with the "shown as of" notice.
   */
  keep?: boolean;
}

export interface ApiError {
  /** HTTP status, or 'NETWORK_ERROR' / 'PARSE_ERROR' when there is no usable answer. */
  status: number | 'NETWORK_ERROR' | 'PARSE_ERROR';
  message: string;
  kind: ReturnType<typeof classifyError>;
  /** The answer's machine-readable `code`, when it has one (docs/api.md "Errors"). */
  code?: string;
  /**
   * A 422's error codes by field name (docs/api.md "Errors"), shown under the fields of the form in the user's
   * language (api/errorText.ts `apiFieldErrorKeys`).
   */
  fields?: Record<string, string>;
  /** The field a refusal is about (a 409 `DUPLICATE_MASSAR` names `massar`), for a form to show it there. */
  field?: string;
  /**
   * An edit refused because someone else changed the record since it was read (412 `STALE_VERSION`, docs/api.md
   * "Versions"): what changed, and the record's version now (components/form/StaleVersion.tsx shows it).
   */
  stale?: StaleVersion;
}

export type ApiResult<T = unknown> = { data: T } | { error: ApiError };

function fieldCodes(data: unknown): Record<string, string> | null {
  if (!data || typeof data !== 'object' || !('errors' in data)) return null;
  const errors = data.errors;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return null;
  const entries = Object.entries(errors).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

function stringOf(data: unknown, key: 'code' | 'field'): string | null {
  if (!data || typeof data !== 'object' || !(key in data)) return null;
  const value: unknown = (data as Record<string, unknown>)[key];
  return typeof value === 'string' && value !== '' ? value : null;
}

export function toApiError(error: unknown): ApiError {
  const kind = classifyError(error);
  if (isClientError(error) && error.response) {
    const data: unknown = error.response.data;
    const code = stringOf(data, 'code');
    const field = stringOf(data, 'field');
    const message = responseMessage(error) ?? error.message;
    const fields = fieldCodes(data);
    return {
      status: error.response.status,
      message,
      kind,
      ...(code ? { code } : {}),
      ...(fields ? { fields } : {}),
      ...(field ? { field } : {}),
    };
  }
  return { status: 'NETWORK_ERROR', message: error instanceof Error ? error.message : String(error), kind };
}

function toAxiosConfig(
  request: ApiRequest,
  signal: AbortSignal,
  versionHeaders: Record<string, string>,
): AxiosRequestConfig {
  return {
    url: request.url,
    method: request.method ?? 'GET',
    data: request.data,
    params: request.params,
    ...(request.responseType === 'blob' ? { responseType: 'blob' } : {}),
    headers: {
      ...idempotencyHeaders(request.idempotencyKey),
      // The version of the record read, on an edit of it (docs/api.md "Versions").
      ...versionHeaders,
    },
    signal,
  };
}

/**
 * THE call to the API: the client the request names (so the token, the headers and the error catalogue are
 * applied in one place), the time limit (api/timeLimit.ts: an answer that never comes ends as an error state with
 * retry) and the answer checked against its schema. RTK Query endpoints reach it through `axiosBaseQuery`; the
 * few callers outside RTK Query (the photo cache) call it directly, so no call escapes these rules.
 * @example const photo = await callApi({ url: 'students/7/photo', client: 'transfer', responseType: 'blob', schema: z.instanceof(Blob) });
 */
export function callApi<T = unknown>(request: ApiRequest, signal?: AbortSignal): Promise<ApiResult<T>> {
  const read = (request.method ?? 'GET').toUpperCase() === 'GET';
  // An answer asked for before a write is not one to show after it (api/earlyAnswers.ts).
  if (!read) forgetEarlyAnswers();
  const result = answerTo<T>(request, signal);
  // What a screen reads: what only decorates the first screen waits for it (lib/afterFirstScreen).
  if (read) holdFirstScreen(result);
  return result;
}

async function answerTo<T>(request: ApiRequest, signal?: AbortSignal): Promise<ApiResult<T>> {
  let cutByTimeLimit = false;
  const sentAt = versionClock();
  try {
    // The answer asked for at boot, when this is that request (api/earlyAnswers.ts); else the API is asked now. An
    // answer that never comes ends as an error state with retry after the limit (api/timeLimit.ts).
    const early = await earlyAnswerOf(request);
    // Each request is set up, and each answer checked, in a task of its own (lib/yieldToMain): a page asks for
    // all its data at once, and a list for all its photos.
    const beforeSending = early ? null : yieldToMain();
    if (beforeSending) await beforeSending;
    const versionHeaders = early ? {} : await versionHeadersOf(request);
    let answer: { data: unknown; headers?: unknown };
    if (early) answer = early;
    else {
      answer = await withTimeLimit(async (limited) => {
        limited.addEventListener('abort', () => {
          cutByTimeLimit = limited.reason instanceof AnswerTimeLimitError;
        });
        const read = await readBeforeClients(request, limited);
        if (read) return read;
        // Offline before the clients were ever loaded, this fails like a request that cannot leave: NETWORK_ERROR.
        const { apiClient, transferClient } = await loadClients();
        const client = request.client === 'transfer' ? transferClient : apiClient;
        return client.request(toAxiosConfig(request, limited, versionHeaders));
      }, signal);
    }
    const beforeChecking = early ? null : yieldToMain();
    if (beforeChecking) await beforeChecking;
    // Spoofed text (docs/api.md "Text"): no bidirectional control of an answer reaches the screen, whatever the API.
    const data = request.responseType === 'blob' ? answer.data : withoutBidiControls(answer.data);
    const parsed = request.schema.safeParse(data);
    if (!parsed.success) {
      return { error: { status: 'PARSE_ERROR', message: 'Malformed answer', kind: 'other' } };
    }
    if (request.keep)
      void keepAnswer(requestKey(request.url, request.params as Record<string, unknown>), data);
    rememberVersion(request, sentAt, answer, data);
    return { data: parsed.data as T };
  } catch (error) {
    const method = (request.method ?? 'GET').toUpperCase();
    if (cutByTimeLimit && method !== 'GET' && method !== 'HEAD') {
      // The server may have saved it: "outcome unknown", never "failed" (docs/api.md "Errors"). The mutation's
      // tags are invalidated all the same, so the record is re-read before the user submits again.
      return withItsTexts({ ...toApiError(error), code: OUTCOME_UNKNOWN });
    }
    const failure = toApiError(error);
    if (failure.status === 412 && failure.code === STALE_VERSION && isClientError(error)) {
      const { staleVersionOf } = await versionsLoaded();
      const stale = staleVersionOf(request.url, paramsOf(request), error.response?.data);
      if (stale) failure.stale = stale;
    }
    if (request.keep && failure.status === 'NETWORK_ERROR') {
      const kept = await keptAnswerOf(request);
      if (kept !== null) return { data: kept as T };
    }
    return withItsTexts(failure);
  }
}

const paramsOf = (request: ApiRequest) => request.params as Record<string, unknown> | undefined;

/** The answer's `ETag`, when it has one (an answer asked for at boot has none). */
function versionOf(answer: { headers?: unknown }): string | undefined {
  const headers = answer.headers as { get?: (name: string) => unknown } | undefined;
  // Axios's headers (AxiosHeaders: `get` ignores the case).
  const version = typeof headers?.get === 'function' ? headers.get(VERSION_HEADER) : undefined;
  return typeof version === 'string' && version !== '' ? version : undefined;
}

/** Record versions (docs/api.md "Versions"): a read's version and answer, or a saved edit's new version. */
function rememberVersion(request: ApiRequest, sentAt: number, answer: { headers?: unknown }, data: unknown) {
  const method = (request.method ?? 'GET').toUpperCase();
  if (method === 'GET') noteRead(request.url, paramsOf(request), sentAt, versionOf(answer), data);
  else if (method !== 'POST') noteSaved(request.url, paramsOf(request), versionOf(answer));
}

/**
 * The `If-Match` of an edit of a record the portal read (docs/api.md "Versions"); api/versions.ts comes with the
 * first edit, so a screen that only reads does not load it.
 */
async function versionHeadersOf(request: ApiRequest): Promise<Record<string, string>> {
  if (!isVersionedEdit(request.method)) return {};
  const { versionHeaders } = await versionsLoaded();
  return versionHeaders(request.method, request.url, paramsOf(request));
}

/**
 * The error, once the sentences of the API's error codes are in the texts when it names codes (its own, or its
 * fields'): they are a text part of their own (i18n/bundled.ts), and the screen that shows the error reads them at
 * once (api/errorText.ts).
 */
async function withItsTexts(error: ApiError): Promise<{ error: ApiError }> {
  if (error.code || error.fields) await errorTextsReady();
  return { error };
}

/** Parameters `fetch` sends as the clients would: plain values only (a list is left to the clients' writing). */
const plainParams = (params: unknown): params is Record<string, unknown> | undefined =>
  params === undefined ||
  (typeof params === 'object' &&
    params !== null &&
    Object.values(params).every((value) => typeof value !== 'object' || value === null));

/**
 * A read sent before the clients are loaded (docs/architecture.md "Speed": a first screen that only reads does not
 * load axios), through `fetch` with the clients' headers: the stored token and the WebClientCall header, and the
 * answer's version (`ETag`) kept as the client's would be. Only with a stored token (signed out, the JSON client
 * sends a stand-in) and plain parameters. Anything but a 2xx answer, or no answer at all, is null: the request is
 * then sent again through the client, whose error catalogue reads the failure; a cut by the time limit or by the
 * caller is thrown as it is.
 */
async function readBeforeClients(
  request: ApiRequest,
  signal: AbortSignal,
): Promise<{ data: unknown; headers: Headers } | null> {
  if (clientsLoaded || (request.method ?? 'GET').toUpperCase() !== 'GET') return null;
  const token = readItem(STORAGE_KEYS.token);
  const { params } = request;
  if (token === null || !plainParams(params)) return null;
  const blob = request.responseType === 'blob';
  try {
    const response = await readThroughFetch(requestKey(request.url, params), token, signal, blob);
    if (!response.ok) return null;
    // A file as this page's own Blob (the one `z.instanceof(Blob)` checks), whatever made the answer.
    const data: unknown = blob
      ? new Blob([await response.arrayBuffer()], { type: response.headers.get('Content-Type') ?? '' })
      : await jsonOf(response);
    return { data, headers: response.headers };
  } catch (error) {
    if (signal.aborted) throw error;
    return null;
  }
}

/** The JSON answer asked for at boot for this GET (api/earlyAnswers.ts), once; null when none or when it failed. */
async function earlyAnswerOf(request: ApiRequest): Promise<{ data: unknown } | null> {
  const method = (request.method ?? 'GET').toUpperCase();
  if (method !== 'GET' || request.client === 'transfer' || request.responseType === 'blob') return null;
  const early = takeEarlyAnswer(request.url, request.params as Record<string, unknown>);
  if (!early) return null;
  try {
    return { data: await early };
  } catch {
    // Failed: asked again through the client, whose error catalogue reads the failure.
    return null;
  }
}

/** The answer kept for a request the API could not answer, if it still passes the request's schema. */
async function keptAnswerOf(request: ApiRequest): Promise<unknown> {
  const key = requestKey(request.url, request.params as Record<string, unknown>);
  const kept = await readKeptAnswer(key);
  if (!kept) return null;
  const parsed = request.schema.safeParse(kept.data);
  if (!parsed.success) return null;
  keptAnswerShown(key, kept.savedAt);
  return parsed.data;
}

/**
 * `callApi` for a caller outside RTK Query that awaits a value (a download, a thunk): the checked answer, or a
 * rejection with the `ApiError`.
 */
export async function requestApi<T = unknown>(request: ApiRequest, signal?: AbortSignal): Promise<T> {
  const result = await callApi<T>(request, signal);
  if ('error' in result) throw result.error;
  return result.data;
}

/** RTK Query's base query: every endpoint of `api/api.ts` goes through `callApi`. */
export const axiosBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = (request, { signal }) =>
  callApi(request, signal);
