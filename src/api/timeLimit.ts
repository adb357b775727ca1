/**
 * The client-side limit for an answer that never comes (docs/api.md, the clients have no timeout of their own). It
 * applies to every call of the portal: api/baseQuery.ts `callApi` (RTK Query endpoints, uploads, downloads, photos,
 * messaging) and the session's own calls (user load, sign-in). Past it the call is cancelled and the screen shows its
 * error state with retry; a write cut so is "outcome unknown" (domain/idempotency.ts `failedWriteOutcome`), re-read
 * before it may be sent again (docs/api.md "Errors").
 */
export const ANSWER_TIME_LIMIT_MS = 25_000;

let limit = ANSWER_TIME_LIMIT_MS;

/** Tests shorten the limit rather than waiting 25 s; returns the previous one. */
export function setAnswerTimeLimit(ms: number): number {
  const previous = limit;
  limit = ms;
  return previous;
}

/** Thrown (as the abort reason) when the limit passes. */
export class AnswerTimeLimitError extends Error {
  constructor() {
    super(`No answer within ${limit} ms`);
    this.name = 'AnswerTimeLimitError';
  }
}

/**
 * Runs `call` with a signal that aborts when `outer` aborts (RTK Query unsubscribing) or when the limit passes.
 * @example const answer = await withTimeLimit((signal) => apiClient.get('user', { signal }));
 */
export async function withTimeLimit<T>(
  call: (signal: AbortSignal) => Promise<T>,
  outer?: AbortSignal,
): Promise<T> {
  const controller = new AbortController();
  const abortFromOuter = () => controller.abort(outer?.reason);
  if (outer?.aborted) abortFromOuter();
  else outer?.addEventListener('abort', abortFromOuter, { once: true });
  const timer = setTimeout(() => controller.abort(new AnswerTimeLimitError()), limit);
  try {
    return await call(controller.signal);
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', abortFromOuter);
  }
}
