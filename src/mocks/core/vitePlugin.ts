import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, posix, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { getResponse, type RequestHandler } from 'msw';
import type { Plugin } from 'vite';
import { db } from './db.ts';
import type { DemoData } from './tables.ts';

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

/** Answers this long or longer are compressed, when they are text (JSON, CSV) and the client accepts it. */
export const COMPRESS_FROM_BYTES = 1024;

const packers = {
  br: (body: Buffer) => promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body: Buffer) => promisify(gzip)(body, { level: 6 }),
};

/**
 * The encoding a text answer of `size` bytes goes in (docs/api.md "Conventions"), as any production web server
 * does it: brotli or gzip, whichever the client accepts (browsers accept both); none for a short answer, a
 * picture or a PDF (compressed already).
 */
export function answerEncoding(
  acceptEncoding: string | undefined,
  contentType: string,
  size: number,
): keyof typeof packers | null {
  if (size < COMPRESS_FROM_BYTES || !/^(application\/json|text\/)/.test(contentType)) return null;
  const accepted = (acceptEncoding ?? '').split(',').map((item) => item.trim().split(';')[0]);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

async function send(request: IncomingMessage, response: ServerResponse, answer: Response): Promise<void> {
  response.statusCode = answer.status;
  for (const [name, value] of Object.entries(API_ANSWER_HEADERS)) response.setHeader(name, value);
  answer.headers.forEach((value, name) => response.setHeader(name, value));
  const body = Buffer.from(await answer.arrayBuffer());
  const encoding = answerEncoding(
    request.headers['accept-encoding'],
    answer.headers.get('content-type') ?? '',
    body.length,
  );
  if (!encoding) {
    response.end(body);
    return;
  }
  const packed = await packers[encoding](body);
  response.setHeader('Content-Encoding', encoding);
  response.setHeader('Vary', 'Accept-Encoding');
  response.setHeader('Content-Length', packed.length);
  response.end(packed);
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

/** The folder the demo's data is saved in unless `DEMO_DATA_FILE` says otherwise (vite.config.ts, demo-reset.mjs). */
export const DEMO_DATA_DIR = '.demo-data';

/**
 * Whether a request to the dev or preview server names the demo's saved data: a path through a `.demo-data` folder,
 * or the data file itself (`DEMO_DATA_FILE`), under the server's root or as the dev server's `/@fs/` absolute path.
 * The path is read as the servers read it (percent-decoded, dot segments resolved) and compared without case (a
 * case-insensitive disk serves `/.DEMO-DATA/` too). The file holds every demo account with its password and open
 * sessions: those servers answer 404, as production, which has no such file, does.
 */
export function namesDemoData(url: string, root: string, dataFile: string | null): boolean {
  let path: string;
  try {
    path = decodeURIComponent(url.split(/[?#]/)[0] ?? '').replaceAll('\\', '/');
  } catch {
    return false;
  }
  const file = path.startsWith('/@fs/')
    ? posix.normalize(path.slice('/@fs'.length))
    : posix.join(root.replaceAll('\\', '/'), posix.normalize(path));
  const lower = file.toLowerCase();
  if (lower.split('/').includes(DEMO_DATA_DIR)) return true;
  return dataFile !== null && lower === resolve(root, dataFile).replaceAll('\\', '/').toLowerCase();
}

/**
 * Mounts the demo API's `handlers` on `/api` in the Vite dev and preview servers: one process, one data set, shared
 * by every browser, so demo users can talk to each other. `dataFile: null` keeps everything in memory (e2e). The
 * demo's root (src/mocks/index.ts) gives it every module's handlers.
 */
export function demoApiPlugin(options: {
  dataFile: string | null;
  handlers: readonly RequestHandler[];
}): Plugin {
  const { handlers } = options;
  if (options.dataFile) persistTo(options.dataFile);
  let root = process.cwd();
  const middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    if (namesDemoData(request.url ?? '/', root, options.dataFile)) {
      response.statusCode = 404;
      response.end();
      return;
    }
    if (!request.url?.startsWith('/api/')) {
      next();
      return;
    }
    readBody(request)
      .then((body) => getResponse([...handlers], toRequest(request, body)))
      .then((answer) =>
        send(request, response, answer ?? Response.json({ message: 'Not found' }, { status: 404 })),
      )
      .catch((error: unknown) => {
        const answer =
          error instanceof BodyTooLarge
            ? Response.json({ message: 'Request too large', code: 'FILE_TOO_LARGE' }, { status: 413 })
            : Response.json({ message: 'Server error' }, { status: 500 });
        // The server's own words go to its console, never to the browser (docs/api.md "Errors").
        if (!(error instanceof BodyTooLarge)) console.error(error);
        send(request, response, answer).catch(() => response.end());
      });
  };
  return {
    name: 'portail-ecole-demo-api',
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      server.middlewares.use(middleware);
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware);
    },
  };
}
