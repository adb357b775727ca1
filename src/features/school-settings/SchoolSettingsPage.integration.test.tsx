import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/core/db';
import { server } from '../../mocks/node';
import { renderSignedIn } from '../../../tests/helpers/shell';

const TITLE = 'Paramètres scolaires';

function year2() {
  return db.data.years.find((year) => year.schoolyearid === 2)!;
}

describe('school settings (levels, class capacity, school year dates)', () => {
  it('shows the school year dates and the classes of each level with their seats', async () => {
    await renderSignedIn('admin', '/gestion-scholaire-parametre');
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    expect(await screen.findByLabelText(/Début de l'année/)).toHaveValue('2026-09-07');
    expect(screen.getByLabelText(/Fin de l'année/)).toHaveValue('2027-06-30');
    const cm1 = screen.getByRole('region', { name: /CM1/ });
    expect(within(cm1).getByText('CM1 A')).toBeInTheDocument();
    expect(within(cm1).getAllByText(/\d+ \/ \d+ places/).length).toBeGreaterThan(0);
  });

  it('saves the school year dates', async () => {
    const { user } = await renderSignedIn('admin', '/gestion-scholaire-parametre');
    const end = await screen.findByLabelText(/Fin de l'année/);
    await user.clear(end);
    await user.type(end, '2027-07-03');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les dates' }));
    expect(
      await screen.findByText("Les dates de l'année scolaire ont été enregistrées."),
    ).toBeInTheDocument();
    expect(year2().endDate).toBe('2027-07-03');
  });

  it('refuses an end before the start, under the field, and sends nothing', async () => {
    const { user } = await renderSignedIn('admin', '/gestion-scholaire-parametre');
    const end = await screen.findByLabelText(/Fin de l'année/);
    await user.clear(end);
    await user.type(end, '2026-08-01');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les dates' }));
    expect(
      await screen.findByText("La fin de l'année doit être postérieure à son début."),
    ).toBeInTheDocument();
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(year2().endDate).toBe('2027-06-30');
  });

  it('a failed save keeps the typed dates', async () => {
    server.use(
      http.put('*/api/school/settings', () =>
        HttpResponse.json({ message: 'Service indisponible' }, { status: 500 }),
      ),
    );
    const { user } = await renderSignedIn('admin', '/gestion-scholaire-parametre');
    const start = await screen.findByLabelText(/Début de l'année/);
    await user.clear(start);
    await user.type(start, '2026-09-01');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les dates' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enregistrer les dates' })).toBeEnabled());
    // A server fault shows the plain words of the form, never the server's text (Server error text).
    expect(
      await screen.findByText('L’enregistrement a échoué. Vos saisies sont conservées, réessayez.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Service indisponible/)).not.toBeInTheDocument();
    expect(start).toHaveValue('2026-09-01');
    expect(year2().startDate).toBe('2026-09-07');
  });

  it('changes a class capacity; below the seated children it is refused under the field', async () => {
    const { user } = await renderSignedIn('admin', '/gestion-scholaire-parametre');
    await user.click(await screen.findByRole('button', { name: 'Modifier la capacité de CM1 A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Capacité de CM1 A' });
    const cls = db.data.classes.find((c) => c.branchId === 1 && c.yearId === 2 && c.name === 'CM1 A')!;
    const seated = db.data.enrolments.filter((e) => e.classId === cls.id && e.status !== 'left').length;
    const field = within(dialog).getByLabelText(/Nombre de places/);
    await user.clear(field);
    await user.type(field, String(seated - 1));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await within(dialog).findByText("La capacité ne peut pas être inférieure au nombre d'élèves inscrits."),
    ).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '35');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('La capacité de CM1 A a été enregistrée.')).toBeInTheDocument();
    expect(cls.capacity).toBe(35);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('staff without view-financial-params-page is refused by the guard', async () => {
    const { router } = await renderSignedIn('staff', '/gestion-scholaire-parametre');
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
  });

  it('School identity: a wrong ICE is said under its field and keeps what was typed; a right one is saved', async () => {
    const { user } = await renderSignedIn('admin', '/gestion-scholaire-parametre');
    const identity = await screen.findByRole('region', { name: 'Identité de l’école' });
    const ice = await within(identity).findByLabelText('ICE');
    expect(ice).toHaveValue('001527384000067');
    const nameAr = within(identity).getByLabelText(/Nom de l’établissement \(arabe\)/);
    await user.clear(nameAr);
    await user.type(nameAr, 'أنفا');
    await user.clear(ice);
    await user.type(ice, '12345');
    await user.click(within(identity).getByRole('button', { name: 'Enregistrer l’identité' }));
    expect(await within(identity).findByText('L’ICE compte 15 chiffres.')).toBeInTheDocument();
    expect(nameAr).toHaveValue('أنفا');
    await user.clear(ice);
    await user.type(ice, '009876543000012');
    await user.click(within(identity).getByRole('button', { name: 'Enregistrer l’identité' }));
    await waitFor(() => expect(db.data.branches[0]!.legal?.ice).toBe('009876543000012'));
    expect(db.data.branches[0]!.branchname_ar).toBe('أنفا');
  });

  it('School identity: a file that is not an image is refused before it is sent', async () => {
    const { user } = await renderSignedIn('admin', '/gestion-scholaire-parametre');
    const identity = await screen.findByRole('region', { name: 'Identité de l’école' });
    const input = await within(identity).findByLabelText('Choisir un logo');
    const page = new File(['<html><script>alert(1)</script></html>'], 'logo.png', { type: 'image/png' });
    await user.upload(input, page);
    expect(await within(identity).findByRole('alert')).toHaveTextContent(
      'Ce fichier n’est pas une image PNG, JPEG ou WebP.',
    );
    expect(db.data.schools[0]!.logo).toBeNull();
  });
});

describe('the next school year and the promotion', () => {
  it('creates 2027-2028 from here: the selector row offers it at once; the promotion applies CM1 A with a repeater, and again changes nothing', async () => {
    const { user } = await renderSignedIn('admin', '/gestion-scholaire-parametre');
    const card = await screen.findByRole('region', { name: 'Année scolaire suivante' });
    // The card is drawn while the years load: the field comes with them.
    expect(await within(card).findByLabelText(/Rentrée de l'année suivante/)).toHaveValue('2027-09-07');
    await user.click(within(card).getByRole('button', { name: "Créer l'année suivante" }));
    const promotion = await screen.findByRole('region', { name: 'Passage en 2027-2028' });
    // The selector row offers the new year at once (no reload).
    await user.click(
      screen.getAllByLabelText('Année scolaire').find((element) => element.id === 'selector-year')!,
    );
    expect(await within(await screen.findByRole('listbox')).findByText('2027-2028')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    const cm1 = db.data.classes.find(
      (cls) => cls.branchId === 1 && cls.yearId === 2 && cls.name === 'CM1 A',
    )!;
    const children = db.data.enrolments.filter((row) => row.classId === cm1.id && row.status !== 'left');
    const repeater = db.data.students.find((s) => s.studentid === children[0]!.studentId)!;
    const row = within(promotion).getByRole('row', { name: /^CM1 A/ });
    await user.click(within(row).getByRole('button', { name: 'Élèves de CM1 A' }));
    const mark = await within(promotion).findByLabelText(`${repeater.lastname_fr} ${repeater.firstname_fr}`);
    await user.selectOptions(mark, 'repeat');
    await waitFor(() => expect(within(row).getAllByRole('cell')[2]).toHaveTextContent('1'));
    await user.click(within(row).getByRole('button', { name: 'Appliquer CM1 A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Appliquer le passage ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Appliquer' }));
    const next = db.data.years.find((year) => year.description === '2027-2028')!;
    await waitFor(() =>
      expect(db.data.enrolments.filter((e) => e.yearId === next.schoolyearid)).toHaveLength(children.length),
    );
    const repeated = db.data.enrolments.find(
      (e) => e.studentId === repeater.studentid && e.yearId === next.schoolyearid,
    )!;
    expect(db.data.classes.find((cls) => cls.id === repeated.classId)?.name).toBe('CM1 A');
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Appliquer CM1 A' })).toBeDisabled());
  });
});
