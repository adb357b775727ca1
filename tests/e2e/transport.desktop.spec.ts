import { expect, test } from '@playwright/test';
import { createSeed } from '../../src/mocks/seed.ts';
import { expectNoSeriousA11yViolations, expectPageTitle, LANGS, openAs, tr } from './support';

/**
 * School transport in fr and ar: the office's pages on a desktop (axe on each, the stops reordered by keyboard, the
 * seat limit refused in words); the parent's view is in transport-parent.phone.spec.ts. Nothing is saved: the suite
 * shares one demo API.
 */
const seed = createSeed();
const branchLines = seed.transport.lines.filter((line) => line.branchId === 1 && line.yearId === 2);
const riders = (lineId: number) => seed.transport.assignments.filter((a) => a.lineId === lineId).length;
const seatsOf = (carId: number | null) => seed.transport.cars.find((car) => car.id === carId)?.seats ?? 0;
const full = branchLines.find((line) => riders(line.id) === seatsOf(line.carId))!;

for (const [index, lang] of LANGS.entries()) {
  test(`transport (${lang}): cars (expiries flagged), drivers and expenses, axe-clean`, async ({ page }) => {
    await openAs(page, 'admin', '/cars?expiry=soon', lang);
    // The shared demo API may be generating a data set for another test: the first page waits longer.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
    await expectPageTitle(page, tr(lang, 'routes.cars'));
    await expect(page.getByRole('table', { name: tr(lang, 'routes.cars') })).toContainText(
      tr(lang, 'transport.expiry.soon'),
    );
    await expectNoSeriousA11yViolations(page, `cars (${lang})`);
    for (const route of ['drivers', 'expenses'] as const) {
      // Through the menu (no reload): the transport group is open on a transport page.
      await page
        .getByTestId('sidebar')
        .getByRole('link', { name: tr(lang, `menu.${route}`), exact: true })
        .click();
      await expectPageTitle(page, tr(lang, `routes.${route}`));
      await expect(
        page
          .getByRole('table', { name: tr(lang, `routes.${route}`) })
          .getByRole('row')
          .nth(1),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page, `${route} (${lang})`);
    }
  });

  test(`transport (${lang}): a line's stops move by keyboard, axe-clean; a full line refuses one more student`, async ({
    page,
  }) => {
    // The stops of a line, moved by keyboard (each language its own line; nothing is saved).
    const line = branchLines.filter((candidate) => candidate.id !== full.id)[index]!;
    const stop = line.stops[1]!;
    await openAs(page, 'admin', `/lignes?id=${line.id}`, lang);
    const dialog = page.getByRole('dialog', { name: line.name });
    await expect(dialog).toBeVisible({ timeout: 60_000 });
    const up = dialog.getByRole('button', {
      name: tr(lang, 'transport.stops.up', { name: stop.name }),
      exact: true,
    });
    await up.focus();
    await page.keyboard.press('Enter');
    await expect(
      dialog.getByRole('button', {
        name: tr(lang, 'transport.stops.down', { name: stop.name }),
        exact: true,
      }),
    ).toBeFocused();
    await expect(dialog.getByRole('listitem').first()).toContainText(stop.name);
    await expectNoSeriousA11yViolations(page, `line (${lang})`);

    // A full line refuses one more student, and says why.
    await page.goto(`/lignes?id=${full.id}`);
    const fullDialog = page.getByRole('dialog', { name: full.name });
    await expect(fullDialog).toBeVisible({ timeout: 60_000 });
    const student = fullDialog.getByLabel(tr(lang, 'transport.assign.student'), { exact: true });
    await expect(student.locator('option').nth(1)).toBeAttached();
    await student.selectOption({ index: 1 });
    await fullDialog.getByRole('button', { name: tr(lang, 'transport.assign.submit'), exact: true }).click();
    await expect(fullDialog.getByRole('alert')).toHaveText(tr(lang, 'apiErrors.LINE_FULL'));
  });
}
