import { CircleAlert, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/Card';
import type { TimetableIssue } from '../../domain/timetable';
import { numberLocale } from '../../lib/locale';
import type { Lesson, Timetable } from './timetable.schemas';
import { issueSentence } from './timetableView';

/**
 * "Problèmes": every problem of the week shown as a sentence, computed on every render (a lesson moved with the
 * keyboard counts at its prospective slot), and their count said in a polite live region (docs/accessibility.md
 * "Status messages").
 */
export function ProblemsPanel({
  issues,
  timetable,
  lessons,
}: {
  issues: readonly TimetableIssue[];
  timetable: Timetable;
  lessons: readonly Lesson[];
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const count = issues.length;
  return (
    <Card as="section" aria-labelledby="timetable-problems" className="space-y-2">
      <h2 id="timetable-problems" className="text-lg font-semibold">
        {t('timetable.problems.title')}
      </h2>
      <p role="status" aria-live="polite" className="text-sm font-semibold">
        {count === 0
          ? t('timetable.problems.none')
          : t('timetable.problems.count', {
              count,
              formatted: new Intl.NumberFormat(numberLocale(language)).format(count),
            })}
      </p>
      {count === 0 ? (
        <p className="flex items-center gap-2 text-sm text-success-700 dark:text-success-500">
          <CircleCheck size={16} aria-hidden="true" />
          {t('timetable.problems.allGood')}
        </p>
      ) : (
        <ul aria-labelledby="timetable-problems" className="space-y-1 text-sm">
          {issues.map((issue, index) => (
            <li key={index} className="flex items-start gap-2">
              <CircleAlert size={16} aria-hidden="true" className="mt-0.5 shrink-0 text-danger-600" />
              <span>{issueSentence(issue, timetable, lessons, t, language)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
