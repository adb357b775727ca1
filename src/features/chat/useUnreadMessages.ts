import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useAfterFirstScreen } from '../../lib/afterFirstScreen';
import { usePolling } from '../../lib/usePolling';
import { selectUnreadTotal } from './chat.slice';
import { loadConversations } from './chat.thunks';
import { HEADER_POLL } from './MessagesDropdown';
import { isPhoneViewport } from './viewport';

/**
 * The user's unread messages, summed over their conversations, for the bottom bar's badge: on phones (where the
 * header's dropdown is hidden) read once the first screen is shown, then refreshed at the header's pace. `enabled` false (a
 * user who may not open the messaging) asks nothing and counts 0.
 */
export function useUnreadMessages(enabled: boolean): number {
  const dispatch = useAppDispatch();
  const unread = useAppSelector(selectUnreadTotal);
  // Above phones, the header's MessagesDropdown loads and polls them: one first load, one poller. A badge waits for
  // the first screen to be shown (lib/afterFirstScreen).
  const ready = useAfterFirstScreen();
  const polls = enabled && ready && isPhoneViewport();
  useEffect(() => {
    if (polls) void dispatch(loadConversations()).catch(() => undefined);
  }, [dispatch, polls]);
  usePolling(() => dispatch(loadConversations()), { ...HEADER_POLL, enabled: polls });
  return enabled ? unread : 0;
}
