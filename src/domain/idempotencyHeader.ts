/**
 * What every request needs of idempotency keys (docs/api.md "Idempotency"), apart from the rest of
 * domain/idempotency.ts so that api/baseQuery.ts does not carry what only a form's submission needs.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The error code of a write the time limit cut: the server may or may not have saved it (docs/api.md "Errors"). */
export const OUTCOME_UNKNOWN = 'OUTCOME_UNKNOWN';

/** The header to send with a request, or none. */
export function idempotencyHeaders(key: string | undefined): Record<string, string> {
  return key ? { [IDEMPOTENCY_HEADER]: key } : {};
}
