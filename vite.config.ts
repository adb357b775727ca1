import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { loadEnv, type Plugin, type PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { precompressedBuild, servePrecompressed } from './scripts/precompressed.ts';

/**
 * Without VITE_API_URL the dev and preview servers mount the embedded demo API on /api (see README). The app
 * code never imports the demo: it lives only in this config, so no build contains it.
 */
/**
 * Security headers of the served app (the same as docs/nginx-security-headers.conf): no inline or foreign script,
 * workers from the app or from memory, images only from the app and data: URLs (profile pictures, chat previews), no
 * plugins, no framing, no base rewriting.
 * Styles allow 'unsafe-inline' because react-select (emotion) injects its styles at run time.
 */
export function securityHeaders(apiOrigins: string[]): Record<string, string> {
  const connect = ["'self'", ...apiOrigins.filter(Boolean)].join(' ');
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      "script-src 'self'",
      // The Intl data reader (lib/intlData.ts) is an in-memory worker; the service worker stays a file of the app.
      "worker-src 'self' blob:",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self'",
      `connect-src ${connect}`,
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}

/** The modules `npm start` transforms before the first visit (docs/architecture.md "Boot": the first screen's chain). */
export const DEV_WARMUP = [
  './src/main.tsx',
  './src/boot.tsx',
  './src/app/startApp.tsx',
  './src/features/auth/LoginPage.tsx',
  './src/features/shell/Shell.tsx',
  './src/features/dashboard/DashboardPage.tsx',
];

/**
 * Dev server only: the inline module scripts that plugins put in index.html (React refresh's preamble) are served
 * as files of the app instead, so the page runs under the same CSP as production (`script-src 'self'`, no inline
 * script): a screen that breaks the CSP breaks while it is written.
 */
function inlineScriptsAsFiles(): Plugin {
  const scripts = new Map<string, string>();
  return {
    name: 'portail:inline-scripts-as-files',
    apply: 'serve',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(/<script type="module">([\s\S]*?)<\/script>/g, (_match, code: string) => {
          const path = `/@inline-script/${createHash('sha256').update(code).digest('hex').slice(0, 16)}.js`;
          scripts.set(path, code);
          return `<script type="module" src="${path}"></script>`;
        }),
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const code = request.url ? scripts.get(request.url) : undefined;
        if (code === undefined) return next();
        response.setHeader('Content-Type', 'text/javascript');
        response.end(code);
      });
    },
  };
}

/**
 * Libraries grouped by when they load (budgets): what the sign-in page needs (React, i18next) and what the
 * app adds after sign-in (router, Redux Toolkit, zod), each as one chunk, and axios with the clients when a call first needs them, rather than a dozen small chunks
 * that compress worse. None of the `app` libraries may be imported by the sign-in page (src/main.tsx, src/boot.tsx).
 */
const VENDOR_CHUNKS = [
  {
    name: 'boot',
    test: /node_modules\/(react|react-dom|scheduler|i18next|react-i18next)\//,
    priority: 2,
  },
  {
    name: 'app',
    // react-redux's selector hook (use-sync-external-store/with-selector) is the app's, not the sign-in page's.
    test: /node_modules\/(react-router|react-router-dom|@reduxjs|react-redux|redux|immer|reselect|zod|use-sync-external-store)\//,
    priority: 1,
  },
  // axios and the two clients: loaded with the first call that needs them, not with a first screen that only reads
  // (api/baseQuery.ts `loadClients`).
  {
    name: 'clients',
    test: /node_modules\/axios\/|\/src\/api\/(clients|noFetchAdapter|noProgressEvents|noStatusCodes)\.ts$/,
    priority: 1,
    // The clients' own imports (storage, the error catalogue) stay where the first screen has them.
    includeDependenciesRecursively: false,
  },
];

/**
 * axios without what the portal never runs (production builds), each replaced by a module that says it is not
 * available: the fetch adapter (the clients use XMLHttpRequest, `adapter: 'xhr'`, src/api/clients.ts, and axios'
 * adapter table imports the fetch adapter all the same), the progress events (no `onUploadProgress` or
 * `onDownloadProgress` is set) and the table of status names (statuses are compared as numbers).
 */
