import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { renderSignedIn } from '../../../tests/helpers/shell';

describe('notifications page (Product: notifications exist; list with unread state, mark one or all)', () => {
  it('lists the signed-in user’s notifications of the selected branch, newest first, with the unread count', async () => {
    await renderSignedIn('admin', '/notifications');
    await screen.findByText('Mise à jour du portail');
    const items = within(screen.getByRole('main')).getAllByRole('listitem');
    const titles = items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent);
    // Branch 1 (Casablanca Anfa) is selected: the Rabat notification is not shown.
    expect(titles).toEqual(['Non lu Conseil de classe du 1er trimestre', 'Mise à jour du portail']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('(1 non lue)');
  });

  it('marks one notification as read, then the list and the count follow', async () => {
    const { user } = await renderSignedIn('admin', '/notifications');
    await user.click(
      await screen.findByRole('button', { name: 'Marquer « Conseil de classe du 1er trimestre » comme lu' }),
    );
    expect(await screen.findByText('(0 non lue)')).toBeInTheDocument();
    expect(screen.queryByText('Marquer comme lu')).not.toBeInTheDocument();
  });

  it('marks all as read', async () => {
    const { user } = await renderSignedIn('parent', '/notifications');
    // The page's heading (the phone's bottom bar says the same count beside its bell).
    const heading = await screen.findByRole('heading', { level: 1, name: /\(1 non lue\)/ });
    await user.click(screen.getByRole('button', { name: 'Tout marquer comme lu' }));
    await waitFor(() => expect(heading).toHaveTextContent('(0 non lue)'));
  });

  it('a failed load shows an error with retry, and retry recovers', async () => {
    let fail = true;
    server.use(
      http.get('*/api/notifications', () =>
        fail ? HttpResponse.json({ message: 'Server error' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = await renderSignedIn('admin', '/notifications');
    expect(await screen.findByText("Les notifications n'ont pas pu être chargées.")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Mise à jour du portail')).toBeInTheDocument();
  });

  it('a malformed answer (200 with the wrong shape) is an error state, not a crash', async () => {
    server.use(http.get('*/api/notifications', () => HttpResponse.json({ items: 'nope' })));
    await renderSignedIn('admin', '/notifications');
    expect(await screen.findByText("Les notifications n'ont pas pu être chargées.")).toBeInTheDocument();
  });

  it('changing the branch refetches with the new branch as query argument', async () => {
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/notifications') seen.push(url.search);
    });
    const { user } = await renderSignedIn('admin', '/notifications');
    await screen.findByText('Mise à jour du portail');
    await user.click(screen.getByLabelText('Établissement'));
    await user.click(await screen.findByText('Rabat Agdal'));
    expect(await screen.findByText('Paiements en retard')).toBeInTheDocument();
    expect(seen).toEqual(['?branch=1&year=2', '?branch=2&year=2']);
    server.events.removeAllListeners();
  });
});
