import { expect, test, type Page } from '@playwright/test';
import {
  ACCOUNTS,
  expectNoSeriousA11yViolations,
  expectPageTitle,
  LANGS,
  setLanguage,
  tr,
  type Lang,
  openAs,
} from './support';

/**
 * hardening in the browser: offline (banner, nothing typed lost, lists asked again on reconnect) and bad
 * input (long, empty, Arabic, emoji, right-to-left override, HTML and script strings) on the sign-in form, the
 * student search box and the profile's password form: nothing injected, nothing crashes, errors are clear.
 */

const BAD_INPUTS: Array<{ name: string; value: string }> = [
  { name: '10,000 characters', value: 'a'.repeat(10_000) },
  { name: 'empty', value: '' },
  { name: 'Arabic', value: 'محمد أمين العلوي' },
  { name: 'emoji', value: '👩‍🎓🎒📚 élève' },
  { name: 'right-to-left override', value: '\u202Etxt.exe\u202C admin' },
  {
    name: 'HTML image with onerror',
    value: '<img src=x onerror=alert(1)><img src=x onerror="window.__pwned=1">',
  },
  { name: 'script tag', value: '<script>alert(1)</script><script>window.__pwned=1</script>' },
];

/** Fails the test on any dialog (alert, confirm) the page opens: an injected script would. */
function failOnDialog(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** Nothing from the strings became markup or ran: no `img[src=x]`, no inline script, no global set by one. */
async function expectNothingInjected(page: Page, dialogs: string[]): Promise<void> {
  const injected = await page.evaluate(() => ({
    images: document.querySelectorAll('img[src="x"]').length,
    scripts: [...document.querySelectorAll('script')].filter((script) =>
      script.textContent?.includes('alert(1)'),
    ).length,
    pwned: (window as unknown as { __pwned?: unknown }).__pwned ?? null,
  }));
  expect(injected).toEqual({ images: 0, scripts: 0, pwned: null });
  expect(dialogs).toEqual([]);
}

/** The offline banner (role status, translated). */
const offlineBanner = (page: Page, lang: Lang) =>
  page.getByRole('status').filter({ hasText: tr(lang, 'hardening.offline') });

/**
 * The offline banner covers no control: every button, link and field it overlaps is on top of it where they
 * overlap (the header's user menu above all). Scrolled down, the page's own content passes under it as under the
 * sticky header (a scroll brings it back); `scrolled` then checks the controls that stay put only.
 */
async function expectBannerCoversNoControl(page: Page, scrolled = false): Promise<void> {
  const covered = await page.evaluate((scrolled) => {
    const banner = document.querySelector('[data-testid="offline-banner"]');
    if (!banner) return ['no banner'];
    const box = banner.getBoundingClientRect();
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a[href], input, select, textarea, [tabindex="0"]',
    );
    const found: string[] = [];
    for (const control of controls) {
      const rect = control.getBoundingClientRect();
      const left = Math.max(rect.left, box.left);
      const right = Math.min(rect.right, box.right);
      const top = Math.max(rect.top, box.top);
      const bottom = Math.min(rect.bottom, box.bottom);
      if (right - left < 1 || bottom - top < 1 || rect.width === 0) continue;
      if (scrolled && control.closest('#main-content')) continue;
      const onTop = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
      if (onTop && banner.contains(onTop)) {
        found.push(control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName);
      }
    }
    return found;
  }, scrolled);
  expect(covered).toEqual([]);
}

for (const lang of LANGS) {
  test(`offline (${lang}): a banner says so, the typed search is kept, and the student list is asked again on reconnect`, async ({
    page,
    context,
  }) => {
    await openAs(page, 'admin', '/fullstudents', lang);
    await expectPageTitle(page, tr(lang, 'routes.fullstudents'));
    const search = page.getByRole('searchbox', { name: tr(lang, 'students.search') });
    await expect(page.locator('#page-title + p')).toBeVisible();
    await expect(offlineBanner(page, lang)).toHaveCount(0);

    await context.setOffline(true);
    await expect(offlineBanner(page, lang)).toBeVisible();
    await expectNoSeriousA11yViolations(page, `offline banner ${lang}`);
    await expectBannerCoversNoControl(page);
    // Scrolled down, the banner stays in view below the header, which stays above it.
    await page.mouse.wheel(0, 600);
    await expect(page.getByTestId('offline-banner')).toBeInViewport();
    await expectBannerCoversNoControl(page, true);
    await page.mouse.wheel(0, -600);
    await search.fill('idrissi');
    await expect(page).toHaveURL(/q=idrissi/);
    // Nothing typed is lost while the list cannot be asked for.
    await page.waitForTimeout(600);
    await expect(search).toHaveValue('idrissi');

    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/students') asked.push(request.url());
    });
    await context.setOffline(false);
    await expect(offlineBanner(page, lang)).toHaveCount(0);
    await expect.poll(() => asked.some((url) => url.includes('q=idrissi'))).toBe(true);
    await expect(search).toHaveValue('idrissi');
    await expect(page.getByText('Yasmine').filter({ visible: true }).first()).toBeVisible();
  });
}

