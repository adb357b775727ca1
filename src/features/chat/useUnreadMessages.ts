import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { usePolling } from '../../lib/usePolling';
import { selectUnreadTotal } from './chat.slice';
import { loadConversations } from './chat.thunks';
import { HEADER_POLL } from './MessagesDropdown';
import { isPhoneViewport } from './viewport';

/**
 * The user's unread messages, summed over their conversations, for the bottom bar's badge: read once when shown,
 * then refreshed at the header's pace on phones (where the header's dropdown does not poll). `enabled` false (a
 * user who may not open the messaging) asks nothing and counts 0.
 */
export function useUnreadMessages(enabled: boolean): number {
  const dispatch = useAppDispatch();
  const unread = useAppSelector(selectUnreadTotal);
  useEffect(() => {
    if (enabled) void dispatch(loadConversations()).catch(() => undefined);
  }, [dispatch, enabled]);
  usePolling(() => dispatch(loadConversations()), { ...HEADER_POLL, enabled: enabled && isPhoneViewport() });
  return enabled ? unread : 0;
}
