import { expect, test } from '@playwright/test';
import { createSeed } from '../../src/mocks/seed.ts';
import { expectNoSeriousA11yViolations, expectPageTitle, LANGS, openAs, tr } from './support';

/**
 * Parents' requests in fr and ar, desktop and phone, axe on each page. The journey across two browsers is in
 * requests-journey.desktop.spec.ts.
 */
const seed = createSeed();
const certificateType = seed.requests.types.find(
  (type) => type.branchId === 1 && type.kind === 'certificate',
)!;
const certificateRequest = seed.requests.items.find(
  (item) => item.branchId === 1 && item.typeId === certificateType.id && item.state === 'in_progress',
)!;

for (const lang of LANGS) {
  test(`requests (${lang}): the office queue and a request with its certificate; axe on each`, async ({
    page,
  }) => {
    const query = `type=${certificateType.id}&state=in_progress`;
    await openAs(page, 'admin', `/gestion-demandes?${query}`, lang);
    await expectPageTitle(page, tr(lang, 'routes.gestion-demandes'));
    const link = page.locator(`a[href$="id=${certificateRequest.id}"]`).filter({ visible: true }).first();
    await expect(link).toBeVisible();
    await expectNoSeriousA11yViolations(page, `gestion-demandes (${lang})`);

    await link.click();
    const dialog = page.getByRole('dialog', {
      name: tr(lang, 'requests.detail.title', { reference: certificateRequest.reference }),
    });
    await expect(dialog.getByText(tr(lang, 'requests.detail.note'), { exact: true }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, `a request (${lang})`);
    await dialog.getByRole('button', { name: tr(lang, 'requests.certificate.open') }).click();
    const certificate = page.getByRole('dialog', { name: tr(lang, 'requests.certificate.title') });
    await expect(
      certificate
        .getByRole('article')
        .getByRole('heading', { name: tr(lang, `requests.certificateDoc.${lang}.title`) }),
    ).toBeVisible();
    // The print-only copy sits in <body>, in the chosen language.
    await expect(page.getByTestId('certificate-document').locator('article')).toHaveAttribute('lang', lang);
  });

  test(`requests (${lang}): request-config and the parent's page; axe on each`, async ({ page }) => {
    await openAs(page, 'admin', '/request-config', lang);
    await expectPageTitle(page, tr(lang, 'routes.request-config'));
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: lang === 'ar' ? certificateType.name_ar : certificateType.name_fr,
      }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, `request-config (${lang})`);

    // The parent's page (its own tab: the parent's session replaces the office's in this browser).
    const parent = await page.context().newPage();
    await openAs(parent, 'parent', '/gestion-demandes', lang);
    await expectPageTitle(parent, tr(lang, 'routes.gestion-demandes'));
    await expect(
      parent.getByText(tr(lang, 'requests.parent.for', { name: 'Yasmine El Idrissi' })),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(parent, `the parent's requests (${lang})`);
  });
}
