import { expect, test } from '@playwright/test';
import { expectPageTitle, openAs, tr } from './support';

// From md up (below it, the bottom bar carries the notifications: tests/e2e/shell.spec.ts).
test('Header: office staff open their notifications in one click from md up', async ({ page }) => {
  await openAs(page, 'staff', '/dashboard');
  await expectPageTitle(page, tr('fr', 'routes.dashboard'));
  const link = page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Notifications/ })).toBeVisible();
});
