import type { DemoUser } from '../core/tables.ts';
import type { DemoClass } from '../school/index.ts';
import { shownName } from './shared.ts';
import type { EducationTables } from './types.ts';

/**
 * The demo's teacher accounts and their teacher records (docs/api.md "Education", teacher link): each account is the
 * main teacher of a class of its branch this year, so it writes the results of that class only. The record takes the
 * account's names and e-mail, and the classes it is main teacher of show them.
 */
const TEACHER_ACCOUNTS: ReadonlyArray<{ email: string; gender: 'F' | 'M'; className: string }> = [
  { email: 'teacher.1@demo.test', gender: 'F', className: 'CM1 A' },
  { email: 'teacher.2@demo.test', gender: 'M', className: 'CM1 A' },
];

export function linkTeacherAccounts(
  education: EducationTables,
  users: readonly DemoUser[],
  classes: DemoClass[],
  currentYear: number | undefined,
): void {
  for (const link of TEACHER_ACCOUNTS) {
    const user = users.find((candidate) => candidate.email === link.email && !candidate.isParent);
    const branch = user?.branchIds[0];
    const cls = classes.find(
      (candidate) =>
        candidate.branchId === branch &&
        candidate.yearId === currentYear &&
        candidate.name === link.className,
    );
    const teacher = education.teachers.find((candidate) => candidate.id === cls?.mainTeacherId);
    if (!user || !teacher || teacher.userId) continue;
    Object.assign(teacher, {
      userId: user.id,
      gender: link.gender,
      firstname_fr: user.firstname,
      lastname_fr: user.lastname,
      firstname_ar: user.firstname_ar ?? user.firstname,
      lastname_ar: user.lastname_ar ?? user.lastname,
      email: user.email,
    });
    const [fr, ar] = shownName(teacher);
    for (const other of classes) {
      if (other.mainTeacherId !== teacher.id) continue;
      other.teacher = fr;
      other.teacher_ar = ar;
    }
  }
}
