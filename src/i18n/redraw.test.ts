import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import type * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../mocks/node';
import { initI18n, loadFeatureTexts } from './i18n';

/** True while a scope given to React's `startTransition` runs (from the app's modules). */
const transition = vi.hoisted(() => ({ running: false }));
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof React>();
  return {
    ...react,
    startTransition: (scope: () => void) => {
      transition.running = true;
      try {
        react.startTransition(scope);
      } finally {
        transition.running = false;
      }
    },
  };
});

describe('texts that arrive redraw the screen in a transition (budgets: no long task when texts come)', () => {
  it('the remote file and a page’s part are put in the store inside a transition, which React cuts into short slices', async () => {
    server.use(
      http.get('*/api/traduction/:file', ({ params }) =>
        params.file === 'fr.json'
          ? HttpResponse.json({ notFound: { title: 'Titre distant' } })
          : HttpResponse.json({ message: 'nope' }, { status: 404 }),
      ),
    );
    window.localStorage.setItem('defaultLanguage', 'fr');
    const instance = await initI18n(i18next.createInstance());
    const added: Array<{ part: string[]; inTransition: boolean }> = [];
    // i18next passes the texts added as a third argument, which its types leave out.
    const onAdded = (_language: string, _namespace: string, texts: object) => {
      added.push({ part: Object.keys(texts).slice(0, 1), inTransition: transition.running });
    };
    instance.store.on('added', onAdded as (language: string, namespace: string) => void);

    await instance.reloadResources(['fr']);
    expect(instance.t('notFound.title')).toBe('Titre distant');
    await loadFeatureTexts(instance, ['finances']);
    expect(instance.t('finances.parent.noChild')).not.toBe('finances.parent.noChild');

    expect(added).toEqual([
      { part: [expect.any(String)], inTransition: true },
      { part: ['finances'], inTransition: true },
    ]);
  });
});
