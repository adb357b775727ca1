import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSignedIn } from '../../../tests/helpers/shell';
import { db } from '../../mocks/core/db';
import { targetedFamilies } from '../../mocks/news/shared';

const HOSTILE = '<img src=x onerror=alert(1)>\n\n[Cliquez ici](javascript:alert(1))';
const parentFamily = () => db.data.students.find((student) => student.studentid === 101)!.familyId;

describe('news, staff', () => {
  it('lists the branch’s pieces with their state and acknowledgement counts', async () => {
    await renderSignedIn('staff', '/news');
    const table = await screen.findByRole('table', { name: 'Actualités' });
    const current = db.data.news.items.filter((news) => news.branchId === 1 && news.yearId === 2);
    expect(await screen.findByText(`${current.length} actualités`)).toBeInTheDocument();
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBe(current.length + 1));
    expect(within(table).getAllByText('En ligne').length).toBeGreaterThan(0);
    expect(within(table).getByText('Brouillon')).toBeInTheDocument();
    expect(within(table).getAllByLabelText(/familles ont accusé lecture/).length).toBeGreaterThan(0);
  });

  it('writes a piece asking for acknowledgement and publishes it: the hostile body is shown as text, the parent is notified', async () => {
    const { user } = await renderSignedIn('staff', '/news');
    await user.click(await screen.findByRole('button', { name: 'Nouvelle actualité' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle actualité' });
    await user.type(within(dialog).getByLabelText(/^Titre/), 'Sortie au zoo');
    await user.click(within(dialog).getByLabelText(/^Texte/));
    await user.paste(HOSTILE);
    await user.click(within(dialog).getByLabelText('Demander un accusé de lecture'));
    await user.click(within(dialog).getByLabelText('Publier maintenant'));
    const notes = db.data.notifications.filter((note) => note.userId === 3).length;
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    const detail = await screen.findByRole('dialog', { name: 'Sortie au zoo' });
    const created = db.data.news.items.at(-1)!;
    expect(created).toMatchObject({ title: 'Sortie au zoo', status: 'published', requiresAck: true });
    expect(within(detail).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(within(detail).getByText('[Cliquez ici](javascript:alert(1))')).toBeInTheDocument();
    expect(detail.querySelector('img[onerror], a[href^="javascript"]')).toBeNull();
    const targeted = targetedFamilies(db.data, created).size;
    expect(
      await within(detail).findByLabelText(`0 sur ${targeted} familles ont accusé lecture`),
    ).toBeInTheDocument();
    expect(
      within(detail).getByText(`${targeted} familles n’ont pas encore accusé lecture`),
    ).toBeInTheDocument();
    expect(db.data.notifications.filter((note) => note.userId === 3).length).toBe(notes + 1);
  });

  it('only the people the settings name may publish: the editor offers no "publish now" to the others', async () => {
    db.data.news.settings.find((item) => item.branchId === 1 && item.yearId === 2)!.publishers = 'managers';
    const { user } = await renderSignedIn('staff', '/news');
    await user.click(await screen.findByRole('button', { name: 'Nouvelle actualité' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle actualité' });
    await within(dialog).findByLabelText('Demander un accusé de lecture');
    expect(within(dialog).queryByLabelText('Publier maintenant')).toBeNull();
  });

  it('a reminder notifies the families still pending', async () => {
    const pinned = db.data.news.items.find(
      (news) => news.branchId === 1 && news.yearId === 2 && news.requiresAck && news.pinned,
    )!;
    const { user } = await renderSignedIn('staff', `/news?id=${pinned.id}`);
    const detail = await screen.findByRole('dialog', { name: pinned.title });
    const notes = db.data.notifications.filter((note) => note.userId === 3).length;
    await user.click(await within(detail).findByRole('button', { name: 'Envoyer un rappel' }));
    await screen.findByText(/Rappel envoyé à \d+ familles\./);
    expect(db.data.notifications.filter((note) => note.userId === 3).length).toBe(notes + 1);
    expect(db.data.notifications.at(-1)!.title).toBe(`Rappel : ${pinned.title}`);
  });

  it('the staff dashboard shows the news waiting for acknowledgement, each opening the piece', async () => {
    await renderSignedIn('staff', '/dashboard');
    const card = await screen.findByRole('region', { name: /en attente d’accusés de lecture/ });
    const pinned = db.data.news.items.find(
      (news) => news.branchId === 1 && news.yearId === 2 && news.requiresAck && news.pinned,
    )!;
    expect(within(card).getByRole('link', { name: new RegExp(pinned.title) })).toHaveAttribute(
      'href',
      `/news?awaiting=1&id=${pinned.id}`,
    );
  });
});

describe('news, parent', () => {
  it('shows the selected child’s news, pinned first, the unread marked; one tap acknowledges and the staff count changes', async () => {
    const { user } = await renderSignedIn('parent', '/news');
    const list = await screen.findByRole('list', { name: /Actualités de Yasmine/ });
    const cards = within(list).getAllByRole('article');
    expect(within(cards[0]!).getByText('Épinglée')).toBeInTheDocument();
    const pinned = db.data.news.items.find(
      (news) => news.branchId === 1 && news.yearId === 2 && news.requiresAck && news.pinned,
    )!;
    const card = screen.getByRole('article', { name: pinned.title });
    expect(within(card).getByText('Nouveau')).toBeInTheDocument();
    // Another level's piece is not in the feed.
    const cm = db.data.news.items.find((news) => news.title === 'Visite médicale des maternelles')!;
    expect(screen.queryByRole('article', { name: cm.title })).toBeNull();

    const before = pinned.acks.length;
    await user.click(within(card).getByRole('button', { name: 'J’ai pris connaissance' }));
    expect(await within(card).findByText(/Lu et confirmé le/)).toBeInTheDocument();
    expect(within(card).queryByText('Nouveau')).toBeNull();
    expect(pinned.acks.length).toBe(before + 1);
    expect(pinned.acks.at(-1)!.familyId).toBe(parentFamily());
  });

  it('opening a piece marks it read', async () => {
    const { user } = await renderSignedIn('parent', '/news');
    const list = await screen.findByRole('list', { name: /Actualités de Yasmine/ });
    const unread = within(list)
      .getAllByRole('article')
      .find((article) => within(article).queryByText('Nouveau'))!;
    await user.click(within(unread).getByRole('button', { name: 'Lire la suite' }));
    await waitFor(() => expect(within(unread).queryByText('Nouveau')).toBeNull());
    expect(within(unread).getByRole('button', { name: 'Réduire' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('news settings', () => {
  it('edits the categories, default audience and who may publish; a duplicate name is refused under the field', async () => {
    const { user } = await renderSignedIn('admin', '/news-management-config');
    const form = await screen.findByRole('form', { name: 'Paramètres des actualités' });
    await user.click(within(form).getByRole('button', { name: 'Ajouter une catégorie' }));
    const name = within(form).getByLabelText('Nom de la catégorie 5');
    await user.type(name, 'Santé');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(form).findByText('Une autre catégorie porte déjà ce nom.')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Sport');
    await user.selectOptions(within(form).getByLabelText(/Public par défaut/), 'everyone');
    await user.selectOptions(within(form).getByLabelText(/Qui peut publier/), 'managers');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Paramètres des actualités enregistrés.');
    const settings = db.data.news.settings.find((item) => item.branchId === 1 && item.yearId === 2)!;
    expect(settings.categories.map((category) => category.name)).toContain('Sport');
    expect(settings).toMatchObject({ defaultAudience: 'everyone', publishers: 'managers' });
  });
});
