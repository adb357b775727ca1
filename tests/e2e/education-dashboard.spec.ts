import { expect, test } from '@playwright/test';
import { documentWidths, expectNoSeriousA11yViolations, LANGS, openAs, scrollToEnd, tr } from './support';

/**
 * Education on the dashboards, in fr and ar, on a desktop and a phone: the parent sees the selected child's class,
 * main teacher and latest diagnostic results in words (never a code); the office's figures link to their lists.
 */
for (const lang of LANGS) {
  test(`education (${lang}): the parent's dashboard shows Yasmine's class and her latest results by domain in words, axe-clean`, async ({
    page,
  }) => {
    await openAs(page, 'parent', '/dashboard', lang);
    // "Yasmine en CM1 A" (the class of her enrolment this year).
    const title = tr(lang, 'education.parent.title', {
      name: lang === 'ar' ? 'ياسمين' : 'Yasmine',
      class: 'CM1 A',
    }).replace('CM1 A', '');
    const card = page.getByRole('region', { name: new RegExp(`^${title}`) });
    await expect(card).toBeVisible();
    const results = card.getByRole('region');
    await expect(results).toBeVisible();
    // Each domain in the branch's words for the scale: no digit, no code.
    await expect(results.getByRole('listitem').first()).toContainText(lang === 'ar' ? /تحكم/ : /[Mm]aîtrise/);
    await expect(results.getByRole('listitem').first()).not.toContainText(/\b[1-4]\b/);
    const widths = await documentWidths(page);
    expect(widths.scrollWidth).toBeLessThanOrEqual(widths.clientWidth);
    await expectNoSeriousA11yViolations(page, `parent's dashboard with education (${lang})`);
  });

  test(`education (${lang}): the office's figures link to the classes without a teacher for a subject`, async ({
    page,
  }) => {
    await openAs(page, 'admin', '/dashboard', lang);
    await scrollToEnd(page); // the card is below the fold: it comes as the reader scrolls towards it
    const card = page.getByRole('region', { name: tr(lang, 'education.dashboard.title'), exact: true });
    // The seed leaves one class without a computing teacher.
    await card.getByRole('link', { name: tr(lang, 'education.dashboard.gaps_one', { count: '1' }) }).click();
    await expect(page).toHaveURL(/gestion-pedarogique\?gaps=1/);
    await expect(
      page
        .getByRole('form')
        .filter({ hasText: tr(lang, 'education.noTeacher') })
        .first(),
    ).toBeVisible();
  });
}
