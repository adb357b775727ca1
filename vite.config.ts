import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { loadEnv, type Plugin, type PluginOption } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Without VITE_API_URL the dev and preview servers mount the embedded demo API on /api (see README). The app
 * code never imports the demo: it lives only in this config, so no build contains it.
 */
/**
 * Security headers of the served app (the same as docs/nginx.conf): no inline or foreign script, images only from
 * the app and data: URLs (profile pictures, chat previews), no plugins, no framing, no base rewriting.
 * Styles allow 'unsafe-inline' because react-select (emotion) injects its styles at run time.
 */
export function securityHeaders(apiOrigins: string[]): Record<string, string> {
  const connect = ["'self'", ...apiOrigins.filter(Boolean)].join(' ');
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      "script-src 'self'",
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
 * app adds after sign-in (router, Redux Toolkit, axios, zod), each as one chunk, rather than a dozen small chunks
 * that compress worse. None of the `app` libraries may be imported by the sign-in page (src/main.tsx).
 */
const VENDOR_CHUNKS = [
  {
    name: 'boot',
    test: /node_modules\/(react|react-dom|scheduler|i18next|react-i18next|use-sync-external-store)\//,
    priority: 2,
  },
  {
    name: 'app',
    test: /node_modules\/(react-router|react-router-dom|@reduxjs|react-redux|redux|immer|reselect|axios|zod)\//,
    priority: 1,
  },
];

export default defineConfig(async ({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const plugins: PluginOption[] = [react(), tailwindcss(), inlineScriptsAsFiles()];
  const headers = securityHeaders([env.VITE_API_URL ?? '', env.VITE_LOCALES_URL ?? '']);
  if (!env.VITE_API_URL && mode !== 'test') {
    const { demoApi } = await import('./src/mocks/vitePlugin.ts');
    const dataFile = env.DEMO_DATA_FILE === 'memory' ? null : env.DEMO_DATA_FILE || '.demo-data/db.json';
    plugins.push(demoApi({ dataFile }));
  }
  return {
    plugins,
    build: {
      target: 'es2022',
      sourcemap: false,
      manifest: true,
      rolldownOptions: { output: { codeSplitting: { groups: VENDOR_CHUNKS } } },
    },
    // The dev server sends the very headers of the preview server and of docs/nginx.conf, so a page that breaks the
    // CSP breaks while it is written, not in production.
    server: { headers },
    preview: { headers },
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
