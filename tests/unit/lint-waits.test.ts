// @vitest-environment node
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * vi.waitFor and vi.waitUntil give up after 1 s unless told, where Testing Library's waits have the suite's 15 s
 * (tests/setup.ts): eslint.config.js has every one of them pass a limit, so a new wait cannot forget it.
 */
const cwd = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({ cwd, overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });
  await eslint.lintText('export {};\n', { filePath: 'src/lib/probe.test.ts' });
}, 120_000);

async function waitProblems(code: string, filePath = 'src/lib/probe.test.ts'): Promise<number[]> {
  const [result] = await eslint.lintText(
    `import { expect, vi } from 'vitest';\nexport const ok = 1;\n${code}`,
    {
      filePath,
    },
  );
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.line - 2);
}

describe('lint: every vi.waitFor / vi.waitUntil in the tests passes a limit', () => {
  it('a wait without a limit is an error, in the tests beside the code and in tests/', async () => {
    const code = [
      'await vi.waitFor(() => expect(ok).toBe(1));',
      'await vi.waitFor(() => expect(ok).toBe(1), { interval: 50 });',
      'await vi.waitUntil(() => ok === 1);',
    ].join('\n');
    expect(await waitProblems(code)).toEqual([1, 2, 3]);
    expect(await waitProblems(code, 'tests/helpers/probe.ts')).toEqual([1, 2, 3]);
  });

  it('a wait with the suite’s limit (or a limit given by name) passes', async () => {
    const code = [
      'await vi.waitFor(() => expect(ok).toBe(1), { timeout: 15_000 });',
      'await vi.waitFor(() => expect(ok).toBe(1), { timeout: 15_000, interval: 50 });',
      'const SLOW = { timeout: 15_000 };',
      'await vi.waitUntil(() => ok === 1, SLOW);',
    ].join('\n');
    expect(await waitProblems(code)).toEqual([]);
  });
});
