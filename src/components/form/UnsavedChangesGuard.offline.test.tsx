import { screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../../../tests/helpers/renderKit';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { useUnsavedChanges } from './unsavedChanges';

// The dialogs' code cannot be loaded: offline, before the service worker has kept it (components/shellDialogs).
vi.mock('../dialogs', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

function DirtyPage() {
  useUnsavedChanges(true);
  return (
    <>
      <Link to="/elsewhere">Ailleurs</Link>
      <UnsavedChangesGuard />
    </>
  );
}

describe('the unsaved-changes question when its dialog cannot be loaded (Forms: nothing typed is lost)', () => {
  it('the browser’s own question asks instead: "cancel" stays on the page, "OK" leaves', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user, router } = await renderKit([
      { path: '/', element: <DirtyPage /> },
      { path: '/elsewhere', element: <h1>Autre page</h1> },
    ]);

    await user.click(screen.getByRole('link', { name: 'Ailleurs' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(confirm).toHaveBeenCalledWith('Vos modifications ne sont pas enregistrées et seront perdues.');
    expect(router.state.location.pathname).toBe('/');

    await user.click(screen.getByRole('link', { name: 'Ailleurs' }));
    expect(await screen.findByRole('heading', { name: 'Autre page' })).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
