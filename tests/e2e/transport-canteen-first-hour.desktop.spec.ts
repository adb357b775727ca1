import { expect, test } from '@playwright/test';
import { addDays, weekStartOf } from '../../src/domain/canteen.ts';
import { todayIso } from '../../src/domain/dates.ts';
import { formatDay } from '../../src/features/canteen/format.ts';
import { createSeed } from '../../src/mocks/seed.ts';
import { expectNoSeriousA11yViolations, expectPageTitle, LANGS, openAs, tr } from './support';

/**
 * A school office's first hour with transport and the canteen, in fr and ar on a desktop (docs/api.md "Transport",
 * "Timetable"; "Canteen", "School calendar"): stop times out of order and a car already on another line at the same
 * times are said in the form before saving; the Christmas week is closed and books no meal; a week with empty dishes
 * asks before it is published, saying how many. Nothing is published; each language drafts its own far week.
 */
const seed = createSeed();
const firstLine = seed.transport.lines.find((line) => line.branchId === 1 && line.yearId === 2)!;
const busyCar = seed.transport.cars.find((car) => car.id === firstLine.carId)!;
const today = todayIso();
// The school year holding today starts in September.
const startYear = Number(today.slice(0, 4)) - (today.slice(5, 7) < '09' ? 1 : 0);
const christmasWeek = weekStartOf(`${startYear}-12-24`);
/** Arabic says 19 with its "many" form, French with "other". */
const many = (lang: 'fr' | 'ar') => (lang === 'ar' ? 'many' : 'other');

for (const [index, lang] of LANGS.entries()) {
  test(`transport (${lang}): times out of order and a busy car are said before saving`, async ({ page }) => {
    await openAs(page, 'admin', '/lignes', lang);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
    await expectPageTitle(page, tr(lang, 'routes.lignes'));
    await page.getByRole('button', { name: tr(lang, 'transport.lineForm.new'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: tr(lang, 'transport.lineForm.new') });
    await expect(dialog).toBeVisible();
    const label = (key: string, n: number) =>
      dialog.getByLabel(tr(lang, key, { n: String(n) }), { exact: false });
    const times = [
      ['07:15', '17:30'],
      ['07:25', '17:20'],
      ['07:10', '17:10'],
    ] as const;
    for (const [stop, [morning, evening]] of times.entries()) {
      const n = stop + 1;
      if (stop > 0)
        await dialog.getByRole('button', { name: tr(lang, 'transport.lineForm.addStop') }).click();
      await label('transport.lineForm.stopName', n).fill(`Arrêt ${n}`);
      await label('transport.lineForm.morning', n).fill(morning);
      await label('transport.lineForm.evening', n).fill(evening);
    }
    // The car of another line at the same times: the form names that line before saving.
    const car = dialog.getByLabel(tr(lang, 'transport.lines.car'), { exact: false });
    await expect(car.locator(`option[value="${busyCar.id}"]`)).toBeAttached();
    await car.selectOption(String(busyCar.id));
    await expect(
      dialog.getByText(tr(lang, 'transport.lineForm.carBusy', { line: firstLine.name })),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, `line form (${lang})`);
    // Saving: the third stop's morning time is refused with the sentence; what was typed stays.
    await dialog.getByRole('button', { name: tr(lang, 'transport.save'), exact: true }).click();
    await expect(label('transport.lineForm.morning', 3)).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText(tr(lang, 'apiErrors.STOP_TIMES_OUT_OF_ORDER'))).toBeVisible();
    await expect(label('transport.lineForm.morning', 3)).toHaveValue('07:10');
    await expect(label('transport.lineForm.stopName', 2)).toHaveValue('Arrêt 2');
  });

  test(`canteen (${lang}): the Christmas week is closed and books no meal`, async ({ page }) => {
    await openAs(page, 'admin', `/programs?week=${christmasWeek}`, lang);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
    await expectPageTitle(page, tr(lang, 'routes.programs'));
    const christmas = page.getByRole('region', { name: formatDay(`${startYear}-12-25`, lang) });
    await expect(christmas).toContainText(tr(lang, 'canteen.programs.closed'));
    await expect(christmas).toContainText(tr(lang, 'canteen.closedReason.christmasHolidays'));
    await expect(christmas.getByRole('combobox')).toHaveCount(0);
    const forecast = page.getByRole('region', { name: tr(lang, 'canteen.forecast.title') });
    await expect(forecast.locator('p')).toHaveText(tr(lang, 'canteen.forecast.noneBooked'));
    await expectNoSeriousA11yViolations(page, `closed week (${lang})`);
  });

  test(`canteen (${lang}): a week with 19 empty dishes asks before it is published, saying how many`, async ({
    page,
  }) => {
    // Each language its own far week (a draft with one dish; never published).
    const week = addDays(weekStartOf(`${startYear + 1}-05-20`), 7 * index);
    await openAs(page, 'admin', `/programs?week=${week}`, lang);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
    const monday = page.getByRole('region', { name: formatDay(week, lang) });
    const main = monday.getByRole('combobox', { name: tr(lang, 'canteen.course.main') });
    await expect(main.locator('option').nth(1)).toBeAttached();
    await main.selectOption({ index: 1 });
    await page.getByRole('button', { name: tr(lang, 'canteen.programs.publish'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: tr(lang, 'canteen.programs.incompleteTitle') });
    await expect(dialog).toContainText(
      tr(lang, `canteen.programs.incompleteMessage_${many(lang)}`, { count: '19', dishes: '20' }),
    );
    await expectNoSeriousA11yViolations(page, `publish incomplete (${lang})`);
    await dialog.getByRole('button', { name: tr(lang, 'common.cancel'), exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(tr(lang, 'canteen.programStatus.draft'), { exact: true })).toBeVisible();
  });
}
