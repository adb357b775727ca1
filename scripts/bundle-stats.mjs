// Sizes of what the browser loads, read from a production build's Vite manifest (dist/.vite/manifest.json).
// Used by `npm run bench` (report) and by the budget test (checks).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Manifest keys of what the first renders load. The entry is the light sign-in page (src/main.tsx); the app
 * (store, router, clients) is `startApp`, loaded after sign-in; then the shell and the dashboard page.
 */
export const ENTRY_POINTS = {
  entry: 'index.html',
  // The boot's second part (React, i18next, the sign-in form): a dynamic import of the entry that index.html
  // preloads, so part of every first load (vite.config.ts `preloadBoot`). Its module is in the `sign-in` chunk
  // (vite.config.ts `firstScreenChunk`), which the manifest names `_sign-in-<hash>.js` (`bootKey`).
  boot: 'src/boot.tsx',
  /** The sign-in form: on `/` without a stored token only, asked for by the entry beside the boot. */
  signInForm: 'src/signIn.tsx',
  frenchTexts: 'src/i18n/locales/fr.ts',
  dashboardTexts: 'src/features/dashboard/locales/fr.json',
  app: 'src/app/startApp.tsx',
  shell: 'src/features/shell/Shell.tsx',
  dashboard: 'src/features/dashboard/DashboardPage.tsx',
};

/**
 * The dashboard's page: the dashboard feature's lazily loaded page (`src/features/dashboard/*Page.tsx`) once it
 * is found in the manifest, else its usual path. What the page loads later itself (charts) is not part of its first render.
 */
/** The boot's second part in the manifest: `src/boot.tsx`, or the `sign-in` chunk that holds it. */
export function bootKey(manifest) {
  if (manifest[ENTRY_POINTS.boot]) return ENTRY_POINTS.boot;
  return Object.keys(manifest).find((key) => manifest[key].name === 'sign-in') ?? ENTRY_POINTS.boot;
}

/** The sign-in form in the manifest: `src/signIn.tsx`, or the `sign-in-form` chunk that holds it. */
export function signInFormKey(manifest) {
  if (manifest[ENTRY_POINTS.signInForm]) return ENTRY_POINTS.signInForm;
  return (
    Object.keys(manifest).find((key) => manifest[key].name === 'sign-in-form') ?? ENTRY_POINTS.signInForm
  );
}

export function dashboardKey(manifest) {
  const page = Object.keys(manifest).find(
    (key) => /^src\/features\/dashboard\/[^/]*Page\.tsx$/.test(key) && manifest[key].isDynamicEntry,
  );
  return page ?? ENTRY_POINTS.dashboard;
}

export function readManifest(outDir = 'dist') {
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
}

/** The files a manifest chunk needs before it runs: itself and its static imports, with their CSS. */
export function closure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

function fileSize(outDir, file) {
  const content = readFileSync(join(outDir, file));
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

/** Sums the JS and CSS files of a set of manifest keys. */
export function sizeOf(manifest, keys, outDir = 'dist') {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  const total = (files) =>
    [...files].reduce(
      (sum, file) => {
        const size = fileSize(outDir, file);
        return { raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip };
      },
      { raw: 0, gzip: 0 },
    );
  return { js: total(js), css: total(css), files: [...js, ...css] };
}

/**
 * First load of `/` (entry with the sign-in page, the shared French texts) and of `/dashboard` after sign-in (plus
 * the app, the shell, the dashboard page and its French texts). Only static imports count: what a chunk loads later with `import()` (charts,
 * the English fallback texts, the remote-locales reader, toasts) is not part of the first render.
 */
export function firstLoads(outDir = 'dist') {
  const manifest = readManifest(outDir);
  const keys = (...names) =>
    names.reduce(
      (all, name) =>
        closure(
          manifest,
          name === 'dashboard'
            ? dashboardKey(manifest)
            : name === 'boot'
              ? bootKey(manifest)
              : name === 'signInForm'
                ? signInFormKey(manifest)
                : ENTRY_POINTS[name],
          all,
        ),
      new Set(),
    );
  return {
    signIn: sizeOf(manifest, keys('entry', 'boot', 'signInForm', 'frenchTexts'), outDir),
    dashboard: sizeOf(
      manifest,
      keys('entry', 'boot', 'frenchTexts', 'dashboardTexts', 'app', 'shell', 'dashboard'),
      outDir,
    ),
  };
}

/**
 * Every JavaScript chunk loaded after the first render of `/`, with its own size: `page` for a lazily loaded module
 * (pages, shell, app, texts), `shared` for code several of them share (react-select, DataTable...), `vendor` for the
 * libraries of the app stage grouped in one chunk (vite.config.ts VENDOR_CHUNKS; counted in the dashboard budget).
 */
export function lazyChunks(outDir = 'dist') {
  const manifest = readManifest(outDir);
  const firstLoad = closure(manifest, bootKey(manifest), closure(manifest, ENTRY_POINTS.entry));
  return Object.entries(manifest)
    .filter(([key, chunk]) => chunk.file.endsWith('.js') && !firstLoad.has(key))
    .map(([key, chunk]) => ({
      key,
      file: chunk.file,
      kind: chunk.isDynamicEntry ? 'page' : /^_(app|boot)-/.test(key) ? 'vendor' : 'shared',
      ...fileSize(outDir, chunk.file),
    }))
    .sort((a, b) => b.gzip - a.gzip);
}
