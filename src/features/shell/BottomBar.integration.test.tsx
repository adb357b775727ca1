import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/core/db';
import { renderSignedIn } from '../../../tests/helpers/shell';

function bottomBar() {
  return within(screen.getByRole('navigation', { name: 'Raccourcis' }));
}

const badgeOf = (link: HTMLElement) =>
  link.querySelector('[data-testid="bottom-bar-badge"]')?.textContent ?? null;

describe('bottom bar badges (docs/spec-departures.md)', () => {
  it('Bottom bar badges are the real unread counts: messages and notifications from the API, none when zero', async () => {
    // The parent has read everything but one message of the admin; one unread notification in Casablanca.
    const conversation = db.data.conversations.find((c) => c.id === 1)!;
    conversation.lastRead['3'] = 3;
    await renderSignedIn('parent', '/dashboard');

    const messages = bottomBar().getByRole('link', { name: /^Messages/ });
    const notifications = bottomBar().getByRole('link', { name: /^Notifications/ });
    await waitFor(() => expect(badgeOf(messages)).toBe('1'));
    expect(messages).toHaveAccessibleName('Messages 1 non lu');
    await waitFor(() => expect(badgeOf(notifications)).toBe('1'));
    expect(notifications).toHaveAccessibleName('Notifications (1 non lue)');
  });

  it('Bottom bar badges: nothing is shown when there is nothing unread (never the 10 and 2 placeholders)', async () => {
    for (const item of db.data.notifications) item.read = true;
    const { store } = await renderSignedIn('parent', '/dashboard');
    // The counts have been asked for and answered before the bar is checked.
    await waitFor(() => {
      expect(store.getState().chat.chats.length).toBeGreaterThan(0);
      const queries = Object.values(store.getState().api.queries);
      expect(queries.some((q) => q?.endpointName === 'notifications' && q.status === 'fulfilled')).toBe(true);
    });
    const bar = screen.getByRole('navigation', { name: 'Raccourcis' });
    expect(bar.querySelectorAll('[data-testid="bottom-bar-badge"]')).toHaveLength(0);
    expect(bar).not.toHaveTextContent(/10|2/);
    expect(bottomBar().getByRole('link', { name: /^Messages/ })).toHaveAccessibleName('Messages');
  });
});
