import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { deferred, storeSession } from '../../tests/helpers/demo';
import { server } from '../mocks/node';
import {
  cancelKept,
  flushOutbox,
  isOfflineFailure,
  keepToSend,
  onOutboxSent,
  resetOutboxForTests,
  startOutbox,
  waitingFor,
  type NewOutboxEntry,
} from './outbox';
import { clearStorage, STORAGE_KEYS } from './storage';

const KEY = '6f1c2a4e-0b7d-4c1a-9e55-3f7d2b8c9a10';
const PARENT = '3';
const OTHER = '1';

function entry(overrides: Partial<NewOutboxEntry> = {}): NewOutboxEntry {
  return {
    idempotencyKey: KEY,
    owner: PARENT,
    kind: 'message',
    url: 'chat/conversations/1/messages',
    fields: [['message', 'Yasmine sera absente demain.']],
    about: { conversationId: 1 },
    text: 'Yasmine sera absente demain.',
    invalidates: [],
    ...overrides,
  };
}

interface Sent {
  key: string | null;
  message: FormDataEntryValue | null;
}

/** Answers every `POST chat/conversations/1/messages` with `answer` and records its key and body. */
function answerMessages(answer: () => Response | Promise<Response>): Sent[] {
  const sent: Sent[] = [];
  server.use(
    http.post('*/api/chat/conversations/1/messages', async ({ request }) => {
      const form = await request.formData();
      sent.push({ key: request.headers.get('Idempotency-Key'), message: form.get('message') });
      return answer();
    }),
  );
  return sent;
}

function setOnline(online: boolean) {
  const spy = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  onTestFinished(() => spy.mockRestore());
}

const created = () => HttpResponse.json({ message_id: 99 }, { status: 201 });

beforeEach(async () => {
  resetOutboxForTests();
  await storeSession('parent');
});
afterEach(() => resetOutboxForTests());

describe('lib/outbox: kept on the device (docs/architecture.md "Offline outbox")', () => {
  it('keeps a message with its Idempotency-Key in localStorage, for its owner only', () => {
    keepToSend(entry());
    expect(window.localStorage.getItem(STORAGE_KEYS.outbox)).toContain(KEY);
    const [kept] = waitingFor(PARENT, 'message');
    expect(kept).toMatchObject({ idempotencyKey: KEY, owner: PARENT, text: 'Yasmine sera absente demain.' });
    expect(typeof kept?.keptAt).toBe('string');
    // Another user signed in on this device never sees it.
    expect(waitingFor(OTHER)).toEqual([]);
    expect(waitingFor(PARENT, 'request')).toEqual([]);
  });

  it('keeping the same key twice keeps one entry; unreadable storage reads as nothing waiting', () => {
    keepToSend(entry());
    keepToSend(entry());
    expect(waitingFor(PARENT)).toHaveLength(1);
    window.localStorage.setItem(STORAGE_KEYS.outbox, '[{"owner":3}]');
    expect(waitingFor(PARENT)).toEqual([]);
  });

  it('"Annuler" removes it while it waits; another user cannot cancel it; the last one removes the key', () => {
    keepToSend(entry());
    cancelKept(OTHER, KEY);
    expect(waitingFor(PARENT)).toHaveLength(1);
    cancelKept(PARENT, KEY);
    expect(waitingFor(PARENT)).toEqual([]);
    expect(window.localStorage.getItem(STORAGE_KEYS.outbox)).toBeNull();
  });

  it('a failure is kept when the request never left (offline) or met a network error with no answer', () => {
    setOnline(true);
    expect(isOfflineFailure({ status: 'NETWORK_ERROR', message: 'Network Error', kind: 'network' })).toBe(
      true,
    );
    expect(isOfflineFailure({ status: 422, message: 'Invalid', code: 'VALIDATION_ERROR' })).toBe(false);
    expect(isOfflineFailure({ status: 500, message: 'Server error' })).toBe(false);
    expect(isOfflineFailure({ status: 503, message: 'Unavailable' })).toBe(false);
    // The time limit: "not confirmed", the screens' own state.
    expect(isOfflineFailure({ status: 'NETWORK_ERROR', message: 'timeout', code: 'OUTCOME_UNKNOWN' })).toBe(
      false,
    );
    setOnline(false);
    expect(isOfflineFailure({ status: 'NETWORK_ERROR', message: 'Network Error', kind: 'network' })).toBe(
      true,
    );
  });
});

