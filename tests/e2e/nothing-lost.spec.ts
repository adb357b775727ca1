import { expect, test, type Page } from '@playwright/test';
import {
  ACCOUNTS,
  DEMO_PASSWORD,
  expectNoSeriousA11yViolations,
  expectPageTitle,
  LANGS,
  openAs,
  submitSignIn,
  tr,
  type Lang,
} from './support';

/**
 * Nothing typed is lost (docs/architecture.md): a session that ends while a form holds unsaved changes keeps them
 * for the same user's next sign-in; a conversation's unsent text survives a reload. In the real browser, with its
 * own session storage, in French and Arabic, on a desktop and a phone.
 */

const nameField = (page: Page, lang: Lang) =>
  page.getByLabel(new RegExp(`^${tr(lang, 'studentDetails.form.lastnameFr').replace(/[()]/g, '\\$&')}`));

for (const lang of LANGS) {
  test(`Nothing typed is lost (${lang}): the session ends while typing a new student; signing in again brings the typing back`, async ({
    page,
    context,
  }) => {
    await openAs(page, 'admin', '/studentdetails/new', lang);
    await expectPageTitle(page, tr(lang, 'studentDetails.form.newTitle'));
    await nameField(page, lang).fill('Zaoui');
    // Nothing in flight (the shell's first reads, the page's lists): the end of the session is met by the requests
    // the connection's return sends, not by one that was on its way while the browser went offline.
    await page.waitForLoadState('networkidle');

    // Signed out elsewhere: the demo API forgets the token; the next request (the connection coming back, the
    // page's lists asking again) meets the end of the session and the portal goes to sign-in.
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    const revoked = await page.request.post('/api/logout', {
      headers: { Authorization: token ?? '', WebClientCall: 'true' },
    });
    expect(revoked.ok()).toBe(true);
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(page.getByLabel(tr(lang, 'login.email'), { exact: true })).toBeVisible();

    await submitSignIn(page, lang, ACCOUNTS.admin.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(tr(lang, 'keptTyping.notice'))).toBeVisible();
    await expectNoSeriousA11yViolations(page, `kept typing notice ${lang}`);
    await page.getByRole('link', { name: tr(lang, 'keptTyping.goBack'), exact: true }).click();

    await expectPageTitle(page, tr(lang, 'studentDetails.form.newTitle'));
    await expect(nameField(page, lang)).toHaveValue('Zaoui');
    await expect(page.getByText(tr(lang, 'keptTyping.notice'))).toHaveCount(0);
  });
}

test('Nothing typed is lost: the unsent text of a conversation survives a reload', async ({ page }) => {
  await openAs(page, 'parent', '/messagerie');
  const open = async () => {
    await page
      .getByRole('region', { name: tr('fr', 'chat.conversations'), exact: true })
      .getByRole('button', { name: /Samira Benali/ })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: 'Samira Benali', exact: true })).toBeVisible();
  };
  await open();
  const composer = page.getByLabel(tr('fr', 'chat.messageLabel'), { exact: true });
  await composer.fill('Bonjour Madame, Yasmine sera en retard demain');
  await page.reload();
  await open();
  await expect(composer).toHaveValue('Bonjour Madame, Yasmine sera en retard demain');
});
