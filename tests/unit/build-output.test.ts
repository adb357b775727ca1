// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build, preview } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Every file below `dir`, with its path. */
function filesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesOf(path) : [path];
  });
}

// Strings that exist only in the demo API (src/mocks): accounts, password, seed names, MSW itself.
const DEMO_MARKERS = [
  'demo1234',
  'admin@demo.test',
  'parent@demo.test',
  'createSeed',
  'Karim El Idrissi',
  'mswjs',
];

describe('production build with VITE_API_URL set (no demo code in the build)', () => {
  let outDir: string;
  let contents: Array<{ path: string; text: string }>;

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'portail-build-'));
    process.env.VITE_API_URL = 'https://api.ecole.example';
    await build({ configFile: 'vite.config.ts', mode: 'production', logLevel: 'silent', build: { outDir } });
    contents = filesOf(outDir)
      .filter((path) => /\.(js|css|html|json)$/.test(path))
      .map((path) => ({ path, text: readFileSync(path, 'utf8') }));
  }, 120_000);

  afterAll(() => {
    rmSync(outDir, { recursive: true, force: true });
  });

  it('contains none of the demo API code or data', () => {
    for (const { path, text } of contents) {
      for (const marker of DEMO_MARKERS) {
        expect(text.includes(marker), `${marker} found in ${path}`).toBe(false);
      }
    }
  });

  it('calls the configured API host under /api', () => {
    const scripts = contents.filter(({ path }) => path.endsWith('.js'));
    expect(scripts.some(({ text }) => text.includes('https://api.ecole.example'))).toBe(true);
  });

  it('lazily loads every page: the entry chunk holds no page component', () => {
    const html = contents.find(({ path }) => path.endsWith('index.html'));
    expect(html).toBeDefined();
    const entry = /src="\/assets\/(index-[^"]+\.js)"/.exec(html?.text ?? '')?.[1];
    expect(entry).toBeDefined();
    const entryText = contents.find(({ path }) => path.endsWith(entry ?? '???'))?.text ?? '';
    // Texts rendered only by the lazy shell and page components.
    expect(entryText).not.toContain('data-testid="sidebar"');
    expect(entryText).not.toContain('sidebar-header-shadow');
    expect(entryText).not.toContain('simplebar');
  });
  it('Boot in two parts: the entry imports neither React nor i18next, and index.html preloads their chunk and the sign-in chunk', () => {
    const html = contents.find(({ path }) => path.endsWith('index.html'))?.text ?? '';
    const entry = /src="\/assets\/(index-[^"]+\.js)"/.exec(html)?.[1];
    const entryText = contents.find(({ path }) => path.endsWith(entry ?? '???'))?.text ?? '';
    const libraries = contents.find(({ path }) => /\/boot-[\w-]+\.js$/.test(path));
    expect(libraries?.text).toContain('react.transitional.element');
    const librariesFile = libraries?.path.split('/').pop() ?? '???';
    // The entry's static imports (`import ... from "./x.js"` at the top of the file) leave the libraries out.
    const staticImports = [
      ...entryText.matchAll(/(?:^|;)\s*import\s*(?:[^"'()]*?from\s*)?["']\.\/([^"']+)["']/g),
    ].map(([, file]) => file);
    expect(staticImports).not.toContain(librariesFile);
    for (const file of [librariesFile, /sign-in-[\w-]+\.js/.exec(html)?.[0] ?? 'sign-in chunk']) {
      expect(html, file).toMatch(new RegExp(`<link rel="modulepreload" crossorigin href="/assets/${file}">`));
    }
  });

  it('Precompressed: every script, style sheet and the page have a brotli and a gzip twin of the same bytes', () => {
    const texts = filesOf(outDir).filter(
      (path) => /\.(js|css|html)$/.test(path) && statSync(path).size >= 1024 && !path.includes('/.vite/'),
    );
    expect(texts.filter((path) => path.includes('/assets/')).length).toBeGreaterThan(50);
    for (const path of texts) {
      const bytes = readFileSync(path);
      const brotli = readFileSync(`${path}.br`);
      expect(brotliDecompressSync(brotli).equals(bytes), path).toBe(true);
      expect(gunzipSync(readFileSync(`${path}.gz`)).equals(bytes), path).toBe(true);
      // Brotli at its best is smaller than gzip: the twin the browsers get.
      if (bytes.length > 20_000) expect(brotli.length, path).toBeLessThan(readFileSync(`${path}.gz`).length);
    }
  });

  it('Precompressed: the preview server sends the brotli twin to a browser that accepts it, with the security headers', async () => {
    const server = await preview({
      configFile: 'vite.config.ts',
      mode: 'production',
      logLevel: 'silent',
      build: { outDir },
      preview: { host: '127.0.0.1', port: 0, strictPort: false },
    });
    try {
      const base = `http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}`;
      const html = contents.find(({ path }) => path.endsWith('index.html'))?.text ?? '';
      const script = /src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1] ?? '???';
      const plain = await fetch(`${base}${script}`, { headers: { 'Accept-Encoding': 'identity' } });
      expect(plain.headers.get('content-encoding')).toBeNull();
      const original = Buffer.from(await plain.arrayBuffer());
      // Node's fetch decodes the answer: its headers say how it came.
      const compressed = await fetch(`${base}${script}`, {
        headers: { 'Accept-Encoding': 'gzip, deflate, br' },
      });
      expect(compressed.headers.get('content-encoding')).toBe('br');
      expect(compressed.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(compressed.headers.get('vary')).toBe('Accept-Encoding');
      expect(compressed.headers.get('content-length')).toBe(
        String(readFileSync(join(outDir, `${script}.br`)).length),
      );
      expect(Buffer.from(await compressed.arrayBuffer()).equals(original)).toBe(true);
      for (const name of [
        'content-security-policy',
        'x-content-type-options',
        'x-frame-options',
        'referrer-policy',
      ]) {
        expect(compressed.headers.get(name), name).toBe(plain.headers.get(name));
        expect(plain.headers.get(name), name).toBeTruthy();
      }
      const gzip = await fetch(`${base}${script}`, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gzip.headers.get('content-encoding')).toBe('gzip');
      expect(Buffer.from(await gzip.arrayBuffer()).equals(original)).toBe(true);
    } finally {
      await server.close();
    }
  });
});
