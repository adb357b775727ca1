// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { http, passthrough } from 'msw';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server as demoApi } from '../../src/mocks/node';
import { namesBuildManifest } from '../../vite.config';

/**
 * `npm run preview` serves a build as docs/nginx.conf does: the build's manifest folder (`dist/.vite/`, every file of
 * the build with the build machine's paths) is for the tools, not the web (vite.config.ts `namesBuildManifest`).
 */
describe('preview server', () => {
  let server: PreviewServer;
  let base: string;
  let outDir: string;
  const dataFile = process.env.DEMO_DATA_FILE;

  beforeAll(async () => {
    // The demo API the preview server mounts keeps its data in memory, as in the browser suite.
    process.env.DEMO_DATA_FILE = 'memory';
    outDir = mkdtempSync(join(tmpdir(), 'preview-'));
    mkdirSync(join(outDir, '.vite'));
    writeFileSync(join(outDir, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"/home/build/main.js"}}');
    writeFileSync(join(outDir, 'index.html'), '<!doctype html><title>Portail</title>');
    server = await preview({
      configFile: 'vite.config.ts',
      mode: 'production',
      logLevel: 'silent',
      build: { outDir },
      preview: { host: '127.0.0.1', port: 0, strictPort: false },
    });
    base = `http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}`;
  }, 60_000);

  // The requests go to the real preview server, not to the demo API's interception (tests/setup.ts).
  beforeEach(() => demoApi.use(http.all(`${base}/*`, () => passthrough())));

  afterAll(async () => {
    await server?.close();
    rmSync(outDir, { recursive: true, force: true });
    if (dataFile === undefined) delete process.env.DEMO_DATA_FILE;
    else process.env.DEMO_DATA_FILE = dataFile;
  });

  it('answers 404 for the build’s manifest, however its path is written', async () => {
    for (const path of [
      '/.vite/manifest.json',
      '/.vite/',
      '/%2Evite/manifest.json',
      '/assets/../.vite/manifest.json',
    ]) {
      const answer = await fetch(`${base}${path}`);
      expect(answer.status, path).toBe(404);
      expect(await answer.text(), path).not.toContain('/home/build');
    }
    expect((await fetch(`${base}/dashboard`)).status).toBe(200);
  });

  it('namesBuildManifest: the manifest folder only', () => {
    expect(namesBuildManifest('/.vite/manifest.json?x=1')).toBe(true);
    expect(namesBuildManifest('/.VITE/manifest.json')).toBe(true);
    expect(namesBuildManifest('/.vite')).toBe(true);
    expect(namesBuildManifest('/assets/.vite.js')).toBe(false);
    expect(namesBuildManifest('/node_modules/.vite/deps/react.js')).toBe(false);
    expect(namesBuildManifest('/%E0%A4%A')).toBe(false);
  });
});
