import i18next, { type i18n as I18n } from 'i18next';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../mocks/node';
import { initI18n } from './i18n';

async function start(): Promise<I18n> {
  window.localStorage.setItem('defaultLanguage', 'fr');
  return initI18n(i18next.createInstance());
}

/** Held reads of the remote locales service: each waits until `release` lets it answer. */
function holdRemoteReads() {
  const state = { inFlight: 0, most: 0, total: 0 };
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get('*/api/traduction/:file', async () => {
      state.inFlight += 1;
      state.total += 1;
      state.most = Math.max(state.most, state.inFlight);
      await released;
      state.inFlight -= 1;
      return HttpResponse.json({});
    }),
  );
  return { state, release };
}

let releaseHeld: (() => void) | null = null;
afterEach(() => {
  releaseHeld?.();
  releaseHeld = null;
});

describe('Business constants: translation loading', () => {
  it('Business constants: translation loading: at most 10 parallel reads; with 12 namespaces asked for at once, the others wait their turn', async () => {
    const { state, release } = holdRemoteReads();
    releaseHeld = release;
    const instance = await start();
    const namespaces = Array.from({ length: 12 }, (_, index) => `part${index + 1}`);

    let loaded = false;
    void instance.loadNamespaces(namespaces).then(() => {
      loaded = true;
    });
    // Ten reads reach the service, and stay there unanswered: no eleventh comes meanwhile.
    await expect.poll(() => state.inFlight, { timeout: 15_000 }).toBe(10);
    await delay(300);
    expect(state.inFlight).toBe(10);
    expect(state.most).toBe(10);

    // Once they answer, the waiting reads go out in their turn, still never more than ten at once.
    release();
    await expect.poll(() => loaded, { timeout: 15_000 }).toBe(true);
    expect(state.total).toBeGreaterThanOrEqual(12);
    expect(state.most).toBe(10);
    expect(instance.options.maxParallelReads).toBe(10);
  });
});

describe('The calls it makes: missing-translation saving is off', () => {
  it('The calls it makes: a missing-translation save path is not enabled: a missing key is neither saved nor reported for saving (saveMissing false)', async () => {
    const instance = await start();
    const reported: string[] = [];
    instance.on('missingKey', (_languages: readonly string[], _namespace: string, key: string) => {
      reported.push(key);
    });
    const writes: string[] = [];
    const record = ({ request }: { request: Request }) => {
      if (request.method !== 'GET') writes.push(`${request.method} ${request.url}`);
    };
    server.events.on('request:start', record);
    try {
      expect(instance.t('no.such.key.anywhere')).toBe('no.such.key.anywhere');
      await delay(100);
    } finally {
      server.events.removeListener('request:start', record);
    }
    expect(reported).toEqual([]);
    expect(writes).toEqual([]);
    expect(instance.options.saveMissing).toBe(false);
  });
});
