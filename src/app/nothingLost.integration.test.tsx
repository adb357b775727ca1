import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  demoCall,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DISPLAY_NAMES,
  type DemoAccount,
} from '../../tests/helpers/demo';
import { findPageTitle, findUserMenuButton, renderSignedIn } from '../../tests/helpers/shell';

/**
 * Nothing typed is lost (docs/architecture.md): a session that ends while a form holds unsaved changes keeps them
 * in the tab; the same user signing in again finds them on the form's page; anyone else never sees them.
 */

beforeAll(async () => {
  await Promise.all([
    import('../features/students/NewStudentPage'),
    import('../features/dashboard/DashboardPage'),
  ]);
}, 60_000);

const NOTICE = /Votre session a pris fin pendant une saisie/;

async function signInAgain(user: UserEvent, account: DemoAccount) {
  await user.type(await screen.findByLabelText('Adresse e-mail'), DEMO_ACCOUNTS[account]);
  await user.type(screen.getByLabelText('Mot de passe'), DEMO_PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
}

/** Types into the new-student form, then the session ends on the server and the next request meets it. */
async function typeThenLoseSession() {
  const app = await renderSignedIn('admin', '/studentdetails/new');
  await findPageTitle('Nouvel élève');
  // The page is drawn before its lists (levels, classes) come: the form shows once they are in.
  await app.user.type(await screen.findByLabelText(/^Nom \(latin\)/), 'Zaoui');
  await app.user.type(screen.getByLabelText(/^Prénom \(arabe\)/), 'إيناس');
  // Signed out elsewhere (or the token lived its 12 hours): the demo API no longer knows the token.
  expect((await demoCall('POST', 'logout', app.token)).status).toBe(200);
  // The phone's connection comes back: the page's lists ask again, and the demo API answers the session is over.
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
  expect(app.router.state.location.pathname).toBe('/');
  return app;
}

describe('Nothing typed is lost when the session ends', () => {
  it('the same user signing in again is told, goes back to the form and finds what was typed', async () => {
    const { user, router } = await typeThenLoseSession();
    await signInAgain(user, 'admin');

    const notice = await screen.findByText(NOTICE);
    expect(router.state.location.pathname).toBe('/dashboard');
    await user.click(screen.getByRole('link', { name: 'Y retourner' }));

    await findPageTitle('Nouvel élève');
    await waitFor(() => expect(screen.getByLabelText(/^Nom \(latin\)/)).toHaveValue('Zaoui'));
    expect(screen.getByLabelText(/^Prénom \(arabe\)/)).toHaveValue('إيناس');
    // Given back once: the notice goes, and leaving now asks as for any unsaved change.
    expect(notice).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('keptTyping')).toBeNull();
  });

  it('someone else signing in on the same tab never sees it', async () => {
    const { user } = await typeThenLoseSession();
    expect(window.sessionStorage.getItem('keptTyping')).toContain('Zaoui');
    await signInAgain(user, 'staff');

    await findUserMenuButton(DISPLAY_NAMES.staff);
    await waitFor(() => expect(window.sessionStorage.getItem('keptTyping')).toBeNull());
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it('"Abandonner cette saisie" forgets it', async () => {
    const { user } = await typeThenLoseSession();
    await signInAgain(user, 'admin');
    await user.click(await screen.findByRole('button', { name: 'Abandonner cette saisie' }));
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('keptTyping')).toBeNull();
  });
});
