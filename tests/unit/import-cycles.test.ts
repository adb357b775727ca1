// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * No circle in the import graph of src (docs/architecture.md "Boundaries and why"), counting what the lint's cycle
 * check passes over: type-only imports and `import()`. A circle, even of types or through a lazy import, is two
 * files that can only be understood together.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const src = join(root, 'src');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;

function importsOf(file: string): string[] {
  const found: string[] = [];
  for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
    const base = resolve(dirname(file), match[1]!);
    const target = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile() && /\.tsx?$/.test(candidate),
    );
    if (target) found.push(target);
  }
  return found;
}

/** The strongly connected groups of more than one file (Tarjan), as paths relative to the repository. */
function circles(edges: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let counter = 0;
  const visit = (file: string): void => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file) ?? []) {
      if (!edges.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(relative(root, member));
      } while (member !== file);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const file of edges.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe('the import graph', () => {
  it('reads every kind of import, and finds a circle when there is one', () => {
    const at = (name: string) => join(root, name);
    expect(importsOf(join(src, 'mocks', 'seed.ts'))).toContain(join(src, 'mocks', 'core', 'seed.ts'));
    // A lazy page of the registry, and a type-only import.
    expect(
      importsOf(join(src, 'modules.ts')).some((file) => file.includes(join('features', 'students'))),
    ).toBe(true);
    expect(importsOf(join(src, 'mocks', 'core', 'db.ts'))).toContain(join(src, 'mocks', 'core', 'tables.ts'));
    const graph = new Map([
      [at('a.ts'), [at('b.ts')]],
      [at('b.ts'), [at('c.ts')]],
      [at('c.ts'), [at('a.ts'), at('d.ts')]],
      [at('d.ts'), []],
    ]);
    expect(circles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('has no circle, types and lazy imports included', () => {
    const files = sourceFiles(src);
    expect(circles(new Map(files.map((file) => [file, importsOf(file)])))).toEqual([]);
  });
});
