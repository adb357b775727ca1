// @vitest-environment node
import type { IncomingMessage, ServerResponse } from 'node:http';
import { connect, createServer, type Http2Server, type OutgoingHttpHeaders } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from './db';
import { demoApi } from '../index.ts';
import { answerEncoding, COMPRESS_FROM_BYTES, namesDemoData } from './vitePlugin';

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/**
 * The preview server answers over HTTP/2 when it serves the build as production does (TLS, vite.config.ts
 * `previewTls`, used by `npm run bench`): the demo API mounted in it reads HTTP/2 requests, whose headers include
 * pseudo-headers (`:method`, `:path`, `:authority`) that are no header of the request they carry. Cleartext HTTP/2
 * here: the same requests, no certificate.
 */
describe('demo API over HTTP/2', () => {
  let server: Http2Server;
  let origin: string;

  beforeAll(async () => {
    db.reset();
    let middleware: Middleware | null = null;
    const plugin = demoApi({ dataFile: null });
    const mount = plugin.configurePreviewServer as (server: {
      middlewares: { use: (m: Middleware) => void };
    }) => void;
    mount({ middlewares: { use: (mounted) => (middleware = mounted) } });
    server = createServer((request, response) =>
      middleware!(request as unknown as IncomingMessage, response as unknown as ServerResponse, () => {
        response.statusCode = 404;
        response.end();
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  async function ask(headers: OutgoingHttpHeaders, body?: string) {
    const client = connect(origin);
    try {
      return await new Promise<{
        status: number;
        body: string;
        raw: Buffer;
        encoding?: string;
        vary?: string;
      }>((resolve, reject) => {
        const stream = client.request(headers);
        let status = 0;
        let encoding: string | undefined;
        let vary: string | undefined;
        const chunks: Buffer[] = [];
        stream.on('response', (answer) => {
          status = Number(answer[':status']);
          encoding = answer['content-encoding'] as string | undefined;
          vary = answer.vary as string | undefined;
        });
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          resolve({ status, body: raw.toString('utf8'), raw, encoding, vary });
        });
        stream.on('error', reject);
        stream.end(body);
      });
    } finally {
      client.close();
    }
  }

  it('signs in and loads the user it opened, as over HTTP/1.1', async () => {
    const login = await ask(
      { ':method': 'POST', ':path': '/api/login', 'content-type': 'application/json', webclientcall: 'true' },
      JSON.stringify({ email: 'admin@demo.test', password: 'demo1234' }),
    );
    expect(login.status).toBe(200);
    const { token } = JSON.parse(login.body) as { token: string };
    expect(token).toEqual(expect.any(String));

    const user = await ask({
      ':method': 'GET',
      ':path': '/api/user',
      authorization: token,
      webclientcall: 'true',
    });
    expect(user.status).toBe(200);
    expect(user.body).toContain('admin@demo.test');
    // Asked for without an Accept-Encoding, the answer is plain.
    expect(user.encoding).toBeUndefined();
  });

  it('compresses a JSON answer as a production server does: brotli, or gzip, for the clients that accept it', async () => {
    const login = await ask(
      { ':method': 'POST', ':path': '/api/login', 'content-type': 'application/json', webclientcall: 'true' },
      JSON.stringify({ email: 'admin@demo.test', password: 'demo1234' }),
    );
    const { token } = JSON.parse(login.body) as { token: string };
    const plain = await ask({
      ':method': 'GET',
      ':path': '/api/user',
      authorization: token,
      webclientcall: 'true',
    });
    expect(plain.raw.length).toBeGreaterThan(COMPRESS_FROM_BYTES);

    const asBrowser = await ask({
      ':method': 'GET',
      ':path': '/api/user',
      authorization: token,
      webclientcall: 'true',
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(asBrowser.status).toBe(200);
    expect(asBrowser.encoding).toBe('br');
    expect(asBrowser.vary).toBe('Accept-Encoding');
    expect(asBrowser.raw.length).toBeLessThan(plain.raw.length / 3);
    expect(JSON.parse(brotliDecompressSync(asBrowser.raw).toString('utf8'))).toEqual(JSON.parse(plain.body));

    const gzipOnly = await ask({
      ':method': 'GET',
      ':path': '/api/user',
      authorization: token,
      webclientcall: 'true',
      'accept-encoding': 'gzip',
    });
    expect(gzipOnly.encoding).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipOnly.raw).toString('utf8'))).toEqual(JSON.parse(plain.body));
  });
});

describe('answerEncoding (docs/api.md "Conventions")', () => {
  const long = COMPRESS_FROM_BYTES;
  it('brotli first, then gzip, for text answers of 1 KB or more; nothing else is compressed', () => {
    expect(answerEncoding('gzip, deflate, br', 'application/json', long)).toBe('br');
    expect(answerEncoding('gzip;q=1.0, identity', 'application/json; charset=utf-8', long)).toBe('gzip');
    expect(answerEncoding('gzip, br', 'text/csv; charset=utf-8', long)).toBe('br');
    expect(answerEncoding(undefined, 'application/json', long)).toBeNull();
    expect(answerEncoding('identity', 'application/json', long)).toBeNull();
    expect(answerEncoding('gzip, br', 'application/json', long - 1)).toBeNull();
    expect(answerEncoding('gzip, br', 'image/png', 50_000)).toBeNull();
    expect(answerEncoding('gzip, br', 'application/pdf', 50_000)).toBeNull();
  });
});

describe('the demo’s saved data is not served (namesDemoData)', () => {
  const root = '/home/dev/portail';

  it('names a path through a .demo-data folder or the data file, however the servers would read it', () => {
    for (const url of [
      '/.demo-data/db.json',
      '/.demo-data/db.json?raw',
      '/.demo-data/db.json?import',
      '/.demo-data/',
      '/%2Edemo-data/db.json',
      '/.DEMO-DATA/db.json',
      '/src/../.demo-data/db.json',
      '/@fs/home/dev/portail/.demo-data/db.json',
    ]) {
      expect(namesDemoData(url, root, '.demo-data/db.json'), url).toBe(true);
    }
    expect(namesDemoData('/saved.json', root, 'saved.json')).toBe(true);
    expect(namesDemoData('/@fs/tmp/demo.json', root, '/tmp/demo.json')).toBe(true);
  });

  it('leaves every other path to the servers', () => {
    for (const url of ['/', '/dashboard', '/src/main.tsx', '/api/user', '/demo-data/x', '/%E0%A4%A']) {
      expect(namesDemoData(url, root, '.demo-data/db.json'), url).toBe(false);
    }
    expect(namesDemoData('/saved.json', root, null)).toBe(false);
  });

  it('the dev and preview servers’ middleware answers 404 for it, before any other', () => {
    let middleware: Middleware | null = null;
    const plugin = demoApi({ dataFile: null });
    const mount = plugin.configureServer as (server: {
      middlewares: { use: (m: Middleware) => void };
    }) => void;
    mount({ middlewares: { use: (mounted) => (middleware = mounted) } });
    const response = { statusCode: 200, end: vi.fn() };
    const next = vi.fn();
    middleware!({ url: '/.demo-data/db.json', method: 'GET' } as IncomingMessage, response as never, next);
    expect(next).not.toHaveBeenCalled();
    expect(response.statusCode).toBe(404);
    expect(response.end).toHaveBeenCalledWith();
    middleware!({ url: '/dashboard', method: 'GET' } as IncomingMessage, response as never, next);
    expect(next).toHaveBeenCalledOnce();
  });
});
