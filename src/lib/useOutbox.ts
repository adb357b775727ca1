import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useEffect, useMemo, useReducer } from 'react';
import {
  isSending,
  onOutboxSent,
  startOutbox,
  subscribeOutbox,
  waitingFor,
  type OutboxEntry,
  type OutboxKind,
} from './outbox';

/**
 * The signed-in user's kept entries of one kind (lib/outbox.ts), kept up to date (this tab's sends and cancels,
 * another tab's through the `storage` event), with whether each is being sent now.
 */
export function useOutbox(
  owner: string | null,
  kind: OutboxKind,
): { entries: OutboxEntry[]; sending: (idempotencyKey: string) => boolean } {
  const [version, bump] = useReducer((n: number) => n + 1, 0);
  useEffect(() => subscribeOutbox(bump), []);
  const entries = useMemo(
    () => (owner ? waitingFor(owner, kind) : []),
    // `version` changes with the outbox.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [owner, kind, version],
  );
  return { entries, sending: isSending };
}

/**
 * A page that keeps entries sends what waits as it opens, and whenever the network returns (lib/outbox.ts
 * `startOutbox`); `onSent` hears each entry sent (the chat reads its feed again).
 */
export function useOutboxSender(
  owner: string | null,
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>,
  onSent?: (entry: OutboxEntry) => void,
): void {
  useEffect(() => {
    if (owner) void startOutbox(owner, dispatch);
  }, [owner, dispatch]);
  useEffect(() => (onSent ? onOutboxSent(onSent) : undefined), [onSent]);
}
