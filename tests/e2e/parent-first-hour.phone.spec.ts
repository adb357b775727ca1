import { expect, test, type Page } from '@playwright/test';
import {
  documentWidths,
  escapeRegExp,
  expectNoSeriousA11yViolations,
  expectPageTitle,
  LANGS,
  openAs,
  runId,
  settled,
  tr,
  type Lang,
} from './support';

/**
 * A parent's first hour on a 390 px phone: every task one thumb away in the bottom bar (finances, messages, profile,
 * notifications, and "more": home, canteen, requests, news, lost items); the finance page opening on what is owed and the
 * receipts, in a parent's words; a new message to the office about the selected child, on a page that opens at its
 * top. The suite shares one demo API: the message goes to the school's direction (no other spec writes there) and is
 * found by its own run id; no count of conversations or messages is assumed.
 */

const bottomBar = (page: Page, lang: Lang) =>
  page.getByRole('navigation', { name: tr(lang, 'bottomBar.label'), exact: true });

for (const lang of LANGS) {
  test(`parent's phone (${lang}): the bottom bar reaches every task of the selected child, each tab 44 px high`, async ({
    page,
  }) => {
    await openAs(page, 'parent', '/dashboard', lang);
    await expectPageTitle(page, tr(lang, 'routes.dashboard'));
    const bar = bottomBar(page, lang);
    await expect(bar).toBeVisible();
    const tabs = [
      bar.getByRole('link', { name: tr(lang, 'bottomBar.finances'), exact: true }),
      bar.getByRole('link', { name: new RegExp(`^${escapeRegExp(tr(lang, 'bottomBar.messages'))}`) }),
      bar.getByRole('link', { name: new RegExp(`^${escapeRegExp(tr(lang, 'bottomBar.profile'))}`) }),
      bar.getByRole('link', { name: new RegExp(`^${escapeRegExp(tr(lang, 'bottomBar.notifications'))}`) }),
      bar.getByRole('button', { name: tr(lang, 'bottomBar.more'), exact: true }),
    ];
    const viewport = page.viewportSize()!;
    for (const tab of tabs) {
      await expect(tab).toBeInViewport({ ratio: 1 });
      const box = (await tab.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 0.5);
    }
    const widths = await documentWidths(page);
    expect(widths.scrollWidth).toBeLessThanOrEqual(widths.clientWidth);

    await tabs[4]!.click();
    const sheet = page.getByRole('dialog', { name: tr(lang, 'bottomBar.more'), exact: true });
    await expect(sheet).toBeVisible();
    await expect(sheet).toContainText(tr(lang, 'bottomBar.forChild', { name: 'Yasmine El Idrissi' }));
    for (const key of ['bottomBar.home', 'menu.canteen', 'menu.requests', 'menu.news', 'menu.lostItems']) {
      await expect(sheet.getByRole('link', { name: tr(lang, key), exact: true })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page, `parent's "more" sheet (${lang})`);
    await sheet.getByRole('link', { name: tr(lang, 'menu.canteen'), exact: true }).click();
    await expect(page).toHaveURL(/\/demandes-cantine$/);
    await expect(sheet).toBeHidden();
    // The child's name in the reader's script.
    await expectPageTitle(
      page,
      tr(lang, 'canteen.parent.title', { name: lang === 'ar' ? 'ياسمين' : 'Yasmine' }),
    );

    await tabs[0]!.click();
    await expect(page).toHaveURL(/\/studentengagment$/);
    await expectPageTitle(page, tr(lang, 'finances.parentView.heading'));
  });

  test(`parent's phone (${lang}): the finance page opens on what is owed and the receipts, without the office's "engagement"`, async ({
    page,
  }) => {
    await openAs(page, 'parent', '/studentengagment', lang);
    await expectPageTitle(page, tr(lang, 'finances.parentView.heading'));
    const owed = page.getByRole('region', { name: tr(lang, 'finances.parentView.balance'), exact: true });
    await expect(owed.getByTestId('parent-balance')).toBeInViewport();
    await expect(owed.getByText(tr(lang, 'finances.parentView.next'), { exact: true })).toBeVisible();
    const receipts = page.getByRole('heading', { level: 2, name: tr(lang, 'finances.parentView.receipts') });
    await expect(receipts).toBeVisible();
    // The receipts are within the first two screens, not 5,000 px down.
    const viewport = page.viewportSize()!;
    const top = await receipts.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    expect(top).toBeLessThan(viewport.height * 2);
    const receipt = page
      .getByRole('button')
      .filter({ hasText: tr(lang, 'finances.receipt.open'), visible: true })
      .first();
    await expect(receipt).toBeVisible();
    const office = lang === 'fr' ? /engagement/i : /التزام/;
    expect(await page.locator('#main-content').innerText()).not.toMatch(office);
    const widths = await documentWidths(page);
    expect(widths.scrollWidth).toBeLessThanOrEqual(widths.clientWidth);
    await expectNoSeriousA11yViolations(page, `parent finance, phone (${lang})`);

    // The detail is there, one tap away.
    await page.getByText(tr(lang, 'finances.parentView.detail'), { exact: true }).click();
    await expect(page.getByTestId('installment-card').first()).toBeVisible();
  });

  test(`parent's phone (${lang}): messages open at the top; "new message" writes to the office about the selected child`, async ({
    page,
  }) => {
    const id = runId();
    await openAs(page, 'parent', '/messagerie', lang);
    const start = page.getByRole('button', { name: tr(lang, 'chat.newMessage.open'), exact: true });
    await expect(start).toBeVisible();
    await settled(page);
    // At its top: nothing of the page is scrolled under the header.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(start).toBeInViewport({ ratio: 1 });

    await start.click();
    const dialog = page.getByRole('dialog', { name: tr(lang, 'chat.newMessage.open'), exact: true });
    const about = tr(lang, 'chat.about', { name: 'Yasmine El Idrissi' });
    await expect(dialog.getByTestId('new-message-child')).toHaveText(about);
    await expectNoSeriousA11yViolations(page, `new message dialog (${lang})`);
    await dialog
      .getByRole('button')
      .filter({ hasText: tr(lang, 'roleNames.direction') })
      .first()
      .click();
    await expect(dialog).toBeHidden();

    const section = page.getByRole('region', { name: tr(lang, 'routes.messagerie'), exact: true });
    await expect(section.locator('header').getByText(about, { exact: true })).toBeVisible();
    // The conversation is brought up just below the header, never under it.
    const header = (await page.getByRole('banner').boundingBox())!;
    const conversation = (await section.boundingBox())!;
    expect(conversation.y).toBeGreaterThanOrEqual(header.y + header.height - 1);

    const text = `Question au sujet de Yasmine ${id}`;
    await page.getByLabel(tr(lang, 'chat.messageLabel'), { exact: true }).fill(text);
    await page.getByRole('button', { name: tr(lang, 'chat.send'), exact: true }).click();
    // In the conversation (the box it was typed in empties once it is sent).
    await expect(
      page.getByRole('list', { name: tr(lang, 'chat.feed'), exact: true }).getByText(text),
    ).toBeVisible();
    await expect(page.getByLabel(tr(lang, 'chat.messageLabel'), { exact: true })).toHaveValue('');
    await expect(page.getByLabel(tr(lang, 'chat.messageLabel'), { exact: true })).toBeInViewport();
  });
}
