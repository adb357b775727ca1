import { skipToken } from '@reduxjs/toolkit/query';
import { GraduationCap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { Card } from '../../components/Card';
import { formatDate } from '../../lib/dates';
import { useAppSelector } from '../../store/hooks';
import { useChildOverviewQuery } from './education.api';
import { localName, teacherLabel } from './parts';

const MASTERY_BADGE = ['danger', 'warning', 'success', 'primary'] as const;

/**
 * The selected child's schooling on the parent's dashboard (one-handed at 390 px): the class and its main teacher, the
 * teacher of each subject, and the latest diagnostic results by domain in plain words with their date.
 */
export function ParentEducationCard() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const child = useAppSelector((state) => state.auth.student);
  const year = useAppSelector((state) => state.auth.year?.schoolyearid ?? null);
  const { currentData: overview } = useChildOverviewQuery(
    child && year !== null ? { student: child.studentid, year } : skipToken,
  );
  if (!child || !overview?.class) return null;
  const name = language === 'ar' ? overview.student.firstname_ar : overview.student.firstname_fr;
  return (
    <Card as="section" aria-labelledby="parent-education" className="space-y-3">
      <h2
        id="parent-education"
        className="flex items-center gap-2 text-lg font-semibold text-neutral-900 dark:text-white"
      >
        <GraduationCap size={20} aria-hidden="true" />
        {t('education.parent.title', { name, class: overview.class.name })}
      </h2>
      {overview.mainTeacher && (
        <p className="text-sm">
          {t('education.parent.mainTeacher', { name: teacherLabel(overview.mainTeacher, language) })}
        </p>
      )}
      {overview.evaluation && (
        <section aria-labelledby="parent-evaluation" className="space-y-2">
          <h3 id="parent-evaluation" className="font-semibold">
            {t('education.parent.results', {
              name: overview.evaluation.name,
              date: formatDate(overview.evaluation.date, language),
            })}
          </h3>
          <ul className="space-y-1.5">
            {overview.evaluation.domains.map((domain) => (
              <li key={domain.name_fr} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span>{localName(domain, language)}</span>
                {domain.mastery !== null && domain.label ? (
                  <Badge tone={MASTERY_BADGE[domain.mastery - 1] ?? 'neutral'}>
                    {language === 'ar' ? domain.label.ar : domain.label.fr}
                  </Badge>
                ) : (
                  <Badge>{t('education.grid.empty')}</Badge>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <details className="text-sm">
        <summary className="min-h-11 cursor-pointer py-2 font-semibold text-primary-700 md:min-h-0 dark:text-primary-300">
          {t('education.parent.teachers', { count: overview.teachers.length })}
        </summary>
        <ul className="mt-1 space-y-1">
          {overview.teachers.map((row) => (
            <li key={row.subject.id} className="flex flex-wrap justify-between gap-2">
              <span>{localName(row.subject, language)}</span>
              <span>
                {row.teacher ? teacherLabel(row.teacher, language) : t('education.parent.toBeNamed')}
              </span>
            </li>
          ))}
        </ul>
      </details>
    </Card>
  );
}
