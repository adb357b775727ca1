import { expect, test, type Page } from '@playwright/test';
import {
  ACCOUNTS,
  DESKTOP_CONTEXT,
  expectNoSeriousA11yViolations,
  LANGS,
  newBrowserPage,
  openAs,
  PHONE_CONTEXT,
  runId,
  settled,
  tr,
  type Lang,
} from './support';

/**
 * Messaging between two people at once: the parent on a 390x844 phone and the admin on a
 * 1440x900 desktop, each in their own browser context. Both contexts are created here, so the file runs once,
 * in the desktop project (the phone project ignores *.desktop.spec.ts).
 *
 * The demo API keeps its data for the whole run: every text sent here carries a run id, so earlier runs and
 * parallel tests never satisfy an assertion.
 */

/** Polling brings messages every 3 s; allow for a busy machine. */
const WITHOUT_RELOAD = { timeout: 12_000 };

/** A 1x1 PNG (the attachment the parent sends). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Marks the document, so that a later check proves the page was never reloaded. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { e2eSameDocument?: boolean }).e2eSameDocument = true;
  });
}

async function expectSameDocument(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => (window as unknown as { e2eSameDocument?: boolean }).e2eSameDocument),
    'the page should not have been reloaded',
  ).toBe(true);
}

const conversations = (page: Page, lang: Lang) =>
  page.getByRole('region', { name: tr(lang, 'chat.conversations'), exact: true });
const feed = (page: Page, lang: Lang) => page.getByRole('list', { name: tr(lang, 'chat.feed'), exact: true });
const backButton = (page: Page, lang: Lang) =>
  page.getByRole('button', { name: tr(lang, 'chat.back'), exact: true });

/** Opens /messagerie (unless it is open), then the conversation with `name`. */
async function openConversation(page: Page, lang: Lang, name: string): Promise<void> {
  if (new URL(page.url()).pathname !== '/messagerie') await page.goto('/messagerie');
  await expect(
    page.getByRole('heading', { level: 1, name: tr(lang, 'routes.messagerie'), exact: true }),
  ).toBeAttached();
  await conversations(page, lang)
    .getByRole('button', { name: new RegExp(name) })
    .click();
  await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  await expect(feed(page, lang).getByRole('listitem').first()).toBeVisible();
}

async function send(page: Page, lang: Lang, text: string): Promise<void> {
  await page.getByLabel(tr(lang, 'chat.messageLabel'), { exact: true }).fill(text);
  await page.getByRole('button', { name: tr(lang, 'chat.send'), exact: true }).click();
  await expect(page.getByLabel(tr(lang, 'chat.messageLabel'), { exact: true })).toHaveValue('');
}

