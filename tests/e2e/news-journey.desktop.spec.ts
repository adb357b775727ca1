import { expect, test } from '@playwright/test';
import { expectPageTitle, newBrowserPage, openAs, PHONE_CONTEXT, runId, tr, type Lang } from './support';

/**
 * News across two browsers: staff publish a piece asking for acknowledgement, the parent acknowledges it on a
 * phone, the staff see the count change. The journey sets up the parent's phone itself, so it runs once, in the
 * desktop project; its piece carries a run id (the suite shares one demo API).
 */

function ackLabel(lang: Lang, done: number | string, total: number | string) {
  return tr(lang, 'news.ackCount', { done: String(done), total: String(total) });
}

test('news journey: staff publish a piece asking for acknowledgement, the parent acknowledges it on a phone, the staff see the count change', async ({
  page,
  browser,
}) => {
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

  const [phoneContext, phone] = await newBrowserPage(browser, PHONE_CONTEXT);
  await openAs(phone, 'parent', '/news', 'fr');
  const card = phone.getByRole('article', { name: title });
  await expect(card.getByText(tr('fr', 'news.feed.new'))).toBeVisible();
  await card.getByRole('button', { name: tr('fr', 'news.feed.acknowledge') }).tap();
  await expect(card.getByText(/Lu et confirmé le/)).toBeVisible();
  await phoneContext.close();

  await page.reload();
  await expect(page.getByRole('dialog', { name: title }).getByLabel(ackLabel('fr', 1, total))).toBeVisible();
});
