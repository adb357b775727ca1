import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderSignedIn } from '../../../../tests/helpers/shell';
import { db } from '../../../mocks/core/db';

/**
 * The student import from a spreadsheet (docs/api.md "Student imports"): a CSV with `;` and a byte order mark is
 * read, its columns guessed, its rows checked before anything is written, applied once, and undone.
 */
beforeAll(async () => {
  await Promise.all([
    import('./StudentImportPage'),
    import('./spreadsheet'),
    import('react-toastify/unstyled'),
  ]);
}, 60_000);

const CSV =
  '\uFEFFNom;Prénom;Nom arabe;Prénom arabe;Date de naissance;Sexe;Niveau;Code Massar;Nom du père;Prénom du père;Téléphone du père\r\n' +
  'Zeroual;Inès;الزروال;إيناس;12/03/2018;F;CE1;Z900000001;Zeroual;Karim;0661 00 00 01\r\n' +
  'Zeroual;Adam;الزروال;آدم;05/09/2016;M;CM1;Z900000002;Zeroual;Karim;+212 661 00 00 01\r\n' +
  'Sans;Date;سان;تاريخ;31/02/2015;M;CE1;Z900000003;Sans;Ali;0661000003\r\n';

describe('student import', () => {
  it('imports the rows without problems as one family of siblings, names the others, and undoes the batch', async () => {
    const before = db.data.students.length;
    const { user } = await renderSignedIn('admin', '/student-import');
    const input = await screen.findByLabelText('Fichier à importer');
    await user.upload(input, new File([CSV], 'eleves.csv', { type: 'text/csv' }));
    await screen.findByRole('heading', { name: 'Colonnes de « eleves.csv »' });
    expect(screen.getByLabelText('Téléphone du père')).toHaveValue('guardian1.phone');
    await user.click(screen.getByRole('button', { name: 'Vérifier les lignes' }));
    await screen.findByRole('heading', { name: 'Vérification de « eleves.csv »' });
    expect(screen.getByTestId('import-count-ready')).toHaveTextContent('2');
    expect(screen.getByTestId('import-count-problems')).toHaveTextContent('1');
    expect(
      within(screen.getByTestId('import-preview')).getByText('Date de naissance impossible'),
    ).toBeVisible();
    expect(db.data.students.length).toBe(before);
    await user.click(screen.getByRole('button', { name: 'Importer 2 élèves' }));
    await screen.findByRole('heading', { name: 'Import terminé' });
    expect(db.data.students.length).toBe(before + 2);
    const created = db.data.students.slice(-2);
    expect(created[0]!.familyId).toBe(created[1]!.familyId);
    await user.click(screen.getByRole('button', { name: "Annuler l'import" }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: "Annuler l'import" }));
    await screen.findByRole('heading', { name: 'Import annulé' });
    await waitFor(() => expect(db.data.students.length).toBe(before));
  }, 30_000);

  it('recognises the students of a file imported a second time and creates nothing again', async () => {
    const before = db.data.students.length;
    const { user } = await renderSignedIn('admin', '/student-import');
    const upload = async () => {
      await user.upload(
        await screen.findByLabelText('Fichier à importer'),
        new File([CSV], 'eleves.csv', { type: 'text/csv' }),
      );
      await user.click(await screen.findByRole('button', { name: 'Vérifier les lignes' }));
      await screen.findByRole('heading', { name: 'Vérification de « eleves.csv »' });
    };
    await upload();
    await user.click(screen.getByRole('button', { name: 'Importer 2 élèves' }));
    await screen.findByRole('heading', { name: 'Import terminé' });
    expect(db.data.students.length).toBe(before + 2);

    await user.click(screen.getByRole('button', { name: 'Importer un autre fichier' }));
    await upload();
    expect(screen.getByTestId('import-count-existing')).toHaveTextContent('2');
    expect(screen.getByTestId('import-count-ready')).toHaveTextContent('0');
    expect(screen.getByTestId('import-count-problems')).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'Aucun élève à importer' })).toBeDisabled();
    expect(db.data.students.length).toBe(before + 2);
  }, 30_000);
});