test('offline on the sign-in page: the banner shows, the typed email is kept, signing in says the server is unreachable, then works back online', async ({
  page,
  context,
}) => {
  await setLanguage(page, 'fr');
  await page.goto('/');
  const email = page.getByLabel(tr('fr', 'login.email'), { exact: true });
  await email.fill(ACCOUNTS.admin.email);
  await context.setOffline(true);
  await expect(offlineBanner(page, 'fr')).toBeVisible();
  await page.getByLabel(tr('fr', 'login.password'), { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: tr('fr', 'login.submit'), exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: tr('fr', 'login.errors.network') })).toBeVisible();
  await expect(email).toHaveValue(ACCOUNTS.admin.email);

  await context.setOffline(false);
  await expect(offlineBanner(page, 'fr')).toHaveCount(0);
  // Chromium may still drop a request made in the instant it comes back online; the page says "try again in a
  // moment", and a user does: signing in works once the connection is really back.
  await expect(async () => {
    if (!/\/dashboard$/.test(page.url())) {
      await page
        .getByRole('button', { name: tr('fr', 'login.submit'), exact: true })
        .click({ timeout: 3_000 });
    }
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
});

test('bad input on the sign-in form: every string gives a clear error, nothing is injected, no token is stored', async ({
  page,
}) => {
  const dialogs = failOnDialog(page);
  await setLanguage(page, 'fr');
  await page.goto('/');
  const email = page.getByLabel(tr('fr', 'login.email'), { exact: true });
  const password = page.getByLabel(tr('fr', 'login.password'), { exact: true });
  const known = [tr('fr', 'login.errors.required'), tr('fr', 'login.errors.invalid')];
  for (const { name, value } of BAD_INPUTS) {
    await email.fill(value);
    await password.fill(value);
    await page.getByRole('button', { name: tr('fr', 'login.submit'), exact: true }).click();
    const alert = page.getByRole('alert');
    await expect(alert, name).toBeVisible();
    await expect(alert, name).toHaveText(
      new RegExp(known.map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')),
    );
    await expect(page.getByRole('button', { name: tr('fr', 'login.submit'), exact: true })).toBeEnabled();
    await expectNothingInjected(page, dialogs);
  }
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  await expect(page).toHaveURL(/\/$/);
});

for (const lang of LANGS) {
  test(`bad input in the student search box (${lang}): the list answers or says nothing matched, the strings stay text`, async ({
    page,
  }) => {
    const dialogs = failOnDialog(page);
    await openAs(page, 'admin', '/fullstudents', lang);
    await expectPageTitle(page, tr(lang, 'routes.fullstudents'));
    const search = page.getByRole('searchbox', { name: tr(lang, 'students.search') });
    const maxLength = Number((await search.getAttribute('maxlength')) ?? Infinity);
    for (const { name, value } of BAD_INPUTS) {
      await search.fill(value);
      await expect(search, name).toHaveValue(value.slice(0, maxLength));
      // The list settles on rows or on the empty state, never on an error or a blank page.
      await expect(page.getByRole('heading', { level: 1 })).toContainText(tr(lang, 'routes.fullstudents'));
      await expect(page.getByText(tr(lang, 'students.loadError'))).toHaveCount(0);
      await expectNothingInjected(page, dialogs);
    }
    await search.fill('');
    await expect(page.locator('#page-title + p')).toBeVisible();
  });
}

test('bad input in the profile password form: clear errors, the typed values kept, nothing injected', async ({
  page,
}) => {
  const dialogs = failOnDialog(page);
  await openAs(page, 'staff', '/profile', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const fields = ['current', 'next', 'confirm'].map((field) =>
    page.getByLabel(tr('fr', `profile.password.${field}`), { exact: true }),
  );
  const known = ['required', 'tooShort', 'mismatch', 'wrongCurrent', 'common', 'containsEmail'].map((key) =>
    tr('fr', `profile.password.errors.${key}`, { min: '12' }),
  );
  for (const { name, value } of BAD_INPUTS) {
    for (const field of fields) await field.fill(value);
    await page.getByRole('button', { name: tr('fr', 'profile.password.submit'), exact: true }).click();
    const alert = page.locator('#password-error');
    await expect(alert, name).toBeVisible();
    await expect(alert, name).toHaveText(
      new RegExp(known.map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')),
    );
    await expect(fields[0]!, name).toHaveValue(value.slice(0, 256));
    await expectNothingInjected(page, dialogs);
  }
});
