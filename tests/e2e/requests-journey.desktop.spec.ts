import { expect, test } from '@playwright/test';
import { createSeed } from '../../src/mocks/seed.ts';
import { DESKTOP_CONTEXT, expectPageTitle, newBrowserPage, openAs, PHONE_CONTEXT, tr } from './support';

/**
 * Parents' requests across two browsers: a parent submits a request on a phone, the office replies and resolves
 * it on a desktop, the parent sees the reply and the state. The journey sets up both browsers itself, so it runs
 * once, in the desktop project.
 */
const certificateType = createSeed().requests.types.find(
  (type) => type.branchId === 1 && type.kind === 'certificate',
)!;

test('requests journey: a parent submits a request on a phone → the office replies and resolves → the parent sees the reply and the state', async ({
  browser,
}, testInfo) => {
  const [phone, parent] = await newBrowserPage(browser, PHONE_CONTEXT);
  const [office, staff] = await newBrowserPage(browser, DESKTOP_CONTEXT);
  try {
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
