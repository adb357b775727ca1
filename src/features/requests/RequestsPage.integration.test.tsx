import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { installBrowserBridges } from '../../../tests/helpers/browserBridges';
import { renderSignedIn } from '../../../tests/helpers/shell';
import { db } from '../../mocks/core/db';
import { isRequestOverdue } from '../../domain/requests';
import { todayIso } from '../../domain/dates';

const HOSTILE = '<img src=x onerror="window.__pwned=1">';

const table = () => screen.getByRole('table', { name: 'Gestion des demandes' });
const rows = () => within(table()).getAllByRole('row').slice(1);

function overdueCount(branch: number) {
  const today = todayIso();
  return db.data.requests.items.filter((item) => {
    const type = db.data.requests.types.find((candidate) => candidate.id === item.typeId)!;
    return (
      item.branchId === branch &&
      item.yearId === 2 &&
      isRequestOverdue({ state: item.state, createdAt: item.createdAt, delayDays: type.delayDays }, today)
    );
  }).length;
}

describe('requests: the office queue', () => {
  it('filters the overdue requests through the URL, each flagged "En retard"', async () => {
    const { user, router } = await renderSignedIn('admin', '/gestion-demandes');
    await screen.findByRole('heading', { level: 1, name: 'Gestion des demandes' });
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    await user.selectOptions(screen.getByLabelText('Délai'), '1');
    await waitFor(() => expect(router.state.location.search).toContain('overdue=1'));
    const expected = overdueCount(1);
    expect(expected).toBeGreaterThan(0);
    await waitFor(() => expect(rows()).toHaveLength(Math.min(25, expected)));
    rows().forEach((row) => expect(row).toHaveTextContent('En retard'));
  });

  it('a request shows its internal notes to the school, and a hostile text and file name as text', async () => {
    const item = db.data.requests.items.find(
      (candidate) => candidate.branchId === 1 && candidate.state === 'in_progress',
    )!;
    item.thread.push({
      id: 99_001,
      kind: 'reply',
      authorId: 0,
      at: new Date().toISOString(),
      text: HOSTILE,
      from: null,
      to: null,
      attachments: [],
    });
    item.attachments.push({
      path: `requests/${item.id}/x.pdf`,
      name: `${HOSTILE}.pdf`,
      mimeType: 'application/pdf',
      size: 10,
    });
    await renderSignedIn('admin', `/gestion-demandes?id=${item.id}`);
    const dialog = await screen.findByRole('dialog', { name: `Demande ${item.reference}` });
    expect(await within(dialog).findAllByText('Note interne')).not.toHaveLength(0);
    expect(within(dialog).getByText(HOSTILE)).toBeInTheDocument();
    expect(within(dialog).getByText(`${HOSTILE}.pdf`)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('staff reply and resolve: the thread shows the reply and the state changes', async () => {
    const item = db.data.requests.items.find(
      (candidate) => candidate.branchId === 1 && candidate.state === 'open',
    )!;
    const { user } = await renderSignedIn('admin', `/gestion-demandes?id=${item.id}`);
    const dialog = await screen.findByRole('dialog', { name: `Demande ${item.reference}` });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Votre message/ }),
      'Le certificat est prêt.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await within(dialog).findByText('Le certificat est prêt.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Marquer comme traitée' }));
    const confirm = await screen.findByRole('dialog', { name: `Marquer comme traitée — ${item.reference}` });
    await user.click(within(confirm).getByRole('button', { name: 'Marquer comme traitée' }));
    await waitFor(() => expect(item.state).toBe('resolved'));
    const reopened = await screen.findByRole('dialog', { name: `Demande ${item.reference}` });
    expect(await within(reopened).findByText('Ouverte → Traitée')).toBeInTheDocument();
  });

  it('rejecting asks for a reason: the confirmation stays disabled without one', async () => {
    const item = db.data.requests.items.find(
      (candidate) => candidate.branchId === 1 && candidate.state === 'open',
    )!;
    const { user } = await renderSignedIn('admin', `/gestion-demandes?id=${item.id}`);
    const dialog = await screen.findByRole('dialog', { name: `Demande ${item.reference}` });
    await user.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    const confirm = await screen.findByRole('dialog', { name: `Refuser — ${item.reference}` });
    await user.click(within(confirm).getByRole('button', { name: 'Refuser' }));
    expect(item.state).toBe('open');
    await user.type(within(confirm).getByLabelText(/Motif/), 'Demande en double');
    await user.click(within(confirm).getByRole('button', { name: 'Refuser' }));
    await waitFor(() => expect(item.state).toBe('rejected'));
    expect(item.thread.at(-1)).toMatchObject({ kind: 'state', to: 'rejected', text: 'Demande en double' });
  });
});

describe('requests: the parent on the phone', () => {
  it('lists the selected child’s requests and never shows an internal note', async () => {
    const { user } = await renderSignedIn('parent', '/gestion-demandes');
    expect(await screen.findByText('Demandes pour Yasmine El Idrissi')).toBeInTheDocument();
    const own = db.data.requests.items.filter((item) => item.studentId === 101);
    await waitFor(() => expect(rows()).toHaveLength(own.length));
    const progressed = own.find((item) => item.state === 'resolved')!;
    const row = rows().find((candidate) => candidate.textContent?.includes(progressed.reference))!;
    await user.click(within(row).getAllByRole('link')[0]!);
    const dialog = await screen.findByRole('dialog', { name: `Demande ${progressed.reference}` });
    expect(await within(dialog).findByText(/votre demande est traitée/)).toBeInTheDocument();
    expect(within(dialog).queryByText('Note interne')).toBeNull();
    expect(within(dialog).queryByText(/Dossier vérifié/)).toBeNull();
    // The family may close or reopen a resolved request; it never sees the school's actions.
    expect(within(dialog).getByRole('button', { name: 'Clôturer' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Refuser' })).toBeNull();
    expect(within(dialog).queryByLabelText(/Note interne/)).toBeNull();
  });

  it('submits a request for the selected child with the type’s fields and an attachment, once', async () => {
    const removeBridges = installBrowserBridges();
    onTestFinished(removeBridges);
    const before = db.data.requests.items.length;
    const { user } = await renderSignedIn('parent', '/gestion-demandes');
    await screen.findByText('Demandes pour Yasmine El Idrissi');
    await user.click((await screen.findAllByRole('button', { name: 'Nouvelle demande' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle demande pour Yasmine El Idrissi' });
    await user.selectOptions(
      await within(dialog).findByLabelText(/Type de demande/),
      within(dialog).getByRole('option', { name: /Certificat de scolarité/ }),
    );
    // The type's own fields appear; a required one blocks the submission.
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    expect(await within(dialog).findByText('Ce champ est obligatoire.')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText(/Motif/), 'CAF');
    await user.type(within(dialog).getByLabelText('Message'), HOSTILE);
    await user.upload(
      within(dialog).getByLabelText('Pièce jointe'),
      new File(['%PDF-1.4'], 'livret.pdf', { type: 'application/pdf' }),
    );
    const send = within(dialog).getByRole('button', { name: 'Envoyer la demande' });
    await user.dblClick(send);
    const created = await screen.findByRole('dialog', { name: /^Demande DEM-/ });
    expect(db.data.requests.items.length).toBe(before + 1);
    const request = db.data.requests.items.at(-1)!;
    expect(request).toMatchObject({
      studentId: 101,
      state: 'open',
      answers: [{ key: 'purpose', value: 'CAF' }],
    });
    expect(request.attachments.map((file) => file.name)).toEqual(['livret.pdf']);
    expect(await within(created).findByText(HOSTILE)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});

describe('request-config and the dashboard', () => {
  it('the office adds a request type with a choice field', async () => {
    const { user } = await renderSignedIn('admin', '/request-config');
    await screen.findByRole('heading', { level: 1, name: 'Paramètres des demandes' });
    await screen.findByRole('heading', { level: 2, name: 'Certificat de scolarité' });
    await user.click(screen.getByRole('button', { name: 'Nouveau type' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau type de demande' });
    await user.type(within(dialog).getByLabelText(/Nom \(français\)/), 'Inscription au club');
    await user.clear(within(dialog).getByLabelText(/Délai visé/));
    await user.type(within(dialog).getByLabelText(/Délai visé/), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter un champ' }));
    await user.type(within(dialog).getByLabelText(/Libellé \(français\)/), 'Club');
    await user.selectOptions(within(dialog).getByLabelText(/Type de champ/), 'choice');
    await user.type(within(dialog).getByLabelText(/Choix proposés/), 'Échecs');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Indiquez de 2 à 12 choix, un par ligne.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Choix proposés/), '{Enter}Théâtre');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Inscription au club' })).toBeInTheDocument();
    const saved = db.data.requests.types.find((type) => type.name_fr === 'Inscription au club')!;
    expect(saved).toMatchObject({
      branchId: 1,
      delayDays: 4,
      fields: [{ kind: 'choice', choices: ['Échecs', 'Théâtre'] }],
    });
  });

  it('the staff dashboard shows the open requests past their target delay, linking to the filtered queue', async () => {
    await renderSignedIn('admin', '/dashboard');
    const card = await screen.findByTestId('overdue-requests-card');
    expect(card).toHaveTextContent(String(overdueCount(1)));
    expect(card).toHaveAttribute('href', '/gestion-demandes?overdue=1');
  });
});
