import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../mocks/node';
import { renderSignedIn } from '../../tests/helpers/shell';

/**
 * Inline pictures built from a `{mimeType, data}` answer (`data:<type>;base64,<data>`). The bundled logo and flags
 * are drawn inline (components/LogoMark, components/Flag), not as images.
 */
const pictureImages = (mimePrefix = '') =>
  [...document.querySelectorAll('img')].filter((img) => {
    const src = img.getAttribute('src') ?? '';
    return src.startsWith(`data:${mimePrefix}`) && /^data:[^,]*;base64,/.test(src);
  });

describe('profile picture (Profile picture, Error catalogue: failure is silent, default icon)', () => {
  it("States and transitions: the admin's PNG renders inline as an <img> with a data:image/png;base64 src", async () => {
    const { store } = await renderSignedIn('admin', '/dashboard');

    await waitFor(() => expect(store.getState().auth.profile?.mimeType).toBe('image/png'));
    const picture = await screen.findByRole('img', { name: 'Samira Benali' });
    expect(picture.tagName).toBe('IMG');
    expect(picture.getAttribute('src')).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    // The bottom bar's profile link shows the same picture.
    expect(pictureImages('image/png').length).toBeGreaterThanOrEqual(2);
  });

  it('States and transitions: a picture answer with mimeType image/svg+xml is refused: default icon, no data:image/svg img', async () => {
    const svg = btoa('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    server.use(
      http.get('*/api/userprofilepicture', () => HttpResponse.json({ mimeType: 'image/svg+xml', data: svg })),
    );
    const { store } = await renderSignedIn('admin', '/dashboard');

    await waitFor(() => expect(store.getState().auth.status).toBe('ready'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.getState().auth.profile).toBeNull();
    expect(pictureImages('image/svg')).toHaveLength(0);
    expect(pictureImages()).toHaveLength(0);
    const icon = screen.getByRole('img', { name: 'Samira Benali' });
    expect(icon.tagName).toBe('SPAN');
  });

  it('States and transitions / Error catalogue: a failed picture load (500) is silent: default icon, no navigation, no toast', async () => {
    server.use(
      http.get('*/api/userprofilepicture', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    );
    const { store, router, navigations } = await renderSignedIn('admin', '/dashboard');

    await waitFor(() => expect(store.getState().auth.status).toBe('ready'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.getState().auth.profile).toBeNull();
    expect(screen.getByRole('img', { name: 'Samira Benali' }).tagName).toBe('SPAN');
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(navigations).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('States and transitions: a user without a picture (staff, 204 No Content) gets the default icon', async () => {
    const { store } = await renderSignedIn('staff', '/dashboard');

    await waitFor(() => expect(store.getState().auth.status).toBe('ready'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('img', { name: 'Youssef Alaoui' }).tagName).toBe('SPAN');
    expect(pictureImages()).toHaveLength(0);
  });

  it('States and transitions: a picture with a non-base64 payload is refused too', async () => {
    server.use(
      http.get('*/api/userprofilepicture', () =>
        HttpResponse.json({ mimeType: 'image/png', data: '"><script>alert(1)</script>' }),
      ),
    );
    const { store } = await renderSignedIn('admin', '/dashboard');
    await waitFor(() => expect(store.getState().auth.status).toBe('ready'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pictureImages()).toHaveLength(0);
  });
});
