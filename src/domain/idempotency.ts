/**
 * Idempotency keys (docs/api.md "Idempotency"): every request that creates something carries one key per user
 * submission, the same key across the retries of that submission, so the server records it once whatever the
 * network did. Pure: no React, no axios.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The error code of a write the time limit cut: the server may or may not have saved it (docs/api.md "Errors"). */
export const OUTCOME_UNKNOWN = 'OUTCOME_UNKNOWN';

/** A fresh key, made when the user submits (not when the form opens). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** The header to send with a request, or none. */
export function idempotencyHeaders(key: string | undefined): Record<string, string> {
  return key ? { [IDEMPOTENCY_HEADER]: key } : {};
}

/** Whether a failed save may have been recorded all the same (a write cut by the time limit). */
export function isOutcomeUnknown(error: unknown): boolean {
  return Boolean(error && typeof error === 'object' && 'code' in error && error.code === OUTCOME_UNKNOWN);
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
 * success start a new one. `useSubmission` wraps it for React; the chat composer keeps one per message.
 */
export class SubmissionKeys {
  private current: { key: string; fingerprint: string } | null = null;

  /** The key for submitting `values` now. */
  keyFor(values: unknown): string {
    const fingerprint = submissionFingerprint(values);
    if (this.current?.fingerprint !== fingerprint) {
      this.current = { key: newIdempotencyKey(), fingerprint };
    }
    return this.current.key;
  }

  /** The submission was recorded: the next one, even with the same values, is a new record. */
  succeeded(): void {
    this.current = null;
  }
}
