// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
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
});
