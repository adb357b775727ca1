import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useCallback, useContext, useRef, useState } from 'react';
import { ReactReduxContext } from 'react-redux';
import { api } from './api';
import { failedWriteOutcome, SubmissionKeys } from '../domain/idempotency';

/** `saving`: sent, no answer yet; `checking`: its outcome is unknown (the answer was lost: a network error after
 * sending, a 502/503/504, the time limit), the record is being re-read; `unconfirmed`: re-read, the user may submit
 * again (with the same key: docs/api.md "Idempotency"). */
export type SubmissionState = 'idle' | 'saving' | 'checking' | 'unconfirmed';

export interface Submission {
  state: SubmissionState;
  /** True from the submit until the answer (and the re-read of an unconfirmed save): the submit button is disabled. */
  busy: boolean;
  /** Whether a submission runs now: read synchronously, so a second click in the same moment is refused. */
  isRunning: () => boolean;
  /**
   * Sends `values` with their key (the same key as the previous try when the values are the same, a new one after a
   * success or a change; the same key, even for changed values, after an unknown outcome). Resolves with the answer,
   * or `undefined` when a submission already runs (a double click); rejects with the save's error, after the re-read
   * when the outcome is unknown: the screen's queries, and `reread` for what they do not hold (the chat's feed).
   */
  run: <T>(
    values: unknown,
    save: (idempotencyKey: string) => Promise<T>,
    reread?: () => Promise<unknown>,
  ) => Promise<T | undefined>;
}

/**
 * The re-read after a save whose outcome is unknown: a mutation's tags are invalidated when it fails too, so the
 * screens' queries refetch; this waits until they (and any started meanwhile) have answered.
 */
async function queriesSettled(dispatch: ThunkDispatch<unknown, unknown, UnknownAction> | undefined) {
  if (!dispatch) return;
  for (let round = 0; round < 5; round += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    const running = dispatch(api.util.getRunningQueriesThunk());
    if (running.length === 0) return;
    await Promise.allSettled(running);
  }
}

/**
 * One user submission of a create, sent once whatever the user and the network do (docs/api.md "Idempotency"):
 * one key per submission kept across its retries, a second click ignored while it runs, and a save whose outcome is
 * unknown (domain/idempotency.ts `failedWriteOutcome`: it may have reached the server) told as "not confirmed" and
 * re-read before the user may submit again, never as "not saved". `Form` uses it for every form; a
 * screen that sends without `Form` (the chat composer, an upload) uses it directly.
 * @example
 * const submission = useSubmission();
 * const send = (text: string) =>
 *   submission.run({ text }, (idempotencyKey) => addNote({ id, year, text, idempotencyKey }).unwrap());
 * <button disabled={submission.busy}>…</button>
 */
export function useSubmission(): Submission {
  // Read without requiring a store: the form kit also renders outside the app (its own tests), with nothing to re-read.
  const dispatch = useContext(ReactReduxContext)?.store.dispatch as
    ThunkDispatch<unknown, unknown, UnknownAction> | undefined;
  const keys = useRef(new SubmissionKeys());
  const running = useRef(false);
  const [state, setState] = useState<SubmissionState>('idle');

  const run = useCallback(
    async <T>(
      values: unknown,
      save: (idempotencyKey: string) => Promise<T>,
      reread?: () => Promise<unknown>,
    ): Promise<T | undefined> => {
      if (running.current) return undefined;
      running.current = true;
      setState('saving');
      try {
        const answer = await save(keys.current.keyFor(values));
        keys.current.succeeded();
        setState('idle');
        return answer;
      } catch (error) {
        const outcome = failedWriteOutcome(error);
        if (outcome === 'unknown') {
          keys.current.outcomeUnknown();
          setState('checking');
          await Promise.allSettled([queriesSettled(dispatch), reread?.()]);
          setState('unconfirmed');
        } else {
          // The server's verdict on the key, unless it refused the session or the permission (it read nothing).
          const kind = error && typeof error === 'object' && 'kind' in error ? error.kind : undefined;
          if (outcome === 'refused' && kind !== 'session' && kind !== 'permission') keys.current.answered();
          setState('idle');
        }
        throw error;
      } finally {
        running.current = false;
      }
    },
    [dispatch],
  );

  return {
    state,
    busy: state === 'saving' || state === 'checking',
    isRunning: useCallback(() => running.current, []),
    run,
  };
}
