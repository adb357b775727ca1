// @vitest-environment node
import type { AddressInfo } from 'node:net';
import { http, passthrough } from 'msw';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server as demoApi } from '../../src/mocks/node';
import { securityHeaders } from '../../vite.config';

/**
 * The dev server (`npm start`) sends the preview server's and production's security headers, and its page runs
 * under them: the inline module script that React refresh needs is served as a file (vite.config.ts
 * `inlineScriptsAsFiles`), so `script-src 'self'` holds while a screen is written.
 */
describe('dev server', () => {
  let server: ViteDevServer;
  let base: string;

  beforeAll(async () => {
    server = await createServer({
      configFile: 'vite.config.ts',
      mode: 'development',
      logLevel: 'silent',
      server: { host: '127.0.0.1', port: 0, strictPort: false },
    });
    await server.listen();
    base = `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}`;
  }, 30_000);

  // The requests go to the real dev server, not to the demo API's interception (tests/setup.ts).
  beforeEach(() => demoApi.use(http.all(`${base}/*`, () => passthrough())));

  afterAll(async () => {
    await server?.close();
  });

  it('sends the same security headers as the preview server', async () => {
    const answer = await fetch(`${base}/`);
    const expected = securityHeaders([process.env.VITE_API_URL ?? '', process.env.VITE_LOCALES_URL ?? '']);
    for (const [name, value] of Object.entries(expected)) expect(answer.headers.get(name), name).toBe(value);
  });

  it('its page has no inline script: React refresh’s preamble is a file of the app', async () => {
    const html = await (await fetch(`${base}/`)).text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(1);
    for (const [, attributes, body] of scripts) {
      expect(body!.trim(), `inline script ${attributes}`).toBe('');
      expect(attributes).toMatch(/\bsrc="\/[^"]+"/);
    }
    const preamble = scripts.map(
      ([, attributes]) => /src="(\/@inline-script\/[^"]+)"/.exec(attributes!)?.[1],
    );
    const path = preamble.find(Boolean);
    expect(path).toBeDefined();
    const file = await fetch(`${base}${path}`);
    expect(file.headers.get('content-type')).toContain('javascript');
    expect(await file.text()).toContain('injectIntoGlobalHook');
  });
});
