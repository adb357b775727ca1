import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname } from 'node:path';
import { getResponse } from 'msw';
import type { Plugin } from 'vite';
import { db } from './db.ts';
import { handlers } from './handlers/index.ts';
import type { DemoData } from './seed.ts';

/**
 * The largest request body the demo API reads (docs/api.md "Uploads"): five attachments of 5 MB and their form.
 * A larger one is answered 413 `FILE_TOO_LARGE` without being kept in memory.
 */
export const MAX_BODY_BYTES = 26 * 1024 * 1024;

class BodyTooLarge extends Error {}

async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    // Past the limit the rest is drained, not kept, so the answer reaches a client still sending.
    if (size <= MAX_BODY_BYTES) chunks.push(chunk as Buffer);
  }
  if (size > MAX_BODY_BYTES) throw new BodyTooLarge();
  return Buffer.concat(chunks);
}

function toRequest(request: IncomingMessage, body: Buffer | undefined): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    // HTTP/2's pseudo-headers (:method, :path, :authority...) are not headers of the request it carries.
    if (name.startsWith(':')) continue;
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  const host = request.headers.host ?? request.headers[':authority'] ?? '127.0.0.1';
  const url = new URL(request.url ?? '/', `http://${String(host)}`);
  return new Request(url, {
    method: request.method,
    headers,
    body: body?.length ? new Uint8Array(body) : undefined,
  });
}

/**
 * Every answer of the API is private to its caller and typed by its server (docs/api.md "Conventions"): never
 * stored by a browser or a proxy unless the handler says otherwise, never sniffed into another type.
 */
export const API_ANSWER_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
} as const;

async function send(response: ServerResponse, answer: Response): Promise<void> {
  response.statusCode = answer.status;
  for (const [name, value] of Object.entries(API_ANSWER_HEADERS)) response.setHeader(name, value);
  answer.headers.forEach((value, name) => response.setHeader(name, value));
  response.end(Buffer.from(await answer.arrayBuffer()));
}

/** Keeps the demo's changes across restarts: the data set is saved to a git-ignored file after each change. */
function persistTo(file: string): void {
  try {
    db.load(JSON.parse(readFileSync(file, 'utf8')) as DemoData);
  } catch {
    db.reset();
  }
  let timer: NodeJS.Timeout | undefined;
  db.onChange(() => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(db.data));
    }, 200);
  });
}

/**
 * Mounts the demo API on `/api` in the Vite dev and preview servers: one process, one data set, shared by
 * every browser, so demo users can talk to each other. `dataFile: null` keeps everything in memory (e2e).
 */
export function demoApi(options: { dataFile: string | null }): Plugin {
  if (options.dataFile) persistTo(options.dataFile);
  const middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    if (!request.url?.startsWith('/api/')) {
      next();
      return;
    }
    readBody(request)
      .then((body) => getResponse(handlers, toRequest(request, body)))
      .then((answer) => send(response, answer ?? Response.json({ message: 'Not found' }, { status: 404 })))
      .catch((error: unknown) => {
        const answer =
          error instanceof BodyTooLarge
            ? Response.json({ message: 'Request too large', code: 'FILE_TOO_LARGE' }, { status: 413 })
            : Response.json({ message: 'Server error' }, { status: 500 });
        // The server's own words go to its console, never to the browser (docs/api.md "Errors").
        if (!(error instanceof BodyTooLarge)) console.error(error);
        send(response, answer).catch(() => response.end());
      });
  };
  return {
    name: 'portail-ecole-demo-api',
    configureServer(server) {
      server.middlewares.use(middleware);
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware);
    },
  };
}
