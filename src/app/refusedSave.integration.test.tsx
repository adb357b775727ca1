import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { server } from '../mocks/node';
import { findPageTitle, renderSignedIn } from '../../tests/helpers/shell';

/**
 * Nothing typed is lost (docs/architecture.md), on a save the API refuses for want of a permission: the error
 * catalogue still sends the user to `/unauthorized` (Error catalogue), and the typing is kept first, said there with
 * a way back, and given back to the form.
 */

beforeAll(async () => {
  await import('../features/news/NewsSettingsPage');
}, 60_000);

describe('A save refused for want of a permission', () => {
  it('keeps what was typed: the refusal page says so, and the way back finds the form as it was', async () => {
    const { user, router } = await renderSignedIn('admin', '/news-management-config');
    await findPageTitle('Paramètres des actualités');
    const name = await screen.findByLabelText('Nom de la catégorie 1');
    await user.clear(name);
    await user.type(name, 'Sorties scolaires');
    // The admin's role was taken away meanwhile: the API refuses the save.
    server.use(
      http.put('*/api/news/settings', () =>
        HttpResponse.json({ message: 'User does not have the required permission.' }, { status: 403 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
    expect(await screen.findByText(/Cet enregistrement vous a été refusé/)).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'Y retourner' }));

    await findPageTitle('Paramètres des actualités');
    await waitFor(() =>
      expect(screen.getByLabelText('Nom de la catégorie 1')).toHaveValue('Sorties scolaires'),
    );
  });
});
