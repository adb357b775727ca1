import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { renderSignedIn } from '../../../tests/helpers/shell';

const table = () => screen.getByRole('table', { name: 'Liste des élèves' });
const names = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');

describe('full student list (students of the selected branch and year)', () => {
  it('lists the branch’s students with their count, 25 a page, sorted by name', async () => {
    await renderSignedIn('admin', '/fullstudents');
    expect(await screen.findByRole('heading', { level: 1, name: 'Liste des élèves' })).toBeInTheDocument();
    const count = await screen.findByText(/^[\d\s\u202f]+ élèves$/);
    const total = Number(count.textContent?.replace(/\D/g, ''));
    expect(total).toBeGreaterThan(100);
    await waitFor(() => expect(names()).toHaveLength(25));
    const lastNames = names();
    expect([...lastNames].sort((a, b) => a.localeCompare(b, 'fr'))[0]).toBe(lastNames[0]);
  });

  it('shows each student’s photo beside the name, and the initials for those without one', async () => {
    await renderSignedIn('admin', '/fullstudents');
    await waitFor(() => expect(names()).toHaveLength(25));
    const rows = within(table()).getAllByRole('row').slice(1);
    // Photos come from the API (data: URLs, allowed by the CSP), decorative beside the name.
    await waitFor(() =>
      expect(table().querySelectorAll('img[src^="data:image/png"]').length).toBeGreaterThan(0),
    );
    const photos = table().querySelectorAll('img');
    photos.forEach((photo) => expect(photo).toHaveAttribute('alt', ''));
    const initials = table().querySelectorAll('[data-initials]');
    expect(photos.length + initials.length).toBe(rows.length);
    expect(initials.length).toBeGreaterThan(0);
  });

  it('finds a student typed without accents or case ("YASMINE el idrissi"), and keeps the search in the URL', async () => {
    const { user, router } = await renderSignedIn('admin', '/fullstudents');
    await screen.findByRole('table', { name: 'Liste des élèves' });
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un élève' }), 'YASMINE el idrissi');
    await waitFor(() => expect(names()).toEqual(['El Idrissi Yasmineالإدريسي ياسمين']));
    expect(router.state.location.search).toContain('q=YASMINE');
  });

  it('filters by status, through the URL, and the server answers only that status', async () => {
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/students') seen.push(url.searchParams.get('status') ?? '');
    });
    const { user, router } = await renderSignedIn('admin', '/fullstudents');
    await screen.findByRole('table', { name: 'Liste des élèves' });
    await user.selectOptions(screen.getByLabelText('Statut'), 'left');
    await waitFor(() => expect(router.state.location.search).toContain('status=left'));
    await waitFor(() => expect(seen.at(-1)).toBe('left'));
    await waitFor(() =>
      within(table())
        .getAllByRole('row')
        .slice(1)
        .forEach((row) => expect(row).toHaveTextContent('Parti')),
    );
    server.events.removeAllListeners();
  });

  it('a parent (no view-full-students-page) is refused by the guard', async () => {
    const { router } = await renderSignedIn('parent', '/fullstudents');
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
  });

  it('the "Solde" column follows the finance permission: shown to the admin, not to the secretariat', async () => {
    await renderSignedIn('admin', '/fullstudents');
    await waitFor(() => expect(names()).toHaveLength(25));
    expect(within(table()).getByRole('columnheader', { name: 'Solde' })).toBeInTheDocument();
    cleanup();

    await renderSignedIn('staff', '/fullstudents');
    await waitFor(() => expect(names()).toHaveLength(25));
    expect(within(table()).queryByRole('columnheader', { name: 'Solde' })).toBeNull();
    expect(within(table()).queryByText(/MAD/)).toBeNull();
  });

  it('a failed load shows the error with a retry that recovers', async () => {
    let fail = true;
    server.use(
      http.get('*/api/students', () =>
        fail ? HttpResponse.json({ message: 'down' }, { status: 503 }) : undefined,
      ),
    );
    const { user } = await renderSignedIn('staff', '/fullstudents');
    expect(await screen.findByText("La liste des élèves n'a pas pu être chargée.")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(names().length).toBeGreaterThan(0));
  });
});
