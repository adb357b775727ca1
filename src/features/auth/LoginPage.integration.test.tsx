import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/core/db';
import { server } from '../../mocks/node';
import { demoToken, recordRequests, storeSession } from '../../../tests/helpers/demo';
import { renderApp } from '../../../tests/helpers/renderApp';
import { findUserMenuButton } from '../../../tests/helpers/shell';

async function fillAndSubmit(app: Awaited<ReturnType<typeof renderApp>>, email: string, password: string) {
  const emailField = await screen.findByLabelText('Adresse e-mail');
  const passwordField = screen.getByLabelText('Mot de passe');
  if (email) await app.user.type(emailField, email);
  if (password) await app.user.type(passwordField, password);
  await app.user.click(screen.getByRole('button', { name: 'Se connecter' }));
  return { emailField, passwordField };
}

describe('sign-in page at / (Entry)', () => {
  it('Entry: wrong credentials show the translated error and keep the typed email and password', async () => {
    const app = await renderApp('/');
    const { emailField, passwordField } = await fillAndSubmit(app, 'admin@demo.test', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('Adresse e-mail ou mot de passe incorrect.');
    expect(emailField).toHaveValue('admin@demo.test');
    expect(passwordField).toHaveValue('wrong-password');
    expect(app.router.state.location.pathname).toBe('/');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('Entry: a deactivated account is told so (access management), not that the password is wrong', async () => {
    db.data.users.find((user) => user.email === 'staff@demo.test')!.active = false;
    const app = await renderApp('/');
    await fillAndSubmit(app, 'staff@demo.test', 'demo1234');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ce compte a été désactivé. Adressez-vous à l’administration de l’école.',
    );
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('Entry: empty fields show the required message without calling the API', async () => {
    const requests = recordRequests();
    const app = await renderApp('/');
    await fillAndSubmit(app, '', '');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Saisissez votre adresse e-mail et votre mot de passe.',
    );
    // Email typed but no password: still refused on the page.
    await app.user.type(screen.getByLabelText('Adresse e-mail'), 'admin@demo.test');
    await app.user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Saisissez votre adresse e-mail et votre mot de passe.',
    );
    expect(requests.filter((request) => request.includes('/api/login'))).toEqual([]);
  });

  it('Entry: a network error on sign-in shows the network message', async () => {
    server.use(http.post('*/api/login', () => HttpResponse.error()));
    const app = await renderApp('/');
    const { emailField } = await fillAndSubmit(app, 'admin@demo.test', 'demo1234');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le serveur est injoignable. Vérifiez votre connexion puis réessayez.',
    );
    expect(emailField).toHaveValue('admin@demo.test');
    expect(app.router.state.location.pathname).toBe('/');
  });

  it('Entry: a successful sign-in as admin lands on /dashboard inside the shell', async () => {
    const app = await renderApp('/');
    await fillAndSubmit(app, 'admin@demo.test', 'demo1234');

    expect(await findUserMenuButton('Samira Benali')).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/dashboard');
    expect(window.localStorage.getItem('token')).toMatch(/\S/);
    // The page is drawn right after the shell (components/DrawnNext).
    expect(await screen.findByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeInTheDocument();
  });

  it("API calls GET user: the spec's minimal answer (no id, email or isParent) signs the user in and lands on the dashboard", async () => {
    const token = await demoToken('admin');
    const full = (await (
      await fetch('http://localhost:3000/api/user', { headers: { Authorization: token } })
    ).json()) as Record<string, unknown>;
    // Only what the spec describes: roles (with permissions), branchs (with years), the display name.
    const minimal = { displayname: full.displayname, roles: full.roles, branchs: full.branchs };
    server.use(http.get('*/api/user', () => HttpResponse.json(minimal)));
    const app = await renderApp('/');
    await fillAndSubmit(app, 'admin@demo.test', 'demo1234');

    expect(await findUserMenuButton('Samira Benali')).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/dashboard');
    expect(app.store.getState().auth.user?.isParent).toBe(false);
    expect(screen.queryByLabelText('Élève')).not.toBeInTheDocument();
  });

  it('Entry: at / with a valid stored token the app goes to /dashboard after loading the user', async () => {
    await storeSession('staff');
    const app = await renderApp('/');

    expect(await findUserMenuButton('Youssef Alaoui')).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/dashboard');
    expect(app.store.getState().auth.status).toBe('ready');
  });

  it('Entry: at / without a stored token the sign-in form shows and no user is requested', async () => {
    const requests = recordRequests();
    const app = await renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/'));
    expect(requests.filter((request) => request.startsWith('GET /api/user'))).toEqual([]);
  });
});

describe('sign-in throttling on the sign-in page (docs/api.md "Sign-in throttling")', () => {
  async function failFiveTimes(app: Awaited<ReturnType<typeof renderApp>>) {
    const { passwordField } = await fillAndSubmit(app, 'admin@demo.test', 'wrong-0');
    for (let attempt = 1; attempt < 5; attempt += 1) {
      await screen.findByRole('alert');
      await app.user.clear(passwordField);
      await app.user.type(passwordField, `wrong-${attempt}`);
      await app.user.click(screen.getByRole('button', { name: 'Se connecter' }));
    }
    return passwordField;
  }

  it('after 5 wrong passwords the page says the account is locked, counts the wait down and refuses the right password', async () => {
    const requests = recordRequests();
    const app = await renderApp('/');
    const passwordField = await failFiveTimes(app);

    const alert = await screen.findByText(/Trop de tentatives de connexion/, {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('Vous pourrez réessayer dans 15:00.');
    const submit = screen.getByRole('button', { name: 'Se connecter' });
    expect(submit).toBeDisabled();
    // The wait counts down, second by second.
    await waitFor(() => expect(screen.getByTestId('sign-in-wait')).toHaveTextContent('14:5'), {
      timeout: 15_000,
    });

    // The right password cannot be sent from the page, and the server refuses it too.
    await app.user.clear(passwordField);
    await app.user.type(passwordField, 'demo1234');
    const sent = requests.filter((request) => request === 'POST /api/login').length;
    await app.user.click(submit);
    expect(requests.filter((request) => request === 'POST /api/login')).toHaveLength(sent);
    expect(app.router.state.location.pathname).toBe('/');
    const direct = await fetch('http://localhost:3000/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.test', password: 'demo1234' }),
    });
    expect(direct.status).toBe(429);
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it.each([
    ['en', 'Too many sign-in attempts', 'You can try again in 0:0', 'Sign in'],
    ['ar', 'محاولات تسجيل دخول كثيرة جدًا', 'يمكنك المحاولة مجددًا بعد 0:0', 'دخول'],
  ] as const)(
    'in %s too, with only a Retry-After header: the sentence and the wait, then the form opens again when it is over',
    async (language, sentence, wait, submitName) => {
      let refused = false;
      server.use(
        http.post('*/api/login', () => {
          if (refused) return undefined;
          refused = true;
          return HttpResponse.json(
            { message: 'Too many attempts', code: 'TOO_MANY_ATTEMPTS' },
            { status: 429, headers: { 'Retry-After': '2' } },
          );
        }),
      );
      const app = await renderApp('/', { language });
      const emailField = await screen.findByRole('textbox');
      await app.user.type(emailField, 'admin@demo.test');
      await app.user.type(document.querySelector<HTMLInputElement>('#login-password')!, 'demo1234');
      const submit = screen.getByRole('button', { name: submitName });
      await app.user.click(submit);

      const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
      expect(alert).toHaveTextContent(sentence);
      expect(alert).toHaveTextContent(wait);
      expect(submit).toBeDisabled();
      await waitFor(() => expect(submit).toBeEnabled(), { timeout: 15_000 });
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await app.user.click(submit);
      await waitFor(() => expect(app.router.state.location.pathname).toBe('/dashboard'), { timeout: 15_000 });
    },
  );
});
