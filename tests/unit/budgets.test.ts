// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bootKey,
  closure,
  ENTRY_POINTS,
  firstLoads,
  lazyChunks,
  readManifest,
  signInFormKey,
  type LoadSize,
  type Manifest,
} from '../../scripts/bundle-stats.mjs';

/** budgets, gzip, in KB of 1024 bytes. Checked on the built files, not by timing. */
const BUDGET_KB = { signIn: 130, dashboard: 200, lazyChunk: 60 };

const kb = (bytes: number) => bytes / 1024;
const describeLoad = (load: LoadSize) =>
  `${kb(load.js.gzip).toFixed(1)} KB gzip in ${load.files.filter((file) => file.endsWith('.js')).join(', ')}`;

describe('bundle budgets, on a production build', () => {
  let outDir: string;
  let manifest: Manifest;

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'portail-budgets-'));
    // The production build of a deployment (API elsewhere): what `npm run bench` and a server ship.
    process.env.VITE_API_URL = 'https://api.ecole.example';
    // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({
        configFile: 'vite.config.ts',
        mode: 'production',
        logLevel: 'silent',
        build: { outDir },
      });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    manifest = readManifest(outDir);
  }, 60_000);

  afterAll(() => {
    rmSync(outDir, { recursive: true, force: true });
  });

  it(`first-load JavaScript of / (sign-in) is at most ${BUDGET_KB.signIn} KB gzip`, () => {
    const { signIn } = firstLoads(outDir);
    expect(kb(signIn.js.gzip), describeLoad(signIn)).toBeLessThanOrEqual(BUDGET_KB.signIn);
  });

  // The fixed stack's libraries weigh about 146 KB gzip on this load (React + react-dom + i18next 83 KB; react-router,
  // Redux Toolkit with RTK Query, axios and zod 63 KB): the entry, the texts, the store, the shell and the dashboard
  // share what is left. Texts, dialogs and previews that the first screen does not show are loaded when shown.
  it(`the shell plus the dashboard after sign-in load at most ${BUDGET_KB.dashboard} KB gzip of JavaScript`, () => {
    const { dashboard } = firstLoads(outDir);
    expect(kb(dashboard.js.gzip), describeLoad(dashboard)).toBeLessThanOrEqual(BUDGET_KB.dashboard);
  });

  it(`no lazily loaded chunk (pages, shell, texts, shared code) is over ${BUDGET_KB.lazyChunk} KB gzip`, () => {
    // The app stage's libraries (router, Redux Toolkit, axios, zod) are one vendor chunk, counted in the
    // dashboard budget above rather than here.
    const chunks = lazyChunks(outDir).filter((chunk) => chunk.kind !== 'vendor');
    expect(chunks.filter((chunk) => chunk.kind === 'page').length).toBeGreaterThan(5);
    const over = chunks.filter((chunk) => kb(chunk.gzip) > BUDGET_KB.lazyChunk);
    expect(over.map((chunk) => `${chunk.key} ${kb(chunk.gzip).toFixed(1)} KB`)).toEqual([]);
  });

  it('the sign-in page loads neither the app (store, router, axios), the shell nor the features’ texts, which come after sign-in', () => {
    const signIn = closure(manifest, bootKey(manifest), closure(manifest, ENTRY_POINTS.entry));
    closure(manifest, ENTRY_POINTS.frenchTexts, signIn);
    closure(manifest, signInFormKey(manifest), signIn);
    // Each feature's texts are a chunk of their own per language (i18n/bundled.ts), loaded with its pages.
    const featureTexts = Object.keys(manifest).filter((key) =>
      /^src\/features\/.+\/locales\/\w+\.json$/.test(key),
    );
    expect(featureTexts.length).toBeGreaterThanOrEqual(3 * 13);
    for (const key of featureTexts) expect(manifest[key]?.isDynamicEntry, key).toBe(true);
    for (const key of [ENTRY_POINTS.app, ENTRY_POINTS.shell, ENTRY_POINTS.dashboard, ...featureTexts]) {
      expect(signIn.has(key), `${key} in the first load of /`).toBe(false);
    }
    // The app's libraries are one chunk of their own (vite.config.ts VENDOR_CHUNKS), kept out of the entry.
    const appVendor = [...closure(manifest, ENTRY_POINTS.app)].filter((key) => /^_app-/.test(key));
    expect(appVendor).toHaveLength(1);
    expect([...signIn].some((key) => /^_app-/.test(key))).toBe(false);
  });

  it('a signed-in first load carries neither the sign-in form nor axios and its clients, which come when a call needs them', () => {
    const signedIn = new Set<string>();
    for (const key of [
      ENTRY_POINTS.entry,
      bootKey(manifest),
      ENTRY_POINTS.frenchTexts,
      ENTRY_POINTS.dashboardTexts,
      ENTRY_POINTS.app,
      ENTRY_POINTS.shell,
      ENTRY_POINTS.dashboard,
    ]) {
      closure(manifest, key, signedIn);
    }
    const signInForm = signInFormKey(manifest);
    expect(manifest[signInForm]?.file).toMatch(/sign-in-form-/);
    expect(signedIn.has(signInForm)).toBe(false);
    const clients = Object.keys(manifest).filter((key) => /^_clients-/.test(key));
    expect(clients).toHaveLength(1);
    expect(signedIn.has(clients[0]!)).toBe(false);
  });
});
