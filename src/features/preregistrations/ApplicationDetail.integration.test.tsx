import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderSignedIn } from '../../../tests/helpers/shell';
import { db } from '../../mocks/core/db';
import { server } from '../../mocks/node';

function firstWith(status: string) {
  const application = db.data.applications.find((a) => a.branchId === 1 && a.status === status);
  if (!application) throw new Error(`no ${status} application`);
  return application;
}

const detailName = (reference: string) => `Dossier ${reference}`;

async function openDetail(status: string) {
  const application = firstWith(status);
  const app = await renderSignedIn('admin', `/preregistrations?id=${application.id}`);
  const dialog = await screen.findByRole('dialog', { name: detailName(application.reference) });
  await within(dialog).findByText(/sur \d+ reçues/);
  return {
    ...app,
    application,
    dialog: () => screen.getByRole('dialog', { name: detailName(application.reference) }),
  };
}

/** Clicks an action of the detail and confirms it in its dialog, typing the reason when given. */
async function runAction(
  user: Awaited<ReturnType<typeof openDetail>>['user'],
  dialog: () => HTMLElement,
  action: string,
  reason?: string,
) {
  await user.click(within(dialog()).getByRole('button', { name: action }));
  const confirm = await screen.findByRole('dialog', { name: new RegExp(`^${action} : `) });
  if (reason) await user.type(within(confirm).getByRole('textbox'), reason);
  await user.click(within(confirm).getByRole('button', { name: action }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: new RegExp(`^${action} : `) })).toBeNull());
}

