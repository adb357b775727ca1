import { expect, test } from '@playwright/test';
import { openAs, tr } from './support';

// The demo parent's family can be reminded once a day (one reminder per family per day): one viewport only.
test('overdue reminder reaches the parent: the message from the school is in the parent’s conversations', async ({
  page,
  browser,
}) => {
  await openAs(page, 'admin', '/overdueList?q=idrissi', 'fr');
  await page
    .getByRole('checkbox', { name: tr('fr', 'table.selectRow', { label: 'El Idrissi' }) })
    .filter({ visible: true })
    .check();
  await page.getByRole('button', { name: tr('fr', 'overdue.remind.action') }).click();
  await page
    .getByRole('dialog', { name: tr('fr', 'overdue.remind.title') })
    .getByRole('button', { name: tr('fr', 'overdue.remind.confirm') })
    .click();
  await expect(page.getByText(/relance(s)? envoyée/)).toBeVisible();

  const parent = await browser.newPage();
  await openAs(parent, 'parent', '/messagerie', 'fr');
  await parent.getByText('Samira Benali').filter({ visible: true }).first().click();
  await expect(
    parent
      .getByText(/Famille El Idrissi : .* restent dus/)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  await parent.close();
});
