import { expect, test, type Page } from '@playwright/test';
import {
  openAs,
  scrollToEnd,
  darkModeToggle,
  settled,
  expectNoSeriousA11yViolations,
  expectPageTitle,
  LANGS,
  tr,
  type Lang,
} from './support';

/** The figure card linking to `href` (inside the page content, not the menu). */
function card(page: Page, href: string) {
  return page.locator(`#main-content a[href="${href}"]`);
}

/** The drawn chart (chartist SVG) of the chart titled `title`. */
function chart(page: Page, lang: Lang, title: string) {
  return page.getByRole('region', { name: tr(lang, title), exact: true }).locator('.ct-portal svg');
}

for (const lang of LANGS) {
  test(`dashboard (${lang}): the office's figures, then the charts; a figure opens its filtered list; axe-clean`, async ({
    page,
  }) => {
    await openAs(page, 'admin', '/dashboard', lang);
    await expectPageTitle(page, tr(lang, 'routes.dashboard'));
    const active = card(page, '/fullstudents?status=active');
    await expect(active).toBeVisible();
    await expect(active).toContainText(tr(lang, 'dashboard.students.active'));
    await expect(card(page, '/overdueList?bucket=60%2B')).toBeVisible();
    await expect(card(page, '/preregistrations?status=submitted')).toBeVisible();

    // On a phone the charts are far below the fold: nothing of them comes before the reader scrolls towards them.
    if (test.info().project.name === 'phone') await expect(page.locator('.ct-portal')).toHaveCount(0);
    await scrollToEnd(page);
    // Charts come from their own chunk, after the figures; drawn, hidden from assistive technologies.
    const levels = chart(page, lang, 'dashboard.charts.levels');
    await expect(levels).toBeVisible();
    await expect(chart(page, lang, 'dashboard.charts.funnel')).toBeVisible();
    await expect(page.locator('.ct-portal').first()).toHaveAttribute('aria-hidden', 'true');
    await expect(levels.locator('.ct-bar').first()).toBeAttached();

    // Right-to-left mirrors the chart: the first level (PS) is drawn on the right of the last one.
    const labels = levels.locator('.ct-label.ct-horizontal');
    const first = await labels.first().boundingBox();
    const last = await labels.last().boundingBox();
    expect(first && last).toBeTruthy();
    if (lang === 'ar') expect(first!.x).toBeGreaterThan(last!.x);
    else expect(first!.x).toBeLessThan(last!.x);

    await expectNoSeriousA11yViolations(page, `dashboard ${lang}`);

    // The same page in dark mode.
    await darkModeToggle(page, lang).click();
    await expect(page.locator('body')).toHaveClass(/dark/);
    // Colours ease into the dark theme: check contrast once they have arrived.
    await settled(page);
    await expectNoSeriousA11yViolations(page, `dashboard ${lang} dark`);

    // A level's figure opens the student list filtered on that level and the active status.
    const levelCard = page.locator('#main-content a[href^="/fullstudents?level="]').first();
    const href = await levelCard.getAttribute('href');
    await levelCard.click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace('?', '\\?')}$`));
    await expectPageTitle(page, tr(lang, 'routes.fullstudents'));
    await expect(page.locator('#filter-status')).toHaveValue('active');
  });

  test(`dashboard (${lang}): a parent sees the selected child's summary and recent messages; axe-clean`, async ({
    page,
  }) => {
    // The suite shares one demo API: other tests write to this parent meanwhile, so the newest message is read from
    // the answer the page itself got, and the page must show its author.
    const summary = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/dashboard/parent',
    );
    await openAs(page, 'parent', '/dashboard', lang);
    await expectPageTitle(page, tr(lang, 'routes.dashboard'));
    await expect(page.getByRole('heading', { level: 2, name: 'Yasmine El Idrissi' })).toBeVisible();
    const messages = page.getByRole('region', { name: tr(lang, 'dashboard.parent.messages'), exact: true });
    const [newest] = ((await (await summary).json()) as { messages: Array<{ from: string; mine: boolean }> })
      .messages;
    expect(newest, 'the demo parent has messages').toBeDefined();
    await expect(messages).toContainText(newest!.mine ? tr(lang, 'dashboard.parent.you') : newest!.from);
    await expect(
      messages.getByRole('link', { name: tr(lang, 'dashboard.parent.openMessages') }),
    ).toHaveAttribute('href', '/messagerie');
    await expectNoSeriousA11yViolations(page, `parent dashboard ${lang}`);
  });
}
