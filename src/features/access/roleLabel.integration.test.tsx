import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderSignedIn } from '../../../tests/helpers/shell';

// The page loads lazily: transform it once before the tests, not inside the first one's timeouts.
beforeAll(async () => {
  await import('./AccessManagementPage');
}, 60_000);

/** The card of an account on the accounts tab, found by its list of roles ("Rôles de …" / "أدوار …"). */
const accountCard = (listName: RegExp) =>
  waitFor(() => screen.getByRole('list', { name: listName }).closest('li') as HTMLElement, {
    timeout: 15_000,
  });

describe('role names in the reader’s language on the access management page', () => {
  it('ar: an account’s roles, the remove buttons and the roles to give are their Arabic names (name_ar)', async () => {
    await renderSignedIn('admin', '/access-management', { language: 'ar' });
    const card = await accountCard(/Samira Benali/);
    const roles = within(card).getByRole('list', { name: /Samira Benali/ });
    expect(within(roles).getByText('الإدارة')).toBeInTheDocument();
    expect(roles.textContent).not.toMatch(/Administration/);
    expect(within(card).getByRole('button', { name: /الإدارة/ })).toBeInTheDocument();
    const options = within(card)
      .getAllByRole('option')
      .map((option) => option.textContent ?? '');
    expect(options).toContain('الكتابة');
    expect(options.join(' ')).not.toMatch(/Secrétariat|Comptabilité|Restauration/);
  });

  it('fr: the same card keeps the French names', async () => {
    await renderSignedIn('admin', '/access-management', { language: 'fr' });
    const card = await accountCard(/Samira Benali/);
    const roles = within(card).getByRole('list', { name: /Samira Benali/ });
    expect(within(roles).getByText('Administration')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toContain('Secrétariat');
  });
});
