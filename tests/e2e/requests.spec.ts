import { expect, test } from '@playwright/test';
import { createSeed } from '../../src/mocks/seed.ts';
import { expectNoSeriousA11yViolations, expectPageTitle, isPhone, LANGS, openAs, tr } from './support';

/**
 * Parents' requests in fr and ar, desktop and phone, axe on each page; and the journey across two browsers: a
 * parent submits a request on a phone, the office replies and resolves it, the parent sees the reply and the state.
 * The suite shares one demo API, so the journey works on the request it creates.
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

test('requests journey: a parent submits a request on a phone → the office replies and resolves → the parent sees the reply and the state', async ({
  browser,
}, testInfo) => {
  // The journey opens its own phone (the parent) and desktop (the office) browsers: once is enough.
  test.skip(isPhone(testInfo), 'the journey opens its own phone and desktop browsers');
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
  });
  const office = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fr-FR' });
  try {
    const parent = await phone.newPage();
    await openAs(parent, 'parent', '/gestion-demandes', 'fr');
    await expectPageTitle(parent, tr('fr', 'routes.gestion-demandes'));
    await parent
      .getByRole('button', { name: tr('fr', 'requests.parent.new') })
      .first()
      .click();
    const form = parent.getByRole('dialog', { name: /^Nouvelle demande pour / });
    await form.getByLabel(tr('fr', 'requests.create.type')).selectOption(String(certificateType.id));
    await form.getByLabel(/Motif/).selectOption('CAF');
    const message = `Certificat pour la CAF, merci (${testInfo.workerIndex}-${Date.now()})`;
    await form.getByLabel(tr('fr', 'requests.create.text'), { exact: true }).fill(message);
    await form.getByLabel(tr('fr', 'requests.create.attachment')).setInputFiles({
      name: 'attestation-caf.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await form.getByRole('button', { name: tr('fr', 'requests.create.submit') }).click();
    const sent = parent.getByRole('dialog', { name: /^Demande DEM-/ });
    await expect(sent.getByText(message)).toBeVisible();
    await expect(sent.getByText('attestation-caf.pdf')).toBeVisible();
    await expect(parent).toHaveURL(/id=\d+/);
    const id = new URL(parent.url()).searchParams.get('id')!;

    const staff = await office.newPage();
    await openAs(staff, 'admin', `/gestion-demandes?id=${id}`, 'fr');
    const request = staff.getByRole('dialog', { name: /^Demande DEM-/ });
    // A full load of the app, the queue and the request at once.
    await expect(request).toBeVisible({ timeout: 30_000 });
    await expect(request.getByText(message)).toBeVisible();
    const reply = `Le certificat est prêt au secrétariat (${id}).`;
    await request.getByRole('textbox', { name: /Votre message/ }).fill(reply);
    await request.getByRole('button', { name: tr('fr', 'requests.reply.send'), exact: true }).click();
    await expect(request.getByText(reply)).toBeVisible();
    await request.getByRole('button', { name: tr('fr', 'requests.actions.resolved') }).click();
    const confirm = staff.getByRole('dialog', { name: /^Marquer comme traitée — / });
    await confirm.getByRole('button', { name: tr('fr', 'requests.actions.resolved') }).click();
    await expect(request.getByText('Ouverte → Traitée')).toBeVisible();

    await parent.reload();
    const seen = parent.getByRole('dialog', { name: /^Demande DEM-/ });
    await expect(seen).toBeVisible({ timeout: 30_000 });
    await expect(seen.getByText(reply)).toBeVisible();
    await expect(seen.getByText(tr('fr', 'requests.state.resolved')).first()).toBeVisible();
  } finally {
    await phone.close();
    await office.close();
  }
});
