import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD } from './support';

// The contract check (docs/api.md "Contract") as a school's IT team runs it: `npm run contract:check` against the
// portal's server, here the demo API the preview server mounts. The test signs in to get the tokens the team would
// paste; the check itself only reads.
const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
const check = (args: string[]) =>
  run(process.execPath, ['scripts/contract-check.mjs', ...args], { cwd: root, timeout: 60_000 }).then(
    (done) => ({ code: 0, stdout: done.stdout }),
    (failed: { code: number; stdout: string; stderr: string }) => ({
      code: failed.code,
      stdout: `${failed.stdout}${failed.stderr}`,
    }),
  );

test('Contract check: the demo API served by the preview server matches the contract, tokens never printed', async ({
  request,
  baseURL,
}) => {
  const token = async (email: string) => {
    const answer = await request.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
    expect(answer.ok()).toBe(true);
    return ((await answer.json()) as { token: string }).token;
  };
  const admin = await token(ACCOUNTS.admin.email);
  const parent = await token(ACCOUNTS.parent.email);

  const { code, stdout } = await check(['--base', baseURL!, '--token', admin, '--parent-token', parent]);
  expect(stdout).toContain(`Contract check of ${baseURL}/api`);
  expect(stdout).toMatch(/^OK +200 +GET students +\(students\)$/m);
  expect(stdout).toMatch(/^OK +200 +GET dashboard\/parent +\(parentDashboard\)$/m);
  expect(stdout).toMatch(/\d+ operations: \d+ match, 0 differ, 0 failed, [0-3] skipped\./);
  expect(stdout).toContain('The API matches the contract.');
  expect(stdout).not.toContain(admin);
  expect(stdout).not.toContain(parent);
  expect(code).toBe(0);
});

test('Contract check: a refused token fails the check (exit 1) without printing it; no token is a usage error', async ({
  baseURL,
}) => {
  const wrong = 'wrong-token-0123456789abcdef';
  const refused = await check(['--base', baseURL!, '--token', wrong, '--max', '3']);
  expect(refused.stdout).toMatch(/^FAILED +401 /m);
  expect(refused.stdout).toContain('The API does not match the contract');
  expect(refused.stdout).not.toContain(wrong);
  expect(refused.code).toBe(1);

  const usage = await check(['--base', baseURL!]);
  expect(usage.stdout).toContain('Usage: npm run contract:check');
  expect(usage.code).toBe(2);
});
