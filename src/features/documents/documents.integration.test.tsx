import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderSignedIn } from '../../../tests/helpers/shell';
import { db } from '../../mocks/core/db';
import { documentFileName } from './documentFile';
import ar from './locales/ar.json';

/**
 * School documents from the student's record (docs/api.md "School documents"): the office reads a draft in French
 * or Arabic, issues it once (a double click gives one number), prints it, reprints it from the list; and looks a
 * code up on the verification page.
 */
const YASMINE = 101;
const AR = ar.documents;

beforeAll(async () => {
  await Promise.all([
    import('./StudentDocumentsPanel'),
    import('./VerifyDocumentPage'),
    import('react-toastify/unstyled'),
  ]);
}, 60_000);

describe('school documents', () => {
  it('issues a certificate of schooling in Arabic once, with a number and a code, then lists it to reprint', async () => {
    const before = db.data.issuedDocuments.length;
    const { user } = await renderSignedIn('admin', `/studentdetails?id=${YASMINE}&tab=attestations`);
    const panel = await screen.findByRole('region', { name: 'Documents délivrés par l’école' });
    await user.click(within(panel).getByRole('button', { name: 'Certificat de scolarité' }));
    const dialog = await screen.findByRole('dialog', { name: 'Certificat de scolarité' });
    // A draft first, with no number, and nothing to print.
    expect(await within(dialog).findByText('PROJET — sans numéro, non délivré')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Imprimer' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Télécharger le PDF' })).toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: 'العربية' }));
    expect(await within(dialog).findByText(/ياسمين الإدريسي/)).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: AR.doc.ar.schooling.title })).toBeInTheDocument();

    await user.dblClick(within(dialog).getByRole('button', { name: 'Délivrer' }));
    await within(dialog).findByRole('button', { name: 'Imprimer' });
    // Issued: it prints, and downloads as a PDF of the same copy.
    expect(within(dialog).getByRole('button', { name: 'Télécharger le PDF' })).toBeEnabled();
    expect(db.data.issuedDocuments).toHaveLength(before + 1);
    const issued = db.data.issuedDocuments.at(-1)!;
    expect(issued).toMatchObject({ type: 'schooling', language: 'ar', studentId: YASMINE });
    expect(within(dialog).getByTestId('document-number')).toHaveTextContent(issued.number);
    expect(within(dialog).getByTestId('document-code')).toHaveTextContent(issued.code);
    // The print-only copy is the issued document, in Arabic, right to left.
    const print = screen.getByTestId('document-print');
    expect(print).toHaveAttribute('dir', 'rtl');
    expect(print).toHaveTextContent(issued.number);

    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    const list = await within(panel).findByTestId('issued-documents');
    await within(list).findByText(issued.number);
    await user.click(within(list).getByRole('button', { name: `Réimprimer ${issued.number}` }));
    const again = await screen.findByRole('dialog', { name: 'Certificat de scolarité' });
    await waitFor(() => expect(within(again).getByTestId('document-code')).toHaveTextContent(issued.code));
    expect(within(again).queryByRole('button', { name: 'Délivrer' })).toBeNull();
  });

  it('says why a document cannot be issued, and offers the payment statement only with the finance right', async () => {
    const expected = db.data.enrolments.find(
      (e) => e.branchId === 1 && e.yearId === 2 && e.status === 'expected',
    )!;
    const { user } = await renderSignedIn(
      'staff',
      `/studentdetails?id=${expected.studentId}&tab=attestations`,
    );
    const panel = await screen.findByRole('region', { name: 'Documents délivrés par l’école' });
    expect(within(panel).queryByRole('button', { name: 'Attestation de paiement' })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Certificat de scolarité' }));
    const dialog = await screen.findByRole('dialog', { name: 'Certificat de scolarité' });
    expect(
      await within(dialog).findByText(
        'L’élève n’a pas encore commencé l’année : délivrez plutôt une attestation d’inscription.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Délivrer' })).toBeDisabled();
  });

  it('the verification page finds a genuine code as typed off paper, and says when a code is unknown', async () => {
    const document = db.data.issuedDocuments.find((candidate) => candidate.branchId === 1)!;
    // Reached from the student list, beside its settings.
    const { user } = await renderSignedIn('admin', '/fullstudents');
    await user.click(await screen.findByRole('link', { name: 'Vérifier un document' }));
    await screen.findByRole('heading', { level: 1, name: 'Vérifier un document' });
    // The branch's register of the year lists it, newest first, with a reprint.
    const register = await screen.findByTestId('document-register');
    const newest = db.data.issuedDocuments
      .filter((candidate) => candidate.branchId === 1 && candidate.yearId === 2)
      .sort((a, b) => b.issuedOn.localeCompare(a.issuedOn) || b.id - a.id)[0]!;
    expect(within(register).getAllByRole('listitem')[0]).toHaveTextContent(newest.number);
    expect(screen.getByText(/^1–\d+ sur \d+$/)).toBeInTheDocument();
    const field = screen.getByLabelText('Code de vérification');
    await user.type(field, document.code.replace(/-/g, ' ').toLowerCase());
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    const result = await screen.findByTestId('verification');
    expect(within(result).getByText('Document authentique')).toBeInTheDocument();
    expect(result).toHaveTextContent(document.number);
    expect(result).toHaveTextContent(document.content.student.lastname_fr.toUpperCase());

    await user.clear(field);
    await user.type(field, '2222-3333-4444');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(
      await screen.findByText('Aucun document délivré par votre établissement ne porte ce code.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('verification')).toBeNull();
  });
});

describe('school documents: the PDF’s file name', () => {
  it('names each kind of document in words, then its number', () => {
    expect(documentFileName('schooling', 'CS-2026-00042')).toBe('certificat-scolarite-CS-2026-00042.pdf');
    expect(documentFileName('enrolment', 'AI-2026-00007')).toBe('attestation-inscription-AI-2026-00007.pdf');
    expect(documentFileName('payments', 'AP-2026-00003')).toBe('attestation-paiement-AP-2026-00003.pdf');
  });
});