const AXIOS_STAND_INS: readonly { source: string; from: string; by: string }[] = [
  { source: './fetch.js', from: 'node_modules/axios/lib/adapters/', by: 'src/api/noFetchAdapter.ts' },
  {
    source: '../helpers/progressEventReducer.js',
    from: 'node_modules/axios/lib/adapters/',
    by: 'src/api/noProgressEvents.ts',
  },
  { source: './helpers/HttpStatusCode.js', from: 'node_modules/axios/lib/', by: 'src/api/noStatusCodes.ts' },
];

function xhrOnlyAxios(): Plugin {
  return {
    name: 'portail:xhr-only-axios',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const from = importer?.replaceAll('\\', '/') ?? '';
      const standIn = AXIOS_STAND_INS.find(
        (candidate) => candidate.source === source && from.includes(candidate.from),
      );
      return standIn ? join(process.cwd(), standIn.by) : null;
    },
  };
}

/** One of lucide's icon modules (not its index of them). */
const LUCIDE_ICON = /lucide-react\/dist\/esm\/icons\/(?!index)/;

/** An import of named icons from lucide's index, in a module's built code. */
const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g;

/** Each icon's name (and its aliases) to its module, read from lucide's index (`export { default as X } from ...`). */
const LUCIDE_ICON_FILES: Map<string, string> = (() => {
  const index = join(process.cwd(), 'node_modules/lucide-react/dist/esm/lucide-react.mjs');
  const files = new Map<string, string>();
  for (const [, names, file] of readFileSync(index, 'utf8').matchAll(
    /export \{([^}]*)\} from '(\.\/icons\/[^']+)'/g,
  )) {
    for (const [, name] of names!.matchAll(/default as (\w+)/g))
      files.set(name!, join(dirname(index), file!));
  }
  return files;
})();

/** The modules every signed-in first screen runs: the app, the shell and the dashboard (src/modules.ts lands there). */
const FIRST_SCREEN_ROOTS = [
  'src/app/startApp.tsx',
  'src/features/shell/Shell.tsx',
  'src/features/dashboard/DashboardPage.tsx',
];

/**
 * One chunk for the app's own code of the signed-in first screen (docs/architecture.md "Decisions taken so far"):
 * the modules that the app, the shell and the dashboard import statically, except what the sign-in page already
 * loads. Without it, each small module that a page shares with them becomes a file of its own, and the first screen waited on about
 * seventy files (six at a time over HTTP/1.1). Worked out from the module graph once it is built.
 */
interface ChunkGroup {
  name: string;
  test: (id: string) => boolean;
  priority: number;
  includeDependenciesRecursively: boolean;
  minShareCount?: number;
}

