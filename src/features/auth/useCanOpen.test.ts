import type * as ReactRouter from 'react-router-dom';
import { matchPath } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { RouteRule } from './routeRules';
import { ruleOf } from './useCanOpen';

// react-router's `matchPath`, counted: each call compiles a pattern.
vi.mock('react-router-dom', async (importOriginal) => {
  const actual = await importOriginal<typeof ReactRouter>();
  return { ...actual, matchPath: vi.fn(actual.matchPath) };
});

/** Rules whose `path` counts how often it is read: each read is a pattern compiled by `matchPath`. */
function countedRules(paths: string[]): { rules: RouteRule[]; reads: () => number } {
  let reads = 0;
  const rules = paths.map((path) => ({
    get path() {
      reads += 1;
      return path;
    },
    access: { permissions: [] },
  }));
  return { rules, reads: () => reads };
}

describe('ruleOf (Permissions: links only to pages the user can open)', () => {
  it('finds the rule of a link, its query and hash ignored, and none for an unknown page', () => {
    const { rules } = countedRules(['students', 'students/:id', 'finances/:familyId']);
    expect(ruleOf(rules, '/students/12?tab=notes#top')?.path).toBe('students/:id');
    expect(ruleOf(rules, '/finances/3')?.path).toBe('finances/:familyId');
    expect(ruleOf(rules, '/nowhere')).toBeUndefined();
  });

  it('looks a path up once per registry: a screen with many links does not compile every pattern for each', () => {
    const { rules, reads } = countedRules(['dashboard', 'students', 'students/:id', 'news']);
    const student = ruleOf(rules, '/students/7');
    ruleOf(rules, '/nowhere');
    const afterFirst = reads();
    expect(afterFirst).toBeGreaterThan(0);
    const found = [];
    for (let each = 0; each < 50; each += 1) {
      found.push(ruleOf(rules, '/students/7?page=2'), ruleOf(rules, '/nowhere'));
    }
    expect(reads()).toBe(afterFirst);
    expect(found).toEqual(Array.from({ length: 50 }, () => [student, undefined]).flat());
    expect(student?.path).toBe('students/:id');

    // Another registry (another app) has lookups of its own.
    const other = countedRules(['students/:id']);
    expect(ruleOf(other.rules, '/students/7')?.path).toBe('students/:id');
    expect(other.reads()).toBeGreaterThan(0);
  });

  it('stays right past the number of lookups it keeps', () => {
    const { rules } = countedRules(['students/:id', 'news']);
    for (let id = 0; id < 1200; id += 1) expect(ruleOf(rules, `/students/${id}`)?.path).toBe('students/:id');
    expect(ruleOf(rules, '/news')?.path).toBe('news');
  });

  it("tries only the rules that the link's first segment could match (lib/firstSegment.ts)", () => {
    const { rules } = countedRules([
      'dashboard',
      'students',
      'students/:id',
      'news',
      'finances/:familyId',
      ':page',
    ]);
    vi.mocked(matchPath).mockClear();
    expect(ruleOf(rules, '/news')?.path).toBe('news');
    expect(vi.mocked(matchPath).mock.calls.map(([pattern]) => pattern)).toEqual([
      { path: '/news', end: true },
    ]);
    vi.mocked(matchPath).mockClear();
    expect(ruleOf(rules, '/Students/4')?.path).toBe('students/:id');
    expect(vi.mocked(matchPath)).toHaveBeenCalledTimes(2);
    // A rule that starts with a parameter is tried for any address, in the registry's order.
    expect(ruleOf(rules, '/canteen')?.path).toBe(':page');
  });
});
