import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { installBrowserBridges } from '../../../tests/helpers/browserBridges';
import { findPageTitle, renderSignedIn } from '../../../tests/helpers/shell';
import { db } from '../../mocks/core/db';

// The pages load lazily: transform them once before the tests, not inside the first one's timeouts.
beforeAll(async () => {
  await Promise.all([import('./LostItemsPage'), import('./LostItemRequestsPage')]);
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const HOSTILE = '<img src=x onerror="window.hacked=1">';
/** A hostile file name (no double quote: the test's multipart writer does not escape them as a browser does). */
const HOSTILE_NAME = '<img src=x onerror=alert(1)>';

const table = () => screen.getByRole('table', { name: 'Objets trouvés' });
const rows = () => within(table()).getAllByRole('row').slice(1);
const inBranch = (status?: string) =>
  db.data.lostItems.items.filter(
    (item) => item.branchId === 1 && item.yearId === 2 && (!status || item.status === status),
  );

describe('lost items: the office', () => {
  it('lists the found items of the branch and year with the count; "To dispose of" keeps only the proposed ones', async () => {
    const { user, router } = await renderSignedIn('admin', '/lost-items');
    expect(await findPageTitle('Objets trouvés')).toBeInTheDocument();
    const total = inBranch().length;
    expect(await screen.findByText(`${total} objets`)).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(total));
    await user.click(screen.getByRole('button', { name: /^À donner ou détruire \(\d+\)$/ }));
    await waitFor(() => expect(router.state.location.search).toContain('proposed=1'));
    await waitFor(() => expect(rows().length).toBeLessThan(total));
    rows().forEach((row) => expect(row).toHaveTextContent('À donner ou détruire'));
  });

  it('hostile description shown as text: markup typed as a description is shown as it was typed', async () => {
    inBranch('found')[0]!.description = HOSTILE;
    await renderSignedIn('admin', '/lost-items');
    expect((await screen.findAllByText(HOSTILE)).length).toBeGreaterThan(0);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('non-image upload refused: a text file named photo.png is refused by its content, before anything is sent', async () => {
    const { user } = await renderSignedIn('admin', '/lost-items');
    await user.click(await screen.findByRole('button', { name: 'Enregistrer un objet trouvé' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvel objet trouvé' });
    const before = db.data.lostItems.items.length;
    await user.upload(
      within(dialog).getByLabelText('Photo'),
      new File(['not a picture'], 'photo.png', { type: 'image/png' }),
    );
    await user.selectOptions(within(dialog).getByLabelText(/^Catégorie/), 'bag');
    await user.type(within(dialog).getByLabelText(/^Description/), 'Cartable bleu');
    await user.type(within(dialog).getByLabelText(/^Lieu où il a été trouvé/), 'Cour');
    await user.click(within(dialog).getByRole('button', { name: "Enregistrer l'objet" }));
    expect(
      await within(dialog).findByText("Ce fichier n'est pas une photo JPEG, PNG ou WebP."),
    ).toBeInTheDocument();
    expect(db.data.lostItems.items).toHaveLength(before);
  });

  it('records an item with a photo whose hostile file name is shown as text; the new item opens', async () => {
    onTestFinished(installBrowserBridges());
    const { user } = await renderSignedIn('admin', '/lost-items');
    await user.click(await screen.findByRole('button', { name: 'Enregistrer un objet trouvé' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvel objet trouvé' });
    await user.upload(
      within(dialog).getByLabelText('Photo'),
      new File([PNG], `${HOSTILE_NAME}.png`, { type: 'image/png' }),
    );
    expect(within(dialog).getByText(`Fichier choisi : ${HOSTILE_NAME}.png`)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText(/^Catégorie/), 'bottle');
    await user.type(within(dialog).getByLabelText(/^Description/), 'Gourde rose');
    await user.type(within(dialog).getByLabelText(/^Lieu où il a été trouvé/), 'Préau');
    await user.click(within(dialog).getByRole('button', { name: "Enregistrer l'objet" }));
    const detail = await screen.findByRole('dialog', { name: 'Objet trouvé' });
    expect(await within(detail).findByText('Gourde rose')).toBeInTheDocument();
    const created = db.data.lostItems.items.at(-1)!;
    expect(created).toMatchObject({ description: 'Gourde rose', status: 'found', branchId: 1 });
    expect(created.photo).toMatchObject({ mimeType: 'image/png' });
  });

  it('matches a pending claim: the request is matched and the family is notified', async () => {
    const claim = db.data.lostItems.requests.find(
      (request) => request.branchId === 1 && request.kind === 'claim' && request.status === 'pending',
    )!;
    const { user } = await renderSignedIn('admin', `/lost-item-requests?id=${claim.id}`);
    const dialog = await screen.findByRole('dialog', { name: "Demande d'une famille" });
    await user.click(await within(dialog).findByRole('button', { name: "Rapprocher de l'objet" }));
    const confirm = await screen.findByRole('dialog', { name: "Rapprocher de l'objet" });
    await user.click(within(confirm).getByRole('button', { name: "Rapprocher de l'objet" }));
    await waitFor(() => expect(claim.status).toBe('matched'));
    expect((await within(dialog).findAllByText('Objet retrouvé')).length).toBeGreaterThan(0);
  });

  it('the dashboard shows the unclaimed items to the office (admin), linking to the waiting items', async () => {
    const waiting = inBranch('found').length;
    await renderSignedIn('admin', '/dashboard');
    const card = await screen.findByRole('link', { name: /Objets non réclamés/ });
    expect(card).toHaveTextContent(String(waiting));
    expect(card).toHaveAttribute('href', '/lost-items?status=found');
  });

  it('staff without view-lost-items-page see no unclaimed items card (and the API would refuse them)', async () => {
    await renderSignedIn('staff', '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Élèves' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Objets non réclamés/ })).toBeNull();
  });
});

describe('lost items: a parent', () => {
  it("reaches them from the side menu's Lost items group: found items and requests", async () => {
    const { user } = await renderSignedIn('parent', '/dashboard');
    const menu = within(screen.getByRole('navigation', { name: 'Menu de navigation' }));
    await user.click(await menu.findByRole('button', { name: 'Objets perdus' }));
    expect(menu.getByRole('link', { name: 'Objets trouvés' })).toHaveAttribute('href', '/lost-items');
    expect(menu.getByRole('link', { name: "Demandes d'objets" })).toHaveAttribute(
      'href',
      '/lost-item-requests',
    );
  });

  it("browses the recent found items of the selected child's school and claims one for the child", async () => {
    const { user } = await renderSignedIn('parent', '/lost-items');
    expect(await findPageTitle('Objets trouvés')).toBeInTheDocument();
    expect(screen.getByText('Pour Yasmine El Idrissi')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Objets trouvés récemment' });
    const first = within(list).getAllByRole('listitem')[0]!;
    const claimButton = within(first).getByRole('button', { name: /^C'est à nous : / });
    const description = claimButton.getAttribute('aria-label')!.replace("C'est à nous : ", '');
    const item = db.data.lostItems.items.find((candidate) => candidate.description === description)!;
    await user.click(claimButton);
    const confirm = await screen.findByRole('dialog', { name: 'Réclamer cet objet' });
    await user.type(within(confirm).getByRole('textbox'), 'Son prénom est écrit dessous');
    await user.click(within(confirm).getByRole('button', { name: 'Réclamer' }));
    await waitFor(() => expect(item.status).toBe('claimed'));
    const request = db.data.lostItems.requests.at(-1)!;
    expect(request).toMatchObject({ studentId: 101, kind: 'claim', itemId: item.id, userId: 3 });
    await waitFor(() =>
      expect(within(list).queryByRole('button', { name: `C'est à nous : ${description}` })).toBeNull(),
    );
  });

  it("follows the selected child's requests: states, the matched item and the reason of a refusal", async () => {
    await renderSignedIn('parent', '/lost-item-requests');
    const list = await screen.findByRole('list', { name: "Demandes d'objets perdus" });
    const mine = db.data.lostItems.requests.filter((request) => request.studentId === 101);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(mine.length));
    expect(within(list).getByText("L'objet vous attend au secrétariat.")).toBeInTheDocument();
    const rejected = mine.find((request) => request.status === 'rejected')!;
    expect(within(list).getByText(rejected.reason!)).toBeInTheDocument();
    // Another family's request never reaches this parent.
    const others = db.data.lostItems.requests.filter((request) => request.studentId !== 101);
    for (const other of others) expect(within(list).queryByText(other.description)).toBeNull();
  });
});
