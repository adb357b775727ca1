import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../mocks/core/db';
import { server } from '../../mocks/node';
import { ALL_PERMISSIONS } from '../../mocks/access/seed';
import { findPageTitle, renderSignedIn } from '../../../tests/helpers/shell';
import { ROUTES } from '../../modules';
import { permissionGroups } from './permissions';

// The page loads lazily: transform it once before the tests, not inside the first one's timeouts.
beforeAll(async () => {
  await import('./AccessManagementPage');
}, 60_000);

const accountCard = (name: string) =>
  screen.getByRole('list', { name: `Rôles de ${name}` }).closest('li') as HTMLElement;

describe('access management (access-management)', () => {
  it('names every permission of the spec once, grouped like the menu', () => {
    const named = permissionGroups(ROUTES).flatMap((group) =>
      group.permissions.map((permission) => permission.name),
    );
    expect([...named].sort()).toEqual([...ALL_PERMISSIONS].sort());
    expect(
      permissionGroups(ROUTES).find((group) => group.titleKey === 'menu.canteen')?.permissions,
    ).toHaveLength(5);
  });

  it('gives the secretary the canteen role and takes it back; her rights follow', async () => {
    const { user } = await renderSignedIn('admin', '/access-management');
    await findPageTitle('Gestion des accès');
    const card = await waitFor(() => accountCard('Youssef Alaoui'));
    expect(within(card).getByText('يوسف العلوي')).toBeInTheDocument();
    await user.selectOptions(
      within(card).getByLabelText('Ajouter un rôle à Youssef Alaoui'),
      'Restauration scolaire',
    );
    await user.click(within(card).getByRole('button', { name: 'Ajouter' }));
    expect(
      await within(card).findByRole('button', {
        name: 'Retirer le rôle Restauration scolaire de Youssef Alaoui',
      }),
    ).toBeInTheDocument();
    const staff = () => db.data.users.find((candidate) => candidate.id === 2)!;
    expect(staff().roles.some((role) => role.permissions.includes('view-ingredients-page'))).toBe(true);

    await user.click(
      within(card).getByRole('button', { name: 'Retirer le rôle Restauration scolaire de Youssef Alaoui' }),
    );
    await waitFor(() =>
      expect(
        within(card).queryByRole('button', { name: /Retirer le rôle Restauration scolaire/ }),
      ).toBeNull(),
    );
    expect(staff().roles.some((role) => role.permissions.includes('view-ingredients-page'))).toBe(false);
  });

  it('Last admin: removing one’s own admin role is refused with the catalogue’s sentence in the account’s card, and nothing changes', async () => {
    const { user } = await renderSignedIn('admin', '/access-management');
    const card = await waitFor(() => accountCard('Samira Benali'));
    await user.click(
      within(card).getByRole('button', { name: 'Retirer le rôle Administration de Samira Benali' }),
    );
    // Said where it was asked, and it stays (a toast goes unseen).
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Vous ne pouvez pas retirer votre propre rôle d’administration.',
    );
    expect(
      within(card).getByRole('button', { name: 'Retirer le rôle Administration de Samira Benali' }),
    ).toBeInTheDocument();
  });

  it('Last admin: in Arabic the refusal is the Arabic sentence of OWN_ADMIN_ROLE', async () => {
    const { user } = await renderSignedIn('admin', '/access-management', { language: 'ar' });
    const card = await waitFor(
      () => screen.getByRole('list', { name: 'أدوار Samira Benali' }).closest('li') as HTMLElement,
      { timeout: 15_000 },
    );
    await user.click(within(card).getByRole('button', { name: 'سحب دور الإدارة من Samira Benali' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('لا يمكنك سحب دور الإدارة من نفسك.');
  });

  it('a refused role assignment (ROLE_ALREADY_HELD: given meanwhile in another tab) says why in the card', async () => {
    const { user } = await renderSignedIn('admin', '/access-management');
    const card = await waitFor(() => accountCard('Youssef Alaoui'));
    server.use(
      http.post('*/api/access/assignments', () =>
        HttpResponse.json(
          { message: 'The account holds that role', code: 'ROLE_ALREADY_HELD' },
          { status: 409 },
        ),
      ),
    );
    await user.selectOptions(
      within(card).getByLabelText('Ajouter un rôle à Youssef Alaoui'),
      'Restauration scolaire',
    );
    await user.click(within(card).getByRole('button', { name: 'Ajouter' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Ce compte a déjà ce rôle.');
  });

  it('a refused deactivation (OWN_ACCOUNT) says why in its dialog', async () => {
    const { user } = await renderSignedIn('admin', '/access-management');
    const card = await waitFor(() => accountCard('Samira Benali'));
    await user.click(within(card).getByRole('button', { name: /^Désactiver\s*Samira Benali$/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Désactiver' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Vous ne pouvez pas désactiver votre propre compte.',
    );
  });

  it('creates an account and shows its one-time password once; the audit log records it without the password', async () => {
    const { user } = await renderSignedIn('admin', '/access-management');
    await waitFor(() => accountCard('Youssef Alaoui'));
    await user.click(screen.getByRole('button', { name: 'Nouveau compte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau compte du personnel' });
    await user.type(within(dialog).getByLabelText(/^Prénom \*/), 'Imane');
    await user.type(within(dialog).getByLabelText(/^Nom \*/), 'Zerouali');
    await user.type(within(dialog).getByLabelText(/^Prénom \(arabe\)/), 'إيمان');
    await user.type(within(dialog).getByLabelText(/^Nom \(arabe\)/), 'الزروالي');
    await user.type(within(dialog).getByLabelText(/^Adresse e-mail/), 'imane.zerouali@demo.test');
    await user.selectOptions(within(dialog).getByLabelText(/^Rôle dans cette école/), 'Enseignant');
    await user.click(within(dialog).getByRole('button', { name: 'Créer le compte' }));

    const shown = await screen.findByRole('dialog', { name: 'Compte créé : mot de passe à usage unique' });
    const password = within(shown).getByTestId('one-time-password').textContent!;
    expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(db.data.users.find((candidate) => candidate.email === 'imane.zerouali@demo.test')?.password).toBe(
      password,
    );
    // Not kept by the browser anywhere.
    expect(JSON.stringify({ ...window.localStorage })).not.toContain(password);
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain(password);
    await user.click(within(shown).getByRole('button', { name: 'J’ai transmis le mot de passe' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(password)).toBeNull();
    expect(await screen.findByRole('list', { name: 'Rôles de Imane Zerouali' })).toHaveTextContent(
      'Enseignant',
    );

    await user.click(screen.getByRole('tab', { name: 'Journal' }));
    const log = await screen.findByRole('table', { name: 'Journal' });
    const first = within(log).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent('Samira Benali');
    expect(first).toHaveTextContent('Compte créé');
    expect(first).toHaveTextContent('Imane Zerouali');
    expect(first).toHaveTextContent('rôle : Enseignant');
    expect(log.textContent).not.toContain(password);
  });

  it('edits a role’s permissions by their menu names', async () => {
    const { user } = await renderSignedIn('admin', '/access-management?tab=roles');
    const roles = await screen.findByRole('list', { name: 'Rôles' });
    await user.click(within(roles).getByRole('button', { name: 'Modifier le rôle Secrétariat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rôle Secrétariat' });
    const canteen = within(dialog).getByRole('group', { name: 'Cantine' });
    await user.click(within(canteen).getByRole('checkbox', { name: 'Ingrédients' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le rôle' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const staff = db.data.users.find((candidate) => candidate.id === 2)!;
    expect(
      staff.roles.find((role) => role.schoolbranchid === 1 && role.schoolyearid === 2)?.permissions,
    ).toEqual(expect.arrayContaining(['view-full-students-page', 'view-ingredients-page']));
  });

  it('a parent opening the page sees no data: the server refuses and the guard sends them to /unauthorized', async () => {
    const { router } = await renderSignedIn('parent', '/access-management');
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
    expect(screen.queryByText('Samira Benali')).toBeNull();
  });

  it('a failed load shows the error with a retry that recovers', async () => {
    let fail = true;
    server.use(
      http.get('*/api/access/accounts', () =>
        fail ? HttpResponse.json({ message: 'boom' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = await renderSignedIn('admin', '/access-management');
    expect(await screen.findByText('Les comptes n’ont pas pu être chargés.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('list', { name: 'Rôles de Youssef Alaoui' })).toBeInTheDocument();
  });
});
