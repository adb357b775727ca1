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

/** Takes view-messagerie-page from every role of the demo account signed in with `email`. */
function withoutMessaging(email: string): void {
  const account = db.data.users.find((candidate) => candidate.email === email);
  for (const role of account?.roles ?? []) {
    role.permissions = role.permissions.filter((name) => name !== 'view-messagerie-page');
  }
}

describe('bottom bar messages link (docs/spec-departures.md, "Header: messages icon")', () => {
  it('Bottom bar Messages: staff who may not open /messagerie (no view-messagerie-page) are not offered the link, as in the header', async () => {
    withoutMessaging('staff@demo.test');
    await renderSignedIn('staff', '/dashboard');
    const bar = screen.getByRole('navigation', { name: 'Raccourcis' });
    expect(within(bar).queryByRole('link', { name: /^Messages/ })).not.toBeInTheDocument();
    expect(bar.querySelector('a[href="/messagerie"]')).toBeNull();
    expect(within(bar).getByRole('link', { name: /^Profil/ })).toHaveAttribute('href', '/profile');
    expect(within(bar).getByRole('link', { name: /^Notifications/ })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it('Bottom bar Messages: staff with view-messagerie-page keep the link to /messagerie', async () => {
    await renderSignedIn('staff', '/dashboard');
    expect(bottomBar().getByRole('link', { name: /^Messages/ })).toHaveAttribute('href', '/messagerie');
  });
});
