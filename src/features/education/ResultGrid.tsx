import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/dates';
import type { Sheet } from './education.schemas';
import { cellKey, type Pending } from './resultQueue';
import { localName } from './parts';

/** The colour of each step of the scale, insufficient first (with the digit, never the colour alone). */
export const MASTERY_TONE = [
  'bg-danger-100 text-danger-700 dark:bg-danger-700 dark:text-white',
  'bg-warning-100 text-warning-700 dark:bg-warning-700 dark:text-white',
  'bg-success-100 text-success-700 dark:bg-success-700 dark:text-white',
  'bg-primary-100 text-primary-700 dark:bg-primary-700 dark:text-white',
] as const;

export function studentLabel(student: Sheet['students'][number], language: string) {
  return language === 'ar'
    ? `${student.lastname_ar} ${student.firstname_ar}`
    : `${student.lastname_fr} ${student.firstname_fr}`;
}

/**
 * The result sheet as a keyboard-first grid (WAI-ARIA grid, one tab stop): arrow keys move (mirrored in right-to-left),
 * Home and End go to the row's ends, 1-4 set the step and move to the next cell, Delete or Backspace clears. Values
 * shown are the saved ones with the queued changes over them. A saved result tells who gave it and when (its cell's
 * tooltip, and the line under the grid for the chosen cell); a child of a class the user does not teach is read-only
 * (docs/api.md "Education", teacher link).
 */
export function ResultGrid({
  sheet,
  values,
  pending,
  readOnly,
  onSet,
}: {
  sheet: Sheet;
  values: ReadonlyMap<string, number>;
  pending: Pending;
  readOnly: boolean;
  onSet: (studentId: number, skillId: number, value: number | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const rtl = i18n.dir(language) === 'rtl';
  const skills = sheet.domains.flatMap((domain) => domain.skills);
  const [active, setActive] = useState({ row: 0, col: 0 });
  const table = useRef<HTMLTableElement>(null);
  const scale = (value: number) => {
    const label = sheet.scale[value - 1];
    return label ? (language === 'ar' ? label.ar : label.fr) : String(value);
  };
  const saved = useMemo(
    () => new Map(sheet.results.map((result) => [cellKey(result.studentId, result.skillId), result])),
    [sheet],
  );
  /** "Saisi par … le …" for a saved result not changed since. */
  const enteredLine = (studentId: number, skillId: number): string | undefined => {
    const key = cellKey(studentId, skillId);
    const result = saved.get(key);
    if (key in pending || !result?.updatedAt) return undefined;
    const when = formatDateTime(result.updatedAt, language);
    return result.author
      ? t('education.grid.enteredBy', { name: result.author.name, when })
      : t('education.grid.entered', { when });
  };
  const rowReadOnly = (row: number) => readOnly || sheet.students[row]?.editable === false;
  const activeStudent = sheet.students[active.row];
  const activeSkill = skills[active.col];
  const activeLine =
    activeStudent && activeSkill ? enteredLine(activeStudent.studentid, activeSkill.id) : undefined;
  const valueOf = (studentId: number, skillId: number): number | null => {
    const key = cellKey(studentId, skillId);
    return key in pending ? pending[key]! : (values.get(key) ?? null);
  };
  const focusCell = (row: number, col: number) => {
    const r = Math.max(0, Math.min(sheet.students.length - 1, row));
    const c = Math.max(0, Math.min(skills.length - 1, col));
    setActive({ row: r, col: c });
    table.current?.querySelector<HTMLElement>(`[data-cell="${r}:${c}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableCellElement>, row: number, col: number) => {
    const student = sheet.students[row]!;
    const skill = skills[col]!;
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    let handled = true;
    if (event.key === forward) focusCell(row, col + 1);
    else if (event.key === backward) focusCell(row, col - 1);
    else if (event.key === 'ArrowDown') focusCell(row + 1, col);
    else if (event.key === 'ArrowUp') focusCell(row - 1, col);
    else if (event.key === 'Home') focusCell(row, 0);
    else if (event.key === 'End') focusCell(row, skills.length - 1);
    else if (/^[1-4]$/.test(event.key) && !rowReadOnly(row)) {
      onSet(student.studentid, skill.id, Number(event.key));
      if (col < skills.length - 1) focusCell(row, col + 1);
      else focusCell(row + 1, 0);
    } else if ((event.key === 'Delete' || event.key === 'Backspace') && !rowReadOnly(row)) {
      onSet(student.studentid, skill.id, null);
    } else handled = false;
    if (handled) event.preventDefault();
  };
  return (
    <div className="space-y-2">
      {!readOnly && sheet.students.some((student) => student.editable === false) && (
        <p className="text-sm text-neutral-600 dark:text-neutral-300">{t('education.grid.notYourClass')}</p>
      )}
      <div className="overflow-x-auto">
        <table
          ref={table}
          role="grid"
          aria-label={t('education.grid.label', { name: sheet.campaign.name })}
          aria-readonly={readOnly || undefined}
          className="min-w-full border-collapse text-sm"
        >
          <thead>
            <tr>
              <td />
              {sheet.domains.map((domain) => (
                <th
                  key={domain.id}
                  scope="colgroup"
                  colSpan={domain.skills.length}
                  className="border-b border-neutral-300 px-2 py-1 text-center font-semibold dark:border-neutral-600"
                >
                  {localName(domain, language)}
                </th>
              ))}
            </tr>
            <tr>
              <th scope="col" className="px-2 py-1 text-start">
                {t('education.classPage.student')}
              </th>
              {skills.map((skill) => (
                <th
                  key={skill.id}
                  scope="col"
                  className="max-w-32 px-1 py-1 align-bottom text-xs font-medium"
                >
                  {localName(skill, language)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sheet.students.map((student, row) => (
              <tr key={student.studentid} className="border-t border-neutral-200 dark:border-neutral-700">
                <th scope="row" className="px-2 py-1 text-start font-medium whitespace-nowrap">
                  {studentLabel(student, language)}
                </th>
                {skills.map((skill, col) => {
                  const value = valueOf(student.studentid, skill.id);
                  const waiting = cellKey(student.studentid, skill.id) in pending;
                  const isActive = active.row === row && active.col === col;
                  return (
                    <td
                      key={skill.id}
                      role="gridcell"
                      data-cell={`${row}:${col}`}
                      tabIndex={isActive ? 0 : -1}
                      title={enteredLine(student.studentid, skill.id)}
                      aria-readonly={(!readOnly && rowReadOnly(row)) || undefined}
                      aria-label={t('education.grid.cell', {
                        student: studentLabel(student, language),
                        skill: localName(skill, language),
                        value: value === null ? t('education.grid.empty') : scale(value),
                      })}
                      onFocus={() => setActive({ row, col })}
                      onClick={() => focusCell(row, col)}
                      onKeyDown={(event) => onKeyDown(event, row, col)}
                      className="p-0.5 text-center focus-visible:outline-2 focus-visible:outline-primary-600"
                    >
                      <span
                        aria-hidden="true"
                        className={`inline-flex size-9 items-center justify-center rounded font-semibold tabular-nums ${
                          value === null ? 'text-neutral-400' : MASTERY_TONE[value - 1]
                        } ${waiting ? 'ring-2 ring-warning-500' : ''}`}
                      >
                        {value ?? '·'}
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="min-h-5 text-sm text-neutral-600 dark:text-neutral-300">{activeLine}</p>
    </div>
  );
}
