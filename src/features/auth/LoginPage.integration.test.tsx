import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { storeSession } from '../../../tests/helpers/demo';
import { renderApp } from '../../../tests/helpers/renderApp';

describe('sign-in page at / (spec §2 Entry)', () => {
  it('wrong credentials show the translated error and keep the typed email and password', async () => {
    const { user, router } = await renderApp('/');
    const email = await screen.findByLabelText('Adresse e-mail');
    const password = screen.getByLabelText('Mot de passe');
    await user.type(email, 'admin@demo.test');
    await user.type(password, 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Adresse e-mail ou mot de passe incorrect.');
    expect(email).toHaveValue('admin@demo.test');
    expect(password).toHaveValue('wrong-password');
    expect(router.state.location.pathname).toBe('/');
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
