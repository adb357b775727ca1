import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../api/clients';
import { server } from '../mocks/node';
import { renderApp } from '../../tests/helpers/renderApp';
import { renderSignedIn } from '../../tests/helpers/shell';

const PERMISSION = 'User does not have the required permission.';

/**
 * error catalogue: "Ten failing requests at once cause one navigation and one toast, not ten".
 */
describe('one navigation for many failures (Error catalogue, error catalogue)', () => {
  /**
   * Regression (fixed): src/api/errors.ts line 81-82, the permission branch of `handleApiError` has no "redirect pending" guard
   * (unlike the session branch): it only checks `currentPath() !== '/unauthorized'`, and `currentPath()` reads
   * window.location, which changes only once the router has committed the navigation. Ten permission failures
   * arriving together therefore call navigate('/unauthorized') ten times.
   */
  it('Error catalogue: ten permission answers at once cause one navigation to /unauthorized', async () => {
    const app = await renderSignedIn('admin', '/dashboard');
    server.use(http.get('*/api/things', () => HttpResponse.json({ message: PERMISSION }, { status: 403 })));

    await Promise.allSettled(Array.from({ length: 10 }, (_, i) => apiClient.get(`things?i=${i}`)));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/unauthorized'));

    expect(app.navigations).toEqual(['/unauthorized']); // actual: ten '/unauthorized'
  });

  /**
   * Regression (fixed): a stale token at start-up gives two navigations to '/': the catalogue's session redirect
   * (src/api/errors.ts, session branch) and the user-load failure redirect of `loadUser`
   * (src/features/auth/auth.thunks.ts line 96, `navigateTo('/', { replace: true })`), both for one failed request.
   */
  it('Error catalogue: a stale token at start-up causes one navigation to /', async () => {
    window.localStorage.setItem('token', 'demo.1.999.expired');
    const app = await renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Connexion' });

    expect(app.navigations).toEqual(['/']); // actual: ['/', '/']
  });
});
