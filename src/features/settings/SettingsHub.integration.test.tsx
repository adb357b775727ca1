import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../mocks/core/db';
import { findPageTitle, renderSignedIn } from '../../../tests/helpers/shell';

beforeAll(async () => {
  await import('./SettingsHubPage');
}, 60_000);

const areaLinks = () =>
  within(screen.getByRole('main'))
    .getAllByRole('link')
    .map((link) => link.querySelector('.font-semibold')?.textContent);

describe('settings hub (settings)', () => {
  it('lists every settings area the admin may open, grouped, searchable; a settings page leads back to it', async () => {
    const { user, router } = await renderSignedIn('admin', '/settings');
    await findPageTitle('Paramètres');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'École et accès',
      'Finances',
      'Élèves',
      'Pédagogie',
      'Communication',
      'Services',
    ]);
    expect(areaLinks()).toHaveLength(11);
    expect(screen.getByRole('link', { name: /Paramètres financiers/ })).toHaveAttribute(
      'href',
      '/gestion-financiere-parametre',
    );

    const search = screen.getByLabelText('Rechercher un réglage');
    await user.type(search, 'recus');
    expect(areaLinks()).toEqual(['Paramètres financiers']);
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.getByText('Aucun réglage ne correspond à la recherche.')).toBeInTheDocument();
    await user.clear(search);

    await user.click(screen.getByRole('link', { name: /Types de documents/ }));
    await findPageTitle('Types de documents');
    await user.click(screen.getByRole('link', { name: 'Retour aux paramètres' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
  });

  it('shows a member of staff only the areas their rights open (access management: admins only)', async () => {
    const staff = db.data.users.find((user) => user.email === 'staff@demo.test')!;
    for (const role of staff.roles) {
      role.permissions.push('view-settings-page', 'view-news-management-config-page');
    }
    await renderSignedIn('staff', '/settings');
    await findPageTitle('Paramètres');
    expect(areaLinks()).toEqual(['Paramètres des actualités']);
  });

  it('a module page holding a setting shows no way back to the hub', async () => {
    await renderSignedIn('admin', '/lost-items');
    await findPageTitle('Objets trouvés');
    expect(screen.queryByRole('link', { name: 'Retour aux paramètres' })).toBeNull();
  });

  it('the secretary without the permission is refused (view-settings-page)', async () => {
    const { router } = await renderSignedIn('staff', '/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
  });
});
