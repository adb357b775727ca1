import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSignedIn } from '../../../../tests/helpers/shell';
import { defaultLayout } from '../../../session/layout.slice';

const CUSTOMIZER = "Personnaliser l'affichage";

/** Opens the drawer from the header's palette button and returns the drawer (its code and texts come on first use). */
async function openCustomizer(user: UserEvent): Promise<HTMLElement> {
  await user.click(screen.getByLabelText(CUSTOMIZER, { selector: 'button' }));
  return screen.findByRole('dialog', { name: CUSTOMIZER });
}

const isOpen = () => screen.queryByRole('dialog', { name: CUSTOMIZER }) !== null;

/** A radio of the customizer's fieldset `legend`. */
function radio(panel: HTMLElement, legend: string, label: string): HTMLElement {
  return within(within(panel).getByRole('group', { name: legend })).getByRole('radio', { name: label });
}

function stored(key: string): unknown {
  const raw = window.localStorage.getItem(key);
  return raw === null ? null : (JSON.parse(raw) as unknown);
}

const sidebar = () => screen.queryByTestId('sidebar');
// Plain DOM look-ups for the landmarks: role queries over the whole shell are slow in jsdom.
const header = () => document.querySelector('header') as HTMLElement;
const footer = () => document.querySelector('footer');
const main = () => document.getElementById('main-content') as HTMLElement;
const contentWrapper = () => screen.getByTestId('content-wrapper');
const contentOffset = () => contentWrapper().style.getPropertyValue('--sidebar-offset');
const shellRoot = () => contentWrapper().parentElement as HTMLElement;

