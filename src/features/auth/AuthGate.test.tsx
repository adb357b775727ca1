import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { login } from '../../session/auth.slice';
import type { User } from '../../api/schemas';
import { createStore } from '../../store/store';
import { AuthGate } from './AuthGate';

/** Notes, each time the shell is drawn, whether the spinner is still on the page. */
function Probe({ seen }: { seen: boolean[] }) {
  seen.push(screen.queryByRole('status') !== null);
  return <p>shell</p>;
}

describe('AuthGate (Loading and first load; budgets: the first screen is drawn in short slices)', () => {
  it('with the user already loaded (after a sign-in), the spinner is on the page first and the shell is drawn next, in a transition', async () => {
    const store = createStore();
    const user = { id: 1, roles: [{ name: 'admin', permissions: [] }] } as unknown as User;
    store.dispatch(login({ user, year: null }));
    const seen: boolean[] = [];
    render(
      <Provider store={store}>
        <MemoryRouter>
          <AuthGate>
            <Probe seen={seen} />
          </AuthGate>
        </MemoryRouter>
      </Provider>,
    );
    expect(await screen.findByText('shell')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    // Drawn while the spinner was on the page: React drew the spinner, then the shell in a transition (which it
    // cuts into slices), not the whole shell in the same go.
    expect(seen[0]).toBe(true);
  });
});
