import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../mocks/core/db';
import { server } from '../../mocks/node';
import { saveFile } from '../../lib/saveFile';
import { demoCall, demoToken } from '../../../tests/helpers/demo';
import { renderSignedIn } from '../../../tests/helpers/shell';

vi.mock('../../lib/saveFile', () => ({ saveFile: vi.fn() }));

/** A pupil of CE1 enrolled today in branch 1, year 2 through `POST students`: in `familyId`, or a new family. */
async function enrolPupil(
  familyId: number | null,
  massar: string,
): Promise<{ studentId: number; familyId: number }> {
  const level = db.data.levels.find((candidate) => candidate.code === 'CE1')!;
  const cls = db.data.classes.find((c) => c.branchId === 1 && c.yearId === 2 && c.levelId === level.id)!;
  const created = await demoCall('POST', 'students?branch=1&year=2', await demoToken('admin'), {
    firstname_fr: 'Nour',
    lastname_fr: 'Benali',
    firstname_ar: 'نور',
    lastname_ar: 'بنعلي',
    gender: 'F',
    birthDate: '2019-03-02',
    massar,
    levelId: level.id,
    classId: cls.id,
    status: 'active',
    familyId,
    newFamily:
      familyId === null
        ? {
            name: 'Benali',
            guardian: {
              firstname_fr: 'Karim',
              lastname_fr: 'Benali',
              relation: 'père',
              phone: '+212 661 00 11 22',
              email: '',
            },
          }
        : null,
    medical: { notes: null, allergies: [], diet: null },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { studentId: created.body.studentid as number, familyId: created.body.family.id as number };
}

describe('a pupil enrolled today can be given fees (family finance view)', () => {
  it.each([
    ['a new family', null, 'K222333444'],
    ['an existing family', 1, 'K222333445'],
  ])(
    'offers the new pupil of %s in "New engagement" and creates the engagement',
    async (_label, family, massar) => {
      const { studentId, familyId } = await enrolPupil(family, massar);
      const { user } = await renderSignedIn('admin', `/studentengagment?family=${familyId}`);
      await user.click(await screen.findByRole('button', { name: 'Nouvel engagement' }));
      const form = await screen.findByRole('form', { name: 'Nouvel engagement' });
      const child = within(form).getByLabelText(/^Élève/) as HTMLSelectElement;
      const option = [...child.options].find((candidate) => candidate.value === String(studentId));
      expect(option?.textContent).toBe('Nour Benali (CE1)');
      await user.selectOptions(child, String(studentId));
      const fees = within(form).getByLabelText(/^Frais/) as HTMLSelectElement;
      await waitFor(() => expect(fees).toBeEnabled());
      const fee = [...fees.options].find((candidate) => candidate.value !== '' && !candidate.disabled)!;
      await user.selectOptions(fees, fee.value);
      await user.click(within(form).getByRole('button', { name: "Créer l'engagement" }));
      expect(await screen.findByText(/^Engagement « .+ » créé\.$/)).toBeInTheDocument();
      expect(db.data.engagements.at(-1)).toMatchObject({ familyId, studentId, feeTypeId: Number(fee.value) });
    },
    30_000,
  );
});

describe('a payment save cut by the network keeps the form and what was typed, on the page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    ['offline (the request never left)', false],
    ['online, the answer lost and the re-read failing too', true],
  ])(
    '%s',
    async (_label, online) => {
      const familyId = db.data.payments.find(
        (payment) => payment.branchId === 1 && payment.yearId === 2,
      )!.familyId;
      const { user } = await renderSignedIn('admin', `/studentengagment?family=${familyId}`);
      await user.click(await screen.findByRole('button', { name: 'Enregistrer un paiement' }));
      const form = await screen.findByRole('form', { name: 'Enregistrer un paiement' });
      await user.type(within(form).getByLabelText(/^Montant/), '100');
      await user.selectOptions(within(form).getByLabelText(/^Mode de paiement/), 'cheque');
      await user.type(within(form).getByLabelText(/^Référence/), 'CHQ 4242');
      // The network goes: the payment and every re-read of the family fail.
      server.use(
        http.post('*/api/families/:id/payments', () => HttpResponse.error()),
        http.get('*/api/families/:id/finance', () => HttpResponse.error()),
      );
      if (!online) vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const count = db.data.payments.length;
      await user.click(within(form).getByRole('button', { name: 'Enregistrer le paiement' }));
      if (!online) {
        expect(
          await screen.findByText(
            /^Le paiement n.a pas été enregistré\. Vos saisies sont conservées/,
            {},
            { timeout: 15_000 },
          ),
        ).toBeInTheDocument();
      } else {
        expect(
          await screen.findByText(/L’enregistrement n’a pas pu être confirmé/, {}, { timeout: 15_000 }),
        ).toBeInTheDocument();
      }
      // Once the re-read has failed (or was never tried), the same form is still there with what was typed.
      await waitFor(
        () => expect(screen.getByRole('button', { name: 'Enregistrer le paiement' })).toBeEnabled(),
        { timeout: 15_000 },
      );
      expect(screen.getByRole('form', { name: 'Enregistrer un paiement' })).toBe(form);
      // The failed re-read is said above the page, not in its place.
      expect(await screen.findByText(/pas pu être actualisées/, {}, { timeout: 15_000 })).toBeInTheDocument();
      expect(within(form).getByLabelText(/^Montant/)).toHaveValue('100');
      expect(within(form).getByLabelText(/^Mode de paiement/)).toHaveValue('cheque');
      expect(within(form).getByLabelText(/^Référence/)).toHaveValue('CHQ 4242');
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Famille /);
      expect(db.data.payments.length).toBe(count);
    },
    60_000,
  );
});

describe('the engagements CSV export', () => {
  it('fills "État" on every row with the state the list shows (overdue, up to date, settled)', async () => {
    vi.mocked(saveFile).mockClear();
    const { user } = await renderSignedIn('admin', '/studentengagment');
    const table = await screen.findByRole('table', { name: 'Engagements des élèves' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(5), {
      timeout: 15_000,
    });
    await user.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    const [name, blob] = vi.mocked(saveFile).mock.calls[0]!;
    expect(name).toBe('engagements.csv');
    const lines = (await (blob as Blob).text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const header = lines[0]!.split(';');
    const state = header.indexOf('État');
    expect(state).toBeGreaterThanOrEqual(0);
    const rows = lines.slice(1);
    // Every family of the branch and year, not only the page shown (docs/api.md "GET engagements").
    const total = await demoCall('GET', 'engagements?branch=1&year=2&pageSize=10', await demoToken('admin'));
    expect(rows).toHaveLength(total.body.total as number);
    const states = rows.map((line) => line.split(';')[state]);
    expect(states.filter((text) => !text)).toEqual([]);
    const kinds = new Set(states.map((text) => text!.replace(/ :.*$/, '')));
    expect(kinds).toEqual(new Set(['En retard', 'À jour', 'Soldé']));
  }, 60_000);
});
