import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../tests/helpers/demo';
import { renderApp } from '../../tests/helpers/renderApp';
import { findPageTitle } from '../../tests/helpers/shell';

// The news page's code cannot be loaded (offline, or a deployment removed the chunk).
vi.mock('../features/news/NewsPage', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('a page that cannot be shown (app/router RouteErrors: never a blank page)', () => {
  it('a page whose code cannot be loaded shows the error page with its retry; the next navigation shows its page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await storeSession('admin');
    const app = await renderApp('/news');
    expect(await screen.findByRole('heading', { name: "Quelque chose s'est mal passé" })).toBeVisible();
    expect(screen.getByText(/La page n'a pas pu s'afficher/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeEnabled();

    await act(() => app.router.navigate('/dashboard'));
    await findPageTitle('Tableau de bord');
    expect(screen.queryByText("Quelque chose s'est mal passé")).toBeNull();
  });
});
