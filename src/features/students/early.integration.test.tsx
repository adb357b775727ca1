import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { demoCall, storeSession } from '../../../tests/helpers/demo';
import { renderApp } from '../../../tests/helpers/renderApp';
import { startEarlyStudents } from './early';

/** Every request of the student list that the demo API receives, by path and query. */
function recordListCalls() {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/students') calls.push(`${url.pathname}${url.search}`);
  };
  server.events.on('request:start', listener);
  return { calls, stop: () => server.events.removeListener('request:start', listener) };
}

/** An office user's session as a previous visit stored it: token, branch and year. */
async function returningAdmin() {
  const token = await storeSession('admin');
  const { body: user } = await demoCall('GET', 'user', token);
  const branch = user.branchs[0];
  window.localStorage.setItem('SELECTED_BRANCH', String(branch.schoolbranchid));
  window.localStorage.setItem('SELECTED_YEAR', String(branch.years[0].schoolyearid));
  return { branch: branch.schoolbranchid as number, year: branch.years[0].schoolyearid as number };
}

let recorder: ReturnType<typeof recordListCalls> | null = null;
afterEach(() => recorder?.stop());

describe('the student list’s first page asked for at boot (features/students/early.ts, no waterfall)', () => {
  it('reloading the list at its address (page, sort, filter): one request, asked before the app’s code, and the page takes it', async () => {
    const { branch, year } = await returningAdmin();
    recorder = recordListCalls();
    const address = '?page=2&sort=level&order=desc&status=active';
    startEarlyStudents(address);
    await vi.waitFor(() => expect(recorder!.calls).toHaveLength(1), { timeout: 15_000 }); // before the app is even drawn
    await renderApp(`/fullstudents${address}`);
    // The rows, waited for as long as the user would (tests/setup.ts): vi.waitFor's own limit is 1 s, which a
    // busy machine's first render of the whole shell passes.
    const table = await screen.findByRole('table', { name: 'Liste des élèves' });
    await vi.waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), {
      timeout: 15_000,
    });
    // Had the page asked for another query (or not taken the early answer), a second request would show here.
    expect(recorder.calls).toEqual([
      `/api/students?branch=${branch}&order=desc&page=2&pageSize=25&sort=level&status=active&year=${year}`,
    ]);
  });

  it('preload on intent: the pointer on the menu’s student list asks for its first page, once however often it comes back, and following the link takes that answer', async () => {
    const { branch, year } = await returningAdmin();
    await renderApp('/dashboard');
    const sidebar = await screen.findByTestId('sidebar');
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Gestion des élèves' }));
    recorder = recordListCalls();
    const link = within(sidebar).getByRole('link', { name: 'Liste des élèves' });
    fireEvent.pointerEnter(link);
    await vi.waitFor(() => expect(recorder!.calls).toHaveLength(1), { timeout: 15_000 });
    fireEvent.pointerEnter(link);
    fireEvent.focus(link);
    fireEvent.click(link);
    const table = await screen.findByRole('table', { name: 'Liste des élèves' });
    await vi.waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), {
      timeout: 15_000,
    });
    // Asked for once, at the pointer: neither the second pointing, the focus nor the navigation asked again.
    expect(recorder.calls).toEqual([
      `/api/students?branch=${branch}&order=asc&page=1&pageSize=25&sort=name&year=${year}`,
    ]);
  });

  it('without a stored branch and year, nothing is asked for early', async () => {
    await returningAdmin();
    recorder = recordListCalls();
    window.localStorage.removeItem('SELECTED_YEAR');
    startEarlyStudents('');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(recorder.calls).toEqual([]);
  });
});
