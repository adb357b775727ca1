import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DemoAccount } from '../../../tests/helpers/demo';
import { findPageTitle, renderSignedIn } from '../../../tests/helpers/shell';
import { db } from '../../mocks/core/db';

/** Signs in with the persisted menu type `horizontal` (Storage key `type`). */
async function renderHorizontal(account: DemoAccount, path: string) {
  window.localStorage.setItem('type', JSON.stringify('horizontal'));
  const app = await renderSignedIn(account, path);
  expect(app.store.getState().layout.type).toBe('horizontal');
  return app;
}

const topMenu = () => screen.getByTestId('horizontal-menu');
const inTopMenu = () => within(topMenu());
/** The top-level items of the horizontal menu, by visible text. */
const topLevel = () =>
  [...topMenu().querySelectorAll(':scope > ul > li')].map(
    (item) => item.querySelector('a, button')?.textContent ?? '',
  );
const group = (name: string) => inTopMenu().getByRole('button', { name });
/** The links of the dropdown under the group button `name`. */
const dropdownLinks = (name: string) =>
  within(group(name).closest('li') as HTMLElement)
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('horizontal menu (Menu behaviour: horizontal mode, Roles and permissions filter)', () => {
  it('Roles and permissions: with menu type horizontal, staff sees only Tableau de bord, Gestion des élèves > Liste des élèves and Actualités', async () => {
    const { user } = await renderHorizontal('staff', '/dashboard');
    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
    expect(topMenu()).toHaveAccessibleName('Menu principal');
    // The spec's entries, then the pages it does not list that staff may open (docs/spec-departures.md, "Menu").
    expect(topLevel().slice(0, 3)).toEqual(['Tableau de bord', 'Gestion des élèves', 'Actualités']);
    expect(topLevel().slice(3)).toEqual(['Liste des classes', 'Messagerie']);
    expect(inTopMenu().getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute('href', '/dashboard');
    expect(inTopMenu().getByRole('link', { name: 'Actualités' })).toHaveAttribute('href', '/news');

    await user.click(group('Gestion des élèves'));
    expect(dropdownLinks('Gestion des élèves')).toEqual(['Liste des élèves']);
    expect(inTopMenu().getByRole('link', { name: 'Liste des élèves' })).toHaveAttribute(
      'href',
      '/fullstudents',
    );
  });

  it('Screens and routes: admin sees every group; a group opens its dropdown with its children, one at a time', async () => {
    const { user } = await renderHorizontal('admin', '/dashboard');
    expect(topLevel()).toEqual([
      'Tableau de bord',
      'Finances des élèves',
      'Gestion pédagogique',
      'Gestion des élèves',
      'Actualités',
      'Cantine',
      'Transport',
      'Demandes',
      'Objets perdus',
      'Paramètres',
      // After the spec's menu, the pages it does not list that the admin may open (docs/spec-departures.md, "Menu").
      'Impayés',
      'Liste des classes',
      'Évaluations diagnostiques',
      'Messagerie',
    ]);
    const canteen = group('Cantine');
    expect(canteen).toHaveAttribute('aria-expanded', 'false');
    expect(dropdownLinks('Cantine')).toEqual([]);

    await user.click(canteen);
    expect(canteen).toHaveAttribute('aria-expanded', 'true');
    expect(dropdownLinks('Cantine')).toEqual([
      'Achats',
      'Ingrédients',
      'Repas',
      'Programmes',
      'Demandes de cantine',
    ]);

    await user.click(group('Transport'));
    expect(canteen).toHaveAttribute('aria-expanded', 'false');
    expect(dropdownLinks('Cantine')).toEqual([]);
    expect(dropdownLinks('Transport')).toEqual(['Dépenses', 'Véhicules', 'Chauffeurs', 'Lignes']);

    // Clicking an open group closes it.
    await user.click(group('Transport'));
    expect(dropdownLinks('Transport')).toEqual([]);
  });

  it('Educational management group: visible with view-diagevaluations-page alone; its dropdown leads to the diagnostic evaluations', async () => {
    const staff = db.data.users.find((candidate) => candidate.email === 'staff@demo.test');
    for (const role of staff?.roles ?? []) role.permissions = ['view-diagevaluations-page'];
    const { user } = await renderHorizontal('staff', '/diagevaluation');
    await findPageTitle('Évaluations diagnostiques');
    // The group, then the class list the permission also opens; the diagnostic evaluations only in the group.
    expect(topLevel()).toEqual(['Gestion pédagogique', 'Liste des classes']);
    expect(group('Gestion pédagogique')).toHaveClass('text-primary-700');

    await user.click(group('Gestion pédagogique'));
    expect(dropdownLinks('Gestion pédagogique')).toEqual(['Évaluations diagnostiques']);
    const link = inTopMenu().getByRole('link', { name: 'Évaluations diagnostiques' });
    expect(link).toHaveAttribute('href', '/diagevaluation');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('Screens and routes: an open dropdown closes on a click outside the menu and on Escape', async () => {
    const { user } = await renderHorizontal('admin', '/dashboard');
    await user.click(group('Cantine'));
    expect(group('Cantine')).toHaveAttribute('aria-expanded', 'true');

    await user.click(document.getElementById('main-content') as HTMLElement);
    expect(group('Cantine')).toHaveAttribute('aria-expanded', 'false');
    expect(dropdownLinks('Cantine')).toEqual([]);

    await user.click(group('Transport'));
    expect(dropdownLinks('Transport')).toHaveLength(4);
    await user.keyboard('{Escape}');
    expect(group('Transport')).toHaveAttribute('aria-expanded', 'false');
    expect(dropdownLinks('Transport')).toEqual([]);
  });

  it('Screens and routes: the active link (link equal to the path without its leading slash) has aria-current="page"', async () => {
    const { user, router } = await renderHorizontal('admin', '/dashboard');
    expect(inTopMenu().getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(inTopMenu().getByRole('link', { name: 'Actualités' })).not.toHaveAttribute('aria-current');

    await user.click(group('Transport'));
    await user.click(inTopMenu().getByRole('link', { name: 'Véhicules' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cars'));
    // Following a dropdown link closes the dropdown.
    expect(group('Transport')).toHaveAttribute('aria-expanded', 'false');
    // The router commits the new location to React in a transition: wait until the menu follows it.
    await waitFor(() =>
      expect(inTopMenu().getByRole('link', { name: 'Tableau de bord' })).not.toHaveAttribute('aria-current'),
    );

    await user.click(group('Transport'));
    expect(inTopMenu().getByRole('link', { name: 'Véhicules' })).toHaveAttribute('aria-current', 'page');
    expect(inTopMenu().getByRole('link', { name: 'Lignes' })).not.toHaveAttribute('aria-current');
    expect(group('Transport')).toHaveClass('text-primary-700');
    expect(group('Cantine')).not.toHaveClass('text-primary-700');
  });
});