test('the parent on a phone sends a message with a picture; the admin on a desktop sees it without reload and replies; `<img src=x onerror=alert(1)>` stays text', async ({
  browser,
}) => {
  const id = runId();
  const [parentContext, parent] = await newBrowserPage(browser, PHONE_CONTEXT);
  const [adminContext, admin] = await newBrowserPage(browser, DESKTOP_CONTEXT);
  const dialogs: string[] = [];
  for (const page of [parent, admin])
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

  try {
    // Both are signed in already (the sign-in has its own specs).
    await Promise.all([openAs(parent, 'parent', '/messagerie'), openAs(admin, 'admin', '/messagerie')]);

    // The admin has the conversation with the parent open already.
    await openConversation(admin, 'fr', ACCOUNTS.parent.name);
    await markDocument(admin);

    // Phone: the list and the conversation are two screens.
    const list = conversations(parent, 'fr');
    await expect(list).toBeVisible();
    // The conversation screen is not shown beside the list.
    await expect(parent.getByText(tr('fr', 'chat.choose'), { exact: true })).toBeHidden();
    await expect(backButton(parent, 'fr')).toHaveCount(0);
    await list.getByRole('button', { name: /Samira Benali/ }).click();
    await expect(
      parent.getByRole('heading', { level: 2, name: ACCOUNTS.admin.name, exact: true }),
    ).toBeVisible();
    await expect(list).toBeHidden();
    await expect(backButton(parent, 'fr')).toBeVisible();
    await markDocument(parent);

    // The parent sends a text with a picture, chosen through the hidden file input.
    const text = `Voici la photo de la sortie ${id}`;
    await parent.getByLabel(tr('fr', 'chat.attach'), { exact: true }).setInputFiles({
      name: `sortie-${id}.png`,
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(parent.getByRole('list', { name: tr('fr', 'chat.attachments'), exact: true })).toContainText(
      `sortie-${id}.png`,
    );
    await send(parent, 'fr', text);
    await expect(feed(parent, 'fr').getByText(text)).toBeVisible();
    // The composer stays in view on the phone, under the newest message.
    await expect(parent.getByLabel(tr('fr', 'chat.messageLabel'), { exact: true })).toBeInViewport();

    // The admin sees it appear, picture previewed from the very bytes sent.
    const received = feed(admin, 'fr').getByRole('listitem').filter({ hasText: text });
    await expect(received).toBeVisible(WITHOUT_RELOAD);
    await expect(received.getByRole('img', { name: `sortie-${id}.png` })).toHaveAttribute(
      'src',
      `data:image/png;base64,${PNG.toString('base64')}`,
    );
    await expect(
      received.getByRole('button', { name: tr('fr', 'chat.download', { name: `sortie-${id}.png` }) }),
    ).toBeVisible();
    await expectSameDocument(admin);

    // The admin replies; the parent sees the reply without reload.
    const reply = `Merci, bien reçu ${id}`;
    await send(admin, 'fr', reply);
    await expect(feed(admin, 'fr').getByText(reply)).toBeVisible();
    await expect(feed(parent, 'fr').getByText(reply)).toBeVisible(WITHOUT_RELOAD);
    await expectSameDocument(parent);

    // Message text is text, never HTML, on both sides.
    const attack = `<img src=x onerror=alert(1)> ${id}`;
    await send(parent, 'fr', attack);
    await expect(feed(parent, 'fr').getByText(attack, { exact: true })).toBeVisible();
    await expect(feed(admin, 'fr').getByText(attack, { exact: true })).toBeVisible(WITHOUT_RELOAD);
    for (const page of [parent, admin]) await expect(page.locator('img[src="x"], [onerror]')).toHaveCount(0);
    expect(dialogs).toEqual([]);

    // Phone: back to the list screen.
    await backButton(parent, 'fr').click();
    await expect(list).toBeVisible();
    await expect(list.getByRole('button', { name: /Samira Benali/ })).toContainText(attack);
    await expect(backButton(parent, 'fr')).toBeHidden();
    await expect(feed(parent, 'fr')).toBeHidden();
    await expect(parent.getByLabel(tr('fr', 'chat.messageLabel'), { exact: true })).toBeHidden();
  } finally {
    await Promise.all([parentContext.close(), adminContext.close()]);
  }
});

for (const lang of LANGS) {
  test(`a11y (${lang}): /messagerie has no serious or critical axe violation, for the parent on a phone (list and conversation) and the admin on a desktop`, async ({
    browser,
  }) => {
    const [parentContext, parent] = await newBrowserPage(browser, PHONE_CONTEXT);
    const [adminContext, admin] = await newBrowserPage(browser, DESKTOP_CONTEXT);
    try {
      await Promise.all([
        openAs(parent, 'parent', '/messagerie', lang),
        openAs(admin, 'admin', '/messagerie', lang),
      ]);

      await expect(conversations(parent, lang).getByRole('button').first()).toBeVisible();
      await settled(parent);
      await expectNoSeriousA11yViolations(parent, `/messagerie, phone list (${lang})`);
      await conversations(parent, lang)
        .getByRole('button', { name: /Samira Benali/ })
        .click();
      await expect(backButton(parent, lang)).toBeVisible();
      await expect(feed(parent, lang).getByRole('listitem').first()).toBeVisible();
      await expectNoSeriousA11yViolations(parent, `/messagerie, phone conversation (${lang})`);

      await openConversation(admin, lang, ACCOUNTS.parent.name);
      await settled(admin);
      await expectNoSeriousA11yViolations(admin, `/messagerie, desktop conversation (${lang})`);
    } finally {
      await Promise.all([parentContext.close(), adminContext.close()]);
    }
  });
}
