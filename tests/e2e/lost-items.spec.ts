import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import {
  CHILDREN,
  expectNoSeriousA11yViolations,
  expectPageTitle,
  isPhone,
  LANGS,
  openAs,
  tr,
  type AccountKey,
  type Lang,
} from './support';

/**
 * Lost items in fr and ar, desktop and phone, axe on each page; and the journey across two browsers: the office
 * records an item, a parent claims it on a phone, the office matches it and the parent sees it matched. The suite
 * shares one demo API, so the journey works on an item of its own (a description no other run uses).
 */

/** A 1x1 PNG: a real picture, so the browser can draw and resize it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A second browser of its own (its own storage), as `account`, on `path`. */
async function browserAs(
  browser: Browser,
  account: AccountKey,
  path: string,
  lang: Lang,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext({
    ...options,
    locale: 'fr-FR',
    baseURL: test.info().project.use.baseURL,
  });
  const page = await context.newPage();
  await openAs(page, account, path, lang);
  return [context, page];
}

for (const lang of LANGS) {
  test(`lost items (${lang}): the office's found items and the families' requests, axe-clean`, async ({
    page,
  }) => {
    await openAs(page, 'admin', '/lost-items', lang);
    await expectPageTitle(page, tr(lang, 'routes.lost-items'));
    await expect(
      page.getByText(tr(lang, 'lostItems.status.found'), { exact: true }).locator('visible=true').first(),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, `found items ${lang}`);
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);

    // The record form once, in the right-to-left layout (the journey fills it in French).
    if (lang === 'ar') {
      await page.getByRole('button', { name: tr(lang, 'lostItems.record.open') }).click();
      const dialog = page.getByRole('dialog', { name: tr(lang, 'lostItems.record.title') });
      await expect(dialog).toBeVisible();
      await expect(
        dialog.getByRole('button', { name: tr(lang, 'lostItems.record.submit'), exact: true }),
      ).toBeInViewport({ ratio: 1 });
      await expectNoSeriousA11yViolations(page, `record a found item ${lang}`);
      await dialog.getByRole('button', { name: tr(lang, 'common.cancel') }).click();
    }

    await page.goto('/lost-item-requests');
    await expectPageTitle(page, tr(lang, 'routes.lost-item-requests'));
    await expect(
      page
        .getByText(tr(lang, 'lostItems.requestStatus.pending'), { exact: true })
        .locator('visible=true')
        .first(),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, `lost item requests ${lang}`);
  });

  test(`lost items (${lang}): a parent browses the found items with photos and follows the child's requests, axe-clean`, async ({
    page,
  }) => {
    await openAs(page, 'parent', '/lost-items', lang);
    await expectPageTitle(page, tr(lang, 'routes.lost-items'));
    const items = page.getByRole('list', { name: tr(lang, 'lostItems.parent.listLabel') });
    // The photos are fetched with the token and shown as pictures.
    await expect(items.getByRole('img').first()).toHaveAttribute('src', /^data:image\//);
    await expect(
      items.getByRole('button', { name: new RegExp(tr(lang, 'lostItems.parent.claim')) }).first(),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, `parent found items ${lang}`);
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);

    await page.getByRole('link', { name: tr(lang, 'lostItems.parent.myRequests') }).click();
    await expectPageTitle(page, tr(lang, 'routes.lost-item-requests'));
    // Other runs of the suite may have matched more of this child's requests meanwhile.
    await expect(page.getByText(tr(lang, 'lostItems.parent.matchedHint')).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, `parent lost item requests ${lang}`);
  });
}

test('lost items: staff record an item, a parent claims it on a phone, staff match it and the parent sees it matched', async ({
  browser,
}, testInfo) => {
  // Once: the office on a desktop, the parent on a phone (both browsers are set up here, whatever the project).
  test.skip(isPhone(testInfo), 'the journey sets its own desktop and phone browsers');
  // Two browsers, four screens.
  test.slow();
  const lang: Lang = 'fr';
  const mark = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const description = `Cartable vert ${mark}`;
  const detail = `Prénom brodé ${mark}`;

  const [staffContext, staff] = await browserAs(browser, 'admin', '/lost-items', lang, {
    viewport: { width: 1440, height: 900 },
  });
  await expectPageTitle(staff, tr(lang, 'routes.lost-items'));
  await staff.getByRole('button', { name: tr(lang, 'lostItems.record.open') }).click();
  const form = staff.getByRole('dialog', { name: tr(lang, 'lostItems.record.title'), exact: true });
  await form
    .getByLabel(tr(lang, 'lostItems.fields.photo'))
    .setInputFiles({ name: 'cartable.png', mimeType: 'image/png', buffer: PNG });
  await form.getByLabel(new RegExp(`^${tr(lang, 'lostItems.fields.category')}`)).selectOption('bag');
  await form.getByLabel(new RegExp(`^${tr(lang, 'lostItems.fields.description')}`)).fill(description);
  await form.getByLabel(new RegExp(`^${tr(lang, 'lostItems.fields.place')}`)).fill('Cour');
  await form.getByRole('button', { name: tr(lang, 'lostItems.record.submit'), exact: true }).click();
  const detailDialog = staff.getByRole('dialog', { name: tr(lang, 'lostItems.detail.title'), exact: true });
  await expect(detailDialog.getByText(description)).toBeVisible();
  // The photo was resized in the browser and sent as a JPEG.
  await expect(detailDialog.getByRole('img').first()).toHaveAttribute('src', /^data:image\/jpeg/);

  const [parentContext, parent] = await browserAs(browser, 'parent', '/lost-items', lang, PHONE);
  await expectPageTitle(parent, tr(lang, 'routes.lost-items'));
  await parent
    .getByRole('button', { name: tr(lang, 'lostItems.parent.claimItem', { item: description }) })
    .click();
  const confirm = parent.getByRole('dialog', { name: tr(lang, 'lostItems.parent.claimTitle'), exact: true });
  await confirm.getByRole('textbox').fill(detail);
  await confirm.getByRole('button', { name: tr(lang, 'lostItems.parent.claimConfirm'), exact: true }).click();
  await expect(confirm).toHaveCount(0);

  await staff.goto('/lost-item-requests');
  await expectPageTitle(staff, tr(lang, 'routes.lost-item-requests'));
  await staff.getByRole('searchbox', { name: tr(lang, 'lostItems.requests.search') }).fill(mark);
  await expect(staff).toHaveURL(new RegExp(`q=${mark}`));
  const found = staff.getByRole('table').getByRole('link', { name: CHILDREN[0].name });
  await expect(found).toHaveCount(1);
  await found.click();
  const request = staff.getByRole('dialog', { name: tr(lang, 'lostItems.requests.title'), exact: true });
  await expect(request.getByText(detail)).toBeVisible();
  await request.getByRole('button', { name: tr(lang, 'lostItems.requestActions.matched') }).click();
  const match = staff.getByRole('dialog', {
    name: tr(lang, 'lostItems.requestActions.matched'),
    exact: true,
  });
  await match.getByRole('button', { name: tr(lang, 'lostItems.requestActions.matched') }).click();
  await expect(request.getByText(tr(lang, 'lostItems.requestStatus.matched')).first()).toBeVisible();

  await parent.goto('/lost-item-requests');
  const mine = parent.getByRole('listitem').filter({ hasText: detail });
  await expect(mine.getByText(tr(lang, 'lostItems.requestStatus.matched'))).toBeVisible();
  await expect(mine.getByText(description)).toBeVisible();
  await staffContext.close();
  await parentContext.close();
});
