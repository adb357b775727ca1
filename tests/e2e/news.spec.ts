import { devices, expect, test, type Browser, type Page } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  expectPageTitle,
  isPhone,
  LANGS,
  openAs,
  tr,
  type Lang,
} from './support';

/**
 * News in fr and ar, desktop and phone: the staff list, the settings, the parent's feed, axe on each (a piece's
 * follow-up dialog is opened by the journey). Then the journey across two browsers: staff publish a piece asking
 * for acknowledgement, the parent acknowledges it on a phone, the staff see the count change. The demo API keeps
 * its data for the whole run and the tests run in parallel: the journey's piece carries a run id.
 */

const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent: devices['Pixel 7'].userAgent,
} as const;

const runId = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function newPage(browser: Browser, options: object = {}): Promise<Page> {
  const context = await browser.newContext({
    ...options,
    locale: 'fr-FR',
    baseURL: test.info().project.use.baseURL,
  });
  return context.newPage();
}

function ackLabel(lang: Lang, done: number | string, total: number | string) {
  return tr(lang, 'news.ackCount', { done: String(done), total: String(total) });
}

for (const lang of LANGS) {
  test(`news (${lang}): the staff list and the settings, axe-clean`, async ({ page }) => {
    await openAs(page, 'admin', '/news', lang);
    await expectPageTitle(page, tr(lang, 'routes.news'));
    await expect(page.getByRole('link', { name: /Règlement intérieur/ }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, `news list (${lang})`);

    await page.goto('/news-management-config');
    await expectPageTitle(page, tr(lang, 'routes.news-management-config'));
    await expect(page.getByLabel(tr(lang, 'news.settings.categoryName', { number: '1' }))).toHaveValue(
      'Vie scolaire',
    );
    await expectNoSeriousA11yViolations(page, `news settings (${lang})`);
  });

  test(`news (${lang}): the parent's feed of the selected child, pinned first, axe-clean`, async ({
    page,
  }) => {
    await openAs(page, 'parent', '/news', lang);
    await expectPageTitle(page, tr(lang, 'routes.news'));
    const feed = page.getByRole('list', { name: tr(lang, 'news.feed.list', { name: 'Yasmine El Idrissi' }) });
    await expect(feed.getByRole('article').first()).toContainText(tr(lang, 'news.pinned'));
    await expectNoSeriousA11yViolations(page, `news feed (${lang})`);
  });
}

test('news journey: staff publish a piece asking for acknowledgement, the parent acknowledges it on a phone, the staff see the count change', async ({
  page,
  browser,
}, testInfo) => {
  // Two browsers of their own (the staff's desktop and the parent's phone): once, from the desktop project.
  test.skip(isPhone(testInfo), 'the journey opens its own phone for the parent');
  const title = `Sortie au zoo ${runId()}`;

  await openAs(page, 'staff', '/news', 'fr');
  await expectPageTitle(page, tr('fr', 'routes.news'));
  await page.getByRole('button', { name: tr('fr', 'news.create.open') }).click();
  const editor = page.getByRole('dialog', { name: tr('fr', 'news.create.title') });
  await editor.getByLabel(tr('fr', 'news.fields.title'), { exact: false }).first().fill(title);
  await editor
    .getByLabel(tr('fr', 'news.fields.body'), { exact: false })
    .first()
    .fill('Prévoir une casquette.');
  await editor.getByLabel(tr('fr', 'news.fields.requiresAck')).check();
  await editor.getByLabel(tr('fr', 'news.fields.publish')).check();
  await editor.getByRole('button', { name: tr('fr', 'common.save') }).click();
  const detail = page.getByRole('dialog', { name: title });
  const zero = detail.getByLabel(new RegExp(`^${ackLabel('fr', 0, '(\\d+)')}$`));
  await expect(zero).toBeVisible();
  const total = /sur (\d+)/.exec((await zero.getAttribute('aria-label')) ?? '')?.[1] ?? '';

  const phone = await newPage(browser, PHONE);
  await openAs(phone, 'parent', '/news', 'fr');
  const card = phone.getByRole('article', { name: title });
  await expect(card.getByText(tr('fr', 'news.feed.new'))).toBeVisible();
  await card.getByRole('button', { name: tr('fr', 'news.feed.acknowledge') }).tap();
  await expect(card.getByText(/Lu et confirmé le/)).toBeVisible();
  await phone.context().close();

  await page.reload();
  await expect(page.getByRole('dialog', { name: title }).getByLabel(ackLabel('fr', 1, total))).toBeVisible();
});
