import { describe, expect, it } from 'vitest';
import type { RouteRule } from './routeRules';
import { ruleOf } from './useCanOpen';

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
});
