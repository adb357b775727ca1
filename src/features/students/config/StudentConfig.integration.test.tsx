import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../../mocks/core/db';
import { findPageTitle, renderSignedIn } from '../../../../tests/helpers/shell';

// The pages load lazily: transform them once before the tests, not inside the first one's timeouts.
beforeAll(async () => {
  await Promise.all([import('./StudentConfigPage'), import('./DocumentTypesPage')]);
}, 60_000);

const typeNames = () =>
  within(screen.getByRole('list', { name: 'Types de documents' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.font-semibold')?.textContent);

describe('student settings (student-management-config)', () => {
  it('lists the levels in order with their cycle, renames one, and shows the fixed statuses', async () => {
    const { user } = await renderSignedIn('admin', '/student-management-config');
    await findPageTitle('Paramètres des élèves');
    const levels = await screen.findByRole('region', { name: 'Niveaux' });
    const items = within(levels).getAllByRole('listitem');
    expect(items).toHaveLength(12);
    expect(items[0]).toHaveTextContent('PS');
    expect(items[0]).toHaveTextContent('Maternelle');
    expect(items[11]).toHaveTextContent('3e');
    await user.click(within(levels).getByRole('button', { name: 'Renommer CE1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renommer CE1' });
    const input = within(dialog).getByLabelText(/Nom du niveau CE1/);
    await user.clear(input);
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Ce champ est obligatoire.')).toBeInTheDocument();
    await user.type(input, 'CE1 – deuxième année');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(levels).findByText('CE1 – deuxième année')).toBeInTheDocument();
    expect(db.data.levels.find((level) => level.code === 'CE1')?.name).toBe('CE1 – deuxième année');
    const statuses = screen.getByRole('region', { name: 'Statuts des élèves' });
    expect(within(statuses).getByText('Attendu')).toBeInTheDocument();
    expect(within(statuses).getByText('Inscrit')).toBeInTheDocument();
    expect(within(statuses).getByText('Parti')).toBeInTheDocument();
  });

  it('the secretary (without the permission) is refused', async () => {
    const { router } = await renderSignedIn('staff', '/student-management-config');
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
  });
});

describe('document types (files-types-management-config)', () => {
  it('creates, edits, moves and deletes a type, with a confirmation', async () => {
    const { user } = await renderSignedIn('admin', '/files-types-management-config');
    await findPageTitle('Types de documents');
    await waitFor(() => expect(typeNames()).toHaveLength(9));
    expect(typeNames().slice(0, 2)).toEqual(['Extrait d’acte de naissance', 'Certificat de vaccination']);

    await user.click(screen.getByRole('button', { name: 'Nouveau type de document' }));
    let dialog = await screen.findByRole('dialog', { name: 'Nouveau type de document' });
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Ce champ est obligatoire.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Nom/), 'Photo d’identité');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findAllByText('Un type de document porte déjà ce nom.')).not.toHaveLength(0);
    await user.clear(within(dialog).getByLabelText(/^Nom/));
    await user.type(within(dialog).getByLabelText(/^Nom/), 'Attestation de transport');
    await user.selectOptions(within(dialog).getByLabelText(/^Concerne/), 'guardian');
    await user.click(within(dialog).getByLabelText('A une date d’expiration'.replace('’', "'")));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(typeNames()).toHaveLength(10));
    expect(typeNames()[9]).toBe('Attestation de transport');
    expect(db.data.documentTypes.find((type) => type.name === 'Attestation de transport')).toMatchObject({
      appliesTo: 'guardian',
      hasExpiry: true,
      required: true,
      order: 10,
    });

    await user.click(screen.getByRole('button', { name: 'Monter « Attestation de transport »' }));
    await waitFor(() => expect(typeNames()[8]).toBe('Attestation de transport'));

    await user.click(screen.getByRole('button', { name: 'Modifier « Attestation de transport »' }));
    dialog = await screen.findByRole('dialog', { name: 'Modifier « Attestation de transport »' });
    await user.clear(within(dialog).getByLabelText(/^Nom/));
    await user.type(within(dialog).getByLabelText(/^Nom/), 'Attestation de transport scolaire');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(typeNames()[8]).toBe('Attestation de transport scolaire'));

    await user.click(screen.getByRole('button', { name: 'Supprimer « Attestation de transport scolaire »' }));
    dialog = await screen.findByRole('dialog', { name: 'Supprimer ce type de document ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(typeNames()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Supprimer « Attestation de transport scolaire »' }));
    dialog = await screen.findByRole('dialog', { name: 'Supprimer ce type de document ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(typeNames()).toHaveLength(9));
  });

  it('a type with uploaded documents cannot be deleted: the dialog says why', async () => {
    const { user } = await renderSignedIn('admin', '/files-types-management-config');
    await waitFor(() => expect(typeNames()).toHaveLength(9));
    await user.click(screen.getByRole('button', { name: 'Supprimer « Certificat médical »' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer ce type de document ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(
      await within(dialog).findByText(
        'Des documents de ce type ont déjà été déposés : il ne peut pas être supprimé.',
      ),
    ).toBeInTheDocument();
    expect(db.data.documentTypes).toHaveLength(9);
  });
});
