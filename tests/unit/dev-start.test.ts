import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEV_WARMUP } from '../../vite.config';

/** `npm start` as a newcomer meets it: what the dev server warms, and what its banner says of speed. */
describe('npm start', () => {
  it('warms files that exist (a moved file would silently warm nothing), the sign-in page and the dashboard among them', () => {
    for (const file of DEV_WARMUP) expect(existsSync(file), file).toBe(true);
    expect(DEV_WARMUP).toEqual(
      expect.arrayContaining([
        './src/features/auth/LoginPage.tsx',
        './src/features/dashboard/DashboardPage.tsx',
      ]),
    );
  });

  it('says in its banner and in the README that the production build shows the real speed', () => {
    const banner = execFileSync(process.execPath, ['scripts/banner.mjs', '5173'], {
      encoding: 'utf8',
      env: { ...process.env, VITE_API_URL: '' },
    });
    expect(banner).toContain('npm run build && npm run preview');
    expect(banner).toContain('admin@demo.test');
    expect(readFileSync('README.md', 'utf8')).toMatch(/npm run build && npm run preview/);
  });
});
