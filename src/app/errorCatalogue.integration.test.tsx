import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiClient, transferClient } from '../api/clients';
import { server } from '../mocks/node';
import { answerEveryApiCallWith, storeSession } from '../../tests/helpers/demo';
import { renderApp } from '../../tests/helpers/renderApp';
import { renderSignedIn } from '../../tests/helpers/shell';

const SESSION_TOAST = 'Votre session a expiré. Veuillez vous reconnecter.';
const PERMISSION = 'User does not have the required permission.';

/** Fires `count` requests at once, as a page with several queries would, and waits for them all to settle. */
async function fireRequests(count: number): Promise<void> {
  await Promise.allSettled(
    Array.from({ length: count }, (_, index) =>
      index % 2 === 0 ? apiClient.get(`students?page=${index}`) : transferClient.get(`files/${index}`),
    ),
  );
}

describe('error catalogue at integration level (Error catalogue)', () => {
  it.each(['Token expired or invalid', 'Session expired', 'Unauthorized', 'Token is null'])(
    'Error catalogue: every call answering 401 "%s" while on /dashboard ends on /, removes the token, shows one toast',
    async (message) => {
      const app = await renderSignedIn('admin', '/dashboard');
      answerEveryApiCallWith(401, { message });

      await fireRequests(10);

      await waitFor(() => expect(app.router.state.location.pathname).toBe('/'));
      expect(window.localStorage.getItem('token')).toBeNull();
      expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
      expect(await screen.findByText(SESSION_TOAST)).toBeInTheDocument();
      // Give any straggling toast or navigation a chance to show up before counting.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.getAllByText(SESSION_TOAST)).toHaveLength(1);
      expect(app.navigations).toEqual(['/']);
      expect(app.store.getState().auth.user).toBeNull();
    },
  );

  it('Error catalogue: after signing in again, a later session expiry redirects to / again', async () => {
    const app = await renderSignedIn('admin', '/dashboard');
    answerEveryApiCallWith(401, { message: 'Session expired' });
    await fireRequests(3);
    await screen.findByRole('heading', { name: 'Connexion' });

    server.resetHandlers();
    await app.user.type(screen.getByLabelText('Adresse e-mail'), 'admin@demo.test');
    await app.user.type(screen.getByLabelText('Mot de passe'), 'demo1234');
    await app.user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/dashboard'));
    await screen.findByRole('button', { name: 'Menu utilisateur de Samira Benali' });

    answerEveryApiCallWith(401, { message: 'Session expired' });
    await fireRequests(3);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(app.navigations.filter((to) => to === '/')).toHaveLength(2);
  });

  it('Error catalogue: a stale stored token opening /dashboard goes to / with one toast and the token removed', async () => {
    window.localStorage.setItem('token', 'demo.1.999.expired');
    const app = await renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(await screen.findByText(SESSION_TOAST)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText(SESSION_TOAST)).toHaveLength(1);
  });

  it('Error catalogue: session failures while already on / cause no redirect loop', async () => {
    const app = await renderApp('/');
    await screen.findByRole('heading', { name: 'Connexion' });
    answerEveryApiCallWith(401, { message: 'Token is null' });

    await fireRequests(5);

    expect(app.navigations).toEqual([]);
    expect(app.router.state.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
  });

  it('Error catalogue: the permission answer to GET userprofilepicture sends the browser to /unauthorized', async () => {
    await storeSession('admin');
    server.use(
      http.get('*/api/userprofilepicture', () => HttpResponse.json({ message: PERMISSION }, { status: 403 })),
    );
    const app = await renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Accès non autorisé' })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/unauthorized');
    // Not a session end: still signed in.
    expect(window.localStorage.getItem('token')).not.toBeNull();
    expect(app.store.getState().auth.user?.displayname).toBe('Samira Benali');
  });

  it('Error catalogue: the permission answer to a request fired from a page sends to /unauthorized; the caller still gets the error', async () => {
    const app = await renderSignedIn('staff', '/news');
    server.use(http.get('*/api/news', () => HttpResponse.json({ message: PERMISSION }, { status: 403 })));

    await expect(apiClient.get('news')).rejects.toThrow();

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/unauthorized'));
    expect(await screen.findByRole('heading', { name: 'Accès non autorisé' })).toBeInTheDocument();
    expect(screen.queryByText(SESSION_TOAST)).not.toBeInTheDocument();
  });

  it('Error catalogue: other errors reach the caller and change nothing (no navigation, token kept)', async () => {
    const app = await renderSignedIn('admin', '/news');
    server.use(
      http.get('*/api/news', () => HttpResponse.json({ message: 'Database unavailable' }, { status: 500 })),
    );

    await expect(apiClient.get('news')).rejects.toMatchObject({ response: { status: 500 } });
    await expect(transferClient.get('news')).rejects.toMatchObject({ response: { status: 500 } });

    expect(app.navigations).toEqual([]);
    expect(app.router.state.location.pathname).toBe('/news');
    expect(window.localStorage.getItem('token')).not.toBeNull();
  });
});
