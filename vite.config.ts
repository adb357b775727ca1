import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { loadEnv, type PluginOption } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Without VITE_API_URL the dev and preview servers mount the embedded demo API on /api (see README). The app
 * code never imports the demo: it lives only in this config, so no build contains it.
 */
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
    build: { target: 'es2022', sourcemap: false, manifest: true },
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
      setupFiles: ['tests/setup.ts'],
      env: { VITE_API_URL: 'http://localhost:3000' },
      restoreMocks: true,
      testTimeout: 20_000,
    },
  };
});
