import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useAfterFirstScreen } from '../../lib/useAfterFirstScreen';
import { usePolling } from '../../lib/usePolling';
import { selectUnreadTotal } from './chat.slice';
import { loadConversations } from './chat.thunks';
import { isPhoneViewport } from './viewport';

/** How often the header's dropdown (or, on phones, the bottom bar) refreshes the unread count. */
export const HEADER_POLL = { interval: 30_000, maxInterval: 120_000 } as const;

/**
 * The conversations behind the unread count, kept fresh while `active`: read once the first screen is shown (a badge
 * waits for it, lib/afterFirstScreen), then every HEADER_POLL. One place is active at a time: the header's
 * dropdown above phones, the bottom bar on phones, so the count is read once, not twice.
 */
export function useConversationsPoll(active: boolean): void {
  const dispatch = useAppDispatch();
  const polls = useAfterFirstScreen() && active;
  // The unread badge is right from the start, not only after the first polling interval.
  useEffect(() => {
    if (polls) void dispatch(loadConversations()).catch(() => undefined);
  }, [dispatch, polls]);
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
