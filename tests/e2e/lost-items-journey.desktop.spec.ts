import { expect, test } from '@playwright/test';
import {
  CHILDREN,
  DESKTOP_CONTEXT,
  expectPageTitle,
  newBrowserPage,
  openAs,
  PHONE_CONTEXT,
  runId,
  tr,
  type Lang,
} from './support';

/**
 * Lost items across two browsers: the office records an item on a desktop, a parent claims it on a phone, the
 * office matches it and the parent sees it matched. The journey sets up both browsers itself, so it runs once, in
 * the desktop project; it works on an item of its own (a description no other run uses).
 */

/** A 1x1 PNG: a real picture, so the browser can draw and resize it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

test('lost items: staff record an item, a parent claims it on a phone, staff match it and the parent sees it matched', async ({
  browser,
}) => {
  // Two browsers, four screens.
  test.slow();
  const lang: Lang = 'fr';
  const mark = runId();
  const description = `Cartable vert ${mark}`;
  const detail = `Prénom brodé ${mark}`;

  const [staffContext, staff] = await newBrowserPage(browser, DESKTOP_CONTEXT);
  await openAs(staff, 'admin', '/lost-items', lang);
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

  const [parentContext, parent] = await newBrowserPage(browser, PHONE_CONTEXT);
  await openAs(parent, 'parent', '/lost-items', lang);
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
