import { expect, test, type Page } from '@playwright/test';
import {
  ACCOUNT_KEYS,
  ACCOUNTS,
  CHILDREN,
  DEMO_PASSWORD,
  expectDocumentLanguage,
  expectPageTitle,
  isPhone,
  LANGS,
  selectorValue,
  setLanguage,
  signIn,
  submitSignIn,
  tr,
  type Lang,
} from './support';

/** The student selector's label (Shell, Roles and permissions: parents only). */
const STUDENT_LABEL = { fr: 'Élève', ar: 'التلميذ' } as const;

function escapeRegExp(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

/**
 * The parent's phone at 390 px: the compact selector opens the sheet, choosing the other child closes it and the
 * choice survives a reload; the bottom bar's messages badge is the real unread count; the school's office is found
 * among the contacts by role.
 */
async function parentPhoneJourney(page: Page, lang: Lang): Promise<void> {
  const bar = page.getByRole('button', { name: escapeRegExp(tr(lang, 'selectors.sheetTitleParent')) });
  await expect(bar).toContainText(CHILDREN[0].name);
  await bar.tap();
  const sheet = page.getByRole('dialog', { name: tr(lang, 'selectors.sheetTitleParent'), exact: true });
  await expect(sheet).toBeVisible();
  await sheet.getByLabel(STUDENT_LABEL[lang], { exact: true }).tap();
  await expect(page.getByRole('option')).toHaveText(CHILDREN.map((child) => child.name));
  await page.getByRole('option', { name: CHILDREN[1].name, exact: true }).tap();
  await expect(sheet).toBeHidden();
  await expect(bar).toContainText(CHILDREN[1].name);
  await expect(bar).toContainText(CHILDREN[1].branch);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('SELECTED_STUDENT'))).toBe('102');
  await page.reload();
  await expect(bar).toContainText(CHILDREN[1].name);

  // The messages badge is the unread total the API gives (none when zero), not a fixed 10.
  const unread = await page.evaluate(async () => {
    const answer = await fetch('/api/chat/conversations', {
      headers: { Authorization: window.localStorage.getItem('token') ?? '' },
    });
    const chats = (await answer.json()) as Array<{ unread: number }>;
    return chats.reduce((sum, chat) => sum + chat.unread, 0);
  });
  const messages = page
    .getByRole('navigation', { name: tr(lang, 'bottomBar.label'), exact: true })
    .getByRole('link', { name: escapeRegExp(tr(lang, 'bottomBar.messages')) });
  const badge = messages.getByTestId('bottom-bar-badge');
  if (unread > 0) await expect(badge).toHaveText(String(unread));
  else await expect(badge).toHaveCount(0);

  // The school's office is found by role in the user's language.
  await messages.tap();
  await page.getByRole('searchbox').fill(tr(lang, 'roleNames.secretariat'));
  await expect(
    page.getByRole('region', { name: tr(lang, 'chat.contacts'), exact: true }).getByRole('button'),
  ).toContainText([tr(lang, 'roleNames.secretariat')]);
}

