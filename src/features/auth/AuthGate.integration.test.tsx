import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { userAnswer } from '../../mocks/auth/handlers';
import { server } from '../../mocks/node';
import { authenticate } from '../../mocks/core/session';
import { storeSession } from '../../../tests/helpers/demo';
import { renderApp } from '../../../tests/helpers/renderApp';

/**
 * Regression (fixed): src/features/auth/AuthGate.tsx: `needsUser = !user || user.roles.length === 0` and the effect dispatches
 * `loadUser()` whenever `needsUser` and the status is neither 'loading' nor 'failed'. A user answer that is valid
 * but has no roles sets status 'ready' with `roles: []`, so `needsUser` stays true and the effect loads the user
 * again, for ever: an endless stream of GET user and the spinner never stops.
 * Spec States and transitions: "If the user is missing or has no roles, the app fetches the user" (once), and the spinner stops.
 */
describe('a user with no roles at all (Loading and first load)', () => {
  it('States and transitions: GET user is asked once, not in a loop, and the spinner stops', async () => {
    await storeSession('staff');
    let calls = 0;
    server.use(
      http.get('*/api/user', ({ request }) => {
        calls += 1;
        // Safety valve so the reproduction terminates: without it the loop never ends and the test hangs.
        if (calls > 20) return HttpResponse.json({ message: 'loop stopped by the test' }, { status: 500 });
        const account = authenticate(request);
        if (account instanceof Response) return account;
        return HttpResponse.json({ ...userAnswer(account), roles: [] });
      }),
    );
    await renderApp('/dashboard');

    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(calls).toBeLessThanOrEqual(2); // actual: 21 (the loop was cut by the safety valve)
    await waitFor(() => expect(screen.queryByText('Chargement ...')).not.toBeInTheDocument());
  });
});