function firstScreenChunk(): { plugin: Plugin; groups: ChunkGroup[] } {
  const members = new Set<string>();
  const bootMembers = new Set<string>();
  const signInFormMembers = new Set<string>();
  const plugin: Plugin = {
    name: 'portail:first-screen-chunk',
    apply: 'build',
    buildEnd() {
      const closure = (roots: string[]) => {
        const seen = new Set<string>();
        const stack = roots.map((root) => join(process.cwd(), root));
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      // The roots stay chunks of their own (loaded with import(), named in the manifest); what they import joins.
      const entry = closure(['src/main.tsx']);
      const signIn = closure(['src/main.tsx', 'src/boot.tsx', 'src/signIn.tsx']);
      const roots = new Set(FIRST_SCREEN_ROOTS.map((root) => join(process.cwd(), root)));
      const firstScreen = closure(FIRST_SCREEN_ROOTS);
      // The boot's own code (src/boot.tsx and what the sign-in form shares with the signed-in first screen): one
      // chunk beside the libraries', rather than a file per module that a page shares with it. What only the
      // sign-in form draws (src/signIn.tsx and its own modules) is a chunk of its own, which a signed-in load does
      // not fetch.
      bootMembers.clear();
      signInFormMembers.clear();
      const boot = closure(['src/main.tsx', 'src/boot.tsx']);
      for (const id of signIn) {
        if (id.includes('node_modules') || entry.has(id)) continue;
        if (boot.has(id) || firstScreen.has(id)) bootMembers.add(id);
        else signInFormMembers.add(id);
      }
      // lucide's index re-exports every icon, so the closure holds them all: only the icons that the first
      // screen's own code imports join it; the others (the menus', a page's) stay with the chunks that use them.
      const usedIcons = new Set<string>();
      for (const id of firstScreen) {
        if (id.includes('node_modules')) continue;
        for (const [, names] of (this.getModuleInfo(id)?.code ?? '').matchAll(LUCIDE_IMPORT)) {
          for (const name of names!.split(',')) {
            const file = LUCIDE_ICON_FILES.get(name.trim().split(/\s+as\s+/)[0]!);
            if (file) usedIcons.add(file);
          }
        }
      }
      members.clear();
      for (const id of firstScreen) {
        const icon = LUCIDE_ICON.test(id);
        const ownCode =
          !id.includes('node_modules') || (id.includes('lucide-react') && !icon) || usedIcons.has(id);
        if (ownCode && !signIn.has(id) && !roots.has(id)) members.add(id);
      }
    },
  };
  return {
    plugin,
    groups: [
      {
        name: 'sign-in',
        test: (id) => bootMembers.has(id),
        priority: 0,
        includeDependenciesRecursively: false,
      },
      {
        name: 'sign-in-form',
        test: (id) => signInFormMembers.has(id),
        priority: 0,
        includeDependenciesRecursively: false,
      },
      // The route registry and the menu (src/modules.ts, src/menu.ts): asked for by the entry with a stored token, to
      // fetch this address's page and its first data beside the libraries (main.tsx `preloadPage`). A chunk that
      // imports nothing but the entry's own modules, so it runs before React has arrived; the sign-in page does not
      // load it.
      {
        name: 'registry',
        test: (id) => /\/src\/(modules|menu)\.ts$/.test(id),
        priority: 1,
        includeDependenciesRecursively: false,
      },
      {
        name: 'first-screen',
        test: (id) => members.has(id),
        priority: 0,
        includeDependenciesRecursively: false,
      },
      // The icons that two chunks or more draw (the menus', most pages'): one chunk, asked for by the first page or
      // menu that shows one, rather than a file per icon. An icon of one chunk only goes with it (the list's
      // pagination and sorting arrows, a page's own): the student list's icons went from 6.5 KB to 3.8 KB brotli.
      {
        name: 'icons',
        test: (id) => LUCIDE_ICON.test(id) && !members.has(id),
        minShareCount: 2,
        priority: 0,
        includeDependenciesRecursively: false,
      },
    ],
  };
}

/**
 * The boot's second part (src/boot.tsx: React, i18next, the sign-in form) is a dynamic import of the entry, so that
 * the entry runs before these libraries are in (docs/architecture.md "Boot"). index.html still asks for its files
 * from the first byte, as it does for the entry's own: one `modulepreload` each, in the order of its imports.
 */
/**
 * The files every load of the app has asked for before any page or part is imported (the entry with its stylesheet
 * and its own imports, and the boot's chunks, which index.html preloads: `preloadBoot`), by name. A lazily loaded
 * chunk's list of files to preload leaves them out (`build.modulePreload`): each of the registry's 53 routes listed
 * the same eight, and the registry's chunk is on every signed-in first screen (0.5 KB gzip). `preloadBoot` checks
 * at each build that the names match those files and no other.
 */
const ALWAYS_LOADED =
  /^assets\/(index|storage|afterFirstScreen|config|rolldown-runtime|boot|sign-in)-[\w-]{8}\.(js|css)$/;

function preloadBoot(): Plugin {
  return {
    name: 'portail:preload-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const boot = chunks.find((chunk) =>
          chunk.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith('/src/boot.tsx')),
        );
        if (!boot) throw new Error('portail:preload-boot: no chunk for src/boot.tsx');
        const files: string[] = [];
        const visit = (fileName: string) => {
          if (files.includes(fileName)) return;
          files.push(fileName);
          for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? [])
            visit(imported);
        };
        visit(boot.fileName);
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (entry) visit(entry.fileName);
        const loaded = new Set([...files, ...[...(entry?.viteMetadata?.importedCss ?? [])]]);
        const named = Object.keys(bundle).filter((file) => ALWAYS_LOADED.test(file));
        const strays = named.filter((file) => !loaded.has(file));
        if (strays.length > 0 || [...loaded].some((file) => !ALWAYS_LOADED.test(file)))
          throw new Error(
            `portail:preload-boot: ALWAYS_LOADED must name exactly the entry's and the boot's files (${[...loaded].join(', ')}); it also names ${strays.join(', ') || 'nothing else'}`,
          );
        const links = files
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
          .join('\n    ');
        return html.replace(/(<link rel="stylesheet")/, `${links}\n    $1`);
      },
    },
  };
}

