import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useAfterFirstScreen } from '../../lib/useAfterFirstScreen';
import { readItem, STORAGE_KEYS } from '../../lib/storage';
import { selectUser, userKey } from '../../session/auth.slice';
import { usePolling } from '../../lib/usePolling';
import { selectUnreadTotal } from './chat.slice';
import { loadConversations } from './chat.thunks';
import { isPhoneViewport } from './viewport';

/** How often the header's dropdown (or, on phones, the bottom bar) refreshes the unread count. */
export const HEADER_POLL = { interval: 30_000, maxInterval: 120_000 } as const;

/**
 * The conversations behind the unread count, kept fresh while `active`: read once the first screen is shown (a badge
 * waits for it, lib/afterFirstScreen), then every HEADER_POLL. One place is active at a time: the header's
 * dropdown above phones, the bottom bar on phones, so the count is read once, not twice. Then, only when messages
 * or requests written offline wait on the device (the outbox key), the outbox's code is loaded to send them
 * (docs/architecture.md "Offline outbox"): the app's start sends them, whatever the page.
 */
export function useConversationsPoll(active: boolean): void {
  const dispatch = useAppDispatch();
  const polls = useAfterFirstScreen() && active;
  const user = useAppSelector(selectUser);
  const owner = user ? userKey(user) : null;
  // The unread badge is right from the start, not only after the first polling interval.
  useEffect(() => {
    if (polls) void dispatch(loadConversations()).catch(() => undefined);
  }, [dispatch, polls]);
  useEffect(() => {
    if (polls && owner && readItem(STORAGE_KEYS.outbox))
      void import('../../lib/outbox').then((outbox) => outbox.startOutbox(owner, dispatch));
  }, [dispatch, polls, owner]);
  usePolling(() => dispatch(loadConversations()), { ...HEADER_POLL, enabled: polls });
}

/**
 * The user's unread messages, summed over their conversations, for the bottom bar's badge: on phones (where the
 * header's dropdown is hidden) kept fresh here (useConversationsPoll). `enabled` false (a user who may not open the
 * messaging) asks nothing and counts 0.
 */
export function useUnreadMessages(enabled: boolean): number {
  const unread = useAppSelector(selectUnreadTotal);
  useConversationsPoll(enabled && isPhoneViewport());
  return enabled ? unread : 0;
}