describe('application detail', () => {
  it('opens from a row with ?id= in the URL: child, guardians, documents, history; closing keeps the filters', async () => {
    const application = firstWith('under_review');
    const { user, router } = await renderSignedIn('admin', '/preregistrations?status=under_review');
    const table = await screen.findByRole('table', { name: 'Préinscriptions' });
    await user.click(
      await within(table).findByRole('link', {
        name: new RegExp(`${application.lastname_fr} ${application.firstname_fr}`),
      }),
    );
    await waitFor(() => expect(router.state.location.search).toContain(`id=${application.id}`));
    const dialog = await screen.findByRole('dialog', { name: detailName(application.reference) });
    const guardian = application.guardians[0]!;
    expect(await within(dialog).findByText(guardian.email)).toBeInTheDocument();
    expect(within(dialog).getByText('Historique')).toBeInTheDocument();
    expect(within(dialog).getAllByText("À l'étude").length).toBeGreaterThan(0);
    expect(within(dialog).getByRole('checkbox', { name: "Extrait d'acte de naissance" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=under_review'));
  });

  it('toggles a document of the checklist (saved by the API)', async () => {
    const { user, dialog, application } = await openDetail('submitted');
    const document = application.documents[0]!;
    const before = document.received;
    const box = within(dialog()).getByRole('checkbox', { name: "Extrait d'acte de naissance" });
    await user.click(box);
    await waitFor(() =>
      expect(db.data.applications.find((a) => a.id === application.id)!.documents[0]!.received).toBe(!before),
    );
    await waitFor(() =>
      expect(within(dialog()).getByRole('checkbox', { name: "Extrait d'acte de naissance" })).toHaveProperty(
        'checked',
        !before,
      ),
    );
  });

  it('moves an application through review, waiting list, acceptance and withdrawal, each confirmed', async () => {
    const { user, dialog, application } = await openDetail('submitted');
    const stored = () => db.data.applications.find((a) => a.id === application.id)!;
    // Only the allowed changes are offered.
    expect(within(dialog()).queryByRole('button', { name: 'Accepter' })).toBeNull();
    await runAction(user, dialog, "Mettre à l'étude");
    await waitFor(() => expect(stored().status).toBe('under_review'));
    expect(
      await screen.findByText(
        `Dossier de ${application.firstname_fr} ${application.lastname_fr} : À l'étude.`,
      ),
    ).toBeInTheDocument();
    await within(await screen.findByRole('dialog', { name: detailName(application.reference) })).findByRole(
      'button',
      { name: "Mettre en liste d'attente" },
    );
    await runAction(user, dialog, "Mettre en liste d'attente", 'Classe complète');
    await waitFor(() => expect(stored().status).toBe('waitlisted'));
    expect(stored().history.at(-1)).toMatchObject({ by: 'Samira Benali', reason: 'Classe complète' });
    await within(await screen.findByRole('dialog', { name: detailName(application.reference) })).findByRole(
      'button',
      { name: 'Accepter' },
    );
    await runAction(user, dialog, 'Accepter');
    await waitFor(() => expect(stored().status).toBe('accepted'));
    await within(await screen.findByRole('dialog', { name: detailName(application.reference) })).findByRole(
      'button',
      { name: 'Inscrire' },
    );
    await runAction(user, dialog, 'Marquer comme retiré');
    await waitFor(() => expect(stored().status).toBe('withdrawn'));
    expect(
      await within(await screen.findByRole('dialog', { name: detailName(application.reference) })).findByText(
        'Ce dossier est clos : aucune action possible.',
      ),
    ).toBeInTheDocument();
  });

  it('cancelling the confirmation changes nothing', async () => {
    const { user, dialog, application } = await openDetail('under_review');
    await user.click(within(dialog()).getByRole('button', { name: 'Accepter' }));
    const confirm = await screen.findByRole('dialog', { name: /^Accepter : / });
    await user.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    await screen.findByRole('dialog', { name: detailName(application.reference) });
    expect(db.data.applications.find((a) => a.id === application.id)!.status).toBe('under_review');
  });

  it('rejecting requires a reason, which the history then shows', async () => {
    const { user, dialog, application } = await openDetail('under_review');
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') requests.push(new URL(request.url).pathname);
    });
    await user.click(within(dialog()).getByRole('button', { name: 'Refuser' }));
    const confirm = await screen.findByRole('dialog', { name: /^Refuser : / });
    await user.click(within(confirm).getByRole('button', { name: 'Refuser' }));
    expect(await within(confirm).findByRole('textbox', { name: /Motif/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(requests).toEqual([]);
    await user.type(within(confirm).getByRole('textbox', { name: /Motif/ }), 'Dossier incomplet');
    await user.click(within(confirm).getByRole('button', { name: 'Refuser' }));
    await waitFor(() =>
      expect(db.data.applications.find((a) => a.id === application.id)!.status).toBe('rejected'),
    );
    const detail = await screen.findByRole('dialog', { name: detailName(application.reference) });
    expect(await within(detail).findByText('Motif : Dossier incomplet')).toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('a refused change (409) shows the translated message in a toast and keeps the dialog open', async () => {
    server.use(
      http.post('*/api/applications/:id/transitions', () =>
        HttpResponse.json(
          { message: 'An application cannot go', code: 'TRANSITION_NOT_ALLOWED' },
          { status: 409 },
        ),
      ),
    );
    const { user, dialog } = await openDetail('under_review');
    await user.click(within(dialog()).getByRole('button', { name: 'Accepter' }));
    const confirm = await screen.findByRole('dialog', { name: /^Accepter : / });
    await user.click(within(confirm).getByRole('button', { name: 'Accepter' }));
    const message = "Ce changement de statut n'est pas possible depuis le statut actuel du dossier.";
    await waitFor(() => expect(screen.getAllByText(message).length).toBe(2));
    expect(screen.getByRole('dialog', { name: /^Accepter : / })).toBeInTheDocument();
  });

  it('enrols an accepted application in a class with seats: the student then appears in GET students', async () => {
    // A file with a missing document and unpaid file fees: enrolling asks first, naming what is missing.
    const incomplete = firstWith('accepted');
    incomplete.documents = incomplete.documents.map((document, index) => ({
      ...document,
      received: index !== 0,
    }));
    incomplete.feePaid = false;
    const { user, dialog, application, token } = await openDetail('accepted');
    await user.click(within(dialog()).getByRole('button', { name: 'Inscrire' }));
    const name = `${application.firstname_fr} ${application.lastname_fr}`;
    const enrol = await screen.findByRole('dialog', { name: `Inscrire ${name}` });
    const radios = await within(enrol).findAllByRole('radio');
    const open = radios.find((radio) => !(radio as HTMLInputElement).disabled)!;
    await user.click(open);
    await user.click(within(enrol).getByRole('button', { name: 'Inscrire' }));
    expect(await within(enrol).findByRole('alert')).toHaveTextContent(
      /^Le dossier est incomplet : .+, frais de dossier non payés\. Inscrire quand même \?$/,
    );
    expect(db.data.applications.find((a) => a.id === application.id)!.status).toBe('accepted');
    await user.click(within(enrol).getByRole('button', { name: 'Inscrire quand même' }));
    expect(await screen.findByText(new RegExp(`^${name} est inscrit·e en `))).toBeInTheDocument();
    const stored = db.data.applications.find((a) => a.id === application.id)!;
    expect(stored.status).toBe('enrolled');
    const detail = await screen.findByRole('dialog', { name: detailName(application.reference) });
    const link = await within(detail).findByRole('link', { name: "Voir la fiche de l'élève" });
    expect(link).toHaveAttribute('href', `/studentdetails?id=${stored.studentId}`);
    // The new student has no fees yet: the detail offers to set them up.
    expect(within(detail).getByRole('link', { name: 'Prévoir ses frais' })).toHaveAttribute(
      'href',
      `/studentengagment/family/${stored.familyId}`,
    );
    const answer = await fetch(
      `http://localhost:3000/api/students?branch=1&year=2&q=${encodeURIComponent(name)}`,
      { headers: { Authorization: token } },
    );
    const students = (await answer.json()) as { items: Array<{ studentid: number }> };
    expect(students.items.map((s) => s.studentid)).toContain(stored.studentId);
  });

  it('a class that filled up meanwhile (409) shows why, and the dialog stays to choose another', async () => {
    const complete = firstWith('accepted');
    complete.documents = complete.documents.map((document) => ({ ...document, received: true }));
    complete.feePaid = true;
    const { user, dialog, application } = await openDetail('accepted');
    await user.click(within(dialog()).getByRole('button', { name: 'Inscrire' }));
    const enrol = await screen.findByRole('dialog', {
      name: `Inscrire ${application.firstname_fr} ${application.lastname_fr}`,
    });
    const radios = await within(enrol).findAllByRole('radio');
    const open = radios.find((radio) => !(radio as HTMLInputElement).disabled)!;
    await user.click(open);
    for (const cls of db.data.classes) if (cls.levelId === application.levelId) cls.capacity = 0;
    await user.click(within(enrol).getByRole('button', { name: 'Inscrire' }));
    await waitFor(() =>
      expect(
        screen.getAllByText('Cette classe est complète. Choisissez-en une autre.').length,
      ).toBeGreaterThan(0),
    );
    expect(screen.getByRole('dialog', { name: /^Inscrire / })).toBeInTheDocument();
    expect(db.data.applications.find((a) => a.id === application.id)!.status).toBe('accepted');
  });
});

describe('application detail of another branch', () => {
  it('a stale ?id= of a branch the user does not handle says it is not found, without leaving the page', async () => {
    const elsewhere = db.data.applications.find((a) => a.branchId === 3)!;
    const { router } = await renderSignedIn('admin', `/preregistrations?id=${elsewhere.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Dossier de préinscription' });
    expect(
      await within(dialog).findByText("Ce dossier n'existe pas dans cet établissement pour cette année."),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/preregistrations');
  });
});
