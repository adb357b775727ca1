import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSignedIn } from '../../../tests/helpers/shell';
import { seatsTaken } from '../../domain/capacity';
import { db } from '../../mocks/core/db';

const edu = () => db.data.education;
const classNamed = (name: string) =>
  db.data.classes.find((cls) => cls.branchId === 1 && cls.yearId === 2 && cls.name === name)!;

describe('education pages', () => {
  it('classes: a class with children cannot be deleted; the refusal is the catalogue sentence and the class stays', async () => {
    const { user } = await renderSignedIn('admin', '/classesPage?level=5');
    const table = await screen.findByRole('table', { name: 'Classes' });
    const ce1 = classNamed('CE1 A');
    const row = await within(table).findByRole('row', { name: /CE1 A/ });
    expect(
      within(row).getByText(`${seatsTaken(db.data.enrolments, 1, 2).get(ce1.id)} / ${ce1.capacity}`),
    ).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Supprimer CE1 A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer la classe ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await within(dialog).findByText(/Des élèves sont inscrits dans cette classe/)).toBeInTheDocument();
    expect(db.data.classes.some((cls) => cls.id === ce1.id)).toBe(true);
  });

  it('classes: a new class of CM2 is created with its room and capacity and listed at once', async () => {
    const { user } = await renderSignedIn('admin', '/classesPage?level=8');
    await screen.findByRole('table', { name: 'Classes' });
    await user.click(screen.getByRole('button', { name: 'Nouvelle classe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle classe' });
    await user.selectOptions(within(dialog).getByLabelText(/^Niveau/), '8');
    await user.type(within(dialog).getByRole('textbox', { name: /^Classe/ }), 'CM2 C');
    await user.type(within(dialog).getByRole('textbox', { name: /^Salle/ }), 'Salle 31');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(db.data.classes.some((cls) => cls.name === 'CM2 C' && cls.room === 'Salle 31')).toBe(true),
    );
    expect(
      await within(screen.getByRole('table', { name: 'Classes' })).findByRole('link', { name: 'CM2 C' }),
    ).toBeInTheDocument();
  });

  it("a class's page lists its children (links to each), its teachers per subject and its campaigns with their completion", async () => {
    const cls = classNamed('CM1 A');
    await renderSignedIn('admin', `/classePage?id=${cls.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Classe CM1 A' })).toBeInTheDocument();
    const roster = screen.getByRole('region', { name: /élèves/ });
    const children = db.data.enrolments.filter((row) => row.classId === cls.id && row.status !== 'left');
    expect(within(roster).getAllByRole('link')).toHaveLength(children.length);
    const teachers = screen.getByRole('region', { name: 'Enseignants par matière' });
    expect(within(teachers).getByText('Mathématiques')).toBeInTheDocument();
    const campaigns = screen.getByRole('region', { name: 'Évaluations diagnostiques' });
    expect(within(campaigns).getByText('Évaluation diagnostique de rentrée')).toBeInTheDocument();
    expect(within(campaigns).getByText('Terminée')).toBeInTheDocument();
  });

  it('pedagogical management: the class without a computing teacher is flagged; assigning one closes the gap', async () => {
    const { user } = await renderSignedIn('admin', '/gestion-pedarogique?gaps=1');
    const gap = edu().assignments.find(
      (row) => row.branchId === 1 && row.yearId === 2 && row.teacherId === null,
    )!;
    const gapClass = db.data.classes.find((cls) => cls.id === gap.classId)!;
    expect(await screen.findByRole('heading', { name: `Matières de ${gapClass.name}` })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Informatique' });
    expect(within(form).getByText('Sans enseignant', { selector: 'span' })).toBeInTheDocument();
    const teacher = edu().teachers.find(
      (row) => row.branchId === 1 && row.subjectIds.includes(gap.subjectId),
    )!;
    await user.selectOptions(within(form).getByLabelText('Enseignant de Informatique'), String(teacher.id));
    await user.click(within(form).getByRole('button', { name: 'Enregistrer Informatique' }));
    await waitFor(() => expect(gap.teacherId).toBe(teacher.id));
    expect(await screen.findByText(/Chaque matière de chaque classe a son enseignant/)).toBeInTheDocument();
  });

  it('teachers: the contracts ending within 30 days are counted and filtered; a profile opens with its classes and hours', async () => {
    const { user } = await renderSignedIn('admin', '/teachers-profiles?flag=ending');
    const table = await screen.findByRole('table', { name: 'Enseignants' });
    const ending = edu().teachers.filter(
      (row) =>
        row.branchId === 1 &&
        row.contractEnd !== null &&
        row.contractEnd < '2027-01-01' &&
        row.contractType !== 'hourly',
    );
    await waitFor(() =>
      expect(within(table).getAllByRole('row').length).toBeGreaterThanOrEqual(ending.length + 1),
    );
    expect(within(table).getAllByText('Contrat finissant sous 30 jours').length).toBe(
      within(table).getAllByRole('row').length - 1,
    );
    const first = within(table).getAllByRole('row')[1]!;
    await user.click(within(first).getAllByRole('link')[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('table', { name: 'Classes et heures' })).toBeInTheDocument();
  });
});

describe('diagnostic evaluations page', () => {
  it('a finished campaign reads but does not change: the keys 1-4 on its grid save nothing', async () => {
    const campaign = edu().campaigns.find(
      (c) => c.branchId === 1 && c.yearId === 2 && c.closed && c.levelId === 7,
    )!;
    const { user } = await renderSignedIn('admin', `/diagevaluation?campaign=${campaign.id}`);
    const grid = await screen.findByRole('grid');
    expect(screen.getByText(/Cette évaluation est terminée/)).toBeInTheDocument();
    const before = edu().results.filter((r) => r.campaignId === campaign.id).length;
    const cell = within(grid).getAllByRole('gridcell')[0]!;
    const name = cell.getAttribute('aria-label');
    await user.click(cell);
    await user.keyboard('{Delete}2');
    expect(cell.getAttribute('aria-label')).toBe(name);
    expect(edu().results.filter((r) => r.campaignId === campaign.id)).toHaveLength(before);
  });

  it('a new campaign of CM1 for one class is created with the level grid and opened at once', async () => {
    const { user } = await renderSignedIn('admin', '/diagevaluation');
    await user.click(await screen.findByRole('button', { name: 'Nouvelle évaluation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle évaluation' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Intitulé/ }), 'Bilan de décembre');
    await user.selectOptions(within(dialog).getByLabelText(/^Niveau/), '7');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'CM1 A' }));
    await user.type(within(dialog).getByLabelText(/^Date/), '2026-12-14');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('heading', { name: 'CM1 · Bilan de décembre' })).toBeInTheDocument();
    const grid = await screen.findByRole('grid', { name: 'Résultats de « Bilan de décembre »' });
    const cm1 = classNamed('CM1 A');
    const children = db.data.enrolments.filter((row) => row.classId === cm1.id && row.status === 'active');
    expect(within(grid).getAllByRole('rowheader')).toHaveLength(children.length);
  });
});

describe('educational settings page', () => {
  it("a skill added to CM1's grid is saved with its names and shows in a new campaign's sheet", async () => {
    const { user } = await renderSignedIn('admin', '/educational-management-config?tab=grid');
    await user.selectOptions(await screen.findByLabelText('Niveau'), '7');
    await user.click(screen.getByRole('button', { name: 'Ajouter une compétence au domaine 1' }));
    const domain = screen.getByRole('group', { name: 'Domaine 1' });
    const fields = within(domain).getAllByRole('textbox');
    await user.type(fields.at(-2)!, 'Résumer un texte');
    await user.type(fields.at(-1)!, 'تلخيص نص');
    await user.click(screen.getByRole('button', { name: 'Enregistrer la grille' }));
    await waitFor(() =>
      expect(
        edu().domains.some(
          (d) => d.branchId === 1 && d.levelId === 7 && d.skills.some((s) => s.name_ar === 'تلخيص نص'),
        ),
      ).toBe(true),
    );
  });

  it('a scale label left empty is refused with the catalogue sentence; nothing is saved', async () => {
    const { user } = await renderSignedIn('admin', '/educational-management-config?tab=scale');
    const field = await screen.findByLabelText('Degré 2 en français');
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: "Enregistrer l'échelle" }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Les quatre degrés ont chacun un libellé/);
    expect(edu().scales.find((s) => s.branchId === 1)!.labels[1]!.fr).toBe('Maîtrise fragile');
    expect(field).toHaveValue('');
  });
});
