import { describe, expect, it } from 'vitest';
import { AxiosError } from 'axios';
import { failedWriteOutcome, isOutcomeUnknown, SubmissionKeys, submissionFingerprint } from './idempotency';

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

  it('after an unknown outcome the key stays the submission’s, even for changed values, until an answer comes', () => {
    const keys = new SubmissionKeys();
    const first = keys.keyFor({ amount: 100 });
    keys.outcomeUnknown();
    // The server refuses the change under a key it recorded, rather than recording a second payment.
    expect(keys.keyFor({ amount: 150 })).toBe(first);
    keys.answered();
    expect(keys.keyFor({ amount: 120 })).not.toBe(first);
  });
});

describe('the outcome of a failed write (docs/api.md "Errors": outcome unknown)', () => {
  const sent = (code: string) => {
    const error = new AxiosError('Network Error', code);
    error.request = {};
    return error;
  };
  const answered = (status: number) =>
    new AxiosError(
      `Request failed with status code ${status}`,
      'ERR_BAD_RESPONSE',
      undefined,
      {},
      {
        status,
        statusText: '',
        data: {},
        headers: {},
        config: {} as never,
      },
    );

  it('a write that may have reached the server is "unknown": lost answer, 502/503/504, time limit', () => {
    for (const status of [502, 503, 504]) {
      expect(failedWriteOutcome({ status, message: 'Bad gateway' }, true), String(status)).toBe('unknown');
      expect(failedWriteOutcome(answered(status), true), `axios ${status}`).toBe('unknown');
    }
    expect(failedWriteOutcome({ status: 'NETWORK_ERROR', message: 'Network Error' }, true)).toBe('unknown');
    expect(failedWriteOutcome(sent('ERR_NETWORK'), true)).toBe('unknown');
    expect(failedWriteOutcome(sent('ECONNRESET'), true)).toBe('unknown');
    expect(failedWriteOutcome(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }), true)).toBe(
      'unknown',
    );
    expect(failedWriteOutcome({ status: 'NETWORK_ERROR', code: 'OUTCOME_UNKNOWN' }, true)).toBe('unknown');
    expect(failedWriteOutcome({ name: 'AnswerTimeLimitError', message: 'No answer' }, true)).toBe('unknown');
    expect(isOutcomeUnknown({ status: 503, message: 'Service unavailable' })).toBe(true);
  });

  it('an answer that refuses is "refused": 400, 401, 403, 404, 409, 422, 428, 500', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 428, 500]) {
      expect(failedWriteOutcome({ status, message: 'Refused' }, true), String(status)).toBe('refused');
      expect(failedWriteOutcome(answered(status), true), `axios ${status}`).toBe('refused');
    }
    expect(isOutcomeUnknown({ status: 422, code: 'INVALID_AMOUNT' })).toBe(false);
    expect(isOutcomeUnknown(null)).toBe(false);
  });

  it('a request that never left is "not-sent": offline, or an axios error before sending', () => {
    expect(failedWriteOutcome({ status: 'NETWORK_ERROR', message: 'Network Error' }, false)).toBe('not-sent');
    expect(failedWriteOutcome(sent('ERR_NETWORK'), false)).toBe('not-sent');
    expect(failedWriteOutcome(new AxiosError('Invalid URL', 'ERR_INVALID_URL'), true)).toBe('not-sent');
  });
});
