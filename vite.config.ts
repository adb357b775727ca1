import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { loadEnv, type PluginOption } from 'vite';
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
  const plugins: PluginOption[] = [react(), tailwindcss()];
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
    preview: { headers: securityHeaders([env.VITE_API_URL ?? '', env.VITE_LOCALES_URL ?? '']) },
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
