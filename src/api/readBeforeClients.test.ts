import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { server } from '../mocks/node';
import { STORAGE_KEYS, writeItem } from '../lib/storage';

/** Whether api/clients.ts (axios and the two clients) has been evaluated in this file's module graph. */
const evaluated = vi.hoisted(() => ({ clients: false }));
vi.mock('./clients', async (importOriginal) => {
  evaluated.clients = true;
  return importOriginal();
});

const { callApi } = await import('./baseQuery');
const { navigationSettled, resetSessionRedirect, setErrorEffects } = await import('./errors');

const itemSchema = z.object({ id: z.number(), name: z.string() });

interface Seen {
  authorization: string | null;
  webClientCall: string | null;
  query: string;
}

beforeEach(() => {
  resetSessionRedirect();
  navigationSettled();
  setErrorEffects({
    navigate: vi.fn(),
    currentPath: () => '/dashboard',
    endSession: () => true,
    notifySessionEnded: vi.fn(),
    keepTypingRefused: vi.fn(),
    loadErrorTexts: () => Promise.resolve(),
  });
  writeItem(STORAGE_KEYS.token, 'token-of-the-session');
});

afterEach(() => window.localStorage.clear());

// The tests run in this order: the clients are loaded by the third one and stay loaded.
describe('a first screen that only reads does not load the clients (docs/architecture.md "Speed")', () => {
  it('a read sent before the clients are loaded leaves through fetch, with the clients’ headers, and is checked by its schema', async () => {
    const seen: Seen[] = [];
    server.use(
      http.get('*/api/students', ({ request }) => {
        seen.push({
          authorization: request.headers.get('Authorization'),
          webClientCall: request.headers.get('WebClientCall'),
          query: new URL(request.url).search,
        });
        return HttpResponse.json({ id: 7, name: 'Idrissi', extra: 'dropped' });
      }),
    );
    const result = await callApi({
      url: 'students',
      params: { branch: 1, year: 2, search: 'idr', missing: undefined },
      schema: itemSchema,
    });
    expect(result).toEqual({ data: { id: 7, name: 'Idrissi' } });
    expect(seen).toEqual([
      { authorization: 'token-of-the-session', webClientCall: 'true', query: '?branch=1&search=idr&year=2' },
    ]);
    expect(evaluated.clients).toBe(false);
  });

  it('a malformed answer read so is a PARSE_ERROR, as through the client; a photo is read so too', async () => {
    server.use(
      http.get('*/api/bad', () => HttpResponse.json({ id: 'seven' })),
      http.get('*/api/students/7/photo', () => new HttpResponse(new Blob(['png']), { status: 200 })),
    );
    expect(await callApi({ url: 'bad', schema: itemSchema })).toMatchObject({
      error: { status: 'PARSE_ERROR' },
    });
    const photo = await callApi<Blob>({
      url: 'students/7/photo',
      client: 'transfer',
      responseType: 'blob',
      schema: z.instanceof(Blob),
    });
    expect('data' in photo && (await photo.data.text())).toBe('png');
    expect(evaluated.clients).toBe(false);
  });

  it('Error catalogue: a refused read is asked again through the client, whose catalogue reads the refusal', async () => {
    let asked = 0;
    server.use(
      http.get('*/api/students', () => {
        asked += 1;
        return HttpResponse.json({ message: 'Le serveur ne répond pas' }, { status: 500 });
      }),
    );
    const result = await callApi({ url: 'students', schema: itemSchema });
    expect(result).toMatchObject({ error: { status: 500, message: 'Le serveur ne répond pas' } });
    expect(asked).toBe(2);
    expect(evaluated.clients).toBe(true);
  });

  it('once the clients are loaded, every call goes through them (one request)', async () => {
    let asked = 0;
    server.use(
      http.get('*/api/students', () => {
        asked += 1;
        return HttpResponse.json({ id: 8, name: 'Benali' });
      }),
    );
    expect(await callApi({ url: 'students', schema: itemSchema })).toEqual({
      data: { id: 8, name: 'Benali' },
    });
    expect(asked).toBe(1);
  });
});
