import { http, HttpResponse } from 'msw';
import { vapidProblem } from './vapid.ts';

/**
 * The demo's push service (demo API only, docs/api.md "Push notifications"): what a browser's push service (FCM,
 * Mozilla's, Apple's) does with the requests web-push sends, so that the whole path runs on an offline machine and
 * in tests. `POST demo-push/{token}` checks the VAPID `Authorization` is signed by the demo's key for this origin,
 * keeps the encrypted body and its headers (it cannot read them: only the device's private key can), and answers
 * 201. A token starting with `gone` answers 410, as a push service does for a device that unsubscribed.
 */

export interface DemoPushMessage {
  token: string;
  /** The encrypted body (`aes128gcm`), base64. */
  body: string;
  headers: Record<string, string>;
  receivedAt: string;
}

/** Kept in memory, newest last (the last 200). */
const received: DemoPushMessage[] = [];
const KEPT = 200;

/** What the demo's push service received for `token` (every token when none is given). */
export function demoPushReceived(token?: string): DemoPushMessage[] {
  return received.filter((message) => token === undefined || message.token === token);
}

export const demoPushServiceHandlers = [
  // What the demo's push service received for one device, encrypted (the browser suite opens it with the device's
  // key, then hands it to the service worker as the push service would).
  http.get('*/api/demo-push/:token/messages', ({ params }) =>
    HttpResponse.json(
      demoPushReceived(String(params.token)).map(({ body, receivedAt }) => ({ body, receivedAt })),
    ),
  ),
  http.post('*/api/demo-push/:token', async ({ request, params }) => {
    const token = String(params.token);
    if (token.startsWith('gone')) return HttpResponse.json({ message: 'Subscription gone' }, { status: 410 });
    const problem = vapidProblem(request.headers.get('Authorization'), new URL(request.url).origin);
    if (problem) return HttpResponse.json({ message: problem }, { status: 403 });
    if (request.headers.get('Content-Encoding') !== 'aes128gcm') {
      return HttpResponse.json({ message: 'Content-Encoding must be aes128gcm' }, { status: 400 });
    }
    if (!/^\d+$/.test(request.headers.get('TTL') ?? '')) {
      return HttpResponse.json({ message: 'TTL is required' }, { status: 400 });
    }
    const bytes = new Uint8Array(await request.arrayBuffer());
    if (bytes.length === 0 || bytes.length > 4096) {
      return HttpResponse.json({ message: 'Payload too large or empty' }, { status: 413 });
    }
    received.push({
      token,
      body: Buffer.from(bytes).toString('base64'),
      headers: Object.fromEntries(request.headers),
      receivedAt: new Date().toISOString(),
    });
    received.splice(0, Math.max(0, received.length - KEPT));
    return new HttpResponse(null, { status: 201, headers: { Location: `/api/demo-push/${token}/messages` } });
  }),
];
