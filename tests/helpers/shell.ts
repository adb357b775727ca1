import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { DISPLAY_NAMES, storeSession, type DemoAccount } from './demo';
import { renderApp, type RenderAppOptions, type RenderedApp } from './renderApp';

/** The header's user-menu button (fr label "Menu utilisateur de {name}"). */
export function findUserMenuButton(name: string): Promise<HTMLElement> {
  return screen.findByRole('button', { name: `Menu utilisateur de ${name}` });
}

/** Signs in as a demo account (stored token), opens `path` and waits for the shell to be shown. */
export async function renderSignedIn(
  account: DemoAccount,
  path: string,
  options: RenderAppOptions = {},
): Promise<RenderedApp & { token: string }> {
  const token = await storeSession(account);
  const app = await renderApp(path, options);
  // The user menu is drawn from md up only (features/shell/Header); on a phone, the shell's page area.
  const fromMd = typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 768px)').matches;
  if (!fromMd) await screen.findByRole('main');
  else if ((options.language ?? 'fr') === 'fr') await findUserMenuButton(DISPLAY_NAMES[account]);
  await pageDrawn();
  return { ...app, token };
}

/**
 * Waits until the page under the shell is drawn: the shell comes first with the page's skeleton, the page right
 * after (components/DrawnNext); and the menus, whose code is loaded where they are drawn (features/shell/Shell).
 */
export async function pageDrawn(): Promise<void> {
  await waitFor(() => expect(document.querySelector('[data-page-skeleton], [data-menu-loading]')).toBeNull());
}

/** The side menu (the desktop sidebar's <nav> named "Menu de navigation"). */
export function sideMenu(): HTMLElement {
  return screen.getByRole('navigation', { name: 'Menu de navigation' });
}

export function withinSideMenu() {
  return within(sideMenu());
}

/** The page heading of a module page. */
export function findPageTitle(title: string): Promise<HTMLElement> {
  return screen.findByRole('heading', { level: 1, name: title });
}
