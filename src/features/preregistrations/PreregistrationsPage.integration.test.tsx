import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSignedIn } from '../../../tests/helpers/shell';
import { db } from '../../mocks/core/db';

const table = () => screen.getByRole('table', { name: 'Préinscriptions' });
const rows = () => within(table()).getAllByRole('row').slice(1);
const chips = () => screen.getByRole('group', { name: 'Filtrer par statut' });
const countOf = (status: string) =>
  db.data.applications.filter((a) => a.branchId === 1 && a.yearId === 2 && a.status === status).length;

describe('pre-registrations list', () => {
  it('shows the title with the count, a chip per status with its count, and the applications', async () => {
    await renderSignedIn('admin', '/preregistrations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Préinscriptions' })).toBeInTheDocument();
    const total = db.data.applications.filter((a) => a.branchId === 1 && a.yearId === 2).length;
    expect(await screen.findByText(`${total} dossiers`)).toBeInTheDocument();
    await waitFor(() => expect(rows().length).toBe(Math.min(25, total)));
    const accepted = within(chips()).getByRole('button', {
      name: new RegExp(`^Accepté\\s*${countOf('accepted')}$`),
    });
    expect(accepted).toHaveAttribute('aria-pressed', 'false');
    expect(within(chips()).getByRole('button', { name: new RegExp(`^Tous\\s*${total}$`) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('a status chip filters the list through the URL (?status=accepted); a second click clears it', async () => {
    const { user, router } = await renderSignedIn('admin', '/preregistrations');
    await screen.findByRole('table', { name: 'Préinscriptions' });
    await user.click(await within(chips()).findByRole('button', { name: /^Accepté/ }));
    await waitFor(() => expect(router.state.location.search).toContain('status=accepted'));
    await waitFor(() => expect(rows()).toHaveLength(countOf('accepted')));
    rows().forEach((row) => expect(row).toHaveTextContent('Accepté'));
    expect(within(chips()).getByRole('button', { name: /^Accepté/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Statut')).toHaveValue('accepted');
    // The other chips keep their counts while the list is filtered.
    expect(
      within(chips()).getByRole('button', { name: new RegExp(`^Déposé\\s*${countOf('submitted')}$`) }),
    ).toBeInTheDocument();
    await user.click(within(chips()).getByRole('button', { name: /^Accepté/ }));
    await waitFor(() => expect(router.state.location.search).not.toContain('status='));
  });

  it('opens filtered from a link (/preregistrations?status=waitlisted), and filters by level and priority', async () => {
    const { user, router } = await renderSignedIn('admin', '/preregistrations?status=waitlisted');
    await screen.findByRole('table', { name: 'Préinscriptions' });
    await waitFor(() => expect(rows()).toHaveLength(countOf('waitlisted')));
    await user.selectOptions(screen.getByLabelText('Statut'), '');
    await user.selectOptions(screen.getByLabelText('Niveau demandé'), 'PS');
    await waitFor(() => expect(router.state.location.search).toContain('level=PS'));
    await waitFor(() => rows().forEach((row) => expect(row).toHaveTextContent('PS')));
    await user.selectOptions(screen.getByLabelText('Priorité'), 'sibling');
    await waitFor(() => expect(router.state.location.search).toContain('priority=sibling'));
    await waitFor(() => rows().forEach((row) => expect(row).toHaveTextContent("Fratrie dans l'école")));
  });

  it('finds a child typed without accents or case', async () => {
    const target =
      db.data.applications.find((a) => a.branchId === 1 && /[éèëïÉ]/.test(a.firstname_fr + a.lastname_fr)) ??
      db.data.applications.find((a) => a.branchId === 1)!;
    const typed = `${target.firstname_fr} ${target.lastname_fr}`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase();
    const { user, router } = await renderSignedIn('admin', '/preregistrations');
    await screen.findByRole('table', { name: 'Préinscriptions' });
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un dossier' }), typed);
    await waitFor(() => expect(router.state.location.search).toContain('q='));
    await waitFor(() =>
      expect(
        rows().some((row) => row.textContent?.includes(`${target.lastname_fr} ${target.firstname_fr}`)),
      ).toBe(true),
    );
  });

  it('the office enters a new application: checked fields, an optional second guardian, then it opens as submitted', async () => {
    const { user, router } = await renderSignedIn('admin', '/preregistrations');
    await screen.findByRole('table', { name: 'Préinscriptions' });
    await user.click(screen.getByRole('button', { name: 'Nouvelle demande' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle demande de préinscription' });
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer la demande' }));
    expect(
      within(within(dialog).getByRole('group', { name: 'Enfant' })).getByLabelText(/^Nom( \*)?$/),
    ).toHaveAccessibleDescription('Ce champ est obligatoire.');
    // The second guardian is asked for only when wanted.
    expect(within(dialog).queryByRole('group', { name: 'Tuteur 2' })).not.toBeInTheDocument();

    const childGroup = within(dialog).getByRole('group', { name: 'Enfant' });
    await user.type(within(childGroup).getByLabelText(/^Nom( \*)?$/), 'Berrada');
    await user.type(within(childGroup).getByLabelText(/^Prénom( \*)?$/), 'Lina');
    await user.selectOptions(within(childGroup).getByLabelText(/^Sexe/), 'F');
    await user.type(within(childGroup).getByLabelText(/^Né\(e\) le/), '2021-03-14');
    const level = db.data.levels.find((l) => l.code === 'MS')!;
    await user.selectOptions(within(childGroup).getByLabelText(/^Niveau/), String(level.id));
    const first = within(dialog).getByRole('group', { name: 'Tuteur 1' });
    await user.selectOptions(within(first).getByLabelText(/^Lien/), 'mère');
    await user.type(within(first).getByLabelText(/^Nom du tuteur/), 'Berrada');
    await user.type(within(first).getByLabelText(/^Prénom du tuteur/), 'Salma');
    await user.type(within(first).getByLabelText(/^Téléphone/), '0661445566');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Ajouter un second tuteur' }));
    const second = within(dialog).getByRole('group', { name: 'Tuteur 2' });
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer la demande' }));
    expect(within(second).getByLabelText(/^Téléphone/)).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Ajouter un second tuteur' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer la demande' }));

    const created = await waitFor(() => {
      const found = db.data.applications.find(
        (a) => a.lastname_fr === 'Berrada' && a.firstname_fr === 'Lina',
      );
      expect(found).toBeDefined();
      return found!;
    });
    expect(created).toMatchObject({ status: 'submitted', levelId: level.id, branchId: 1, yearId: 2 });
    expect(created.guardians).toHaveLength(1);
    expect(await screen.findByText(`Demande ${created.reference} enregistrée.`)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toContain(`id=${created.id}`));
    expect(await screen.findByRole('dialog', { name: `Dossier ${created.reference}` })).toBeInTheDocument();
  }, 30_000);

  it('a member of staff without the permission is refused by the guard', async () => {
    const { router } = await renderSignedIn('staff', '/preregistrations');
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
  });
});
