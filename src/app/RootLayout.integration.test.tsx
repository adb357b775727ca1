import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DISPLAY_NAMES, storeSession } from '../../tests/helpers/demo';
import { renderApp } from '../../tests/helpers/renderApp';
import { findPageTitle, findUserMenuButton, renderSignedIn, withinSideMenu } from '../../tests/helpers/shell';

describe('tab title (Menu behaviour: fixed prefix + current path)', () => {
  it('Screens and routes: document.title is "Portail École | /dashboard" on /dashboard and follows navigation', async () => {
    const app = await renderSignedIn('admin', '/dashboard');
    await waitFor(() => expect(document.title).toBe('Portail École | /dashboard'));

    await app.user.click(withinSideMenu().getByRole('link', { name: 'Actualités' }));
    await findPageTitle('Actualités');
    expect(app.router.state.location.pathname).toBe('/news');
    await waitFor(() => expect(document.title).toBe('Portail École | /news'));

    await app.router.navigate('/meals');
    await findPageTitle('Repas');
    await waitFor(() => expect(document.title).toBe('Portail École | /meals'));
  });

  it('Screens and routes: the sign-in page title is the prefix followed by /', async () => {
    await renderApp('/');
    await screen.findByRole('heading', { name: 'Connexion' });
    await waitFor(() => expect(document.title).toBe('Portail École | /'));
  });

  it('Screens and routes: after a guard redirect the title shows /unauthorized', async () => {
    await renderSignedIn('staff', '/meals');
    await screen.findByRole('heading', { name: 'Accès non autorisé' });
    await waitFor(() => expect(document.title).toBe('Portail École | /unauthorized'));
  });
});

describe('unknown path (Entry, Error catalogue)', () => {
  it('Screens and routes: an unknown path shows "Page introuvable" and says the page may be deleted, renamed or temporarily unavailable', async () => {
    const app = await renderApp('/this/page/does-not-exist');

    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'La page que vous cherchez a peut-être été supprimée, renommée ou est temporairement indisponible.',
      ),
    ).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/this/page/does-not-exist');
    await waitFor(() => expect(document.title).toBe('Portail École | /this/page/does-not-exist'));
    // Signed out, the page stays bare: no menu, no selector row, no user menu.
    expect(screen.queryByRole('navigation', { name: 'Menu de navigation' })).toBeNull();
    expect(
      screen.queryByRole('region', { name: 'Sélection de l’année, de l’établissement et de l’élève' }),
    ).toBeNull();
  });

  it('Shell: a signed-in user sees the not-found page inside the shell (menu, user menu, selector row), not a guard redirect', async () => {
    await storeSession('staff');
    const app = await renderApp('/nope');
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/nope');
    expect(await findUserMenuButton(DISPLAY_NAMES.staff)).toBeInTheDocument();
    expect(withinSideMenu().getByRole('link', { name: 'Tableau de bord' })).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Sélection de l’année, de l’établissement et de l’élève' }),
    ).toBeInTheDocument();
    // One main landmark: the page sits in the shell's.
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });
});

describe('language direction (Language)', () => {
  it("States and transitions: rendering in 'ar' sets dir=rtl and lang=ar on the document", async () => {
    const app = await renderApp('/', { language: 'ar' });
    await screen.findByRole('button', { name: /تسجيل الدخول|دخول/ });

    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    await waitFor(() => expect(app.store.getState().layout.isRTL).toBe(true));
  });

  it("States and transitions: rendering in 'fr' sets dir=ltr and lang=fr on the document", async () => {
    document.documentElement.dir = 'rtl';
    const app = await renderApp('/', { language: 'fr' });
    await screen.findByRole('heading', { name: 'Connexion' });

    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(document.documentElement).toHaveAttribute('lang', 'fr');
    expect(app.store.getState().layout.isRTL).toBe(false);
  });

  it('States and transitions: choosing Arabic in the language picker switches to right-to-left and stores the choice', async () => {
    const app = await renderApp('/');
    await screen.findByRole('heading', { name: 'Connexion' });

    await app.user.click(screen.getByRole('button', { name: 'Langue : Français' }));
    await app.user.click(screen.getByRole('menuitemradio', { name: 'العربية' }));

    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(window.localStorage.getItem('defaultLanguage')).toBe('ar');
  });
});