/**
 * The faces' stylesheet (src/fonts.css), added by lib/fonts.ts once the first screen is shown (at once for a returning
 * visitor): index.html names it from the first byte (`preload`), so the stylesheet, tiny, is in when it is added and
 * the fonts it names do not wait for the entry to run. The fonts themselves are not preloaded: they wait.
 */
function preloadFaces(): Plugin {
  return {
    name: 'portail:preload-faces',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const faces = Object.values(context.bundle ?? {}).find(
          (output) =>
            output.type === 'asset' &&
            output.originalFileNames.some((name) => name.replaceAll('\\', '/').endsWith('src/fonts.css')),
        );
        if (!faces) throw new Error('portail:preload-faces: no stylesheet for src/fonts.css');
        return html.replace(
          /(<link rel="stylesheet"[^>]*>)/,
          `$1\n    <link rel="preload" as="style" href="/${faces.fileName}">`,
        );
      },
    },
  };
}

/**
 * Installable, and quick to come back to (docs/architecture.md "Decisions"): the web app manifest and a service worker
 * (Workbox, generated at build) that keeps the first screen's files, so a repeat visit starts without the network.
 * Only the app's own files: no answer of the API is kept by it. Other built files are kept as they are fetched (their
 * names change with their content). Registered by src/lib/serviceWorker.ts in production builds only.
 */
