import { expect, test } from '@playwright/test';
import { openAs } from './support';

/**
 * The diagnostic result sheet is driven by the keyboard: arrow keys move, 1-4 set a step (and move on), Delete
 * clears; each cell is saved on its own, and a change typed offline is kept and sent when the network returns.
 */
test('the result grid: keyboard entry saved cell by cell, and a change made offline sent when the network returns', async ({
  page,
  context,
}) => {
  await openAs(page, 'admin', '/diagevaluation?level=7&status=running', 'fr');
  await page.getByRole('navigation', { name: 'Évaluations' }).getByRole('button').first().click();
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();
  const status = page.getByRole('status').filter({ hasText: /enregistr|Hors ligne/ });

  // The first cell of the second child: typed 1, the focus moves to the next skill; back with ArrowLeft.
  const rows = grid.getByRole('row');
  const child = (await rows.nth(3).getByRole('rowheader').textContent())!.trim();
  const first = rows.nth(3).getByRole('gridcell').first();
  await first.click();
  await page.keyboard.press('1');
  await expect(rows.nth(3).getByRole('gridcell').nth(1)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(first).toBeFocused();
  await expect(first).toHaveAccessibleName(new RegExp(`^${child}, .* : Maîtrise insuffisante$`));
  await expect(status).toHaveText('Tout est enregistré');
  // ArrowDown goes to the next child; 4 sets very good mastery there; Delete clears it again.
  await page.keyboard.press('ArrowDown');
  const below = rows.nth(4).getByRole('gridcell').first();
  await expect(below).toBeFocused();
  await page.keyboard.press('4');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Delete');
  await expect(below).toHaveAccessibleName(/ : non évalué$/);
  await expect(status).toHaveText('Tout est enregistré');

  // Offline: the change is kept and said so; back online, it is sent.
  await context.setOffline(true);
  await first.click();
  await page.keyboard.press('3');
  await expect(status).toContainText('Hors ligne : 1 modification gardée');
  await expect(first).toHaveAccessibleName(/ : Maîtrise satisfaisante$/);
  await context.setOffline(false);
  await expect(status).toHaveText('Tout est enregistré');

  // What the server kept: the reloaded sheet shows it.
  await page.reload();
  await expect(
    page.getByRole('grid').getByRole('row').nth(3).getByRole('gridcell').first(),
  ).toHaveAccessibleName(/ : Maîtrise satisfaisante$/);
});