for (const lang of LANGS) {
  const direction = lang === 'ar' ? 'rtl' : 'ltr';

  for (const account of ACCOUNT_KEYS) {
    const { email, name, isParent } = ACCOUNTS[account];

    test(`Entry, Language (${lang}): ${account} signs in, lands on /dashboard, sees "${name}", <html dir="${direction}" lang="${lang}">; student selector only for parents (Roles and permissions)`, async ({
      page,
    }, testInfo) => {
      await setLanguage(page, lang);
      await page.goto('/');
      await expectDocumentLanguage(page, lang);
      await expect(page.getByRole('heading', { level: 1, name: tr(lang, 'login.title') })).toBeVisible();

      await submitSignIn(page, lang, email, DEMO_PASSWORD);
      await expect(page).toHaveURL(/\/dashboard$/);
      await expectPageTitle(page, tr(lang, 'routes.dashboard'));
      await expectDocumentLanguage(page, lang);

      const userMenu = page.getByRole('button', { name: tr(lang, 'header.userMenu', { name }), exact: true });
      if (isPhone(testInfo)) {
        // Below md the user menu is not shown (Header): the name is on the bottom bar's profile link.
        await expect(userMenu).toBeHidden();
        const bottomBar = page.getByRole('navigation', { name: tr(lang, 'bottomBar.label'), exact: true });
        await expect(bottomBar).toBeVisible();
        await expect(bottomBar.getByRole('link', { name: escapeRegExp(name) })).toBeVisible();
      } else {
        await expect(userMenu).toBeVisible();
        await expect(userMenu).toContainText(name);
      }

      const studentSelector = page.getByLabel(STUDENT_LABEL[lang], { exact: true });
      if (isPhone(testInfo)) {
        // Phones: one compact bar (the child's name for a parent), the choice is in a sheet.
        const title = tr(lang, isParent ? 'selectors.sheetTitleParent' : 'selectors.sheetTitle');
        const bar = page.getByRole('button', { name: escapeRegExp(title) });
        await expect(bar).toBeVisible();
        if (isParent) await expect(bar).toContainText(CHILDREN[0].name);
        await expect(studentSelector).toBeHidden();
      } else {
        await expect(page.getByLabel(tr(lang, 'selectors.year'), { exact: true })).toBeVisible();
        await expect(page.getByLabel(tr(lang, 'selectors.branch'), { exact: true })).toBeVisible();
        if (isParent) await expect(studentSelector).toBeVisible();
        else await expect(studentSelector).toHaveCount(0);
      }

      expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
    });
  }

  test(`Selectors, Roles and permissions (${lang}): the parent's selector "${STUDENT_LABEL[lang]}" lists two children; changing the student changes the branch`, async ({
    page,
  }, testInfo) => {
    await signIn(page, 'parent', lang);
    if (isPhone(testInfo)) {
      await parentPhoneJourney(page, lang);
      return;
    }
    const pick = async (locator: ReturnType<typeof page.locator>) => locator.click();

    await expect(selectorValue(page, 'selector-student')).toHaveText(CHILDREN[0].name);
    await expect(selectorValue(page, 'selector-branch')).toHaveText(CHILDREN[0].branch);

    await pick(page.getByLabel(STUDENT_LABEL[lang], { exact: true }));
    await expect(page.getByRole('option')).toHaveText(CHILDREN.map((child) => child.name));
    await pick(page.getByRole('option', { name: CHILDREN[1].name, exact: true }));

    await expect(selectorValue(page, 'selector-student')).toHaveText(CHILDREN[1].name);
    await expect(selectorValue(page, 'selector-branch')).toHaveText(CHILDREN[1].branch);
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('SELECTED_STUDENT'))).toBe('102');

    // The branch list now holds only the second child's branch.
    await pick(page.getByLabel(tr(lang, 'selectors.branch'), { exact: true }));
    await expect(page.getByRole('option')).toHaveText([CHILDREN[1].branch]);
    await page.keyboard.press('Escape');

    // The choice survives a reload (stored student, Loading and first load).
    await page.reload();
    await expectPageTitle(page, tr(lang, 'routes.dashboard'));
    await expect(selectorValue(page, 'selector-student')).toHaveText(CHILDREN[1].name);
    await expect(selectorValue(page, 'selector-branch')).toHaveText(CHILDREN[1].branch);
  });

  test(`Entry sign-in (${lang}): a wrong password shows an error, keeps the typed email, and a retry signs in`, async ({
    page,
  }) => {
    await setLanguage(page, lang);
    await page.goto('/');
    await submitSignIn(page, lang, ACCOUNTS.staff.email, 'not-the-password');

    const error = page.getByRole('alert').filter({ hasText: tr(lang, 'login.errors.invalid') });
    await expect(error).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const emailField = page.getByLabel(tr(lang, 'login.email'), { exact: true });
    await expect(emailField).toHaveValue(ACCOUNTS.staff.email);
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

    await page.getByLabel(tr(lang, 'login.password'), { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: tr(lang, 'login.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectPageTitle(page, tr(lang, 'routes.dashboard'));
  });
}

test('Language: the language picker switches the sign-in page to Arabic, right-to-left, and stores the choice', async ({
  page,
}) => {
  await setLanguage(page, 'fr');
  await page.goto('/');
  await expectDocumentLanguage(page, 'fr');

  await page.getByRole('button', { name: tr('fr', 'header.language', { language: 'Français' }) }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();

  await expectDocumentLanguage(page, 'ar');
  await expect(page.getByRole('heading', { level: 1, name: tr('ar', 'login.title') })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('defaultLanguage'))).toBe('ar');

  await page.reload();
  await expectDocumentLanguage(page, 'ar');
  await expect(page.getByRole('heading', { level: 1, name: tr('ar', 'login.title') })).toBeVisible();
});
