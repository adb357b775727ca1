// @vitest-environment node
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The code boundaries of docs/architecture.md "Boundaries" are enforced by eslint.config.js. Each case lints a small
 * file that does not exist, placed where the boundary applies, importing real files of the project.
 */
const cwd = fileURLToPath(new URL('../..', import.meta.url));
const BOUNDARY_RULES = new Set(['import-x/no-restricted-paths', 'no-restricted-imports']);

let eslint: ESLint;

beforeAll(async () => {
  // The cycle check walks the whole import graph and is not what these cases are about.
  eslint = new ESLint({ cwd, overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });
  // Loading the configuration, the parser and the resolver once takes seconds on a busy machine: done here, with
  // its own generous limit, so that each case below measures only its own files.
  await eslint.lintText('export {};\n', { filePath: 'src/lib/probe.ts' });
}, 120_000);

/** The boundary problems ESLint reports for `code` placed at `filePath`. */
async function boundaryProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId !== null && BOUNDARY_RULES.has(message.ruleId))
    .map((message) => message.message);
}

describe('lint keeps the code boundaries', () => {
  it('a feature reaches another feature only through its public entry', async () => {
    expect(
      await boundaryProblems(
        'src/features/dashboard/Probe.ts',
        "export { useCanOpen } from '../auth/useCanOpen';\n",
      ),
    ).toEqual([expect.stringContaining('public entry')]);
    expect(
      await boundaryProblems(
        'src/features/finances/Probe.ts',
        "export { GuardianContactFields } from '../students/guardianFields';\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryProblems('src/features/dashboard/Probe.ts', "export { useCanOpen } from '../auth';\n"),
    ).toEqual([]);
    expect(
      await boundaryProblems(
        'src/features/finances/Probe.ts',
        "export { useLevelsQuery } from '../school-settings/index.ts';\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryProblems(
        'src/features/finances/overdue/Probe.ts',
        "export { allocate } from '../../../domain/ledger';\nexport { EngagementsList } from '../EngagementsList';\n",
      ),
    ).toEqual([]);
  });

  it('tests next to the code keep the boundaries between features, and may seed the demo API', async () => {
    expect(
      await boundaryProblems(
        'src/features/dashboard/Probe.test.ts',
        "export { useCanOpen } from '../auth/useCanOpen';\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryProblems(
        'src/features/dashboard/Probe.test.ts',
        "export { db } from '../../mocks/core/db';\n",
      ),
    ).toEqual([]);
  });

  it('a feature never imports the app; it reads the store and the session', async () => {
    expect(
      await boundaryProblems(
        'src/features/students/Probe.ts',
        "export { createAppRouter } from '../../app/router';\n",
      ),
    ).toEqual([expect.stringContaining('Features never import the app')]);
    expect(
      await boundaryProblems(
        'src/features/students/Probe.ts',
        "export { useAppSelector } from '../../store/hooks';\nexport { useScope } from '../../session/useScope';\n",
      ),
    ).toEqual([]);
  });

  it('business rules import no React, no api/ and no feature', async () => {
    expect(await boundaryProblems('src/domain/probe.ts', "export { useState } from 'react';\n")).toEqual([
      expect.stringContaining('no React'),
    ]);
    expect(await boundaryProblems('src/domain/probe.ts', "export { api } from '../api/api';\n")).toEqual([
      expect.stringContaining('src/domain imports only src/domain'),
    ]);
    expect(
      await boundaryProblems('src/domain/probe.ts', "export { useCanOpen } from '../features/auth';\n"),
    ).toHaveLength(1);
    expect(await boundaryProblems('src/domain/probe.ts', "export { todayIso } from './dates.ts';\n")).toEqual(
      [],
    );
  });

  it('the demo API imports the domain and itself, never a feature or the api layer', async () => {
    expect(
      await boundaryProblems(
        'src/mocks/students/probe.ts',
        "export { StudentFinancePanel } from '../../features/finances/index.ts';\n",
      ),
    ).toEqual([expect.stringContaining('The demo API imports src/domain')]);
    expect(
      await boundaryProblems('src/mocks/students/probe.ts', "export { api } from '../../api/api.ts';\n"),
    ).toHaveLength(1);
    expect(
      await boundaryProblems(
        'src/mocks/students/probe.ts',
        "export { allocate } from '../../domain/ledger.ts';\nexport { db } from '../core/db.ts';\n",
      ),
    ).toEqual([]);
  });

  it('a demo module reaches another one only through its index.ts, and the machinery reaches none', async () => {
    expect(
      await boundaryProblems(
        'src/mocks/dashboard/probe.ts',
        "export { ledgerIndex } from '../finances/ledger.ts';\n",
      ),
    ).toEqual([expect.stringContaining('through its index.ts')]);
    expect(
      await boundaryProblems(
        'src/mocks/dashboard/probe.ts',
        "export { ledgerIndex } from '../finances/index.ts';\nexport { dashboardHandlers } from './handlers.ts';\n" +
          "export { staffCall } from '../core/staffScope.ts';\nexport { todayIso } from '../../domain/dates.ts';\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryProblems(
        'src/mocks/core/probe.ts',
        "export { financesStep } from '../finances/index.ts';\n",
      ),
    ).toEqual([expect.stringContaining('names no module')]);
    expect(
      await boundaryProblems('src/mocks/core/probe.ts', "export { SEED_STEPS } from '../seed.ts';\n"),
    ).toEqual([expect.stringContaining('names no module')]);
    expect(
      await boundaryProblems(
        'src/mocks/index.ts',
        "export { financeHandlers } from './finances/handlers.ts';\n",
      ),
    ).toEqual([expect.stringContaining('through its index.ts')]);
    expect(
      await boundaryProblems(
        'src/mocks/index.ts',
        "export { financeHandlers } from './finances/index.ts';\n",
      ),
    ).toEqual([]);
  });

  it("a demo module's tests keep the demo's layout, and may load the whole demo through its root", async () => {
    expect(
      await boundaryProblems(
        'src/mocks/finances/probe.test.ts',
        "export { generateSchool } from '../school/school.ts';\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryProblems(
        'src/mocks/finances/probe.test.ts',
        "export { createSeed } from '../seed.ts';\nexport { generateSchool } from '../school/index.ts';\n",
      ),
    ).toEqual([]);
  });

  it('the app and shared code stay out of the demo API and the features', async () => {
    expect(await boundaryProblems('src/app/probe.ts', "export { db } from '../mocks/core/db';\n")).toEqual([
      expect.stringContaining('mounted by vite.config.ts'),
    ]);
    expect(
      await boundaryProblems('src/components/probe.ts', "export { useCanOpen } from '../features/auth';\n"),
    ).toHaveLength(1);
    expect(
      await boundaryProblems('src/session/probe.ts', "export { useCanOpen } from '../features/auth';\n"),
    ).toHaveLength(1);
  });
});
