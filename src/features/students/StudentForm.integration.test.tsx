import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../mocks/core/db';
import { server } from '../../mocks/node';
import { findPageTitle, renderSignedIn } from '../../../tests/helpers/shell';

// The pages load lazily: transform them once before the tests, not inside the first one's timeouts.
beforeAll(async () => {
  await Promise.all([
    import('./StudentDetailsPage'),
    import('./StudentsPage'),
    import('./NewStudentPage'),
    import('./EditStudentPage'),
  ]);
}, 60_000);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The control labelled `label` (the required star after it is ignored). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${escape(label)}( \\*)?$`));

/** The new-student form, once its lists (levels, classes) are in: the page is drawn before they come. */
const formLoaded = () => screen.findByLabelText(/^Niveau( \*)?$/);

async function fillIdentity(user: UserEvent, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    'Nom (latin)': 'Zaoui',
    'Prénom (latin)': 'Ines',
    'Nom (arabe)': 'الزاوي',
    'Prénom (arabe)': 'إيناس',
    'N° Massar': 'k123456789',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(label));
    if (value) await user.type(field(label), value);
  }
  await user.selectOptions(field('Sexe'), 'F');
  await user.type(field('Date de naissance'), overrides.birth ?? '2019-04-12');
  const ce1 = db.data.levels.find((level) => level.code === 'CE1')!;
  await user.selectOptions(field('Niveau'), String(ce1.id));
  const cls = db.data.classes.find((c) => c.branchId === 1 && c.yearId === 2 && c.levelId === ce1.id)!;
  await waitFor(() => expect(field('Classe')).toBeEnabled());
  await user.selectOptions(field('Classe'), String(cls.id));
}

async function newFamily(user: UserEvent) {
  await user.click(screen.getByRole('radio', { name: 'Nouvelle famille' }));
  await user.type(field('Nom de la famille'), 'Zaoui');
  await user.selectOptions(field("Lien avec l'élève"), 'père');
  await user.type(field('Nom du tuteur'), 'Zaoui');
  await user.type(field('Prénom du tuteur'), 'Hicham');
  await user.type(field('Téléphone'), '+212 661 22 33 44');
  await user.type(field('E-mail'), 'h.zaoui@example.ma');
}

const submit = (user: UserEvent, name = 'Créer l’élève') =>
  user.click(screen.getByRole('button', { name: name.replace('’', "'") }));

describe('student form (create and edit)', () => {
  it('the list’s "Nouvel élève" opens the form; an empty submit shows translated messages under the fields', async () => {
    const { user, router } = await renderSignedIn('admin', '/fullstudents');
    await user.click(await screen.findByRole('link', { name: 'Nouvel élève' }));
    expect(await findPageTitle('Nouvel élève')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/studentdetails/new');
    await submit(user);
    await waitFor(() =>
      expect(field('Nom (latin)')).toHaveAccessibleDescription('Ce champ est obligatoire.'),
    );
    expect(field('Nom (latin)')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Prénom (arabe)')).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(screen.getByText('Choisissez une famille ou créez-en une.')).toBeInTheDocument();
    await user.type(field('N° Massar'), 'AB12');
    await user.type(field('Date de naissance'), '2999-01-01');
    await submit(user);
    await waitFor(() =>
      expect(field('N° Massar')).toHaveAccessibleDescription(
        expect.stringContaining('Une lettre suivie de 9 chiffres.'),
      ),
    );
    expect(field('Date de naissance')).toHaveAccessibleDescription(
      'La date de naissance ne peut pas être dans le futur.',
    );
    await user.clear(field('Date de naissance'));
    await user.type(field('Date de naissance'), '1990-01-01');
    await submit(user);
    await waitFor(() =>
      expect(field('Date de naissance')).toHaveAccessibleDescription(
        "L'âge doit être compris entre 2 et 20 ans.",
      ),
    );
    await user.click(screen.getByRole('radio', { name: 'Nouvelle famille' }));
    await user.type(field('Téléphone'), 'abc');
    await submit(user);
    await waitFor(() =>
      expect(field('Téléphone')).toHaveAccessibleDescription('Saisissez un numéro de téléphone valide.'),
    );
    expect(field('Nom de la famille')).toHaveAccessibleDescription('Ce champ est obligatoire.');
  });

  it('counts a class’s seats as the enrolment dialog does: attending and expected children, "complète" when full', async () => {
    const ce1 = db.data.levels.find((level) => level.code === 'CE1')!;
    const cls = db.data.classes.find((c) => c.branchId === 1 && c.yearId === 2 && c.levelId === ce1.id)!;
    const seated = db.data.enrolments.filter((e) => e.classId === cls.id && e.status !== 'left');
    // One child of the class is expected (not arrived yet): the seat is taken all the same.
    seated[0]!.status = 'expected';
    cls.capacity = seated.length;
    const { user } = await renderSignedIn('admin', '/studentdetails/new');
    await formLoaded();
    expect(await findPageTitle('Nouvel élève')).toBeInTheDocument();
    await user.selectOptions(field('Niveau'), String(ce1.id));
    await waitFor(() => expect(field('Classe')).toBeEnabled());
    const option = within(field('Classe')).getByRole('option', { name: new RegExp(`^${cls.name} `) });
    expect(option).toHaveTextContent(`${cls.name} (${seated.length}/${seated.length}, complète)`);
  });

  it('creates a student in a new family, opens their record, and the full list finds them', async () => {
    const { user, router } = await renderSignedIn('admin', '/studentdetails/new');
    await formLoaded();
    await findPageTitle('Nouvel élève');
    await fillIdentity(user);
    await newFamily(user);
    await user.type(field('Allergies'), 'lait, kiwi');
    await submit(user);
    expect(await findPageTitle('Zaoui Ines')).toBeInTheDocument();
    const created = db.data.students.find((student) => student.massar === 'K123456789')!;
    expect(router.state.location.search).toBe(`?id=${created.studentid}`);
    expect(created.medical?.allergies).toEqual(['lait', 'kiwi']);
    expect(db.data.families.find((family) => family.id === created.familyId)?.guardians[0]).toMatchObject({
      firstname_fr: 'Hicham',
      phone: '+212 661 22 33 44',
    });
    await router.navigate('/fullstudents?q=ines%20zaoui');
    const table = await screen.findByRole('table', { name: 'Liste des élèves' });
    await waitFor(() =>
      expect(within(table).getByRole('link', { name: /Zaoui Ines/ })).toHaveAttribute(
        'href',
        `/studentdetails?id=${created.studentid}`,
      ),
    );
  });

  it('picks an existing family by searching its name', async () => {
    const { user } = await renderSignedIn('admin', '/studentdetails/new');
    await formLoaded();
    await findPageTitle('Nouvel élève');
    await fillIdentity(user, { 'Nom (latin)': 'El Idrissi' });
    await user.type(screen.getByRole('searchbox', { name: /Rechercher une famille/ }), 'idrissi');
    await user.click(await screen.findByRole('button', { name: 'Choisir El Idrissi' }));
    expect(screen.getByText('Famille choisie : El Idrissi')).toBeInTheDocument();
    await submit(user);
    expect(await findPageTitle('El Idrissi Ines')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Famille et fratrie' }));
    const siblings = screen.getByRole('region', { name: 'Frères et sœurs' });
    expect(within(siblings).getByRole('link', { name: 'El Idrissi Yasmine' })).toBeInTheDocument();
  });

  it('shows the duplicate Massar answer (409) under the field', async () => {
    const { user } = await renderSignedIn('admin', '/studentdetails/new');
    await formLoaded();
    await findPageTitle('Nouvel élève');
    await fillIdentity(user, { 'N° Massar': 'J130245871' });
    await newFamily(user);
    await submit(user);
    await waitFor(() =>
      expect(field('N° Massar')).toHaveAccessibleDescription(
        expect.stringContaining('Ce numéro Massar est déjà attribué à un autre élève.'),
      ),
    );
    // The form shows once the record's levels and classes are loaded.
    expect(await screen.findByLabelText(/^N° Massar( \*)?$/)).toHaveValue('J130245871');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Nouvel élève');
  });

  it('a failed save (500) keeps every value typed', async () => {
    server.use(
      http.post('*/api/students', () => HttpResponse.json({ message: 'Erreur serveur' }, { status: 500 })),
    );
    const { user } = await renderSignedIn('admin', '/studentdetails/new');
    await formLoaded();
    await findPageTitle('Nouvel élève');
    await fillIdentity(user);
    await newFamily(user);
    await user.type(field('Régime alimentaire'), 'végétarien');
    await submit(user);
    expect(
      await screen.findByText('L’enregistrement a échoué. Vos saisies sont conservées, réessayez.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Erreur serveur')).not.toBeInTheDocument();
    expect(field('Nom (latin)')).toHaveValue('Zaoui');
    expect(field('Prénom (arabe)')).toHaveValue('إيناس');
    expect(field('N° Massar')).toHaveValue('k123456789');
    expect(field('Date de naissance')).toHaveValue('2019-04-12');
    expect(field('Nom de la famille')).toHaveValue('Zaoui');
    expect(field('E-mail')).toHaveValue('h.zaoui@example.ma');
    expect(field('Régime alimentaire')).toHaveValue('végétarien');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Nouvel élève');
  });

  it('a refused save (422) shows each field’s error code under the field, translated', async () => {
    server.use(
      http.post('*/api/students', () =>
        HttpResponse.json(
          {
            message: 'Validation failed',
            code: 'VALIDATION_ERROR',
            errors: {
              // A code the portal does not know yet still says the value was refused.
              classId: 'CLASS_NOT_OFFERED',
              massar: 'INVALID_MASSAR',
            },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = await renderSignedIn('admin', '/studentdetails/new');
    await formLoaded();
    await findPageTitle('Nouvel élève');
    await fillIdentity(user);
    await newFamily(user);
    await submit(user);
    await waitFor(() =>
      expect(field('Classe')).toHaveAccessibleDescription('Valeur refusée par le serveur.'),
    );
    expect(field('N° Massar')).toHaveAccessibleDescription(
      expect.stringContaining('Une lettre suivie de 9 chiffres.'),
    );
    expect(field('Nom (latin)')).toHaveValue('Zaoui');
  });

  it('asks before leaving with unsaved changes, and stays when told to', async () => {
    const { user, router } = await renderSignedIn('admin', '/studentdetails/new');
    await formLoaded();
    await findPageTitle('Nouvel élève');
    await user.type(field('Nom (latin)'), 'Zaoui');
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quitter sans enregistrer ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/studentdetails/new');
    expect(field('Nom (latin)')).toHaveValue('Zaoui');
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Quitter sans enregistrer ?' })).getByRole('button', {
        name: 'Quitter la page',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/fullstudents'));
  });

  it('edits a student: the form starts from the record, saving returns to the details', async () => {
    const { user, router } = await renderSignedIn('admin', '/studentdetails?id=101');
    await findPageTitle('El Idrissi Yasmine');
    await user.click(screen.getByRole('link', { name: 'Modifier la fiche d’El Idrissi Yasmine' }));
    expect(await findPageTitle('Modifier El Idrissi Yasmine')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/studentdetails/101/edit');
    // The form shows once the record's levels and classes are loaded.
    expect(await screen.findByLabelText(/^N° Massar( \*)?$/)).toHaveValue('J130245871');
    expect(screen.getByText('Famille choisie : El Idrissi')).toBeInTheDocument();
    await waitFor(() => expect(field('Classe')).toHaveDisplayValue(/^CM1 A/));
    await user.clear(field('Prénom (latin)'));
    await user.type(field('Prénom (latin)'), 'Yasmina');
    await user.selectOptions(field('Statut'), 'left');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await findPageTitle('El Idrissi Yasmina')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?id=101');
    expect(screen.getAllByText('Parti').length).toBeGreaterThan(0);
  });

  it('an address bookmarked in the older ?new=1 shape opens the new student form', async () => {
    const { router } = await renderSignedIn('admin', '/studentdetails?new=1');
    expect(await findPageTitle('Nouvel élève')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/studentdetails/new');
  });

  it('an address bookmarked in the older ?id=&edit=1 shape opens the student’s form', async () => {
    const { router } = await renderSignedIn('admin', '/studentdetails?id=101&edit=1');
    expect(await findPageTitle('Modifier El Idrissi Yasmine')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/studentdetails/101/edit');
  });
});
