import { getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { IDEMPOTENCY_HEADER } from '../../domain/idempotency.ts';
import { db } from './db.ts';
import type { DemoData } from './tables.ts';

/** How long the demo API remembers a key (docs/api.md "Idempotency"). */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

interface Answer {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

interface Remembered {
  fingerprint: string;
  expires: number;
  /** The first answer, once there is one (null: not kept); until then the request is still being handled. */
  answer: Promise<Answer | null>;
}

// One memory per data set: `db.reset()` (tests, `npm run demo:reset`) starts with no key remembered.
const memories = new WeakMap<DemoData, Map<string, Remembered>>();

function memory(): Map<string, Remembered> {
  let keys = memories.get(db.data);
  if (!keys) {
    keys = new Map();
    memories.set(db.data, keys);
  }
  const now = Date.now();
  for (const [key, entry] of keys) if (entry.expires <= now) keys.delete(key);
  return keys;
}

/** What makes two requests "the same": the query and the body (a multipart body by its fields and files). */
async function fingerprintOf(request: Request): Promise<string> {
  const search = new URL(request.url).search;
  if (/multipart\/form-data/i.test(request.headers.get('Content-Type') ?? '')) {
    const form = await request.clone().formData();
    const fields = [...form.entries()].map(([name, value]) =>
      typeof value === 'string' ? [name, value] : [name, value.name, value.size, value.type],
    );
    return JSON.stringify([search, fields]);
  }
  return JSON.stringify([search, await request.clone().text()]);
}

function toResponse(answer: Answer, replayed: boolean): Response {
  const headers = new Headers(answer.headers);
  if (replayed) headers.set('Idempotent-Replayed', 'true');
  return new Response(answer.body.slice(0), { status: answer.status, headers });
}

/**
 * The money and message creates (docs/api.md "Idempotency"): sent again by a retry or a double click, each would be a
 * second payment or message (or certificate sent, or document numbered), so the demo API refuses them without an `Idempotency-Key` (428
 * `IDEMPOTENCY_KEY_REQUIRED`). The portal sends one on each (api/useSubmission.ts).
 */
export const KEY_REQUIRED_CREATES: readonly RegExp[] = [
  /\/api\/families\/[^/]+\/payments$/,
  /\/api\/payments\/[^/]+\/refund$/,
  /\/api\/students\/[^/]+\/online-payments$/,
  /\/api\/students\/[^/]+\/payment-plans$/,
  /\/api\/engagements$/,
  /\/api\/reminders$/,
  /\/api\/news\/[^/]+\/reminders$/,
  /\/api\/chat\/conversations\/[^/]+\/messages$/,
  /\/api\/requests$/,
  /\/api\/requests\/[^/]+\/replies$/,
  /\/api\/requests\/[^/]+\/certificate\/issue$/,
  /\/api\/transport\/expenses$/,
  /\/api\/canteen\/purchases$/,
  /\/api\/students\/[^/]+\/school-documents$/,
  /\/api\/push\/subscriptions$/,
];

/** Whether `request` is a money or message create (a POST to one of `KEY_REQUIRED_CREATES`). */
export function requiresKey(request: Request): boolean {
  const path = new URL(request.url).pathname;
  return request.method === 'POST' && KEY_REQUIRED_CREATES.some((pattern) => pattern.test(path));
}

/** Session and permission refusals and server faults recorded nothing: a retry with the key is handled afresh. */
const remembersAnswer = (status: number) => status < 500 && status !== 401 && status !== 403;

/**
 * The demo API's idempotency, once for every handler (docs/api.md "Idempotency"): a write carrying an
 * `Idempotency-Key` is handled once per user, method and path; the same key again gets the first answer (status
 * and body) and creates nothing more, even while the first is still being handled; the same key with another
 * body is refused (422 `IDEMPOTENCY_KEY_REUSED`). Keys are kept for a day. A money or message create without a key
 * is refused (428 `IDEMPOTENCY_KEY_REQUIRED`), recording nothing.
 * @example export const handlers = withIdempotency([...authHandlers, ...financeHandlers]);
 */
export function withIdempotency(handlers: RequestHandler[]): RequestHandler[] {
  const handleOnce = async (request: Request): Promise<Response | undefined> => {
    if (request.method === 'GET' || request.method === 'HEAD') return undefined;
    const key = request.headers.get(IDEMPOTENCY_HEADER)?.trim();
    const token = request.headers.get('Authorization')?.trim() ?? '';
    const userId = db.data.sessions[token];
    // Without a session the handler answers the session error; nothing to remember.
    if (userId === undefined) return undefined;
    if (!key) {
      if (!requiresKey(request)) return undefined;
      return HttpResponse.json(
        { message: 'An Idempotency-Key header is required', code: 'IDEMPOTENCY_KEY_REQUIRED' },
        { status: 428 },
      );
    }

    const keys = memory();
    const scope = JSON.stringify([userId, request.method, new URL(request.url).pathname, key]);
    const fingerprint = await fingerprintOf(request);
    const known = keys.get(scope);
    if (known) {
      if (known.fingerprint !== fingerprint) {
        return HttpResponse.json(
          { message: 'Idempotency key reused with another request', code: 'IDEMPOTENCY_KEY_REUSED' },
          { status: 422 },
        );
      }
      const first = await known.answer;
      // The first try recorded nothing (a refusal of the session, a fault): this one is handled afresh.
      return first ? toResponse(first, true) : handleOnce(request);
    }

    let settle: (answer: Answer | null) => void = () => undefined;
    const entry: Remembered = {
      fingerprint,
      expires: Date.now() + IDEMPOTENCY_KEY_LIFETIME_MS,
      answer: new Promise((resolve) => (settle = resolve)),
    };
    keys.set(scope, entry);
    const forget = () => {
      if (keys.get(scope) === entry) keys.delete(scope);
      settle(null);
    };
    try {
      const response = await getResponse(handlers, request.clone());
      if (!response || !remembersAnswer(response.status)) {
        forget();
        return response;
      }
      const answer: Answer = {
        status: response.status,
        headers: [...response.headers.entries()],
        body: await response.arrayBuffer(),
      };
      settle(answer);
      return toResponse(answer, false);
    } catch (error) {
      // A handler that threw recorded nothing we can replay: a retry is handled afresh.
      forget();
      throw error;
    }
  };
  return [http.all('*/api/*', ({ request }) => handleOnce(request)), ...handlers];
}
