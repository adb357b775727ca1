import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { DISPLAY_NAMES } from '../../tests/helpers/demo';
import { findPageTitle, findUserMenuButton, renderSignedIn } from '../../tests/helpers/shell';

// The pages load lazily: transform them once before the tests, not inside the first one's timeouts.
beforeAll(async () => {
  await Promise.all([
    import('../features/students/StudentsPage'),
    import('../features/students/config/StudentConfigPage'),
    import('../features/students/config/DocumentTypesPage'),
    import('../features/finances/StudentEngagementsPage'),
    import('../features/finances/settings/FinanceSettingsPage'),
    import('../features/school-settings/SchoolSettingsPage'),
  ]);
}, 60_000);

describe('settings pages reachable from the interface (no link to a page the guard would refuse)', () => {
  it('the student list links its settings and the document types; each link opens its page', async () => {
    const { user } = await renderSignedIn('admin', '/fullstudents');
    await findPageTitle('Liste des élèves');
    expect(screen.getByRole('link', { name: 'Types de documents' })).toHaveAttribute(
      'href',
      '/files-types-management-config',
    );
    await user.click(screen.getByRole('link', { name: 'Paramètres des élèves' }));
    expect(await findPageTitle('Paramètres des élèves')).toBeInTheDocument();
  });

  it('a staff member who may see the students but not their settings gets no settings link', async () => {
    await renderSignedIn('staff', '/fullstudents');
    await findPageTitle('Liste des élèves');
    expect(screen.queryByRole('link', { name: 'Paramètres des élèves' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Types de documents' })).toBeNull();
  });

  it('the engagements link the financial settings, which link the school settings', async () => {
    const { user } = await renderSignedIn('admin', '/studentengagment');
    await findPageTitle('Engagements des élèves');
    await user.click(screen.getByRole('link', { name: 'Paramètres financiers' }));
    expect(await findPageTitle('Paramètres financiers')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Paramètres scolaires' }));
    expect(await findPageTitle('Paramètres scolaires')).toBeInTheDocument();
  });

  it('the user menu offers the school settings to a user who may open them, and not to others', async () => {
    const admin = await renderSignedIn('admin', '/dashboard');
    await admin.user.click(await findUserMenuButton(DISPLAY_NAMES.admin));
    const menu = screen.getByRole('menu', { name: 'Menu utilisateur' });
    await admin.user.click(within(menu).getByRole('menuitem', { name: 'Paramètres scolaires' }));
    expect(await findPageTitle('Paramètres scolaires')).toBeInTheDocument();
    admin.unmount();

    const staff = await renderSignedIn('staff', '/dashboard');
    await staff.user.click(await findUserMenuButton(DISPLAY_NAMES.staff));
    const staffMenu = screen.getByRole('menu', { name: 'Menu utilisateur' });
    expect(within(staffMenu).getByRole('menuitem', { name: 'Profil' })).toBeInTheDocument();
    expect(within(staffMenu).queryByRole('menuitem', { name: 'Paramètres scolaires' })).toBeNull();
  });
});
