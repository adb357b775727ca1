import i18next from 'i18next';
import type { Root } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { storeSession } from '../../tests/helpers/demo';
import { startApp } from './startApp';

describe('startApp (Loading and first load; docs/architecture.md "Decisions", total blocking time)', () => {
  it('with a stored token, shows the boot spinner, loads the user, then draws the app once with the user in place', async () => {
    await storeSession('admin');
    window.localStorage.setItem('defaultLanguage', 'fr');
    const i18n = await initI18n(i18next.createInstance());
    const statuses: string[] = [];
    const { createStore } = await import('../store/store');
    const render = vi.fn();
    const root = { render, unmount: vi.fn() } as unknown as Root;
    // The store the app builds is read through the user load's effect on it: the status at each render.
    const seen = vi.spyOn(await import('../store/store'), 'createStore').mockImplementation(() => {
      const store = createStore();
      render.mockImplementation(() => statuses.push(store.getState().auth.status));
      return store;
    });
    startApp(root, i18n);
    expect(statuses).toEqual(['idle']); // the spinner, as `GET user` leaves
    await vi.waitFor(() => expect(statuses).toHaveLength(2));
    expect(statuses[1]).toBe('ready'); // the app, drawn with the user already there: never drawn twice
    seen.mockRestore();
  });
});
