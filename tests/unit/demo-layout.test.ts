// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The demo API's layout (docs/architecture.md "The demo API"): one folder per module beside the feature of the same
 * name, the machinery in core/, the root wiring them, and files a newcomer can read. The import rules between them
 * are eslint.config.js's (tests/unit/lint-boundaries.test.ts).
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const mocks = join(root, 'src', 'mocks');
const features = join(root, 'src', 'features');

/** The most lines of code (neither blank nor only a comment) a file of the demo API may hold. */
const MAX_LINES_OF_CODE = 400;

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Lines that are neither blank nor only a comment (`//`, or a line of a block comment). */
function linesOfCode(source: string): number {
  let inBlock = false;
  let count = 0;
  for (const raw of source.split('\n')) {
    const line = raw.trim();
    if (inBlock) {
      if (line.includes('*/')) inBlock = false;
      continue;
    }
    if (line === '' || line.startsWith('//')) continue;
    if (line.startsWith('/*')) {
      inBlock = !line.includes('*/');
      continue;
    }
    count += 1;
  }
  return count;
}

describe('the demo API is laid out like the product', () => {
  it('counts lines of code without blanks and comments', () => {
    expect(linesOfCode('/**\n * A note.\n */\nconst a = 1;\n\n// why\nconst b = /* inline */ 2;\n')).toBe(2);
  });

  it(`no file of the demo API holds more than ${MAX_LINES_OF_CODE} lines of code`, () => {
    const over = filesUnder(mocks)
      .filter((file) => file.endsWith('.ts'))
      .map((file) => ({ file: relative(root, file), lines: linesOfCode(readFileSync(file, 'utf8')) }))
      .filter(({ lines }) => lines > MAX_LINES_OF_CODE);
    expect(over).toEqual([]);
  });

  it('each module is a folder named after its feature, with an index.ts; the root only wires them', () => {
    const entries = readdirSync(mocks, { withFileTypes: true });
    const rootFiles = entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
    // The root: the handlers in order and the database's seed (index.ts), the seed's steps (seed.ts), Vitest's server.
    expect(rootFiles.sort()).toEqual(['index.ts', 'node.ts', 'seed.ts']);
    const featureNames = new Set(readdirSync(features));
    const modules = entries
      .filter((entry) => entry.isDirectory() && entry.name !== 'core')
      .map((entry) => entry.name);
    expect(modules.length).toBeGreaterThan(10);
    for (const name of modules) {
      // `school` is the school group and its people, which every module reads (no page of its own); `push` is
      // edited on the profile page (features/profile/push).
      if (name !== 'school' && name !== 'push')
        expect(featureNames.has(name), `src/features/${name}`).toBe(true);
      expect(readdirSync(join(mocks, name)), `src/mocks/${name}/index.ts`).toContain('index.ts');
    }
  });
});
