import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSignedIn } from '../../../tests/helpers/shell';
import { formatDate } from '../../lib/dates';
import { db } from '../../mocks/core/db';

const NEW_REQUEST = 'Nouvelle demande pour Yasmine El Idrissi';

describe('requests: a new request asked for by the address (`?new=<kind>&from&to`)', () => {
  it('a parent lands on the absence request filled in for the days asked; cancelling leaves the address without it', async () => {
    const [from, to] = ['2026-10-05', '2026-10-07'];
    const { user, router, store } = await renderSignedIn(
      'parent',
      `/gestion-demandes?new=absence&from=${from}&to=${to}`,
    );
    const dialog = await screen.findByRole('dialog', { name: NEW_REQUEST });
    const absence = db.data.requests.types.find(
      (type) => type.kind === 'absence' && type.branchId === store.getState().auth.branch!.schoolbranchid,
    )!;
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/Type de demande/)).toHaveValue(String(absence.id)),
    );
    expect(await within(dialog).findByLabelText(/^Du/)).toHaveValue(from);
    expect(within(dialog).getByLabelText(/^Au/)).toHaveValue(to);
    expect(within(dialog).getByLabelText('Message')).toHaveValue(
      `Je justifie l’absence de mon enfant du ${formatDate(from, 'fr', 'long')} au ${formatDate(to, 'fr', 'long')}.`,
    );

    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: NEW_REQUEST })).not.toBeInTheDocument());
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('new')).toBeNull();
    expect(search.get('from')).toBeNull();
    // The usual button still opens an empty form.
    await user.click((await screen.findAllByRole('button', { name: 'Nouvelle demande' }))[0]!);
    const empty = await screen.findByRole('dialog', { name: NEW_REQUEST });
    expect(within(empty).getByLabelText(/Type de demande/)).toHaveValue('');
  });

  it('an unknown kind opens nothing', async () => {
    await renderSignedIn('parent', '/gestion-demandes?new=holiday');
    expect(await screen.findByText('Demandes pour Yasmine El Idrissi')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
