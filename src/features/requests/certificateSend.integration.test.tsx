import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoToken } from '../../../tests/helpers/demo';
import { renderSignedIn } from '../../../tests/helpers/shell';
import { db } from '../../mocks/core/db';
import ar from './locales/ar.json';

/**
 * The certificate of schooling reaches the family (docs/api.md "POST requests/{id}/certificate/issue"): the office sends
 * it from the request, once, after a confirmation; the parent then opens it from the request, in their language.
 */

/** A certificate request of the parent's child Yasmine (101), still in progress in Casablanca. */
function yasminesCertificateRequest() {
  const type = db.data.requests.types.find(
    (candidate) => candidate.branchId === 1 && candidate.kind === 'certificate',
  )!;
  const item = db.data.requests.items.find(
    (candidate) => candidate.typeId === type.id && ['open', 'in_progress'].includes(candidate.state),
  )!;
  const child = db.data.students.find((student) => student.studentid === 101)!;
  item.studentId = 101;
  item.familyId = child.familyId;
  item.yearId = 2;
  db.changed();
  return item;
}

const AR = ar.requests;

// The page and the toasts load lazily: transformed once before the tests, not inside the first one's time.
beforeAll(async () => {
  await Promise.all([import('./RequestsPage'), import('react-toastify/unstyled')]);
}, 60_000);

describe('the certificate of schooling sent to the family', () => {
  it('the office sends it once, after confirming; the request is resolved and says it was sent', async () => {
    const item = yasminesCertificateRequest();
    const { user } = await renderSignedIn('admin', `/gestion-demandes?id=${item.id}`);
    const detail = await screen.findByRole('dialog', { name: `Demande ${item.reference}` });
    await user.click(await within(detail).findByRole('button', { name: 'Certificat de scolarité' }));
    const dialog = await screen.findByRole('dialog', { name: 'Certificat de scolarité' });
    // Offered once the certificate is read.
    await user.click(await within(dialog).findByRole('button', { name: 'Envoyer à la famille' }));
    const confirm = await screen.findByRole('dialog', { name: 'Envoyer le certificat à la famille ?' });
    await user.dblClick(within(confirm).getByRole('button', { name: 'Envoyer à la famille' }));
    expect(await screen.findByText('Certificat envoyé à la famille.')).toBeInTheDocument();

    const again = await screen.findByRole('dialog', { name: 'Certificat de scolarité' });
    expect(await within(again).findByText(/^Envoyé à la famille le /)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(again).queryByRole('button', { name: 'Envoyer à la famille' })).toBeNull(),
    );
    expect(item.thread.filter((entry) => entry.kind === 'certificate')).toHaveLength(1);
    expect(item.state).toBe('resolved');
    // Sent, it carries its number and verification code (docs/api.md "School documents").
    expect(await within(again).findByTestId('certificate-number')).toHaveTextContent(
      /^N° \u2066?CS-\d{4}-\d{5}\u2069?$/,
    );
    expect(within(again).getByTestId('certificate-code')).toHaveTextContent(
      /[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}/,
    );
  });

  it('the parent (ar) opens it from the request once sent, with the child’s Arabic name; not before', async () => {
    const item = yasminesCertificateRequest();
    const first = await renderSignedIn('parent', `/gestion-demandes?id=${item.id}`, { language: 'ar' });
    const title = AR.detail.title.replace('{{reference}}', item.reference);
    const before = await screen.findByRole('dialog', { name: title });
    await within(before).findByText(AR.detail.thread);
    expect(within(before).queryByRole('button', { name: AR.certificate.view })).toBeNull();
    first.unmount();

    // The office sends it meanwhile.
    const sent = await fetch(`http://localhost:3000/api/requests/${item.id}/certificate/issue`, {
      method: 'POST',
      headers: { Authorization: await demoToken('admin'), 'Idempotency-Key': crypto.randomUUID() },
    });
    expect(sent.status).toBe(201);

    const { user } = await renderSignedIn('parent', `/gestion-demandes?id=${item.id}`, { language: 'ar' });
    const detail = await screen.findByRole('dialog', { name: title });
    expect(await within(detail).findByText(AR.detail.certificateSent)).toBeInTheDocument();
    await user.click(within(detail).getByRole('button', { name: AR.certificate.view }));
    const dialog = await screen.findByRole('dialog', { name: AR.certificate.title });
    // In Arabic by default for an Arabic reader, with the child's Arabic name.
    expect(await within(dialog).findByText(/ياسمين الإدريسي/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: AR.certificate.send })).toBeNull();
    expect(within(dialog).getByRole('button', { name: AR.certificate.print })).toBeInTheDocument();
  });
});
