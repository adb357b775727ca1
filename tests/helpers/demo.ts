import { http, HttpResponse } from 'msw';
import { onTestFinished } from 'vitest';
import { server } from '../../src/mocks/node';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_ACCOUNTS = {
  admin: 'admin@demo.test',
  staff: 'staff@demo.test',
  parent: 'parent@demo.test',
} as const;
export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

const API = 'http://localhost:3000/api';

/** Signs in against the demo API (POST login) and returns the token it issued. */
export async function demoToken(account: DemoAccount): Promise<string> {
  const answer = await fetch(`${API}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNTS[account], password: DEMO_PASSWORD }),
  });
  if (!answer.ok) throw new Error(`demo login failed: ${answer.status}`);
  const { token } = (await answer.json()) as { token: string };
  return token;
}

/**
 * One call to the demo API as `token`: a JSON body (or a FormData, sent as it is); the answer's status, its version
 * (`ETag`), its headers and its body: JSON read, other text as it is (a CSV, a letter), null when empty. For the
 * handlers' tests.
 */
export async function demoAnswer(
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, checked field by field
): Promise<{ status: number; version: string | null; headers: Headers; body: any }> {
  const headers: Record<string, string> = { ...(token ? { Authorization: token } : {}), ...extraHeaders };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const answer = await fetch(`${API}/${path}`, { method, headers, body: payload });
  const text = await answer.text();
  return {
    status: answer.status,
    version: answer.headers.get('ETag'),
    headers: answer.headers,
    body: text ? readBody(text, answer.headers.get('Content-Type')) : null,
  };
}

/** `demoAnswer`'s status and body alone, to compare whole. */
export async function demoCall(
  ...args: Parameters<typeof demoAnswer>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, checked field by field
): Promise<{ status: number; body: any }> {
  const { status, body } = await demoAnswer(...args);
  return { status, body };
}

/** An answer's body: JSON when it says so or reads as JSON, its text otherwise. */
function readBody(text: string, type: string | null): unknown {
  if (type?.includes('json')) return JSON.parse(text) as unknown;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Stores a fresh demo token under `token`, as a previous sign-in would have left it. */
export async function storeSession(account: DemoAccount): Promise<string> {
  const token = await demoToken(account);
  window.localStorage.setItem('token', token);
  return token;
}

/** A promise with its resolver, to hold an answer back until the test lets it go. */
export function deferred(): { promise: Promise<void>; release: () => void } {
  let release = () => undefined as void;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

/** Holds every `GET user` until `release()`; the demo handler then answers as usual. */
export function holdUserAnswer(): () => void {
  const gate = deferred();
  server.use(
    http.get('*/api/user', async () => {
      await gate.promise;
      return undefined;
    }),
  );
  return gate.release;
}

/** Every API request except the locales service answers with this status and body. */
export function answerEveryApiCallWith(status: number, body: Record<string, unknown>): void {
  server.use(
    http.all('*/api/*', ({ request }) => {
      if (new URL(request.url).pathname.startsWith('/api/traduction/')) return undefined;
      return HttpResponse.json(body, { status });
    }),
  );
}

/** The display names of the demo accounts, as the user menu shows them. */
export const DISPLAY_NAMES: Record<DemoAccount, string> = {
  admin: 'Samira Benali',
  staff: 'Youssef Alaoui',
  parent: 'Karim El Idrissi',
};

/** Records "METHOD /api/path" of every request the app sends from now until the test ends. */
export function recordRequests(): string[] {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return seen;
}

/** A fresh `Idempotency-Key` header: money and message creates are refused without one (docs/api.md "Idempotency"). */
export const withKey = (): Record<string, string> => ({ 'Idempotency-Key': crypto.randomUUID() });
