import { act, screen, within } from '@testing-library/react';
import { handleDarkMode } from '../../session/layout.slice';
import { describe, expect, it } from 'vitest';
import { findPageTitle, renderSignedIn, sideMenu, withinSideMenu } from '../../../tests/helpers/shell';
import { db } from '../../mocks/core/db';

const parentButton = (name: string) => withinSideMenu().getByRole('button', { name });
const queryParentButton = (name: string) => withinSideMenu().queryByRole('button', { name });

describe('side menu filter (Roles and permissions), rendered for staff', () => {
  it('Roles and permissions: staff sees Tableau de bord, Actualités and Gestion des élèves with only Liste des élèves inside', async () => {
    const { user } = await renderSignedIn('staff', '/dashboard');
    const menu = withinSideMenu();

    expect(menu.getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute('href', '/dashboard');
    expect(menu.getByRole('link', { name: 'Actualités' })).toHaveAttribute('href', '/news');
    const students = parentButton('Gestion des élèves');

    await user.click(students);
    expect(students).toHaveAttribute('aria-expanded', 'true');
    const group = students.closest('li');
    expect(group).not.toBeNull();
    const children = within(group as HTMLElement).getAllByRole('link');
    expect(children.map((link) => link.textContent)).toEqual(['Liste des élèves']);
    expect(children[0]).toHaveAttribute('href', '/fullstudents');
    expect(menu.queryByRole('link', { name: 'Préinscriptions' })).not.toBeInTheDocument();
  });

  it('Roles and permissions: staff does not see Transport, Cantine, Paramètres, Finances, Demandes, Objets perdus or Gestion pédagogique', async () => {
    await renderSignedIn('staff', '/dashboard');
    const menu = withinSideMenu();

    for (const group of ['Transport', 'Cantine', 'Objets perdus', 'Gestion pédagogique']) {
      expect(queryParentButton(group), group).not.toBeInTheDocument();
    }
    for (const link of ['Paramètres', 'Finances des élèves', 'Demandes']) {
      expect(menu.queryByRole('link', { name: link }), link).not.toBeInTheDocument();
    }
    expect(menu.queryByText('Véhicules')).not.toBeInTheDocument();
    // The whole visible menu, in order: header label, then the three entries the staff permissions allow; after the
    // spec's menu, untouched, the pages it does not list that staff may open (docs/spec-departures.md, "Menu").
    const list = sideMenu().querySelector('ul');
    const topLevel = [...(list?.children ?? [])].map(
      (item) => (item.querySelector('a, button') ?? item).textContent,
    );
    expect(topLevel.slice(0, 4)).toEqual(['Menu', 'Tableau de bord', 'Gestion des élèves', 'Actualités']);
    expect(topLevel.slice(4)).toEqual(['Autres pages', 'Liste des classes', 'Messagerie']);
    expect(menu.queryByRole('link', { name: 'Impayés' })).not.toBeInTheDocument();
    expect(menu.queryByRole('link', { name: 'Évaluations diagnostiques' })).not.toBeInTheDocument();
  });

  it('Roles and permissions: admin (admin role, every permission) sees every group and entry', async () => {
    await renderSignedIn('admin', '/dashboard');
    const menu = withinSideMenu();

    for (const group of [
      'Gestion pédagogique',
      'Gestion des élèves',
      'Cantine',
      'Transport',
      'Objets perdus',
    ]) {
      expect(parentButton(group)).toBeInTheDocument();
    }
    for (const link of ['Tableau de bord', 'Finances des élèves', 'Actualités', 'Demandes', 'Paramètres']) {
      expect(menu.getByRole('link', { name: link })).toBeInTheDocument();
    }
  });

  it('Menu additions: after the spec’s menu the admin finds the overdue list, the class list, the diagnostic evaluations and the messaging (docs/spec-departures.md)', async () => {
    await renderSignedIn('admin', '/dashboard');
    const menu = withinSideMenu();
    const list = sideMenu().querySelector('ul');
    const topLevel = [...(list?.children ?? [])].map(
      (item) => (item.querySelector('a, button') ?? item).textContent,
    );
    // The spec's menu first, whole and in its order; the additions after their own header.
    expect(topLevel).toEqual([
      'Menu',
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
      'Autres pages',
      'Impayés',
      'Liste des classes',
      'Évaluations diagnostiques',
      'Messagerie',
    ]);
    expect(menu.getByRole('link', { name: 'Impayés' })).toHaveAttribute('href', '/overdueList');
    expect(menu.getByRole('link', { name: 'Liste des classes' })).toHaveAttribute('href', '/classesPage');
    expect(menu.getByRole('link', { name: 'Évaluations diagnostiques' })).toHaveAttribute(
      'href',
      '/diagevaluation',
    );
    expect(menu.getByRole('link', { name: 'Messagerie' })).toHaveAttribute('href', '/messagerie');
  });

  it('Menu additions: a parent is offered the messaging, never the office’s pages (overdue, classes, evaluations)', async () => {
    await renderSignedIn('parent', '/dashboard');
    const menu = withinSideMenu();
    expect(menu.getByRole('link', { name: 'Messagerie' })).toHaveAttribute('href', '/messagerie');
    for (const name of ['Impayés', 'Liste des classes', 'Évaluations diagnostiques']) {
      expect(menu.queryByRole('link', { name }), name).not.toBeInTheDocument();
    }
  });

  it('Menu additions: an entry is shown only to users whose permissions open it; none shown, no header (ar)', async () => {
    // The secretariat without messaging nor the students' list: no addition opens for them.
    for (const account of db.data.users) {
      for (const role of account.roles) {
        role.permissions = role.permissions.filter(
          (name) => name !== 'view-messagerie-page' && name !== 'view-full-students-page',
        );
      }
    }
    await renderSignedIn('staff', '/dashboard', { language: 'ar' });
    const nav = await screen.findByRole('navigation', { name: 'قائمة التنقل' }, { timeout: 15_000 });
    expect(within(nav).getByRole('link', { name: 'لوحة القيادة' })).toBeInTheDocument();
    for (const name of ['صفحات أخرى', 'المتأخرات', 'لائحة الأقسام', 'التقييمات التشخيصية', 'المراسلة']) {
      expect(within(nav).queryByText(name), name).not.toBeInTheDocument();
    }
  });
});

/** Leaves the secretariat (the `staff` account) with these permissions only, in every branch and year. */
function staffHoldsOnly(...permissions: string[]): void {
  const staff = db.data.users.find((candidate) => candidate.email === 'staff@demo.test');
  for (const role of staff?.roles ?? []) role.permissions = [...permissions];
}

describe('Educational management group (Side navigation)', () => {
  it('Educational management group: visible with view-diagevaluations-page alone; it holds the diagnostic evaluations, not the children the user may not open', async () => {
    staffHoldsOnly('view-diagevaluations-page');
    const { user } = await renderSignedIn('staff', '/diagevaluation');
    await findPageTitle('Évaluations diagnostiques');
    const menu = withinSideMenu();

    const educational = parentButton('Gestion pédagogique');
    // The open parent follows the path: the group of the current page is open.
    expect(educational).toHaveAttribute('aria-expanded', 'true');
    const links = within(educational.closest('li') as HTMLElement).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Évaluations diagnostiques']);
    expect(links[0]).toHaveAttribute('href', '/diagevaluation');
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    for (const name of ['Classes', 'Enseignants']) {
      expect(menu.queryByRole('link', { name }), name).not.toBeInTheDocument();
    }
    // The page is in its group, not a second time under "Autres pages" (which keeps the class list it opens).
    expect(menu.getAllByRole('link', { name: 'Évaluations diagnostiques' })).toHaveLength(1);
    const list = sideMenu().querySelector('ul');
    const topLevel = [...(list?.children ?? [])].map(
      (item) => (item.querySelector('a, button') ?? item).textContent,
    );
    expect(topLevel).toEqual(['Menu', 'Gestion pédagogique', 'Autres pages', 'Liste des classes']);

    await user.click(educational);
    expect(educational).toHaveAttribute('aria-expanded', 'false');
    await user.click(educational);
    expect(menu.getByRole('link', { name: 'Évaluations diagnostiques' })).toBeInTheDocument();
  });

  it('Educational management group: with a child of its own the group keeps the spec’s children; the diagnostic evaluations stay under "Autres pages"', async () => {
    staffHoldsOnly('view-evaluations-page', 'view-diagevaluations-page');
    const { user } = await renderSignedIn('staff', '/diagevaluation');
    await findPageTitle('Évaluations diagnostiques');
    const educational = parentButton('Gestion pédagogique');
    await user.click(educational);
    const links = within(educational.closest('li') as HTMLElement).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Classes']);
    expect(withinSideMenu().getAllByRole('link', { name: 'Évaluations diagnostiques' })).toHaveLength(1);
    expect(withinSideMenu().getByText('Autres pages')).toBeInTheDocument();
  });
});

describe('menu accordion (Menu behaviour)', () => {
  it('Screens and routes: one parent is open at a time; opening another closes the first', async () => {
    const { user } = await renderSignedIn('admin', '/dashboard');
    const canteen = parentButton('Cantine');
    const transport = parentButton('Transport');
    expect(canteen).toHaveAttribute('aria-expanded', 'false');
    expect(transport).toHaveAttribute('aria-expanded', 'false');

    await user.click(canteen);
    expect(canteen).toHaveAttribute('aria-expanded', 'true');
    expect(withinSideMenu().getByRole('link', { name: 'Ingrédients' })).toBeInTheDocument();

    await user.click(transport);
    expect(transport).toHaveAttribute('aria-expanded', 'true');
    expect(canteen).toHaveAttribute('aria-expanded', 'false');
    expect(withinSideMenu().queryByRole('link', { name: 'Ingrédients' })).not.toBeInTheDocument();
    expect(withinSideMenu().getByRole('link', { name: 'Véhicules' })).toBeInTheDocument();
    expect(
      withinSideMenu()
        .getAllByRole('button')
        .filter((button) => button.getAttribute('aria-expanded') === 'true'),
    ).toHaveLength(1);
  });

  it('Screens and routes: clicking the open parent closes it', async () => {
    const { user } = await renderSignedIn('admin', '/dashboard');
    const transport = parentButton('Transport');

    await user.click(transport);
    expect(transport).toHaveAttribute('aria-expanded', 'true');
    await user.click(transport);
    expect(transport).toHaveAttribute('aria-expanded', 'false');
    expect(withinSideMenu().queryByRole('link', { name: 'Véhicules' })).not.toBeInTheDocument();
  });

  it('Screens and routes: opening /fullstudents opens the Gestion des élèves parent and marks Liste des élèves aria-current=page', async () => {
    await renderSignedIn('staff', '/fullstudents');
    await findPageTitle('Liste des élèves');

    expect(parentButton('Gestion des élèves')).toHaveAttribute('aria-expanded', 'true');
    const active = withinSideMenu().getByRole('link', { name: 'Liste des élèves' });
    expect(active).toHaveAttribute('aria-current', 'page');
    expect(withinSideMenu().getByRole('link', { name: 'Tableau de bord' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('Screens and routes: the active entry follows the path: the link equal to the path without its slash has aria-current=page', async () => {
    const { user } = await renderSignedIn('admin', '/dashboard');
    const menu = withinSideMenu();
    expect(menu.getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute('aria-current', 'page');

    await user.click(menu.getByRole('link', { name: 'Actualités' }));
    await findPageTitle('Actualités');
    expect(menu.getByRole('link', { name: 'Actualités' })).toHaveAttribute('aria-current', 'page');
    expect(menu.getByRole('link', { name: 'Tableau de bord' })).not.toHaveAttribute('aria-current');
    expect(
      menu.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page'),
    ).toHaveLength(1);
  });

  it('Screens and routes: navigating into a child route from the menu opens its parent and highlights the child', async () => {
    const { user, router } = await renderSignedIn('admin', '/dashboard');

    await user.click(parentButton('Cantine'));
    await user.click(withinSideMenu().getByRole('link', { name: 'Repas' }));
    await findPageTitle('Repas');

    expect(router.state.location.pathname).toBe('/meals');
    expect(parentButton('Cantine')).toHaveAttribute('aria-expanded', 'true');
    expect(withinSideMenu().getByRole('link', { name: 'Repas' })).toHaveAttribute('aria-current', 'page');
    // The meals list itself, not the placeholder of a page still to build.
    expect(screen.queryByText("Ce module n'est pas encore disponible.")).not.toBeInTheDocument();
  });

  it('Menu behaviour / Entities: each child carries its own bundled icon in the variant of the theme: black (hover blue) on a light menu, white (hover violet) on a dark one, white when active', async () => {
    const { store } = await renderSignedIn('admin', '/achats');
    await findPageTitle('Achats');
    const group = parentButton('Cantine').closest('li') as HTMLElement;
    const variants = (name: string) =>
      [...within(group).getByRole('link', { name }).querySelectorAll('svg[data-variant]')].map((icon) =>
        icon.getAttribute('data-variant'),
      );
    const icons = within(group)
      .getAllByRole('link')
      .map((link) => link.querySelector('svg[data-icon]')?.getAttribute('data-icon'));
    expect(icons).toEqual(['achats', 'ingredients', 'meals', 'programs', 'demandes-cantine']);
    // Five distinct drawings, not one recoloured dot.
    const drawings = within(group)
      .getAllByRole('link')
      .map((link) => link.querySelector('svg')?.innerHTML);
    expect(new Set(drawings).size).toBe(5);
    expect(sideMenu().querySelector('img')).toBeNull();

    expect(variants('Achats')).toEqual(['white']);
    expect(variants('Ingrédients')).toEqual(['black', 'blue']);
    act(() => {
      store.dispatch(handleDarkMode(true));
    });
    expect(variants('Ingrédients')).toEqual(['white', 'violet']);
    expect(variants('Achats')).toEqual(['white']);
  });
});
