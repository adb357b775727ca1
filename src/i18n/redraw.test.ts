import i18next, { type i18n as I18n } from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../mocks/node';
import { loadBundled } from './bundled';
import { initI18n, loadFeatureTexts } from './i18n';

/** The remote French file answers `texts`. */
function remoteFrench(texts: object) {
  server.use(
    http.get('*/api/traduction/:file', ({ params }) =>
      params.file === 'fr.json'
        ? HttpResponse.json(texts)
        : HttpResponse.json({ message: 'nope' }, { status: 404 }),
    ),
  );
}

/** French i18next, and the store's 'added' events from then on (each redraws every translated component). */
async function frenchWithRedraws(): Promise<{ instance: I18n; redraws: string[][] }> {
  window.localStorage.setItem('defaultLanguage', 'fr');
  const instance = await initI18n(i18next.createInstance());
  const redraws: string[][] = [];
  // i18next passes the texts added as a third argument, which its types leave out.
  const onAdded = (_language: string, _namespace: string, texts: object) => {
    redraws.push(Object.keys(texts).slice(0, 1));
  };
  instance.store.on('added', onAdded as (language: string, namespace: string) => void);
  return { instance, redraws };
}

describe('texts that arrive redraw the screen only when a shown text changes (budgets: no long task when texts come)', () => {
  it('a remote file that changes no text in the store (the build’s texts, and features not opened yet) goes in without a redraw', async () => {
    const shared = { ...(await loadBundled('fr')), ...(await loadBundled('fr', 'shell')) };
    const finances = await loadBundled('fr', 'finances');
    remoteFrench({ ...shared, ...finances });
    const { instance, redraws } = await frenchWithRedraws();

    await instance.reloadResources(['fr']);

    expect(redraws).toEqual([]);
    // Its texts are in the store all the same: a feature not opened yet reads them.
    expect(instance.t('finances.parent.noChild')).toBe(
      (finances.finances as { parent: { noChild: string } }).parent.noChild,
    );
    expect(instance.t('notFound.title')).toBe((shared.notFound as { title: string }).title);
  });

  it('a remote file that changes a text in the store redraws the screen once, with its text', async () => {
    remoteFrench({ notFound: { title: 'Titre distant' } });
    const { instance, redraws } = await frenchWithRedraws();

    await instance.reloadResources(['fr']);

    expect(instance.t('notFound.title')).toBe('Titre distant');
    expect(redraws).toHaveLength(1);
  });

  it('a page’s part redraws the screen when it comes (the page shows its texts)', async () => {
    remoteFrench({});
    const { instance, redraws } = await frenchWithRedraws();

    await loadFeatureTexts(instance, ['finances']);

    expect(instance.t('finances.parent.noChild')).not.toBe('finances.parent.noChild');
    expect(redraws).toEqual([['finances']]);
  });
});
