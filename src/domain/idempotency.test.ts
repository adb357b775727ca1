import { describe, expect, it } from 'vitest';
import { isOutcomeUnknown, SubmissionKeys, submissionFingerprint } from './idempotency';

describe('idempotency keys (docs/api.md "Idempotency")', () => {
  it('the same values, in any key order, are the same submission; another value is another', () => {
    expect(submissionFingerprint({ amount: 100, method: 'cash', nested: { a: 1, b: 2 } })).toBe(
      submissionFingerprint({ nested: { b: 2, a: 1 }, method: 'cash', amount: 100 }),
    );
    expect(submissionFingerprint({ amount: 100 })).not.toBe(submissionFingerprint({ amount: 101 }));
  });

  it('a file counts by its name, size and type: another file of the same name is another submission', () => {
    const file = (text: string) => new File([text], 'mot.txt', { type: 'text/plain', lastModified: 1 });
    expect(submissionFingerprint({ files: [file('abc')] })).toBe(
      submissionFingerprint({ files: [file('abc')] }),
    );
    expect(submissionFingerprint({ files: [file('abc')] })).not.toBe(
      submissionFingerprint({ files: [file('abcd')] }),
    );
  });

  it('one key per submission: kept for a retry, new after a change or a success', () => {
    const keys = new SubmissionKeys();
    const first = keys.keyFor({ text: 'Bonjour' });
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys.keyFor({ text: 'Bonjour' })).toBe(first);
    const changed = keys.keyFor({ text: 'Bonjour !' });
    expect(changed).not.toBe(first);
    keys.succeeded();
    expect(keys.keyFor({ text: 'Bonjour !' })).not.toBe(changed);
  });

  it('only the client’s OUTCOME_UNKNOWN is an unknown outcome', () => {
    expect(isOutcomeUnknown({ status: 'NETWORK_ERROR', code: 'OUTCOME_UNKNOWN' })).toBe(true);
    expect(isOutcomeUnknown({ status: 'NETWORK_ERROR' })).toBe(false);
    expect(isOutcomeUnknown(null)).toBe(false);
  });
});
