import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { demoToken } from '../../../tests/helpers/demo';
import { findPageTitle, renderSignedIn } from '../../../tests/helpers/shell';
import { db } from '../../mocks/core/db';

// The pages load lazily: transform them once before the tests, not inside the first one's timeouts.
beforeAll(async () => {
  await Promise.all([import('./EditStudentPage'), import('./StudentDetailsPage')]);
}, 60_000);

const API = 'http://localhost:3000/api';
const student101 = () => db.data.students.find((student) => student.studentid === 101)!;
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));

/** Another member of the office saves the child's allergies (their own session), while the form is open. */
async function otherUserSavesAllergies(allergies: string[]) {
  const token = await demoToken('admin');
  const answer = await fetch(`${API}/students/101/medical?year=2`, {
    method: 'PUT',
    headers: { Authorization: token, 'Content-Type': 'application/json' },
    body: JSON.stringify({ notes: null, allergies, diet: null }),
  });
  expect(answer.status).toBe(200);
}

/** The student form of 101, loaded; the first name typed; another user's edit meanwhile; then "Enregistrer". */
async function saveAfterAnotherEdit() {
  const rendered = await renderSignedIn('admin', '/studentdetails/101/edit');
  expect(await findPageTitle('Modifier El Idrissi Yasmine')).toBeInTheDocument();
  expect(await screen.findByLabelText(/^N° Massar( \*)?$/)).toHaveValue('J130245871');
  const ownAllergies = (field('Allergies') as HTMLInputElement).value;
  await rendered.user.clear(field('Prénom \\(latin\\)'));
  await rendered.user.type(field('Prénom \\(latin\\)'), 'Yasmina');
  await otherUserSavesAllergies(['sésame', 'kiwi']);
  await rendered.user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  const title = await screen.findByText(
    "Ce dossier a été modifié par quelqu'un d'autre pendant votre saisie.",
    {},
    { timeout: 15_000 },
  );
  return { ...rendered, notice: title.closest<HTMLElement>('[role="alert"]')!, ownAllergies };
}

describe('Versions: two people editing the same record never silently overwrite each other (docs/api.md "Versions")', () => {
  it('a save after another user’s edit shows what changed, keeps what was typed, and overwrites nothing', async () => {
    const { notice } = await saveAfterAnotherEdit();
    const alert = notice;
    expect(alert).toHaveTextContent("Rien n'a été enregistré et ce que vous avez saisi est conservé.");
    // Their change, by the field's label and its new value.
    expect(alert).toHaveTextContent('Allergies : sésame, kiwi');
    // What the user typed is still in the form; nothing of it was saved, nothing of theirs overwritten.
    expect(field('Prénom \\(latin\\)')).toHaveValue('Yasmina');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Modifier El Idrissi Yasmine');
    expect(student101().firstname_fr).toBe('Yasmine');
    expect(student101().medical?.allergies).toEqual(['sésame', 'kiwi']);
  });

  it('"Reprendre leurs valeurs" puts their values in the form beside the typing; saving keeps both', async () => {
    const { user, notice } = await saveAfterAnotherEdit();
    const alert = notice;
    await user.click(within(alert).getByRole('button', { name: 'Reprendre leurs valeurs' }));
    expect(field('Allergies')).toHaveValue('sésame, kiwi');
    expect(field('Prénom \\(latin\\)')).toHaveValue('Yasmina');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await findPageTitle('El Idrissi Yasmina')).toBeInTheDocument();
    expect(student101().firstname_fr).toBe('Yasmina');
    expect(student101().medical?.allergies).toEqual(['sésame', 'kiwi']);
  });

  it('"Enregistrer ma version" saves what the user typed over their change, once they chose to', async () => {
    const { user, notice, ownAllergies } = await saveAfterAnotherEdit();
    const alert = notice;
    await user.click(within(alert).getByRole('button', { name: 'Enregistrer ma version' }));
    expect(await findPageTitle('El Idrissi Yasmina')).toBeInTheDocument();
    await vi.waitFor(() => expect(student101().firstname_fr).toBe('Yasmina'), { timeout: 15_000 });
    expect((student101().medical?.allergies ?? []).join(', ')).toBe(ownAllergies);
  });
});
