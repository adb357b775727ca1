import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ruleOf } from './features/auth/useCanOpen';
import { ROUTES } from './modules';
import { paths } from './paths';

const SRC = resolve(__dirname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** The code of a file without its comments (a comment may name a route; code may not). */
function codeOf(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1');
}

/** Where a path opens: the registry route it matches, or undefined. */
function routeOf(to: string) {
  const pathname = to.split(/[?#]/)[0] ?? '';
  return ROUTES.find((route) => matchPath({ path: `/${route.path}`, end: true }, pathname) !== null);
}

describe('typed link builders (routes known in one place)', () => {
  it('every builder gives a path of the registry', () => {
    const built = {
      dashboard: paths.dashboard(),
      studentEngagements: paths.studentEngagements({ q: 'Alami' }),
      familyFinances: paths.familyFinances(12, 'q=Alami'),
      overdue: paths.overdue({ bucket: '60+' }),
      financeSettings: paths.financeSettings(),
      onlinePayment: paths.onlinePayment('OP-2026-000017'),
      schoolSettings: paths.schoolSettings(),
      messaging: paths.messaging(),
      students: paths.students({ status: 'active' }),
      studentDetails: paths.studentDetails(7),
      newStudent: paths.newStudent(),
      studentImport: paths.studentImport(),
      editStudent: paths.editStudent(7),
      preregistrations: paths.preregistrations(),
      studentSettings: paths.studentSettings(),
      news: paths.news({ awaiting: '1' }),
      newsSettings: paths.newsSettings(),
      documentTypes: paths.documentTypes(),
      requests: paths.requests({ overdue: '1' }),
      requestSettings: paths.requestSettings(),
      profile: paths.profile(),
      notifications: paths.notifications(),
      cars: paths.cars({ expiry: 'soon' }),
      drivers: paths.drivers({ expiry: 'expired' }),
      lines: paths.lines({ id: '3' }),
      expenses: paths.expenses(),
      lostItems: paths.lostItems({ status: 'found' }),
      lostItemRequests: paths.lostItemRequests(),
      settings: paths.settings(),
      accessManagement: paths.accessManagement(),
      educationSettings: paths.educationSettings(),
      classes: paths.classes({ level: '7' }),
      classPage: paths.classPage(14),
      pedagogy: paths.pedagogy({ gaps: '1' }),
      teachers: paths.teachers({ flag: 'ending' }),
      evaluations: paths.evaluations({ campaign: '3' }),
      canteenRequests: paths.canteenRequests({ status: 'pending' }),
      ingredients: paths.ingredients({ low: '1' }),
      purchases: paths.purchases(),
      meals: paths.meals(),
      programs: paths.programs(),
      accessibility: paths.accessibility(),
      attendance: paths.attendance({ class: '3', date: '2026-11-02', session: 'morning' }),
      absences: paths.absences({ state: 'unjustified' }),
      childAttendance: paths.childAttendance(),
      timetable: paths.timetable({ view: 'teacher', id: '7' }),
      childTimetable: paths.childTimetable(),
      homework: paths.homework({ class: '3' }),
      childHomework: paths.childHomework(),
      reportCards: paths.reportCards({ class: '3', term: '1' }),
      childReportCards: paths.childReportCards(),
      verifyDocument: paths.verifyDocument(),
    };
    expect(Object.keys(built).sort()).toEqual(
      Object.keys(paths)
        .filter((name) => !['signIn', 'unauthorized', 'menuLink'].includes(name))
        .sort(),
    );
    for (const [name, to] of Object.entries(built)) expect(routeOf(to), `${name}: ${to}`).toBeDefined();
  });

  it('the builders write the registry paths, their parameters and the query string', () => {
    expect(paths.studentDetails(7)).toBe('/studentdetails?id=7');
    expect(paths.studentDetails(7, { tab: 'family' })).toBe('/studentdetails?id=7&tab=family');
    expect(paths.editStudent(7)).toBe('/studentdetails/7/edit');
    expect(routeOf(paths.editStudent(7))?.path).toBe('studentdetails/:studentId/edit');
    expect(paths.familyFinances(12, '?q=Alami&page=2')).toBe('/studentengagment/family/12?q=Alami&page=2');
    expect(routeOf(paths.familyFinances(12))?.path).toBe('studentengagment/family/:familyId');
    expect(paths.overdue({ bucket: '60+' })).toBe('/overdueList?bucket=60%2B');
    expect(paths.students()).toBe('/fullstudents');
    expect(paths.studentEngagements('')).toBe('/studentengagment');
  });

  it('a sub-view has its own rule in the registry, found by the guard of links', () => {
    const newStudent = ruleOf(ROUTES, paths.newStudent());
    expect(newStudent?.path).toBe('studentdetails/new');
    expect(newStudent?.access.permissions).toEqual(['view-full-students-page']);
    expect(ruleOf(ROUTES, paths.familyFinances(3))?.access.permissions).toEqual([
      'view-studentengagements-page',
    ]);
    expect(ruleOf(ROUTES, '/no-such-page')).toBeUndefined();
  });

  it('no component writes a route by hand: features and components use the builders', () => {
    const segments = [...new Set(ROUTES.map((route) => route.path.split('/')[0]!)), 'unauthorized'];
    const literal = new RegExp(`(to=["']/|["'\`]/(${segments.join('|')})(?![\\w-]))`);
    const offenders = [
      ...sourceFiles(join(SRC, 'features')),
      ...sourceFiles(join(SRC, 'components')),
    ].flatMap((file) =>
      codeOf(file)
        .split('\n')
        .filter((line) => literal.test(line))
        .map((line) => `${file.slice(SRC.length + 1)}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });

  it('no page reaches the registry through its imports (no cycle through the lazy loaders)', () => {
    const registry = join(SRC, 'modules.ts');
    const pages = [...readFileSync(registry, 'utf8').matchAll(/import\('(\.\/[^']+)'\)/g)].map((match) =>
      join(SRC, match[1]!),
    );
    expect(pages.length).toBeGreaterThan(10);
    const seen = new Set<string>();
    const reaches = (from: string): boolean => {
      const file = [`${from}.ts`, `${from}.tsx`, join(from, 'index.ts')].find((candidate) => {
        try {
          return statSync(candidate).isFile();
        } catch {
          return false;
        }
      });
      if (!file || seen.has(file)) return false;
      seen.add(file);
      if (file === registry) return true;
      // Static value imports only: type imports are erased, and lazy `import()` is the registry's own edge.
      const imports = [...readFileSync(file, 'utf8').matchAll(/^import (?!type )[^;]*?from '(\.[^']+)';/gms)];
      return imports.some((match) => reaches(resolve(dirname(file), match[1]!)));
    };
    for (const page of pages) expect(reaches(page), page.slice(SRC.length + 1)).toBe(false);
  });
});
