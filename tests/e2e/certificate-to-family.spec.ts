import { expect, test } from '@playwright/test';
import { createSeed } from '../../src/mocks/seed.ts';
import {
  demoToken,
  documentWidths,
  escapeRegExp,
  expectNoSeriousA11yViolations,
  LANGS,
  openAs,
  runId,
  tr,
} from './support';

/**
 * The certificate of schooling reaches the family (docs/api.md "POST requests/{id}/certificate/issue"): the office
 * sends it from the parent's request, after a confirmation; the parent then opens it from the same request, in their
 * language, with the child's name in their script. Each test makes its own request (the suite shares one demo API).
 */
const certificateType = createSeed().requests.types.find(
  (type) => type.branchId === 1 && type.kind === 'certificate',
)!;

for (const lang of LANGS) {
  test(`certificate (${lang}): the office sends it to the family, the parent opens it from the request`, async ({
    page,
  }) => {
    const parentToken = await demoToken(page, 'parent');
    const created = await page.request.post('/api/requests?branch=1&year=2', {
      headers: {
        Authorization: parentToken,
        WebClientCall: 'true',
        'Idempotency-Key': `certificate-${runId()}`,
      },
      multipart: {
        studentId: '101',
        typeId: String(certificateType.id),
        text: `Certificat pour la CAF (${runId()})`,
        answers: JSON.stringify({ purpose: 'CAF' }),
      },
    });
    expect(created.status()).toBe(201);
    const { id, reference } = (await created.json()) as { id: number; reference: string };
    const title = tr(lang, 'requests.detail.title', { reference });

    await openAs(page, 'admin', `/gestion-demandes?id=${id}`, lang);
    const request = page.getByRole('dialog', { name: title, exact: true });
    await expect(request).toBeVisible({ timeout: 30_000 });
    await request.getByRole('button', { name: tr(lang, 'requests.certificate.open'), exact: true }).click();
    const certificate = page.getByRole('dialog', {
      name: tr(lang, 'requests.certificate.title'),
      exact: true,
    });
    // Offered once the certificate is read, beside Print.
    await expect(
      certificate.getByRole('button', { name: tr(lang, 'requests.certificate.print'), exact: true }),
    ).toBeVisible();
    await certificate
      .getByRole('button', { name: tr(lang, 'requests.certificate.send'), exact: true })
      .click();
    const confirm = page.getByRole('dialog', {
      name: tr(lang, 'requests.certificate.sendTitle'),
      exact: true,
    });
    await expectNoSeriousA11yViolations(page, `sending the certificate (${lang})`);
    await confirm.getByRole('button', { name: tr(lang, 'requests.certificate.send'), exact: true }).click();
    await expect(page.getByText(tr(lang, 'requests.certificate.sent'), { exact: true })).toBeVisible();
    const sentOn = tr(lang, 'requests.certificate.sentOn', { date: '' })
      .replace(/\s*\.$/, '')
      .trim();
    await expect(certificate.getByText(new RegExp(`^${escapeRegExp(sentOn)}`))).toBeVisible();
    await expect(
      certificate.getByRole('button', { name: tr(lang, 'requests.certificate.send'), exact: true }),
    ).toHaveCount(0);

    await openAs(page, 'parent', `/gestion-demandes?id=${id}`, lang);
    const own = page.getByRole('dialog', { name: title, exact: true });
    await expect(own).toBeVisible({ timeout: 30_000 });
    await expect(own.getByText(tr(lang, 'requests.detail.certificateSent'), { exact: true })).toBeVisible();
    await own.getByRole('button', { name: tr(lang, 'requests.certificate.view'), exact: true }).click();
    const seen = page.getByRole('dialog', { name: tr(lang, 'requests.certificate.title'), exact: true });
    await expect(seen.getByText(lang === 'ar' ? /ياسمين الإدريسي/ : /Yasmine EL IDRISSI/)).toBeVisible();
    await expect(
      seen.getByRole('button', { name: tr(lang, 'requests.certificate.print'), exact: true }),
    ).toBeVisible();
    await expect(
      seen.getByRole('button', { name: tr(lang, 'requests.certificate.send'), exact: true }),
    ).toHaveCount(0);
    const widths = await documentWidths(page);
    expect(widths.scrollWidth).toBeLessThanOrEqual(widths.clientWidth);
    await expectNoSeriousA11yViolations(page, `the parent's certificate (${lang})`);
  });
}