describe('lib/outbox: sent once when the network is back', () => {
  it('offline, nothing is sent; online, it is sent once with its first key and body, then leaves the list', async () => {
    const sent = answerMessages(created);
    const heard: string[] = [];
    onTestFinished(onOutboxSent((done) => heard.push(done.idempotencyKey)));
    keepToSend(entry());

    setOnline(false);
    await startOutbox(PARENT);
    expect(sent).toEqual([]);

    setOnline(true);
    // Two `online` events and a page opening at the same moment: one send.
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    await Promise.all([flushOutbox(), startOutbox(PARENT)]);
    await vi.waitFor(() => expect(waitingFor(PARENT)).toEqual([]), { timeout: 15_000 });
    await flushOutbox();

    expect(sent).toEqual([{ key: KEY, message: 'Yasmine sera absente demain.' }]);
    expect(heard).toEqual([KEY]);
    expect(window.localStorage.getItem(STORAGE_KEYS.outbox)).toBeNull();
  });

  it('sends only the signed-in user’s entries', async () => {
    setOnline(true);
    const sent = answerMessages(created);
    keepToSend(entry({ owner: OTHER }));
    await startOutbox(PARENT);
    expect(sent).toEqual([]);
    expect(waitingFor(OTHER)).toHaveLength(1);
  });

  it('a network error with no answer leaves it waiting, to be sent again with the same key', async () => {
    setOnline(true);
    let failing = true;
    const sent = answerMessages(() => (failing ? HttpResponse.error() : created()));
    keepToSend(entry());
    await startOutbox(PARENT);
    expect(sent).toHaveLength(1);
    expect(waitingFor(PARENT)).toHaveLength(1);
    expect(waitingFor(PARENT)[0]?.refused).toBeUndefined();

    failing = false;
    await flushOutbox();
    expect(sent.map((one) => one.key)).toEqual([KEY, KEY]);
    expect(waitingFor(PARENT)).toEqual([]);
  });

  it('refused by the API (422), it stays with the reason, is not sent again, and can be cancelled', async () => {
    setOnline(true);
    const sent = answerMessages(() =>
      HttpResponse.json(
        { message: 'Invalid', code: 'VALIDATION_ERROR', errors: { message: 'TOO_LONG' } },
        { status: 422 },
      ),
    );
    keepToSend(entry());
    await startOutbox(PARENT);
    const [kept] = waitingFor(PARENT);
    expect(kept?.refused).toMatchObject({
      status: 422,
      code: 'VALIDATION_ERROR',
      fields: { message: 'TOO_LONG' },
    });

    await flushOutbox();
    expect(sent).toHaveLength(1);
    cancelKept(PARENT, KEY);
    expect(waitingFor(PARENT)).toEqual([]);
  });
});

describe('lib/outbox: erased at logout', () => {
  it('clearStorage erases it, and a send answered after the logout writes nothing back', async () => {
    setOnline(true);
    const gate = deferred();
    const sent = answerMessages(async () => {
      await gate.promise;
      return created();
    });
    keepToSend(entry());
    keepToSend(entry({ idempotencyKey: 'second-key', text: 'Deuxième', fields: [['message', 'Deuxième']] }));
    const flushing = startOutbox(PARENT);
    await vi.waitFor(() => expect(sent).toHaveLength(1), { timeout: 15_000 });

    clearStorage();
    expect(waitingFor(PARENT)).toEqual([]);
    gate.release();
    await flushing;

    expect(window.localStorage.getItem(STORAGE_KEYS.outbox)).toBeNull();
    // The second, erased before its turn, is never sent.
    expect(sent).toHaveLength(1);
  });
});
