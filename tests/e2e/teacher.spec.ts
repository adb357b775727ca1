import { expect, test, type Page } from '@playwright/test';
import { addDays } from '../../src/domain/canteen.ts';
import {
  documentWidths,
  expectNoSeriousA11yViolations,
  expectPageTitle,
  isPhone,
  lastOpenWeek,
  LANGS,
  openAs,
  openWeeksAhead,
  runId,
  tr,
} from './support';

/**
 * A teacher's day in fr and ar, on a desktop and a phone, axe on each page (docs/api.md "Attendance", "Timetable",
 * "Homework"): Salma Bennis, with the teacher role alone, calls the roll of her class by keyboard on a desktop and by
 * touch on a phone, reads her own week, and sets a homework for her class. Each project and language calls a day of
 * its own in the last open school week, so the runs that share the demo API never save the same roll call.
 */

const CLASS = 'CM1 A';
/** Her name as the lesson field writes it, in each script (docs/api.md "Attendance", the lesson roll call). */
const TEACHER_NAME = { fr: 'Salma Bennis', ar: 'سلمى بنيس' } as const;

async function expectNoSideScroll(page: Page): Promise<void> {
  const widths = await documentWidths(page);
  expect(widths.scrollWidth).toBeLessThanOrEqual(widths.clientWidth);
}

