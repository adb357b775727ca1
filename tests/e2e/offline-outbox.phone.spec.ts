import { expect, test, type Page } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  expectPageTitle,
  LANGS,
  openAs,
  runId,
  tr,
  type Lang,
} from './support';

/**
 * Offline, a parent can still ask (docs/architecture.md "Offline outbox"), on a phone, in French and Arabic: a
 * message written with the network off waits in the conversation ("En attente d'envoi"), and is sent by itself,
 * once, when the network returns; a request written offline waits at the top of the requests list and can be
 * cancelled while it waits. The suite shares one demo API: every text carries a run id, and the request is
 * cancelled, so no other test's data changes.
 */

/** The parent's conversation with Samira Benali (seed). */
const SAMIRA_CONVERSATION = 1;

const feed = (page: Page, lang: Lang) => page.getByRole('list', { name: tr(lang, 'chat.feed'), exact: true });

/** The messages of the conversation with `text`, read from the demo API as the parent. */
async function messagesWith(page: Page, text: string): Promise<number> {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const answer = await page.request.get(`/api/chat/conversations/${SAMIRA_CONVERSATION}/messages`, {
    headers: { Authorization: token ?? '', WebClientCall: 'true' },
  });
  expect(answer.ok()).toBe(true);
  const messages = (await answer.json()) as { message: string }[];
  return messages.filter((message) => message.message === text).length;
}

for (const lang of LANGS) {
  test(`offline outbox (${lang}): a message written offline waits, then is sent once when the network returns`, async ({
    page,
    context,
  }) => {
    const text = `${lang === 'ar' ? 'رسالة دون اتصال' : 'Message hors ligne'} ${runId()}`;
    await openAs(page, 'parent', '/messagerie', lang);
    await expectPageTitle(page, tr(lang, 'routes.messagerie'));
    await page
      .getByRole('region', { name: tr(lang, 'chat.conversations'), exact: true })
      .getByRole('button', { name: /Samira Benali|سميرة/ })
      .click();
    await expect(feed(page, lang).getByRole('listitem').first()).toBeVisible();

    await context.setOffline(true);
    const composer = page.getByLabel(tr(lang, 'chat.messageLabel'), { exact: true });
    await composer.fill(text);
    await page.getByRole('button', { name: tr(lang, 'chat.send'), exact: true }).click();

    const waiting = feed(page, lang).getByRole('listitem').filter({ hasText: text });
    await expect(waiting).toContainText(tr(lang, 'chat.outbox.waiting'));
    await expect(waiting.getByRole('button', { name: tr(lang, 'chat.outbox.cancel') })).toBeVisible();
    await expect(composer).toHaveValue('');
    expect(await page.evaluate(() => window.localStorage.getItem('outbox'))).toContain(text);
    await expectNoSeriousA11yViolations(page, `a message waiting to be sent (${lang})`);

    await context.setOffline(false);
    await expect(feed(page, lang).getByText(text, { exact: true })).toBeVisible();
    await expect(feed(page, lang).getByText(tr(lang, 'chat.outbox.waiting'), { exact: true })).toHaveCount(0);
    await expect(feed(page, lang).getByText(text, { exact: true })).toHaveCount(1);
    await expect.poll(() => messagesWith(page, text)).toBe(1);
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('outbox'))).toBeNull();
  });

  test(`offline outbox (${lang}): a request written offline waits at the top of the list and can be cancelled`, async ({
    page,
    context,
  }) => {
    const text = `${lang === 'ar' ? 'طلب دون اتصال' : 'Demande hors ligne'} ${runId()}`;
    await openAs(page, 'parent', '/gestion-demandes', lang);
    await expectPageTitle(page, tr(lang, 'routes.gestion-demandes'));
    await page
      .getByRole('button', { name: tr(lang, 'requests.parent.new'), exact: true })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    const type = dialog.getByLabel(new RegExp(tr(lang, 'requests.create.type')));
    // The types are read when the dialog opens: chosen once they are there.
    await expect(
      type.locator('option', { hasText: lang === 'ar' ? 'شهادة مدرسية' : 'Certificat de scolarité' }),
    ).toHaveCount(1);
    const certificate = await type
      .locator('option', { hasText: lang === 'ar' ? 'شهادة مدرسية' : 'Certificat de scolarité' })
      .getAttribute('value');
    await type.selectOption(certificate!);
    await dialog.getByLabel(new RegExp(lang === 'ar' ? 'الغرض' : 'Motif')).selectOption('CAF');
    await dialog.getByLabel(tr(lang, 'requests.create.text'), { exact: true }).fill(text);

    await context.setOffline(true);
    await dialog.getByRole('button', { name: tr(lang, 'requests.create.submit'), exact: true }).click();
    await expect(dialog).toBeHidden();

    const waiting = page.getByRole('region', { name: tr(lang, 'requests.outbox.title'), exact: true });
    await expect(waiting).toContainText(text);
    await expect(waiting).toContainText(tr(lang, 'requests.outbox.waiting'));
    await expectNoSeriousA11yViolations(page, `a request waiting to be sent (${lang})`);

    // Cancelled while it waits: nothing is sent when the network returns.
    await waiting.getByRole('button', { name: new RegExp(`^${tr(lang, 'requests.outbox.cancel')}`) }).click();
    await expect(waiting).toBeHidden();
    expect(await page.evaluate(() => window.localStorage.getItem('outbox'))).toBeNull();
    await context.setOffline(false);
    await expect(page.getByText(text)).toHaveCount(0);
  });
}
