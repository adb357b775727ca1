import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { renderSignedIn } from '../../../tests/helpers/shell';

const table = () => screen.getByRole('table', { name: 'Liste des élèves' });
const rowCount = () => within(table()).getAllByRole('row').length - 1;

/** The query of every request for the student list that reaches the demo API. */
function recordStudentRequests(): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/students') seen.push(url.searchParams);
  });
  return seen;
}

/** Picks `option` in the selector row's react-select labelled `label`. */
async function choose(user: UserEvent, label: string, option: string): Promise<void> {
  await user.click(screen.getByLabelText(label));
  const listbox = await screen.findByRole('listbox');
  await user.click(within(listbox).getByText(option));
}

afterEach(() => server.events.removeAllListeners());

describe('student list: the scope of the selector row owns its scoped filters', () => {
  it('changing the branch drops the old branch’s level and class, back to page 1, and shows the new branch’s students', async () => {
    // Level 1 and its class 1 are Casablanca Anfa's (the demo's first branch) in 2026-2027.
    const { user, router } = await renderSignedIn(
      'admin',
      '/fullstudents?level=1&class=1&status=active&pageSize=10',
    );
    await screen.findByRole('table', { name: 'Liste des élèves' });
    await waitFor(() => expect(rowCount()).toBeGreaterThan(0));
    expect(screen.getByLabelText<HTMLSelectElement>('Classe').value).toBe('1');

    await choose(user, 'Établissement', 'Rabat Agdal');

    await waitFor(() => expect(router.state.location.search).not.toMatch(/level=|class=/));
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('page')).toBeNull();
    // The status filter does not belong to a branch: it stays.
    expect(search.get('status')).toBe('active');
    expect(screen.getByLabelText<HTMLSelectElement>('Classe').value).toBe('');
    await waitFor(() => expect(rowCount()).toBeGreaterThan(0));
    expect(screen.queryByText(/Aucun résultat/)).not.toBeInTheDocument();
  });

  it('changing the year drops the level and class too', async () => {
    const { user, router } = await renderSignedIn('admin', '/fullstudents?level=1&class=1&pageSize=10');
    await screen.findByRole('table', { name: 'Liste des élèves' });
    await waitFor(() => expect(rowCount()).toBeGreaterThan(0));

    await choose(user, 'Année scolaire', '2025-2026');

    await waitFor(() => expect(router.state.location.search).not.toMatch(/level=|class=/));
    await waitFor(() => expect(rowCount()).toBeGreaterThan(0));
    expect(screen.queryByText(/Aucun résultat/)).not.toBeInTheDocument();
  });

  it('a branch change on page 5 sends one request: the new branch, page 1', async () => {
    const { user, router } = await renderSignedIn('admin', '/fullstudents?page=5&pageSize=10');
    await screen.findByRole('table', { name: 'Liste des élèves' });
    await waitFor(() => expect(rowCount()).toBeGreaterThan(0));
    expect(router.state.location.search).toContain('page=5');
    const seen = recordStudentRequests();

    await choose(user, 'Établissement', 'Rabat Agdal');

    await waitFor(() => expect(rowCount()).toBeGreaterThan(0));
    await waitFor(() => expect(router.state.location.search).not.toMatch(/page=/));
    expect(seen.map((params) => params.toString())).toEqual([
      expect.stringMatching(/^branch=2&year=2&page=1&pageSize=10&sort=name&order=asc$/),
    ]);
  });
});
