import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { installBrowserBridges } from '../../../tests/helpers/browserBridges';
import { renderSignedIn } from '../../../tests/helpers/shell';
import { db } from '../../mocks/core/db';
import { server } from '../../mocks/node';
import { resetOutboxForTests } from '../../lib/outbox';

/**
 * Offline, a parent can still write (docs/architecture.md "Offline outbox"): parent@demo.test writes to Samira
 * Benali (conversation 1) with no network; the message waits on the device and is sent once when it returns.
 */

const FEED = 'Messages de la conversation';
const WAITING = "En attente d'envoi";
const LAST_OF_SAMIRA = 'Voici le certificat de scolarité de Yasmine pour l’année 2026-2027.';

let removeBridges: () => void = () => undefined;
beforeAll(async () => {
  removeBridges = installBrowserBridges();
  await import('./MessagingPage');
}, 60_000);
afterAll(() => removeBridges());

/**
 * The device's network: `navigator.onLine` as the browser says it, and every message POST failing with no answer
 * while it is off. Returns the switch and the Idempotency-Key of each message POST the app made.
 */
function network(): { set: (online: boolean) => void; keys: string[] } {
  let online = true;
  const spy = vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  const keys: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && /\/api\/chat\/conversations\/\d+\/messages$/.test(request.url))
      keys.push(request.headers.get('Idempotency-Key') ?? '');
  };
  server.events.on('request:start', listener);
  server.use(
    http.post('*/api/chat/conversations/:id/messages', () => (online ? undefined : HttpResponse.error())),
  );
  onTestFinished(() => {
    spy.mockRestore();
    server.events.removeListener('request:start', listener);
    resetOutboxForTests();
  });
  return {
    set(next) {
      online = next;
      window.dispatchEvent(new Event(next ? 'online' : 'offline'));
    },
    keys,
  };
}

async function openSamira(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  const list = await screen.findByRole('region', { name: 'Conversations' });
  await user.click(await within(list).findByRole('button', { name: /Samira Benali/ }));
  const feed = await screen.findByRole('list', { name: FEED });
  await within(feed).findByText(LAST_OF_SAMIRA);
  return feed;
}

const stored = (text: string) => db.data.messages.filter((message) => message.message === text);

describe('chat: offline outbox', () => {
  it('offline, a text message waits in the feed ("En attente d\'envoi"), survives on the device, and is sent once when the network returns', async () => {
    const net = network();
    const { user } = await renderSignedIn('parent', '/messagerie');
    const feed = await openSamira(user);
    const text = 'Hors ligne : Yasmine arrivera à 10 h.';

    net.set(false);
    await user.type(screen.getByLabelText('Votre message'), text);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    const waiting = (await within(feed).findByText(WAITING)).closest('li')!;
    expect(waiting).toHaveTextContent(text);
    expect(within(waiting).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    expect(screen.getByLabelText('Votre message')).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Kept in localStorage (it survives closing the tab), with the key of its first send.
    expect(net.keys).toHaveLength(1);
    expect(window.localStorage.getItem('outbox')).toContain(net.keys[0]);
    expect(stored(text)).toHaveLength(0);

    // Back online: the `online` event sends it, twice dispatched, once sent.
    net.set(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(stored(text)).toHaveLength(1), { timeout: 15_000 });
    expect(await within(feed).findByText(text)).toBeInTheDocument();
    await vi.waitFor(() => expect(within(feed).queryByText(WAITING)).not.toBeInTheDocument(), {
      timeout: 15_000,
    });
    expect(within(feed).getAllByText(text)).toHaveLength(1);
    expect(net.keys).toHaveLength(2);
    expect(new Set(net.keys).size).toBe(1);
    expect(window.localStorage.getItem('outbox')).toBeNull();
  });

  it('a message kept offline is sent when the page opens again with the network on (a reload), with its key', async () => {
    const net = network();
    const first = await renderSignedIn('parent', '/messagerie');
    await openSamira(first.user);
    const text = 'Envoyé après le rechargement.';
    net.set(false);
    await first.user.type(screen.getByLabelText('Votre message'), text);
    await first.user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await screen.findByText(WAITING);
    first.unmount();

    // The tab is closed offline; the page opens again once the network is back (no `online` event).
    resetOutboxForTests();
    net.set(true);
    const again = await renderSignedIn('parent', '/messagerie');
    await vi.waitFor(() => expect(stored(text)).toHaveLength(1), { timeout: 15_000 });
    const feed = await openSamira(again.user);
    expect(await within(feed).findByText(text)).toBeInTheDocument();
    expect(within(feed).queryByText(WAITING)).not.toBeInTheDocument();
    expect(new Set(net.keys).size).toBe(1);
  });

  it('"Annuler" removes a waiting message: nothing is sent when the network returns', async () => {
    const net = network();
    const { user } = await renderSignedIn('parent', '/messagerie');
    const feed = await openSamira(user);
    const text = 'À annuler avant le retour du réseau.';
    net.set(false);
    await user.type(screen.getByLabelText('Votre message'), text);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    const waiting = (await within(feed).findByText(WAITING)).closest('li')!;
    await user.click(within(waiting).getByRole('button', { name: 'Annuler' }));
    expect(within(feed).queryByText(WAITING)).not.toBeInTheDocument();
    expect(window.localStorage.getItem('outbox')).toBeNull();

    net.set(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(net.keys).toHaveLength(1);
    expect(stored(text)).toHaveLength(0);
  });

  it('offline, a message with files cannot be kept: it says so and the composer keeps the text and the files', async () => {
    const net = network();
    const { user } = await renderSignedIn('parent', '/messagerie');
    const feed = await openSamira(user);
    net.set(false);
    await user.upload(
      screen.getByLabelText('Joindre des fichiers'),
      new File(['note'], 'mot-absence.txt', { type: 'text/plain' }),
    );
    await user.type(screen.getByLabelText('Votre message'), 'Avec un fichier.');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('un message avec des fichiers ne peut pas être gardé');
    expect(screen.getByLabelText('Votre message')).toHaveValue('Avec un fichier.');
    expect(screen.getByRole('list', { name: 'Pièces jointes' })).toHaveTextContent('mot-absence.txt');
    expect(within(feed).queryByText(WAITING)).not.toBeInTheDocument();
    expect(window.localStorage.getItem('outbox')).toBeNull();
  });
});
