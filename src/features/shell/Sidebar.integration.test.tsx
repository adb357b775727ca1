import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubWidth } from '../../../tests/helpers/media';
import { renderSignedIn } from '../../../tests/helpers/shell';

const HOME = 'Portail École, aller au tableau de bord';

const sidebar = () => screen.getByTestId('sidebar');
const contentOffset = () => screen.getByTestId('content-wrapper').style.getPropertyValue('--sidebar-offset');
/** The mobile menu: the off-canvas dialog (the desktop sidebar is an <aside> without the dialog role). */
const mobileMenu = () => screen.queryByRole('dialog', { name: 'Menu principal' });
const openMobileMenuButton = () => screen.getByLabelText('Ouvrir le menu', { selector: 'button' });

describe('desktop sidebar (Menu behaviour, Business constants widths)', () => {
  it('Screens and routes: the pin toggle collapses the sidebar from 248px to 72px, offsets the content 72px and hides the labels', async () => {
    const { user, store } = await renderSignedIn('admin', '/dashboard');
    const aside = sidebar();
    expect(store.getState().layout.isCollapsed).toBe(false);
    expect(aside).toHaveStyle({ width: '248px' });
    expect(contentOffset()).toBe('248px');
    expect(within(aside).getByText('Tableau de bord')).toBeInTheDocument();
    expect(within(aside).getByText('Menu')).toBeInTheDocument();
    expect(within(aside).getByText('Portail École')).toBeInTheDocument();

    const unpin = within(aside).getByRole('button', { name: 'Réduire le menu' });
    // The name says what a press does; no aria-pressed, which would contradict it ("collapse the menu, pressed").
    expect(unpin).not.toHaveAttribute('aria-pressed');
    await user.click(unpin);
    // The pointer is still over the sidebar after the click: leave it to see the collapsed state.
    fireEvent.mouseLeave(aside);

    expect(store.getState().layout.isCollapsed).toBe(true);
    expect(aside).toHaveStyle({ width: '72px' });
    expect(contentOffset()).toBe('72px');
    expect(window.localStorage.getItem('sidebarCollapsed')).toBe('true');
    // Labels, section header and wordmark are hidden; entries keep an accessible name (title).
    expect(within(aside).queryByText('Tableau de bord')).not.toBeInTheDocument();
    expect(within(aside).queryByText('Gestion des élèves')).not.toBeInTheDocument();
    expect(within(aside).queryByText('Menu')).not.toBeInTheDocument();
    expect(within(aside).queryByText('Portail École')).not.toBeInTheDocument();
    expect(within(aside).getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('Screens and routes: while collapsed the sidebar expands to 248px on hover without moving the content (offset stays 72px), and the pin button re-pins it', async () => {
    window.localStorage.setItem('sidebarCollapsed', 'true');
    const { user, store } = await renderSignedIn('admin', '/dashboard');
    const aside = sidebar();
    expect(store.getState().layout.isCollapsed).toBe(true);
    expect(aside).toHaveStyle({ width: '72px' });
    expect(within(aside).queryByRole('button', { name: 'Épingler le menu' })).not.toBeInTheDocument();

    fireEvent.mouseEnter(aside);
    expect(aside).toHaveStyle({ width: '248px' });
    expect(contentOffset()).toBe('72px');
    expect(store.getState().layout.isCollapsed).toBe(true);
    expect(within(aside).getByText('Tableau de bord')).toBeInTheDocument();

    fireEvent.mouseLeave(aside);
    expect(aside).toHaveStyle({ width: '72px' });
    expect(within(aside).queryByText('Tableau de bord')).not.toBeInTheDocument();

    fireEvent.mouseEnter(aside);
    const pin = within(aside).getByRole('button', { name: 'Épingler le menu' });
    expect(pin).not.toHaveAttribute('aria-pressed');
    await user.click(pin);
    fireEvent.mouseLeave(aside);
    expect(store.getState().layout.isCollapsed).toBe(false);
    expect(aside).toHaveStyle({ width: '248px' });
    expect(contentOffset()).toBe('248px');
    expect(window.localStorage.getItem('sidebarCollapsed')).toBe('false');
  });

  it('Screens and routes: a shadow appears under the sidebar header once the menu is scrolled down', async () => {
    await renderSignedIn('admin', '/dashboard');
    const aside = sidebar();
    const shadow = within(aside).getByTestId('sidebar-header-shadow');
    expect(shadow.className).not.toMatch(/shadow-\[/);
    const scroller = aside.querySelector<HTMLElement>('.simplebar-content-wrapper');
    expect(scroller).not.toBeNull();
    const element = scroller as HTMLElement;

    element.scrollTop = 120;
    fireEvent.scroll(element);
    await waitFor(() => expect(shadow.className).toMatch(/shadow-\[/));

    element.scrollTop = 0;
    fireEvent.scroll(element);
    await waitFor(() => expect(shadow.className).not.toMatch(/shadow-\[/));
  });

  it('Screens and routes: the logo links to /dashboard', async () => {
    const { user, router } = await renderSignedIn('admin', '/news');
    const logo = within(sidebar()).getByRole('link', { name: HOME });
    expect(logo).toHaveAttribute('href', '/dashboard');
    await user.click(logo);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

describe('mobile menu (Menu behaviour, Sidebar and mobile menu)', () => {
  it('States and transitions: the header toggle opens the mobile menu; its close button and its backdrop close it', async () => {
    const { user, store } = await renderSignedIn('admin', '/dashboard');
    const toggle = openMobileMenuButton();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(mobileMenu()).not.toBeInTheDocument();
    expect(screen.queryByTestId('mobile-menu-backdrop')).not.toBeInTheDocument();

    await user.click(toggle);
    const dialog = mobileMenu();
    expect(dialog).toBeInTheDocument();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(store.getState().layout.mobileMenu).toBe(true);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog as HTMLElement).getByRole('link', { name: HOME })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(dialog as HTMLElement).getByText('Tableau de bord')).toBeInTheDocument();

    await user.click(within(dialog as HTMLElement).getByRole('button', { name: 'Fermer le menu' }));
    expect(mobileMenu()).not.toBeInTheDocument();
    expect(store.getState().layout.mobileMenu).toBe(false);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(mobileMenu()).toBeInTheDocument();
    await user.click(screen.getByTestId('mobile-menu-backdrop'));
    expect(mobileMenu()).not.toBeInTheDocument();
    expect(screen.queryByTestId('mobile-menu-backdrop')).not.toBeInTheDocument();
    expect(store.getState().layout.mobileMenu).toBe(false);
  });

  it('States and transitions: the mobile menu is a modal panel: opening moves the focus into it, Escape closes it and gives the focus back to the toggle', async () => {
    const { user } = await renderSignedIn('admin', '/dashboard');
    const toggle = openMobileMenuButton();
    toggle.focus();
    await user.keyboard('{Enter}');
    const dialog = mobileMenu() as HTMLElement;
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Fermer le menu' })).toHaveFocus();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(mobileMenu()).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('Screens and routes: the mobile menu closes on navigation', async () => {
    const { user, store, router } = await renderSignedIn('admin', '/dashboard');
    await user.click(openMobileMenuButton());
    const dialog = mobileMenu() as HTMLElement;
    await user.click(within(dialog).getByRole('link', { name: 'Actualités' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/news'));
    // The router commits the new location to React in a transition: wait until the shell shows /news as active.
    await waitFor(() =>
      expect(within(sidebar()).getByRole('link', { name: 'Actualités' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    expect(mobileMenu()).not.toBeInTheDocument();
    expect(store.getState().layout.mobileMenu).toBe(false);

    // A navigation started elsewhere (not from the menu's own links) closes it too.
    await user.click(openMobileMenuButton());
    expect(mobileMenu()).toBeInTheDocument();
    await router.navigate('/dashboard');
    await waitFor(() => expect(mobileMenu()).not.toBeInTheDocument());
    expect(store.getState().layout.mobileMenu).toBe(false);
  });
});

describe('side menu drawn only where it shows (Menu behaviour: sidebar from xl up)', () => {
  it('a phone (390 px) draws no desktop sidebar, the menu button opens the off-canvas menu; at 1440 px the sidebar is drawn', async () => {
    const resize = stubWidth(390);
    try {
      const { user } = await renderSignedIn('admin', '/dashboard');
      expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
      await user.click(openMobileMenuButton());
      expect(
        within(await screen.findByRole('dialog', { name: 'Menu principal' })).getByText('Tableau de bord'),
      ).toBeInTheDocument();

      resize(1440);
      expect(within(sidebar()).getByRole('link', { name: 'Tableau de bord' })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
