/**
 * Idempotency keys (docs/api.md "Idempotency"): every request that creates something carries one key per user
 * submission, the same key across the retries of that submission, so the server records it once whatever the
 * network did. Pure: no React, no axios.
 */
import { OUTCOME_UNKNOWN } from './idempotencyHeader';

export { IDEMPOTENCY_HEADER, idempotencyHeaders, OUTCOME_UNKNOWN } from './idempotencyHeader';

/** A fresh key, made when the user submits (not when the form opens). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/**
 * What a failed write means for the record (docs/api.md "Errors", "outcome unknown"):
 * - `unknown`: the request may have reached the server and been saved, its answer did not come back (a network
 *   error after sending, a connection reset, a gateway's 502/503/504, the time limit, an unreadable answer);
 * - `refused`: the server answered that it did not save it (400, 401, 403, 404, 409, 422, 428, 500…);
 * - `not-sent`: the request never left (offline): nothing can have been saved.
 */
export type FailedWrite = 'unknown' | 'refused' | 'not-sent';

/** Answers of a gateway or proxy in front of the API: the API itself may have saved the write. */
export const OUTCOME_UNKNOWN_STATUSES: readonly number[] = [502, 503, 504];

/** Error codes of a request cut after it was sent (axios and Node name them so). */
const CUT_AFTER_SENDING = ['ERR_NETWORK', 'ECONNRESET', 'ECONNABORTED', 'ETIMEDOUT', 'EPIPE'];

function field(value: unknown, name: string): unknown {
  return value && typeof value === 'object' && name in value
    ? (value as Record<string, unknown>)[name]
    : undefined;
}

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * Classifies a failed write: the portal's `ApiError` (api/baseQuery.ts: `status` a number, `NETWORK_ERROR` or
 * `PARSE_ERROR`, `code`), an axios error (`response`, `request`, `code`) or the time limit's error.
 * @example failedWriteOutcome({ status: 'NETWORK_ERROR', message: 'Network Error' }) // 'unknown' when online
 */
export function failedWriteOutcome(error: unknown, online: boolean = browserOnline()): FailedWrite {
  if (!error || typeof error !== 'object') return 'refused';
  if (field(error, 'code') === OUTCOME_UNKNOWN || field(error, 'name') === 'AnswerTimeLimitError') {
    return 'unknown';
  }
  const status = field(field(error, 'response'), 'status') ?? field(error, 'status');
  if (typeof status === 'number') return OUTCOME_UNKNOWN_STATUSES.includes(status) ? 'unknown' : 'refused';
  // Offline, the request never left.
  if (!online) return 'not-sent';
  // An answer came, but could not be read: it may be the success.
  if (status === 'PARSE_ERROR') return 'unknown';
  if (status === 'NETWORK_ERROR') return 'unknown';
  const code = field(error, 'code');
  if (field(error, 'request') !== undefined) return 'unknown';
  if (typeof code === 'string' && CUT_AFTER_SENDING.includes(code)) return 'unknown';
  // An axios error with neither request nor answer failed before sending (its set-up).
  return field(error, 'isAxiosError') === true ? 'not-sent' : 'refused';
}

/** Whether a failed save may have been recorded all the same: it is re-read before the user sends it again. */
export function isOutcomeUnknown(error: unknown): boolean {
  return failedWriteOutcome(error) === 'unknown';
}

/**
 * What identifies "the same submission": the same values give the same text, whatever the order of their keys.
 * A file counts by its name, size, type and date (its bytes are the user's choice of that file).
 */
export function submissionFingerprint(values: unknown): string {
  return JSON.stringify(values, (_key, value: unknown) => {
    if (typeof File !== 'undefined' && value instanceof File) {
      return { file: value.name, size: value.size, type: value.type, modified: value.lastModified };
    }
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
      );
    }
    return value;
  });
}

/**
 * Holds the key of one form's submissions: the same values again (a retry) reuse the key; changed values or a
 * success start a new one. After an unknown outcome the key is kept even for changed values, until an answer says
 * what became of it: the server then refuses a changed submission under a key it has recorded
 * (`IDEMPOTENCY_KEY_REUSED`) instead of recording a second payment, and records it once when the first never
 * arrived (docs/api.md "Idempotency"). `useSubmission` wraps it for React; the chat composer keeps one per message.
 */
export class SubmissionKeys {
  private current: { key: string; fingerprint: string; unsettled: boolean } | null = null;

  /** The key for submitting `values` now. */
  keyFor(values: unknown): string {
    const fingerprint = submissionFingerprint(values);
    if (!this.current || (this.current.fingerprint !== fingerprint && !this.current.unsettled)) {
      this.current = { key: newIdempotencyKey(), fingerprint, unsettled: false };
    }
    return this.current.key;
  }

  /** The submission was recorded: the next one, even with the same values, is a new record. */
  succeeded(): void {
    this.current = null;
  }

  /** The server answered (a refusal): a change of values is a new submission again. */
  answered(): void {
    if (this.current) this.current.unsettled = false;
  }

  /** The outcome is unknown: the key stays the submission's, whatever the user changes, until an answer comes. */
  outcomeUnknown(): void {
    if (this.current) this.current.unsettled = true;
  }
}