for (const [langIndex, lang] of LANGS.entries()) {
  test(`teacher (${lang}): the roll call of her class only, by keyboard on a desktop and by touch on a phone, saved and read back, axe-clean`, async ({
    page,
  }, testInfo) => {
    const phone = isPhone(testInfo);
    await openAs(page, 'teacher', '/attendance', lang);
    await expectPageTitle(page, tr(lang, 'routes.attendance'));
    const classField = page.getByLabel(tr(lang, 'attendance.rollCall.class'), { exact: true });
    const own = classField.locator('option', { hasText: CLASS });
    await expect(own).toHaveCount(1);
    // Her classes only: far fewer than the branch's.
    expect(await classField.locator('option').count()).toBeLessThan(5);

    const day = addDays(lastOpenWeek(), [0, 1, 3, 4][(phone ? 2 : 0) + langIndex]!);
    const classId = (await own.getAttribute('value'))!;
    await page.goto(`/attendance?class=${classId}&date=${day}&session=morning`);
    const rows = page.locator('[data-roll-row]');
    await expect(rows.nth(1)).toBeVisible();
    await page.getByRole('button', { name: tr(lang, 'attendance.rollCall.allPresent') }).click();
    const mark = (row: number, name: string) =>
      rows.nth(row).getByRole('radio', { name: tr(lang, `attendance.marks.${name}`) });

    if (phone) {
      // One thumb: a tap on each mark, a tap in the minutes.
      await rows.nth(0).getByText(tr(lang, 'attendance.marks.absent'), { exact: true }).tap();
      await rows.nth(1).getByText(tr(lang, 'attendance.marks.late'), { exact: true }).tap();
      await rows.nth(1).locator('input:not([type="radio"])').tap();
    } else {
      // Keyboard first: A on the first student, down to the next, R, then the minutes.
      await mark(0, 'present').focus();
      await page.keyboard.press('a');
      await expect(mark(0, 'absent')).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(mark(1, 'present')).toBeFocused();
      await page.keyboard.press('r');
    }
    await rows.nth(1).locator('input:not([type="radio"])').fill('5');
    await expect(mark(0, 'absent')).toBeChecked();
    await expect(mark(1, 'late')).toBeChecked();
    await expectNoSeriousA11yViolations(page, `teacher's roll call ${lang}`);
    await expectNoSideScroll(page);

    const save = page.getByRole('button', { name: tr(lang, 'attendance.rollCall.save'), exact: true });
    if (phone) await save.tap();
    else await save.click();
    await expect(
      page.getByText(
        new RegExp(tr(lang, 'attendance.rollCall.saved', { time: '.+', name: '.+' }).replace(/[()]/g, '.')),
      ),
    ).toBeVisible();
    // A roll call saved before (the seed's) already says who saved it: the save is done once the toast says so.
    await expect(page.getByText(tr(lang, 'attendance.rollCall.savedToast'))).toBeVisible();
    await page.reload();
    await expect(mark(0, 'absent')).toBeChecked();
    await expect(mark(1, 'late')).toBeChecked();
  });

  test(`teacher (${lang}): the roll call of her own lesson, on its own, and the half-day following it, axe-clean`, async ({
    page,
  }, testInfo) => {
    const phone = isPhone(testInfo);
    await openAs(page, 'teacher', '/attendance', lang);
    await expectPageTitle(page, tr(lang, 'routes.attendance'));
    const own = page
      .getByLabel(tr(lang, 'attendance.rollCall.class'), { exact: true })
      .locator('option', { hasText: CLASS });
    const classId = (await own.getAttribute('value'))!;
    // A morning of the open week before the one the half-day test calls: every morning she teaches CM1 A a lesson.
    const day = addDays(lastOpenWeek(1), [0, 1, 3, 4][(phone ? 2 : 0) + langIndex]!);
    await page.goto(`/attendance?class=${classId}&date=${day}&session=morning`);
    const lessonField = page.getByLabel(tr(lang, 'attendance.rollCall.lesson'), { exact: true });
    const mine = lessonField.locator('option', { hasText: TEACHER_NAME[lang] });
    await expect(mine.first()).toBeAttached();
    await lessonField.selectOption((await mine.first().getAttribute('value'))!);
    await expect(page).toHaveURL(/[?&]lesson=\d+/);
    // The note under the heading names her: the lesson is hers to call.
    const note = tr(lang, 'attendance.rollCall.lessonNote', { teacher: '\u0000' }).split('\u0000')[0]!;
    await expect(page.locator('p', { hasText: note }).filter({ hasText: TEACHER_NAME[lang] })).toBeVisible();

    const rows = page.locator('[data-roll-row]');
    await expect(rows.nth(1)).toBeVisible();
    await page.getByRole('button', { name: tr(lang, 'attendance.rollCall.allPresent') }).click();
    const absent = rows.nth(2).getByText(tr(lang, 'attendance.marks.absent'), { exact: true });
    if (phone) await absent.tap();
    else await absent.click();
    await expectNoSeriousA11yViolations(page, `teacher's lesson roll call ${lang}`);
    await expectNoSideScroll(page);
    await page.getByRole('button', { name: tr(lang, 'attendance.rollCall.save'), exact: true }).click();
    await expect(lessonField.locator('option:checked')).toHaveText(
      new RegExp(tr(lang, 'attendance.rollCall.lessonTaken', { lesson: '.+' }).replace(/[()]/g, '.') + '$'),
    );

    // The half-day follows the lesson: the same student is absent there.
    await lessonField.selectOption('');
    await expect(page).toHaveURL(/[?&]lesson=all/);
    await expect(rows.nth(2).getByRole('radio', { name: tr(lang, 'attendance.marks.absent') })).toBeChecked();
  });

  test(`teacher (${lang}): her own week read only, and a homework set for her class, axe-clean`, async ({
    page,
  }) => {
    await openAs(page, 'teacher', '/timetable', lang);
    await expectPageTitle(page, tr(lang, 'routes.timetable'));
    const teacherField = page.getByLabel(tr(lang, 'timetable.kinds.teacher'), { exact: true });
    await teacherField.selectOption((await teacherField.locator('option').nth(1).getAttribute('value'))!);
    await expect(page).toHaveURL(/view=teacher/);
    await expect(page.getByTestId('timetable-total')).toBeVisible();
    await expect(page.locator('[data-slot]').first()).toBeAttached();
    await expect(page.getByRole('region', { name: tr(lang, 'timetable.tray.title') })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, `teacher's own week ${lang}`);
    await expectNoSideScroll(page);

    await page.goto('/homework');
    await expectPageTitle(page, tr(lang, 'routes.homework'));
    await page.getByRole('button', { name: tr(lang, 'homework.new'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: tr(lang, 'homework.new') });
    const classField = dialog.getByLabel(new RegExp(`^${tr(lang, 'homework.form.class')}`));
    const own = classField.locator('option', { hasText: CLASS });
    await expect(own).toHaveCount(1);
    await classField.selectOption((await own.getAttribute('value'))!);
    const subjectField = dialog.getByLabel(new RegExp(`^${tr(lang, 'homework.form.subject')}`));
    await expect(subjectField.locator('option').nth(1)).toBeAttached();
    await subjectField.selectOption((await subjectField.locator('option').nth(1).getAttribute('value'))!);
    const text = `Apprendre la leçon ${runId()}`;
    await dialog.getByLabel(new RegExp(`^${tr(lang, 'homework.form.text')}`)).fill(text);
    await dialog.locator('input[name="dueDate"]').fill(addDays(openWeeksAhead(3, 1)[0]!, 3));
    await expectNoSeriousA11yViolations(page, `teacher's new homework ${lang}`);
    await dialog.getByRole('button', { name: tr(lang, 'homework.form.create'), exact: true }).click();
    await expect(dialog).toBeHidden();
    await page.getByLabel(tr(lang, 'homework.search'), { exact: true }).fill(text);
    await expect(page.getByText(text, { exact: true })).toHaveCount(1);
  });
}
