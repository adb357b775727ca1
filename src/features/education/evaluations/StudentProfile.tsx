import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Badge } from '../../../components/Badge';
import { INPUT } from '../../../components/buttons';
import { domainMastery } from '../../../domain/education';
import type { Sheet } from '../education.schemas';
import { localName } from '../parts';
import { studentLabel } from '../ResultGrid';
import { cellKey } from '../resultQueue';

/** One child's results: each domain in words (the rounded mean of its skills), then each skill. */
export function StudentProfile({ sheet, values }: { sheet: Sheet; values: ReadonlyMap<string, number> }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [search, setSearch] = useSearchParams();
  const id = useId();
  const chosen =
    sheet.students.find((student) => String(student.studentid) === search.get('student')) ??
    sheet.students[0];
  if (!chosen) return <p>{t('education.classPage.noStudents')}</p>;
  const label = (value: number | null) => {
    if (value === null) return t('education.grid.empty');
    const item = sheet.scale[value - 1];
    return item ? (language === 'ar' ? item.ar : item.fr) : String(value);
  };
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-semibold">
          {t('education.classPage.student')}
        </label>
        <select
          id={id}
          className={INPUT}
          value={chosen.studentid}
          onChange={(event) =>
            setSearch((params) => {
              params.set('student', event.target.value);
              return params;
            })
          }
        >
          {sheet.students.map((student) => (
            <option key={student.studentid} value={student.studentid}>
              {studentLabel(student, language)}
            </option>
          ))}
        </select>
      </div>
      <dl className="space-y-3">
        {sheet.domains.map((domain) => {
          const results = domain.skills.map(
            (skill) => values.get(cellKey(chosen.studentid, skill.id)) ?? null,
          );
          const overall = domainMastery(results.filter((value): value is number => value !== null));
          return (
            <div
              key={domain.id}
              className="rounded-control border border-neutral-200 p-3 dark:border-neutral-700"
            >
              <dt className="font-semibold">{localName(domain, language)}</dt>
              <dd className="space-y-1">
                <Badge
                  tone={
                    overall === null
                      ? 'neutral'
                      : overall >= 3
                        ? 'success'
                        : overall === 2
                          ? 'warning'
                          : 'danger'
                  }
                >
                  {label(overall)}
                </Badge>
                <ul className="text-sm">
                  {domain.skills.map((skill, index) => (
                    <li key={skill.id}>
                      {localName(skill, language)} — {label(results[index] ?? null)}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
