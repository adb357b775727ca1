import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { isAxiosError, type AxiosRequestConfig } from 'axios';
import { apiClient } from './clients';
import { classifyError, responseMessage } from './errors';
import { idempotencyHeaders, OUTCOME_UNKNOWN } from './idempotency';
import type { AnswerSchema } from './schemas';
import { AnswerTimeLimitError, withTimeLimit } from './timeLimit';

export interface ApiRequest {
  url: string;
  method?: AxiosRequestConfig['method'];
  data?: unknown;
  params?: AxiosRequestConfig['params'];
  /** Every answer is parsed; a mismatch is a `PARSE_ERROR`, shown as an error state with retry. */
  schema: AnswerSchema<unknown>;
  /** Sent as the `Idempotency-Key` header on a create (docs/api.md "Idempotency"): the same key for the retries
   * of one submission (`useSubmission`), so the server records it once. */
  idempotencyKey?: string;
}

export interface ApiError {
  /** HTTP status, or 'NETWORK_ERROR' / 'PARSE_ERROR' when there is no usable answer. */
  status: number | 'NETWORK_ERROR' | 'PARSE_ERROR';
  message: string;
  kind: ReturnType<typeof classifyError>;
  /** The answer's machine-readable `code`, when it has one (docs/api.md "Errors"). */
  code?: string;
  /** A 422's messages by field name (docs/api.md "Errors"), shown under the fields of the form. */
  fields?: Record<string, string>;
}

function fieldMessages(data: unknown): Record<string, string> | null {
  if (!data || typeof data !== 'object' || !('errors' in data)) return null;
  const errors = data.errors;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return null;
  const entries = Object.entries(errors).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

export function toApiError(error: unknown): ApiError {
  const kind = classifyError(error);
  if (isAxiosError(error) && error.response) {
    const data: unknown = error.response.data;
    const code =
      data && typeof data === 'object' && 'code' in data && typeof data.code === 'string' ? data.code : null;
    const message = responseMessage(error) ?? error.message;
    const fields = fieldMessages(data);
    return {
      status: error.response.status,
      message,
      kind,
      ...(code ? { code } : {}),
      ...(fields ? { fields } : {}),
    };
  }
  return { status: 'NETWORK_ERROR', message: error instanceof Error ? error.message : String(error), kind };
}

/** RTK Query over the JSON axios client, so the token, headers and error catalogue live in one place. */
export const axiosBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = async (request, { signal }) => {
  let cutByTimeLimit = false;
  try {
    // An answer that never comes ends as an error state with retry after the limit (api/timeLimit.ts).
    const answer = await withTimeLimit((limited) => {
      limited.addEventListener('abort', () => {
        cutByTimeLimit = limited.reason instanceof AnswerTimeLimitError;
      });
      return apiClient.request({
        url: request.url,
        method: request.method ?? 'GET',
        data: request.data,
        params: request.params,
        headers: idempotencyHeaders(request.idempotencyKey),
        signal: limited,
      });
    }, signal);
    const parsed = request.schema.safeParse(answer.data);
    if (!parsed.success) {
      return { error: { status: 'PARSE_ERROR', message: 'Malformed answer', kind: 'other' } };
    }
    return { data: parsed.data };
  } catch (error) {
    const method = (request.method ?? 'GET').toUpperCase();
    if (cutByTimeLimit && method !== 'GET' && method !== 'HEAD') {
      // The server may have saved it: "outcome unknown", never "failed" (docs/api.md "Errors"). The mutation's
      // tags are invalidated all the same, so the record is re-read before the user submits again.
      return { error: { ...toApiError(error), code: OUTCOME_UNKNOWN } };
    }
    return { error: toApiError(error) };
  }
};
