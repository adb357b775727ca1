import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderSignedIn, withinSideMenu } from '../../../tests/helpers/shell';
import type * as MenuEntriesModule from './useMenuEntries';

/**
 * No entry of the spec's menu carries a badge today: the menus' entries are those of the app (the registry filtered
 * for the user), with a badge given to the dashboard's and to the news' entries, as a menu entry may have one.
 */
vi.mock('./useMenuEntries', async (importOriginal) => {
  const actual = await importOriginal<typeof MenuEntriesModule>();
  const BADGES: Record<string, string> = { dashboard: '3', news: 'Nouveau' };
  return {
    ...actual,
    useMenuEntries: () =>
      actual
        .useMenuEntries()
        .map((entry) => (entry.link && BADGES[entry.link] ? { ...entry, badge: BADGES[entry.link] } : entry)),
  };
});

// Whole-app renders have 60 s: the first of a file transforms the lazily loaded pages, slow on a busy machine.
describe('Menu behaviour: menu badges', () => {
  it('Menu behaviour: entries may have a badge: the side menu shows an entry’s badge beside its title, and none on the others', async () => {
    await renderSignedIn('admin', '/dashboard');
    const dashboard = withinSideMenu().getByRole('link', { name: /^Tableau de bord/ });
    expect(within(dashboard).getByText('3')).toBeInTheDocument();
    const news = withinSideMenu().getByRole('link', { name: /^Actualités/ });
    expect(within(news).getByText('Nouveau')).toBeInTheDocument();
    expect(withinSideMenu().getByRole('link', { name: 'Paramètres' })).toHaveTextContent(/^Paramètres$/);
  }, 60_000);

  it('Menu behaviour: entries may have a badge: the horizontal menu shows an entry’s badge beside its title, and none on the others', async () => {
    window.localStorage.setItem('type', JSON.stringify('horizontal'));
    await renderSignedIn('admin', '/dashboard');
    const menu = within(screen.getByTestId('horizontal-menu'));
    const dashboard = menu.getByRole('link', { name: /^Tableau de bord/ });
    expect(within(dashboard).getByText('3')).toBeInTheDocument();
    const news = menu.getByRole('link', { name: /^Actualités/ });
    expect(within(news).getByText('Nouveau')).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Paramètres' })).toHaveTextContent(/^Paramètres$/);
  }, 60_000);

  it('Menu behaviour: entries may have a badge: an entry the horizontal menu moves into "Plus" keeps its badge there', async () => {
    // A row 300 px wide and entries 200 px wide each (jsdom lays nothing out): every entry goes into "Plus".
    const clientWidth = Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth')?.get;
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(function (this: Element) {
      return this.matches('[data-testid="horizontal-menu"] > ul') ? 300 : (clientWidth?.call(this) ?? 0);
    });
    const rect = Element.prototype.getBoundingClientRect;
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return this.matches('[data-measure-item], [data-measure-more]')
        ? DOMRect.fromRect({ width: 200, height: 40 })
        : rect.call(this);
    });
    window.localStorage.setItem('type', JSON.stringify('horizontal'));
    const { user } = await renderSignedIn('admin', '/dashboard');
    const menu = within(screen.getByTestId('horizontal-menu'));
    expect(menu.queryByRole('link', { name: /^Tableau de bord/ })).not.toBeInTheDocument();

    await user.click(menu.getByRole('button', { name: 'Plus' }));
    const dashboard = menu.getByRole('link', { name: /^Tableau de bord/ });
    expect(within(dashboard).getByText('3')).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Paramètres' })).toHaveTextContent(/^Paramètres$/);
  }, 60_000);
});
