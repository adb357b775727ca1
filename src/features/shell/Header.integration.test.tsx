import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSignedIn } from '../../../tests/helpers/shell';
import { handleFooterType, handleNavBarType } from '../../session/layout.slice';
import { db } from '../../mocks/core/db';
import { demoCall } from '../../../tests/helpers/demo';

// Plain DOM look-ups for the landmarks: role queries over the whole shell are slow in jsdom.
const header = () => document.querySelector('header');
const footer = () => document.querySelector('footer');
const darkToggle = () => screen.getByRole('button', { name: /^Activer le mode (sombre|clair)$/ });

describe('header (Menu behaviour: header, Appearance)', () => {
  it('States and transitions: the sun/moon toggle flips dark mode and puts dark or light on <body>', async () => {
    const { user, store } = await renderSignedIn('admin', '/dashboard');
    expect(store.getState().layout.darkMode).toBe(false);
    expect(document.body).toHaveClass('light');
    expect(document.body).not.toHaveClass('dark');
    const toggle = darkToggle();
    // The name says what a press does; no aria-pressed, which would contradict it ("turn light mode on, pressed").
    expect(toggle).toHaveAccessibleName('Activer le mode sombre');
    expect(toggle).not.toHaveAttribute('aria-pressed');

    await user.click(toggle);
    expect(store.getState().layout.darkMode).toBe(true);
    expect(document.body).toHaveClass('dark');
    expect(document.body).not.toHaveClass('light');
    expect(toggle).toHaveAccessibleName('Activer le mode clair');
    expect(toggle).not.toHaveAttribute('aria-pressed');
    expect(window.localStorage.getItem('darkMode')).toBe('true');

    await user.click(toggle);
    expect(store.getState().layout.darkMode).toBe(false);
    expect(document.body).toHaveClass('light');
    expect(document.body).not.toHaveClass('dark');
    expect(toggle).toHaveAccessibleName('Activer le mode sombre');
    expect(window.localStorage.getItem('darkMode')).toBe('false');
  });

  it('Header: a click on the messages icon (md and up) opens /messagerie; the 335 px preview is a second control', async () => {
    const { user, router } = await renderSignedIn('admin', '/dashboard');
    const bar = header() as HTMLElement;
    const messages = within(bar).getByRole('link', { name: /^Messages/ });
    expect(messages).toHaveAttribute('href', '/messagerie');
    // Shown from the medium breakpoint up only (hidden below md).
    expect(messages.parentElement).toHaveClass('hidden', 'md:flex');

    const preview = within(bar).getByRole('button', { name: 'Aperçu des messages récents' });
    await user.click(preview);
    expect(preview).toHaveAttribute('aria-expanded', 'true');
    // The preview's code and texts come with this first opening.
    expect(await screen.findByTestId('messages-dropdown')).toHaveClass('w-[335px]');
    await user.click(preview);
    expect(screen.queryByTestId('messages-dropdown')).not.toBeInTheDocument();

    await user.click(messages);
    await waitFor(() => expect(router.state.location.pathname).toBe('/messagerie'));
    expect(screen.queryByTestId('messages-dropdown')).not.toBeInTheDocument();
  });

  it('Header: without the messaging permission the messages icon is not shown (it would lead to /unauthorized)', async () => {
    for (const account of db.data.users) {
      for (const role of account.roles) {
        role.permissions = role.permissions.filter((name) => name !== 'view-messagerie-page');
      }
    }
    await renderSignedIn('staff', '/dashboard');
    const bar = header() as HTMLElement;
    expect(within(bar).queryByRole('link', { name: /^Messages/ })).not.toBeInTheDocument();
    expect(
      within(bar).queryByRole('button', { name: 'Aperçu des messages récents' }),
    ).not.toBeInTheDocument();
  });

  it('Screens and routes: navbar type sticky, floating, static or hidden sets the header position; hidden shows no header', async () => {
    const { store } = await renderSignedIn('admin', '/dashboard');
    const bar = header() as HTMLElement;
    expect(store.getState().layout.navBarType).toBe('sticky');
    expect(bar).toHaveClass('sticky', 'top-0');
    expect(bar).not.toHaveClass('xl:hidden');

    act(() => {
      store.dispatch(handleNavBarType('floating'));
    });
    expect(bar).toHaveClass('sticky', 'top-2', 'rounded-card');
    expect(bar).not.toHaveClass('top-0');

    act(() => {
      store.dispatch(handleNavBarType('static'));
    });
    expect(bar).toHaveClass('static');
    expect(bar).not.toHaveClass('sticky');

    act(() => {
      store.dispatch(handleNavBarType('hidden'));
    });
    // `hidden` hides the header from xl up (display:none there); below xl it stays, since it carries the menu
    // toggle that phones need to reach the menu.
    expect(bar).toHaveClass('xl:hidden', 'sticky');
    expect(bar).not.toHaveClass('static');

    act(() => {
      store.dispatch(handleNavBarType('sticky'));
    });
    expect(bar).toHaveClass('sticky', 'top-0');
    expect(bar).not.toHaveClass('xl:hidden');
  });

  it('Screens and routes: the footer carries "COPYRIGHT © 2024 Portail École, All rights Reserved" and follows footer type sticky, static or hidden', async () => {
    const { store } = await renderSignedIn('admin', '/dashboard');
    expect(store.getState().layout.footerType).toBe('static');
    // The copyright line, beside the accessibility mention (features/accessibility).
    expect(footer()?.querySelector('p')).toHaveTextContent(
      /^COPYRIGHT © 2024 Portail École, All rights Reserved$/,
    );
    expect(footer()).not.toHaveClass('sticky');

    act(() => {
      store.dispatch(handleFooterType('sticky'));
    });
    expect(footer()).toHaveClass('sticky', 'bottom-0');
    expect(footer()).toHaveTextContent('COPYRIGHT © 2024 Portail École, All rights Reserved');

    act(() => {
      store.dispatch(handleFooterType('hidden'));
    });
    expect(footer()).toBeNull();
    expect(screen.queryByText(/COPYRIGHT/)).not.toBeInTheDocument();

    act(() => {
      store.dispatch(handleFooterType('static'));
    });
    expect(footer()).toHaveTextContent('COPYRIGHT © 2024 Portail École, All rights Reserved');
  });

  it('Screens and routes: in English the footer keeps the copyright line with the product name', async () => {
    await renderSignedIn('admin', '/dashboard', { language: 'en' });
    await waitFor(() =>
      expect(footer()?.querySelector('p')).toHaveTextContent(
        /^COPYRIGHT © 2024 Portail École, All rights Reserved$/,
      ),
    );
  });

  it('Header: office staff reach their notifications in one click (md and up), with the unread count', async () => {
    const { user, router, token } = await renderSignedIn('staff', '/dashboard');
    const { body } = await demoCall('GET', 'notifications?branch=1&year=2', token);
    const unread = body.unread as number;
    expect(unread).toBeGreaterThan(0);
    const bar = header() as HTMLElement;
    const link = await within(bar).findByRole('link', {
      name: new RegExp(`^Notifications \\(${unread} non lues?\\)$`),
    });
    expect(link).toHaveAttribute('href', '/notifications');
    // Below md the bottom bar carries it.
    expect(link).toHaveClass('max-md:hidden');
    expect(within(link).getByText(String(unread))).toBeInTheDocument();
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
  });

  it('Header: the notifications link is named in Arabic, and has no badge when all are read', async () => {
    for (const item of db.data.notifications) item.read = true;
    await renderSignedIn('staff', '/dashboard', { language: 'ar' });
    const link = await waitFor(
      () => within(header() as HTMLElement).getByRole('link', { name: 'الإشعارات' }),
      { timeout: 15_000 },
    );
    expect(link).toHaveAttribute('href', '/notifications');
    expect(link.querySelector('span')).toBeNull();
  });
});
