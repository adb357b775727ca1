import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { db } from '../../mocks/core/db';
import { server } from '../../mocks/node';
import { installBrowserBridges } from '../../../tests/helpers/browserBridges';
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
import { selectBranch, selectYear } from '../../session/auth.slice';

/** A family of branch 1 with at least three children, all in branch 1 (siblings to follow). */
export function bigFamily() {
  const byFamily = new Map<number, number[]>();
  for (const student of db.data.students) {
    byFamily.set(student.familyId, [...(byFamily.get(student.familyId) ?? []), student.studentid]);
  }
  const [, ids] = [...byFamily].find(
    ([, members]) =>
      members.length >= 3 &&
      members.every((id) => db.data.students.find((student) => student.studentid === id)!.branchId === 1),
  )!;
  return ids.map((id) => db.data.students.find((student) => student.studentid === id)!);
}

const familyOf101 = () => db.data.students.find((student) => student.studentid === 101)!.familyId;

const name = (student: { lastname_fr: string; firstname_fr: string }) =>
  `${student.lastname_fr} ${student.firstname_fr}`;

describe('student details', () => {
  it('shows the header and the overview of Yasmine El Idrissi, with her enrolment history', async () => {
    await renderSignedIn('admin', '/studentdetails?id=101');
    expect(await findPageTitle('El Idrissi Yasmine')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Aperçu' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('J130245871')).toBeInTheDocument();
    // The year is isolated left-to-right in the sentence (DESIGN-SYSTEM.md "Mixed scripts").
    expect(screen.getAllByText('CM1 A · \u20662026-2027\u2069').length).toBeGreaterThan(0);
    const history = screen.getByRole('table', { name: 'Historique des inscriptions' });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '2026-2027',
      '2025-2026',
    ]);
    expect(screen.getByRole('link', { name: 'Modifier la fiche d’El Idrissi Yasmine' })).toHaveAttribute(
      'href',
      '/studentdetails/101/edit',
    );
  });

  it('Family & siblings lists the other children as links, and following one opens their record', async () => {
    const [first, ...others] = bigFamily();
    const { user, router } = await renderSignedIn('admin', `/studentdetails?id=${first!.studentid}`);
    await findPageTitle(name(first!));
    await user.click(screen.getByRole('tab', { name: 'Famille et fratrie' }));
    expect(router.state.location.search).toContain('tab=family');
    const siblings = screen.getByRole('region', { name: 'Frères et sœurs' });
    for (const sibling of others) {
      expect(within(siblings).getByRole('link', { name: name(sibling) })).toHaveAttribute(
        'href',
        `/studentdetails?id=${sibling.studentid}`,
      );
    }
    expect(within(siblings).queryByRole('link', { name: name(first!) })).toBeNull();
    await user.click(within(siblings).getByRole('link', { name: name(others[0]!) }));
    expect(await findPageTitle(name(others[0]!))).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?id=${others[0]!.studentid}`);
    expect(screen.getByRole('tab', { name: 'Aperçu' })).toHaveAttribute('aria-selected', 'true');
  });

  it('a sibling in another branch is named without a link', async () => {
    await renderSignedIn('admin', '/studentdetails?id=101&tab=family');
    const siblings = await screen.findByRole('region', { name: 'Frères et sœurs' });
    expect(within(siblings).getByText('El Idrissi Adam')).toBeInTheDocument();
    expect(within(siblings).queryByRole('link')).toBeNull();
    expect(within(siblings).getByText(/autre établissement/)).toBeInTheDocument();
  });

  it('Guardians shows relation, priority, tel: and mailto: links, finances and portal account, and emergency contacts', async () => {
    await renderSignedIn('admin', '/studentdetails?id=101&tab=guardians');
    const guardians = await screen.findByRole('region', { name: 'Tuteurs' });
    const items = within(guardians).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const karim = items[0]!;
    expect(within(karim).getByRole('heading', { level: 3 })).toHaveTextContent('Karim El Idrissi');
    expect(within(karim).getByText('Père')).toBeInTheDocument();
    const phone = within(karim).getByRole('link', { name: /\+212/ });
    expect(phone.getAttribute('href')).toMatch(/^tel:\+212\d{9}$/);
    expect(within(karim).getByRole('link', { name: 'parent@demo.test' })).toHaveAttribute(
      'href',
      'mailto:parent@demo.test',
    );
    // Karim has a portal account, Nadia does not.
    expect(within(karim).getAllByText('Oui')).toHaveLength(2);
    expect(within(items[1]!).getByText('Mère')).toBeInTheDocument();
    const emergency = screen.getByRole('region', { name: "Contacts d'urgence" });
    expect(within(emergency).getByText('Fatima El Idrissi')).toBeInTheDocument();
  });

  it('Medical shows the allergies; Documents the checklist with states; Notes as plain text', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    db.data.studentNotes.push({
      id: 9999,
      studentId: 101,
      authorId: 1,
      author: 'Samira Benali',
      createdAt: '2026-11-21T10:00:00Z',
      text: '<b>pas du HTML</b>',
    });
    try {
      const { user } = await renderSignedIn('admin', '/studentdetails?id=101&tab=medical');
      expect(await screen.findByText('arachides')).toBeInTheDocument();
      await user.click(screen.getByRole('tab', { name: 'Documents' }));
      const checklist = await screen.findByRole('region', { name: 'Documents attendus' });
      const row = (label: string) => within(checklist).getByText(label).closest('li')!;
      expect(within(row('Extrait d’acte de naissance')).getByText('Valide')).toBeInTheDocument();
      // Yasmine's certificate expires 90 days after the rentrée (6 December 2026): within 30 days.
      expect(within(row('Certificat médical')).getByText('Expire bientôt')).toBeInTheDocument();
      expect(within(row('Certificat médical')).getByText(/expire le 6 décembre 2026/)).toBeInTheDocument();
      expect(within(row('Assurance scolaire')).getByText('Non fourni')).toBeInTheDocument();
      // Guardian and application types are not a student's.
      expect(within(checklist).queryByText('CIN du tuteur')).toBeNull();
      await user.click(screen.getByRole('tab', { name: 'Notes' }));
      expect(await screen.findByText('<b>pas du HTML</b>')).toBeInTheDocument();
      expect(document.querySelector('.whitespace-pre-wrap b')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('edits the medical information in place', async () => {
    const { user } = await renderSignedIn('admin', '/studentdetails?id=101&tab=medical');
    await user.click(await screen.findByRole('button', { name: 'Modifier les informations médicales' }));
    const form = screen.getByRole('form', { name: 'Modifier les informations médicales' });
    const allergies = within(form).getByLabelText(/^Allergies/);
    expect(allergies).toHaveValue('arachides');
    await user.type(allergies, ', kiwi');
    await user.type(within(form).getByLabelText(/^Régime alimentaire/), 'sans gluten');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('arachides, kiwi')).toBeInTheDocument();
    expect(screen.getByText('sans gluten')).toBeInTheDocument();
    expect(db.data.students.find((s) => s.studentid === 101)?.medical).toMatchObject({
      allergies: ['arachides', 'kiwi'],
      diet: 'sans gluten',
    });
  });

  it('adds a staff note, shown first with its author', async () => {
    const { user } = await renderSignedIn('admin', '/studentdetails?id=101&tab=notes');
    const form = await screen.findByRole('form', { name: 'Ajouter une note' });
    await user.click(within(form).getByRole('button', { name: 'Ajouter' }));
    expect(await within(form).findByText('Ce champ est obligatoire.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Note/), 'Appel de la mère : <i>rendez-vous</i> lundi.');
    await user.click(within(form).getByRole('button', { name: 'Ajouter' }));
    const list = screen.getByRole('region', { name: 'Notes du personnel' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Samira Benali'));
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      'Appel de la mère : <i>rendez-vous</i> lundi.',
    );
    expect(within(form).getByLabelText(/^Note/)).toHaveValue('');
  });

  it('uploads a document: checks the file type, asks the expiry date of a type that has one', async () => {
    // The file's bytes reach the demo API as a browser sends them: it checks the content (Uploads by content).
    onTestFinished(installBrowserBridges());
    const { user } = await renderSignedIn('admin', '/studentdetails?id=101&tab=documents');
    const form = await screen.findByRole('form', { name: 'Déposer un document' });
    await user.selectOptions(within(form).getByLabelText(/^Type de document/), '5');
    const file = within(form).getByLabelText(/^Fichier/);
    // The picker offers PDF and images only; a file dropped past it is still checked.
    await userEvent
      .setup({ applyAccept: false })
      .upload(file, new File(['<html>'], 'page.html', { type: 'text/html' }));
    await user.click(within(form).getByRole('button', { name: 'Déposer' }));
    expect(
      await within(form).findByText('Seuls les PDF et les images JPEG, PNG ou WebP sont acceptés.'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Date d'expiration/)).toHaveAccessibleDescription(
      'Ce champ est obligatoire.',
    );
    await user.upload(file, new File(['%PDF-1.4'], 'assurance.pdf', { type: 'application/pdf' }));
    await user.type(within(form).getByLabelText(/^Date d'expiration/), '2027-08-31');
    await user.click(within(form).getByRole('button', { name: 'Déposer' }));
    const uploaded = screen.getByRole('region', { name: 'Documents déposés' });
    // (jsdom's multipart drops file names on the way to the node demo API: the type and signature are checked.)
    await waitFor(() =>
      expect(within(uploaded).getAllByRole('listitem')[0]).toHaveTextContent(
        /Assurance scolaire · déposé par Samira Benali .* expire le 31 août 2027/,
      ),
    );
    const checklist = screen.getByRole('region', { name: 'Documents attendus' });
    const row = within(checklist).getByText('Assurance scolaire').closest('li')!;
    await waitFor(() => expect(within(row).getByText('Valide')).toBeInTheDocument());
  });

  it('Documents: each uploaded document downloads under its name; a failed download says so and keeps the page', async () => {
    const saved: Array<{ name: string; type: string; size: number }> = [];
    const jsdomUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    const blobs = new Map<string, Blob>();
    URL.createObjectURL = (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    };
    URL.revokeObjectURL = () => undefined;
    const removeBridges = installBrowserBridges();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      const blob = blobs.get(this.href)!;
      saved.push({ name: this.download, type: blob.type, size: blob.size });
    });
    try {
      const seeded = db.data.studentDocuments.find((document) => document.studentId === 101)!;
      const { user } = await renderSignedIn('admin', '/studentdetails?id=101&tab=documents');
      const uploaded = await screen.findByRole('region', { name: 'Documents déposés' });
      await user.click(within(uploaded).getByRole('button', { name: `Télécharger ${seeded.fileName}` }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]).toMatchObject({ name: seeded.fileName, type: 'application/pdf' });
      expect(saved[0]!.size).toBeGreaterThan(300);

      server.use(
        http.get('*/api/students/:id/documents/:documentId/file', () =>
          HttpResponse.json({ message: 'Boom' }, { status: 500 }),
        ),
      );
      await user.click(within(uploaded).getByRole('button', { name: `Télécharger ${seeded.fileName}` }));
      expect(
        await screen.findByText(`« ${seeded.fileName} » n’a pas pu être téléchargé. Veuillez réessayer.`),
      ).toBeInTheDocument();
      expect(saved).toHaveLength(1);
      expect(within(uploaded).getByRole('button', { name: `Télécharger ${seeded.fileName}` })).toBeEnabled();
    } finally {
      removeBridges();
      click.mockRestore();
      URL.createObjectURL = jsdomUrls.create;
      URL.revokeObjectURL = jsdomUrls.revoke;
    }
  });

  it('Documents: a download refused because the session expired ends the session like any other call (Error catalogue)', async () => {
    server.use(
      http.get('*/api/students/:id/documents/:documentId/file', () =>
        HttpResponse.json({ message: 'Token expired or invalid' }, { status: 401 }),
      ),
    );
    const removeBridges = installBrowserBridges();
    onTestFinished(removeBridges);
    const seeded = db.data.studentDocuments.find((document) => document.studentId === 101)!;
    const { user, router } = await renderSignedIn('admin', '/studentdetails?id=101&tab=documents');
    const uploaded = await screen.findByRole('region', { name: 'Documents déposés' });
    await user.click(within(uploaded).getByRole('button', { name: `Télécharger ${seeded.fileName}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(await screen.findByText('Votre session a expiré. Veuillez vous reconnecter.')).toBeInTheDocument();
  });

  it('Guardians: the office adds a guardian (checked, first to call), edits one, and removes one after confirming', async () => {
    const { user } = await renderSignedIn('admin', '/studentdetails?id=101&tab=guardians');
    const region = await screen.findByRole('region', { name: 'Tuteurs' });
    const countBefore = within(region).getAllByRole('heading', { level: 3 }).length;
    await user.click(within(region).getByRole('button', { name: 'Ajouter un tuteur' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau tuteur de la famille' });
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le tuteur' }));
    expect(within(dialog).getByLabelText(/^Nom du tuteur/)).toHaveAccessibleDescription(
      'Ce champ est obligatoire.',
    );
    await user.type(within(dialog).getByLabelText(/^Nom du tuteur/), 'Ouazzani');
    await user.type(within(dialog).getByLabelText(/^Prénom du tuteur/), 'Zakaria');
    await user.type(within(dialog).getByLabelText(/^Prénom \(arabe\)/), 'كريم');
    await user.selectOptions(within(dialog).getByLabelText(/^Lien/), 'tuteur');
    await user.type(within(dialog).getByLabelText(/^Téléphone/), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le tuteur' }));
    expect(within(dialog).getByLabelText(/^Téléphone/)).toHaveAccessibleDescription(
      expect.stringMatching(/téléphone/i),
    );
    await user.clear(within(dialog).getByLabelText(/^Téléphone/));
    await user.type(within(dialog).getByLabelText(/^Téléphone/), '+212 661 22 33 44');
    await user.selectOptions(within(dialog).getByLabelText(/^Priorité d'appel/), '1');
    await user.click(within(dialog).getByRole('checkbox', { name: /finances de la famille/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le tuteur' }));
    expect(await screen.findByText('Tuteur Zakaria Ouazzani enregistré.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(region).getAllByRole('heading', { level: 3 })).toHaveLength(countBefore + 1),
    );
    expect(within(region).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('Zakaria Ouazzani');
    const family = db.data.families.find((f) => f.id === familyOf101())!;
    expect(family.guardians.find((g) => g.firstname_fr === 'Zakaria')).toMatchObject({
      priority: 1,
      canSeeFinances: true,
      firstname_ar: 'كريم',
    });

    await user.click(within(region).getByRole('button', { name: 'Modifier Zakaria Ouazzani' }));
    const edit = await screen.findByRole('dialog', { name: 'Modifier Zakaria Ouazzani' });
    expect(within(edit).getByLabelText(/^Téléphone/)).toHaveValue('+212 661 22 33 44');
    await user.clear(within(edit).getByLabelText(/^Téléphone/));
    await user.type(within(edit).getByLabelText(/^Téléphone/), '0522 11 22 33');
    await user.click(within(edit).getByRole('button', { name: 'Enregistrer le tuteur' }));
    await waitFor(() =>
      expect(within(region).getByRole('link', { name: /0522 11 22 33/ })).toBeInTheDocument(),
    );

    await user.click(within(region).getByRole('button', { name: 'Retirer Zakaria Ouazzani' }));
    const confirm = await screen.findByRole('dialog', { name: 'Retirer ce tuteur ?' });
    await user.click(within(confirm).getByRole('button', { name: 'Retirer' }));
    await waitFor(() =>
      expect(within(region).getAllByRole('heading', { level: 3 })).toHaveLength(countBefore),
    );
    expect(within(region).queryByText(/Zakaria Ouazzani/)).not.toBeInTheDocument();
  }, 30_000);

  it('Guardians: a failed save keeps what was typed in the dialog', async () => {
    server.use(
      http.post('*/api/students/:id/guardians', () =>
        HttpResponse.json({ message: 'Boom' }, { status: 500 }),
      ),
    );
    const { user } = await renderSignedIn('admin', '/studentdetails?id=101&tab=guardians');
    const region = await screen.findByRole('region', { name: 'Tuteurs' });
    await user.click(within(region).getByRole('button', { name: 'Ajouter un tuteur' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau tuteur de la famille' });
    await user.type(within(dialog).getByLabelText(/^Nom du tuteur/), 'Ouazzani');
    await user.type(within(dialog).getByLabelText(/^Prénom du tuteur/), 'Zakaria');
    await user.selectOptions(within(dialog).getByLabelText(/^Lien/), 'père');
    await user.type(within(dialog).getByLabelText(/^Téléphone/), '0661223344');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le tuteur' }));
    expect(
      await screen.findByText('L’enregistrement a échoué. Vos saisies sont conservées, réessayez.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Nom du tuteur/)).toHaveValue('Ouazzani');
    expect(within(dialog).getByLabelText(/^Téléphone/)).toHaveValue('0661223344');
    const family = db.data.families.find((f) => f.id === familyOf101())!;
    expect(family.guardians.some((g) => g.lastname_fr === 'Ouazzani')).toBe(false);
  });

  it('Photo: the office adds a photo (images only, checked before sending), sees it, then removes it', async () => {
    const removeBridges = installBrowserBridges();
    onTestFinished(removeBridges);
    const student = db.data.students.find((s) => s.branchId === 1 && !s.hasPhoto)!;
    const name = `${student.firstname_fr} ${student.lastname_fr}`;
    const { user } = await renderSignedIn('admin', `/studentdetails?id=${student.studentid}`);
    await findPageTitle(`${student.lastname_fr} ${student.firstname_fr}`);
    // No photo: the initials stand in, named for what they are.
    expect(screen.getByRole('img', { name: `Photo de ${name}` })).toHaveAttribute('data-initials');
    const input = screen.getByTestId('photo-input');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['<svg onload=alert(1)>'], 'x.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Seules les images JPEG, PNG ou WebP sont acceptées.',
    );
    const png = Uint8Array.from(
      atob(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      ),
      (c) => c.charCodeAt(0),
    );
    await user.upload(input, new File([png], 'photo.png', { type: 'image/png' }));
    expect(await screen.findByText('Photo enregistrée.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('img', { name: `Photo de ${name}` })).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/png;base64,/),
      ),
    );
    expect(student.hasPhoto).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Retirer la photo' }));
    const confirm = await screen.findByRole('dialog', { name: 'Retirer la photo ?' });
    await user.click(within(confirm).getByRole('button', { name: 'Retirer la photo' }));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: `Photo de ${name}` })).toHaveAttribute('data-initials'),
    );
    expect(student.hasPhoto).toBe(false);
  }, 30_000);

  it('shows a not-found state for an unknown or malformed id', async () => {
    await renderSignedIn('admin', '/studentdetails?id=999999');
    expect(await screen.findByText('Aucun élève ne correspond à ce lien.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la liste des élèves' })).toHaveAttribute(
      'href',
      '/fullstudents',
    );
  });

  it('a failed load shows the error with a retry that recovers', async () => {
    let fail = true;
    server.use(
      http.get('*/api/students/:id', () =>
        fail ? HttpResponse.json({ message: 'down' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = await renderSignedIn('admin', '/studentdetails?id=101');
    expect(await screen.findByText("La fiche de l'élève n'a pas pu être chargée.")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await findPageTitle('El Idrissi Yasmine')).toBeInTheDocument();
  });

  it('refetches for the year selected: the previous year shows that year’s class', async () => {
    const { store } = await renderSignedIn('admin', '/studentdetails?id=101');
    await findPageTitle('El Idrissi Yasmine');
    expect(screen.getAllByText('CM1 A · \u20662026-2027\u2069').length).toBeGreaterThan(0);
    act(() => {
      store.dispatch(selectYear({ schoolyearid: 1, description: '2025-2026' }));
    });
    await waitFor(() =>
      expect(screen.getAllByText('CE2 A · \u20662025-2026\u2069').length).toBeGreaterThan(0),
    );
  });

  it('refetches when the branch changes, and says the student belongs to another branch', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/students/101') requests.push(request.url);
    });
    const { store } = await renderSignedIn('admin', '/studentdetails?id=101');
    await findPageTitle('El Idrissi Yasmine');
    expect(screen.queryByRole('note')).toBeNull();
    const before = requests.length;
    act(() => {
      store.dispatch(
        selectBranch({
          schoolbranchid: 2,
          branchname: 'Rabat Agdal',
          school: { schoolname: 'Groupe Scolaire Al Amal' },
          years: [{ schoolyearid: 2, description: '2026-2027' }],
        }),
      );
    });
    expect(
      await screen.findByText('Cet élève est inscrit dans un autre établissement que celui sélectionné.'),
    ).toBeInTheDocument();
    expect(requests.length).toBeGreaterThan(before);
    server.events.removeAllListeners();
  });

  it('each row of the full list links to the student’s details', async () => {
    const { user } = await renderSignedIn('admin', '/fullstudents?q=yasmine%20el%20idrissi');
    const table = await screen.findByRole('table', { name: 'Liste des élèves' });
    const link = await within(table).findByRole('link', { name: /El Idrissi Yasmine/ });
    expect(link).toHaveAttribute('href', '/studentdetails?id=101');
    await user.click(link);
    expect(await findPageTitle('El Idrissi Yasmine')).toBeInTheDocument();
  }, 40_000);
});
