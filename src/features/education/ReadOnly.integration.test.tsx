import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderSignedIn } from '../../../tests/helpers/shell';
import { db } from '../../mocks/core/db';

/**
 * The classes' pages and the pedagogical page are open to every signed-in user as the guard is written, but only the
 * admin role of the branch and year writes there (docs/api.md "Education"): the secretariat reads them, with no
 * create, edit, move or save control, and a note says why.
 */

beforeAll(async () => {
  await Promise.all([import('./ClassesPage'), import('./ClassPage'), import('./PedagogyPage')]);
}, 60_000);

const NOTE_FR = /^Lecture seule : seule l’administration de l’école/;
const classNamed = (name: string) =>
  db.data.classes.find((cls) => cls.branchId === 1 && cls.yearId === 2 && cls.name === name)!;

describe('education pages without the write right', () => {
  it('classesPage: the secretariat sees the classes read-only (no new, edit or delete), with the note', async () => {
    await renderSignedIn('staff', '/classesPage?level=5');
    const table = await screen.findByRole('table', { name: 'Classes' });
    expect(await within(table).findByRole('link', { name: 'CE1 A' })).toBeInTheDocument();
    expect(screen.getByText(NOTE_FR)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nouvelle classe' })).toBeNull();
    expect(within(table).queryByRole('button', { name: /^(Modifier|Supprimer) CE1 A/ })).toBeNull();
  });

  it('classesPage: the admin keeps the controls and sees no note', async () => {
    await renderSignedIn('admin', '/classesPage?level=5');
    const table = await screen.findByRole('table', { name: 'Classes' });
    expect(await within(table).findByRole('button', { name: 'Supprimer CE1 A' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nouvelle classe' })).toBeInTheDocument();
    expect(screen.queryByText(NOTE_FR)).toBeNull();
  });

  it('classePage: the secretariat sees the roster with no move button, with the note', async () => {
    const cls = classNamed('CM1 A');
    await renderSignedIn('staff', `/classePage?id=${cls.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Classe CM1 A' })).toBeInTheDocument();
    const roster = screen.getByRole('region', { name: /élèves/ });
    expect(within(roster).getAllByRole('link').length).toBeGreaterThan(0);
    expect(within(roster).queryByRole('button', { name: /^Changer .* de classe/ })).toBeNull();
    expect(within(roster).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByText(NOTE_FR)).toBeInTheDocument();
  });

  it('gestion-pedarogique: the secretariat sees each subject’s teacher and hours, disabled, with no save button (ar)', async () => {
    await renderSignedIn('staff', '/gestion-pedarogique', { language: 'ar' });
    const subjects = await screen.findByRole('region', { name: /^مواد/ });
    const forms = within(subjects).getAllByRole('form');
    expect(forms.length).toBeGreaterThan(0);
    for (const form of forms) {
      expect(within(form).queryAllByRole('button')).toHaveLength(0);
      within(form)
        .getAllByRole('combobox')
        .forEach((field) => expect(field).toBeDisabled());
      expect(within(form).getByRole('textbox')).toBeDisabled();
    }
    expect(screen.getByText(/^للاطلاع فقط: إدارة المدرسة وحدها/)).toBeInTheDocument();
  });

  it('gestion-pedarogique: the admin may still save a line', async () => {
    await renderSignedIn('admin', '/gestion-pedarogique');
    const subjects = await screen.findByRole('region', { name: /^Matières de / });
    await waitFor(() =>
      expect(within(subjects).getAllByRole('button', { name: /^Enregistrer / }).length).toBeGreaterThan(0),
    );
    expect(screen.queryByText(NOTE_FR)).toBeNull();
  });
});
