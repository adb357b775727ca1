import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { holdUserAnswer, storeSession } from '../../../tests/helpers/demo';
import { renderApp } from '../../../tests/helpers/renderApp';
import { findUserMenuButton } from '../../../tests/helpers/shell';
import { selectedValue } from '../../../tests/helpers/select';

/** The react-select single value shown inside the selector labelled `label`. */
async function expectBackOnSignIn(app: Awaited<ReturnType<typeof renderApp>>) {
  expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
  expect(app.router.state.location.pathname).toBe('/');
  expect(app.store.getState().auth.status).toBe('failed');
  expect(screen.queryByText('Chargement ...')).not.toBeInTheDocument();
  expect(screen.queryByText("Quelque chose s'est mal passé")).not.toBeInTheDocument();
}

describe('first load (Loading and first load)', () => {
  it('States and transitions: the spinner "Chargement ..." shows until the user is loaded, then the shell', async () => {
    await storeSession('admin');
    const release = holdUserAnswer();
    const app = await renderApp('/dashboard');

    await waitFor(() => expect(app.store.getState().auth.status).toBe('loading'));
    expect(screen.getByText('Chargement ...')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu de navigation' })).not.toBeInTheDocument();

    release();
    expect(await findUserMenuButton('Samira Benali')).toBeInTheDocument();
    expect(screen.queryByText('Chargement ...')).not.toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/dashboard');
  });

  it('Shell: the spinner text is "Loading ..." in English', async () => {
    await storeSession('admin');
    const release = holdUserAnswer();
    const app = await renderApp('/dashboard', { language: 'en' });

    await waitFor(() => expect(app.store.getState().auth.status).toBe('loading'));
    expect(screen.getByText('Loading ...')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('button', { name: /Samira Benali/ })).toBeInTheDocument();
    expect(screen.queryByText('Loading ...')).not.toBeInTheDocument();
  });

  it('States and transitions / Error catalogue: a failed GET user (500) sends to / and stops the spinner', async () => {
    await storeSession('admin');
    server.use(http.get('*/api/user', () => HttpResponse.json({ message: 'Server error' }, { status: 500 })));
    const app = await renderApp('/dashboard');

    await expectBackOnSignIn(app);
  });

  it('States and transitions / Error catalogue: a malformed user answer (200, wrong shape) is a failed load: back to /, spinner stops, no crash', async () => {
    await storeSession('admin');
    server.use(
      http.get('*/api/user', () =>
        HttpResponse.json({ id: 'one', displayname: 42, roles: 'admin', branchs: null }),
      ),
    );
    const app = await renderApp('/dashboard');

    await expectBackOnSignIn(app);
    expect(app.store.getState().auth.user).toBeNull();
  });

  it('States and transitions: a user answer that is not JSON at all is a failed load, not a crash', async () => {
    await storeSession('staff');
    server.use(http.get('*/api/user', () => HttpResponse.text('<html>proxy error</html>')));
    const app = await renderApp('/fullstudents');

    await expectBackOnSignIn(app);
  });

  it('States and transitions: non-parent without stored branch gets the first branch grouped by school and its first year', async () => {
    await storeSession('admin');
    const app = await renderApp('/dashboard');
    await findUserMenuButton('Samira Benali');

    expect(selectedValue('Établissement')).toBe('Casablanca Anfa');
    expect(selectedValue('Année scolaire')).toBe('2026-2027');
    expect(window.localStorage.getItem('SELECTED_BRANCH')).toBe('1');
    expect(window.localStorage.getItem('SELECTED_YEAR')).toBe('2');
    const { roles, branch, year } = app.store.getState().auth;
    expect(roles.length).toBeGreaterThan(0);
    expect(roles.every((role) => role.schoolbranchid === branch?.schoolbranchid)).toBe(true);
    expect(roles.every((role) => role.schoolyearid === year?.schoolyearid)).toBe(true);
  });

  it('States and transitions: stored SELECTED_BRANCH=2 for admin opens with Rabat Agdal selected and the stored year kept when valid', async () => {
    await storeSession('admin');
    window.localStorage.setItem('SELECTED_BRANCH', '2');
    window.localStorage.setItem('SELECTED_YEAR', '1');
    const app = await renderApp('/dashboard');
    await findUserMenuButton('Samira Benali');

    expect(selectedValue('Établissement')).toBe('Rabat Agdal');
    expect(selectedValue('Année scolaire')).toBe('2025-2026');
    expect(window.localStorage.getItem('SELECTED_YEAR')).toBe('1');
    expect(app.store.getState().auth.roles.every((role) => role.schoolbranchid === 2)).toBe(true);
  });

  it('States and transitions: stored branch with a year it does not have takes the branch first year', async () => {
    await storeSession('admin');
    window.localStorage.setItem('SELECTED_BRANCH', '2');
    window.localStorage.setItem('SELECTED_YEAR', '999');
    await renderApp('/dashboard');
    await findUserMenuButton('Samira Benali');

    expect(selectedValue('Établissement')).toBe('Rabat Agdal');
    expect(selectedValue('Année scolaire')).toBe('2026-2027');
    expect(window.localStorage.getItem('SELECTED_YEAR')).toBe('2');
  });

  it('States and transitions: stored branch without a year takes the branch first year', async () => {
    await storeSession('admin');
    window.localStorage.setItem('SELECTED_BRANCH', '2');
    await renderApp('/dashboard');
    await findUserMenuButton('Samira Benali');

    expect(selectedValue('Établissement')).toBe('Rabat Agdal');
    expect(selectedValue('Année scolaire')).toBe('2026-2027');
  });

  it('States and transitions: a stored branch the user does not have falls back to the first grouped branch', async () => {
    await storeSession('staff');
    window.localStorage.setItem('SELECTED_BRANCH', '3');
    await renderApp('/dashboard');
    await findUserMenuButton('Youssef Alaoui');

    expect(selectedValue('Établissement')).toBe('Casablanca Anfa');
    expect(window.localStorage.getItem('SELECTED_BRANCH')).toBe('1');
  });

  it('Parent: the student selector (Élève) shows the first student Yasmine El Idrissi and her branch Casablanca Anfa', async () => {
    await storeSession('parent');
    const app = await renderApp('/dashboard');
    await findUserMenuButton('Karim El Idrissi');

    expect(screen.getByText('Élève')).toBeInTheDocument();
    expect(selectedValue('Élève')).toBe('Yasmine El Idrissi');
    expect(selectedValue('Établissement')).toBe('Casablanca Anfa');
    expect(selectedValue('Année scolaire')).toBe('2026-2027');
    expect(window.localStorage.getItem('SELECTED_STUDENT')).toBe('101');
    expect(app.store.getState().auth.roles.every((role) => role.schoolbranchid === 1)).toBe(true);
  });

  it('Parent: stored SELECTED_STUDENT=102 picks Adam and Marrakech Guéliz', async () => {
    await storeSession('parent');
    window.localStorage.setItem('SELECTED_STUDENT', '102');
    const app = await renderApp('/dashboard');
    await findUserMenuButton('Karim El Idrissi');

    expect(selectedValue('Élève')).toBe('Adam El Idrissi');
    expect(selectedValue('Établissement')).toBe('Marrakech Guéliz');
    expect(app.store.getState().auth.student?.studentid).toBe(102);
    expect(window.localStorage.getItem('SELECTED_BRANCH')).toBe('3');
  });

  it.each([
    ['staff', 'Youssef Alaoui'],
    ['admin', 'Samira Benali'],
  ] as const)('Roles and permissions: %s (not a parent) has no student selector', async (account, name) => {
    await storeSession(account);
    await renderApp('/dashboard');
    await findUserMenuButton(name);

    expect(screen.getByLabelText('Établissement')).toBeInTheDocument();
    expect(screen.queryByLabelText('Élève')).not.toBeInTheDocument();
    expect(screen.queryByText('Élève')).not.toBeInTheDocument();
  });

  it('States and transitions: a signed-in route opened without any token goes back to / (sign-in)', async () => {
    const app = await renderApp('/dashboard');
    await expectBackOnSignIn(app);
  });

  it('States and transitions: the user load sends the stored branch and year as GET user?branch&year', async () => {
    await storeSession('admin');
    window.localStorage.setItem('SELECTED_BRANCH', '2');
    window.localStorage.setItem('SELECTED_YEAR', '1');
    const queries: string[] = [];
    server.use(
      http.get('*/api/user', ({ request }) => {
        queries.push(new URL(request.url).search);
        return undefined;
      }),
    );
    await renderApp('/dashboard');
    await findUserMenuButton('Samira Benali');
    await waitFor(() => expect(queries[0]).toBeDefined());
    const params = new URLSearchParams(queries[0]);
    expect(params.get('branch')).toBe('2');
    expect(params.get('year')).toBe('1');
  });
});