function installable(): PluginOption {
  return VitePWA({
    injectRegister: false,
    registerType: 'autoUpdate',
    manifest: {
      name: 'Portail École',
      short_name: 'Portail École',
      description: 'Gestion scolaire pour le personnel et les familles.',
      lang: 'fr',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#1e48ec',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // The first screen (firstScreenChunk above and the libraries' chunks), the shared and features' texts of French
      // and Arabic, the styles and the icons.
      // The JavaScript is added from the module graph (`precachedChunks` below); here the page, the styles, the
      // icons.
      globPatterns: ['index.html', 'assets/*.css', 'favicon.svg', 'icons/*.png'],
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [/^\/api\//],
      runtimeCaching: [
        {
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: { cacheName: 'built-files', expiration: { maxEntries: 300 } },
        },
      ],
      cleanupOutdatedCaches: true,
      // Push notifications: shown, and a click opens the right page for the right child (public/push-sw.js).
      importScripts: ['/push-sw.js'],
      clientsClaim: true,
      skipWaiting: true,
    },
  });
}

/**
 * The chunks the service worker keeps from the first visit, with every chunk they import:
 * - the first screen (the entry and the boot's second part, `sign-in`, then the app, the shell and the dashboard:
 *   `firstScreenChunk`), and the sign-in form (`sign-in-form`);
 * - what the shell may show without a page being opened: the sign-in page (where a failed user load lands), the
 *   error pages, the toasts, the customizer, the menus and their scrollbar, the selectors, the shell's dialogs and
 *   the header's messages preview;
 * - the shared texts of French and Arabic, and every feature's (`PRECACHED_TEXTS`) with the map of where they are
 *   (`textsIndex-fr`, `textsIndex-ar`: i18n/bundled.ts);
 * - the parent dashboard's cards and the parent's canteen page (the menu of the week), readable offline from the
 *   first visit (docs/architecture.md "Offline parent view"), though they load only when the parent goes to them.
 */
const PRECACHED_CHUNKS = [
  'sign-in',
  'sign-in-form',
  'clients',
  'startApp',
  'Shell',
  'DashboardPage',
  'ParentDashboard',
  'LoginPage',
  'NotFound',
  'Unauthorized',
  'Toasts',
  'unstyled',
  'Customizer',
  'menus',
  'SimpleBarScroll',
  'Select',
  'dialogs',
  'MessagesPreview',
  'fr',
  'ar',
  'textsIndex-fr',
  'textsIndex-ar',
  'CanteenRequestsPage',
];
/**
 * Every feature's texts of French and Arabic (`features/<feature>/locales/<language>.json`, a chunk each), and the
 * shared lazy parts (`i18n/locales/<language>/<part>.json`: the error codes' sentences, the forms', the sign-in's).
 */
const PRECACHED_TEXTS =
  /\/(features\/.+\/locales\/(fr|ar)\.json|i18n\/locales\/(fr|ar)\/(apiErrors|forms|signIn)\.json)$/;
const PRECACHED_MODULES = [
  'src/features/canteen/index.ts',
  'src/features/transport/index.ts',
  'src/features/education/index.ts',
  'src/features/timetable/index.ts',
];

type ManifestEntries = Array<string | { url: string; revision: string | null }>;

/**
 * Adds `PRECACHED_CHUNKS` and `PRECACHED_MODULES`, the entry, and their static imports to the service worker's
 * precache (vite-plugin-pwa's `extendManifestEntries`): worked out from the bundle at each build, so a chunk that
 * a change of the code splits off is never left out; a root that is no longer found fails the build.
 */
function precachedChunks(): Plugin {
  let pwa: { extendManifestEntries(fn: (entries: ManifestEntries) => ManifestEntries): void } | undefined;
  return {
    name: 'portail:precached-chunks',
    apply: 'build',
    configResolved(config) {
      pwa = config.plugins.find((plugin) => plugin.name === 'vite-plugin-pwa')?.api as typeof pwa;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const roots = chunks.filter(
        (chunk) =>
          chunk.isEntry ||
          PRECACHED_CHUNKS.includes(chunk.name) ||
          PRECACHED_TEXTS.test(chunk.facadeModuleId ?? '') ||
          PRECACHED_MODULES.some((end) => chunk.facadeModuleId?.endsWith(end)),
      );
      const found = new Set(roots.map((chunk) => chunk.name));
      const modules = roots.filter((chunk) =>
        PRECACHED_MODULES.some((end) => chunk.facadeModuleId?.endsWith(end)),
      );
      const missing = PRECACHED_CHUNKS.filter((name) => !found.has(name));
      if (missing.length > 0 || modules.length !== PRECACHED_MODULES.length) {
        this.error(`precached chunks not found: ${missing.join(', ') || PRECACHED_MODULES.join(', ')}`);
      }
      const files = new Set<string>();
      const visit = (fileName: string) => {
        if (files.has(fileName)) return;
        files.add(fileName);
        byFile.get(fileName)?.imports.forEach(visit);
      };
      roots.forEach((chunk) => visit(chunk.fileName));
      pwa?.extendManifestEntries((entries) => [
        ...entries,
        ...[...files].sort().map((url) => ({ url, revision: null })),
      ]);
    },
  };
}

/**
 * Whether a request to the preview server names the build's manifest folder (`dist/.vite/`): it lists every file of
 * the build with the build machine's paths, for the tools, not the web. Answered 404, as docs/nginx.conf does
 * (`location ^~ /.vite/`); the path is read as the server reads it (percent-decoded, dot segments resolved).
 */
export function namesBuildManifest(url: string): boolean {
  let path: string;
  try {
    path = decodeURIComponent(url.split(/[?#]/)[0] ?? '').replaceAll('\\', '/');
  } catch {
    return false;
  }
  const normal = posix.normalize(path).toLowerCase();
  return normal === '/.vite' || normal.startsWith('/.vite/');
}

/**
 * The preview server as production serves the build (docs/nginx.conf: TLS and HTTP/2), when `PREVIEW_TLS_KEY` and
 * `PREVIEW_TLS_CERT` name a key and its certificate (PEM files): Vite then answers over HTTP/2 (HTTP/1.1 for a client
 * that asks for it). `npm run bench` measures the portal so, with a certificate it makes for the loopback address.
 */
function previewTls(env: Record<string, string>): { https?: { key: Buffer; cert: Buffer } } {
  const { PREVIEW_TLS_KEY: key, PREVIEW_TLS_CERT: cert } = env;
  if (!key || !cert) return {};
  return { https: { key: readFileSync(key), cert: readFileSync(cert) } };
}

export default defineConfig(async ({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const firstScreen = firstScreenChunk();
  const plugins: PluginOption[] = [
    react(),
    tailwindcss(),
    inlineScriptsAsFiles(),
    firstScreen.plugin,
    xhrOnlyAxios(),
    preloadBoot(),
    preloadFaces(),
    precompressedBuild(),
    {
      // The build's compressed twins, as production sends them (scripts/precompressed.ts, docs/nginx.conf).
      name: 'portail:precompressed-preview',
      configurePreviewServer(server) {
        server.middlewares.use((request, response, next) => {
          if (!namesBuildManifest(request.url ?? '/')) return next();
          for (const [name, value] of Object.entries(server.config.preview.headers ?? {}))
            if (value !== undefined) response.setHeader(name, value);
          response.statusCode = 404;
          response.end();
        });
        const outDir = resolve(server.config.root, server.config.build.outDir);
        server.middlewares.use(servePrecompressed(outDir, server.config.preview.headers ?? {}));
      },
    },
  ];
  if (mode !== 'test') plugins.push(installable(), precachedChunks());
  const headers = securityHeaders([env.VITE_API_URL ?? '', env.VITE_LOCALES_URL ?? '']);
  if (!env.VITE_API_URL && mode !== 'test') {
    const { demoApi } = await import('./src/mocks/index.ts');
    const dataFile = env.DEMO_DATA_FILE === 'memory' ? null : env.DEMO_DATA_FILE || '.demo-data/db.json';
    plugins.push(demoApi({ dataFile }));
  }
  return {
    plugins,
    resolve: {
      // react-router's package points every bundler at its development build (checks and warnings for the
      // developer); the production build beside it is the same code without them. Tests keep the warnings.
      alias:
        mode === 'production'
          ? [
              {
                find: /^react-router$/,
                replacement: join(process.cwd(), 'node_modules/react-router/dist/production/index.mjs'),
              },
              // react-i18next's stand-in for React 17's missing `useSyncExternalStore`: React 19 has it, and the shim
              // would only hand it over, on the sign-in page too. React's own, directly.
              {
                find: /^use-sync-external-store\/shim(\/index\.js)?$/,
                replacement: join(process.cwd(), 'src/lib/syncExternalStore.ts'),
              },
            ]
          : [],
    },
    build: {
      target: 'es2022',
      modulePreload: {
        resolveDependencies: (_file: string, deps: string[]) =>
          deps.filter((dep) => !ALWAYS_LOADED.test(dep)),
      },
      sourcemap: false,
      manifest: true,
      rolldownOptions: {
        output: {
          codeSplitting: { groups: [...VENDOR_CHUNKS, ...firstScreen.groups] },
          // A feature's texts are named after it (`texts-finances-overdue-fr-….js`), not all `fr-….js`.
          chunkFileNames: (chunk: { facadeModuleId: string | null }) => {
            const texts = /\/features\/(.+)\/locales\/(\w+)\.json$/.exec(chunk.facadeModuleId ?? '');
            return texts
              ? `assets/texts-${texts[1]!.replaceAll('/', '-')}-${texts[2]}-[hash].js`
              : 'assets/[name]-[hash].js';
          },
        },
      },
    },
    // The dev server sends the very headers of the preview server and of docs/nginx.conf, so a page that breaks the
    // CSP breaks while it is written, not in production. `npm start` warms what a newcomer opens first (the sign-in
    // page, the shell and the dashboard, with their imports) while the browser is being opened: the dependencies are
    // pre-bundled at start already (Vite's scan follows every lazy page), so no page reloads mid-visit either.
    server: { headers, warmup: { clientFiles: DEV_WARMUP } },
    preview: { headers, ...previewTls(env) },
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
      setupFiles: ['tests/setup.ts'],
      env: { VITE_API_URL: 'http://localhost:3000' },
      restoreMocks: true,
      testTimeout: 30_000,
      // Vitest's default is one worker less than the cores: one worker on CI's two. The files are independent
      // (each has its own jsdom, MSW server and demo data), so both cores run them.
      maxWorkers: 2,
    },
  };
});