describe('theme customizer drawer (Appearance, Layout state)', () => {
  it('States and transitions: the palette button opens the customizer at the defaults; Escape and the close button close it', async () => {
    const { user, store } = await renderSignedIn('admin', '/dashboard');
    expect(store.getState().layout.customizer).toBe(false);
    expect(isOpen()).toBe(false);

    let panel = await openCustomizer(user);
    expect(store.getState().layout.customizer).toBe(true);
    for (const name of [
      'Mode sombre',
      'Menu sombre (semi-sombre)',
      'Monochrome',
      'De droite à gauche',
      'Menu réduit',
      'Masquer le menu',
    ]) {
      expect(within(panel).getByRole('switch', { name }), name).not.toBeChecked();
    }
    expect(radio(panel, 'Habillage', 'Par défaut')).toBeChecked();
    expect(radio(panel, 'Largeur du contenu', 'Pleine largeur')).toBeChecked();
    expect(radio(panel, 'Disposition du menu', 'Vertical')).toBeChecked();
    expect(radio(panel, 'Barre du haut', 'Fixe')).toBeChecked();
    expect(radio(panel, 'Pied de page', 'Statique')).toBeChecked();

    await user.keyboard('{Escape}');
    expect(isOpen()).toBe(false);
    expect(store.getState().layout.customizer).toBe(false);

    panel = await openCustomizer(user);
    await user.click(within(panel).getByRole('button', { name: 'Fermer' }));
    expect(isOpen()).toBe(false);
    expect(store.getState().layout.customizer).toBe(false);
  });

  it('States and transitions: the customizer drawer takes the focus when it opens and gives it back to the palette button when it closes', async () => {
    const { user } = await renderSignedIn('admin', '/dashboard');
    const palette = screen.getByLabelText(CUSTOMIZER, { selector: 'button' });
    palette.focus();
    await user.keyboard('{Enter}');
    let panel = screen.getByRole('dialog', { name: CUSTOMIZER });
    expect(panel).toHaveFocus();
    await user.tab();
    expect(panel).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(isOpen()).toBe(false);
    expect(palette).toHaveFocus();

    await user.keyboard('{Enter}');
    panel = screen.getByRole('dialog', { name: CUSTOMIZER });
    await user.click(within(panel).getByRole('button', { name: 'Fermer' }));
    expect(palette).toHaveFocus();
  });

  it('States and transitions: the dark mode switch sets layout.darkMode and puts dark (or light) on <body>, persisted as darkMode', async () => {
    const { user, store } = await renderSignedIn('admin', '/dashboard');
    expect(document.body).toHaveClass('light');
    const panel = await openCustomizer(user);
    const darkMode = within(panel).getByRole('switch', { name: 'Mode sombre' });

    await user.click(darkMode);
    expect(store.getState().layout.darkMode).toBe(true);
    expect(darkMode).toBeChecked();
    expect(document.body).toHaveClass('dark');
    expect(document.body).not.toHaveClass('light');
    expect(stored('darkMode')).toBe(true);

    await user.click(darkMode);
    expect(store.getState().layout.darkMode).toBe(false);
    expect(document.body).toHaveClass('light');
    expect(document.body).not.toHaveClass('dark');
    expect(stored('darkMode')).toBe(false);
  });

  it('States and transitions: semi-dark darkens the side menu only, monochrome renders the page in greys, RTL mirrors the page', async () => {
    const { user, store } = await renderSignedIn('admin', '/dashboard');
    const panel = await openCustomizer(user);
    expect(sidebar()).not.toHaveClass('dark');
    expect(shellRoot()).not.toHaveClass('grayscale');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');

    await user.click(within(panel).getByRole('switch', { name: 'Menu sombre (semi-sombre)' }));
    expect(store.getState().layout.semiDarkMode).toBe(true);
    expect(sidebar()).toHaveClass('dark');
    expect(document.body).not.toHaveClass('dark');
    expect(header().closest('.dark')).toBeNull();
    expect(main().closest('.dark')).toBeNull();
    expect(stored('semiDarkMode')).toBe(true);

    await user.click(within(panel).getByRole('switch', { name: 'Monochrome' }));
    expect(store.getState().layout.isMonochrome).toBe(true);
    expect(shellRoot()).toHaveClass('grayscale');
    expect(shellRoot()).toContainElement(header());
    expect(stored('monochrome')).toBe(true);

    await user.click(within(panel).getByRole('switch', { name: 'De droite à gauche' }));
    expect(store.getState().layout.isRTL).toBe(true);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(stored('direction')).toBe(true);

    await user.click(within(panel).getByRole('switch', { name: 'De droite à gauche' }));
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(stored('direction')).toBe(false);
  });

  it('Screens and routes: skin bordered draws a border on the sidebar, shadow a shadow; content width boxed centres the page', async () => {
    const { user, store } = await renderSignedIn('admin', '/dashboard');
    const panel = await openCustomizer(user);

    await user.click(radio(panel, 'Habillage', 'Bordures'));
    expect(store.getState().layout.skin).toBe('bordered');
    expect(sidebar()).toHaveClass('border-e');
    expect(sidebar()).not.toHaveClass('shadow-lg');
    expect(stored('skin')).toBe('bordered');

    await user.click(radio(panel, 'Habillage', 'Ombres'));
    expect(store.getState().layout.skin).toBe('shadow');
    expect(sidebar()).toHaveClass('shadow-lg');
    expect(sidebar()).not.toHaveClass('border-e');
    expect(stored('skin')).toBe('shadow');

    expect(main()).not.toHaveClass('max-w-6xl');
    await user.click(radio(panel, 'Largeur du contenu', 'Centré'));
    expect(store.getState().layout.contentWidth).toBe('boxed');
    expect(main()).toHaveClass('mx-auto', 'max-w-6xl');
    await user.click(radio(panel, 'Largeur du contenu', 'Pleine largeur'));
    expect(store.getState().layout.contentWidth).toBe('full');
    expect(main()).not.toHaveClass('max-w-6xl');
  });

  it('Screens and routes: menu type horizontal swaps the sidebar for the top menu; collapsed narrows it to 72px; menu hidden removes both', async () => {
    const { user, store } = await renderSignedIn('admin', '/dashboard');
    const panel = await openCustomizer(user);
    expect(sidebar()).toHaveStyle({ width: '248px' });
    expect(contentOffset()).toBe('248px');
    expect(screen.queryByTestId('horizontal-menu')).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('switch', { name: 'Menu réduit' }));
    expect(store.getState().layout.isCollapsed).toBe(true);
    expect(sidebar()).toHaveStyle({ width: '72px' });
    expect(contentOffset()).toBe('72px');
    expect(stored('sidebarCollapsed')).toBe(true);

    await user.click(radio(panel, 'Disposition du menu', 'Horizontal'));
    expect(store.getState().layout.type).toBe('horizontal');
    expect(screen.getByTestId('horizontal-menu')).toBeInTheDocument();
    expect(sidebar()).not.toBeInTheDocument();
    expect(contentOffset()).toBe('0px');
    expect(stored('type')).toBe('horizontal');

    await user.click(within(panel).getByRole('switch', { name: 'Masquer le menu' }));
    expect(store.getState().layout.menuHidden).toBe(true);
    expect(screen.queryByTestId('horizontal-menu')).not.toBeInTheDocument();
    expect(sidebar()).not.toBeInTheDocument();

    await user.click(radio(panel, 'Disposition du menu', 'Vertical'));
    expect(stored('type')).toBe('vertical');
    expect(sidebar()).not.toBeInTheDocument();
    expect(contentOffset()).toBe('0px');

    await user.click(within(panel).getByRole('switch', { name: 'Masquer le menu' }));
    expect(store.getState().layout.menuHidden).toBe(false);
    expect(sidebar()).toHaveStyle({ width: '72px' });
    expect(contentOffset()).toBe('72px');
  });

  it('Screens and routes: navbar type sticky, floating, static or hidden positions the header; footer type sticky, static or hidden', async () => {
    const { user, store } = await renderSignedIn('admin', '/dashboard');
    const panel = await openCustomizer(user);
    expect(header()).toHaveClass('sticky', 'top-0');

    await user.click(radio(panel, 'Barre du haut', 'Flottante'));
    expect(store.getState().layout.navBarType).toBe('floating');
    expect(header()).toHaveClass('sticky', 'top-2', 'rounded-card');

    await user.click(radio(panel, 'Barre du haut', 'Statique'));
    expect(store.getState().layout.navBarType).toBe('static');
    expect(header()).toHaveClass('static');
    expect(header()).not.toHaveClass('sticky');

    await user.click(radio(panel, 'Barre du haut', 'Masquée'));
    expect(store.getState().layout.navBarType).toBe('hidden');
    // Hidden from xl up; below xl it stays (it carries the phone menu toggle).
    expect(header()).toHaveClass('xl:hidden');

    expect(footer()).not.toHaveClass('sticky');
    await user.click(radio(panel, 'Pied de page', 'Fixe'));
    expect(store.getState().layout.footerType).toBe('sticky');
    expect(footer()).toHaveClass('sticky', 'bottom-0');

    await user.click(radio(panel, 'Pied de page', 'Masqué'));
    expect(store.getState().layout.footerType).toBe('hidden');
    expect(footer()).toBeNull();

    await user.click(radio(panel, 'Pied de page', 'Statique'));
    expect(footer()).not.toHaveClass('sticky');
  });

  it('API calls: the persisted settings are written as JSON under darkMode, sidebarCollapsed, semiDarkMode, direction, skin, type, monochrome', async () => {
    const { user, store } = await renderSignedIn('admin', '/dashboard');
    const panel = await openCustomizer(user);
    for (const name of [
      'Mode sombre',
      'Menu sombre (semi-sombre)',
      'Monochrome',
      'De droite à gauche',
      'Menu réduit',
    ]) {
      await user.click(within(panel).getByRole('switch', { name }));
    }
    await user.click(radio(panel, 'Habillage', 'Bordures'));
    await user.click(radio(panel, 'Disposition du menu', 'Horizontal'));

    expect({
      darkMode: window.localStorage.getItem('darkMode'),
      sidebarCollapsed: window.localStorage.getItem('sidebarCollapsed'),
      semiDarkMode: window.localStorage.getItem('semiDarkMode'),
      direction: window.localStorage.getItem('direction'),
      skin: window.localStorage.getItem('skin'),
      type: window.localStorage.getItem('type'),
      monochrome: window.localStorage.getItem('monochrome'),
    }).toEqual({
      darkMode: 'true',
      sidebarCollapsed: 'true',
      semiDarkMode: 'true',
      direction: 'true',
      skin: '"bordered"',
      type: '"horizontal"',
      monochrome: 'true',
    });
    // Every other setting keeps its default; only the drawer itself is open.
    expect(store.getState().layout).toEqual({
      ...defaultLayout,
      darkMode: true,
      semiDarkMode: true,
      isMonochrome: true,
      isRTL: true,
      isCollapsed: true,
      skin: 'bordered',
      type: 'horizontal',
      customizer: true,
    });
  });
});
