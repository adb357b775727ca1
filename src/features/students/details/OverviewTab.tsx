import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/Badge';
import { Card } from '../../../components/Card';
import { Ltr } from '../../../components/Ltr';
import { classTeacherName } from '../../../lib/civility';
import { useScope } from '../../../session/useScope';
import { PhotoEditor } from '../photo/PhotoEditor';
import type { StudentRecord } from '../students.schemas';
import { formatDay, STATUS_TONE } from '../studentRules';
import { ageOn, todayIso } from '../../../domain/dates';

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-neutral-600 dark:text-neutral-400">{label}</dt>
      <dd className="font-semibold break-words text-neutral-900 dark:text-neutral-100">{children}</dd>
    </div>
  );
}

export const SECTION_TITLE = 'mb-3 text-lg font-semibold text-neutral-900 dark:text-white';

/** Identity, current class and the enrolment history (one row per year). */
export function OverviewTab({ student }: { student: StudentRecord }) {
  const { t, i18n } = useTranslation();
  const scope = useScope();
  const age = ageOn(student.birthDate, todayIso());
  const status = student.enrolment?.status ?? student.status;
  return (
    <div className="space-y-4">
      <Card as="section" aria-labelledby="overview-identity">
        <h2 id="overview-identity" className={SECTION_TITLE}>
          {t('studentDetails.overview.identity')}
        </h2>
        <div className="mb-4">
          <PhotoEditor student={student} year={scope?.year ?? student.yearId} />
        </div>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Field label={t('studentDetails.fields.nameLatin')}>
            {student.lastname_fr} {student.firstname_fr}
          </Field>
          <Field label={t('studentDetails.fields.nameArabic')}>
            <span lang="ar" dir="rtl">
              {student.lastname_ar} {student.firstname_ar}
            </span>
          </Field>
          <Field label={t('studentDetails.fields.birthDate')}>
            {formatDay(student.birthDate, i18n.language)} ({t('studentDetails.age', { count: age })})
          </Field>
          <Field label={t('studentDetails.fields.gender')}>
            {t(`studentDetails.gender.${student.gender}`)}
          </Field>
          <Field label={t('studentDetails.fields.massar')}>
            <Ltr className="tabular-nums">{student.massar}</Ltr>
          </Field>
          <Field label={t('studentDetails.fields.status')}>
            <Badge tone={STATUS_TONE[status]}>{t(`students.status.${status}`)}</Badge>
          </Field>
          <Field label={t('studentDetails.fields.level')}>{student.enrolment?.level ?? '—'}</Field>
          <Field label={t('studentDetails.fields.class')}>
            {student.enrolment ? student.enrolment.className : t('studentDetails.notEnrolled')}
          </Field>
          {student.enrolment?.teacher && (
            <Field label={t('studentDetails.fields.teacher')}>
              {classTeacherName(student.enrolment, t, i18n.language)}
            </Field>
          )}
        </dl>
      </Card>
      <Card as="section" aria-labelledby="overview-history">
        <h2 id="overview-history" className={SECTION_TITLE}>
          {t('studentDetails.overview.history')}
        </h2>
        {student.enrolments.length === 0 ? (
          <p>{t('studentDetails.overview.noHistory')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-start text-sm">
              <caption className="sr-only">{t('studentDetails.overview.history')}</caption>
              <thead>
                <tr className="border-b border-neutral-200 text-neutral-600 dark:border-neutral-700 dark:text-neutral-300">
                  <th scope="col" className="py-2 pe-3 text-start font-semibold">
                    {t('studentDetails.fields.year')}
                  </th>
                  <th scope="col" className="py-2 pe-3 text-start font-semibold">
                    {t('studentDetails.fields.level')}
                  </th>
                  <th scope="col" className="py-2 pe-3 text-start font-semibold">
                    {t('studentDetails.fields.class')}
                  </th>
                  <th scope="col" className="py-2 pe-3 text-start font-semibold">
                    {t('studentDetails.fields.status')}
                  </th>
                  <th scope="col" className="py-2 text-start font-semibold">
                    {t('studentDetails.fields.dates')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {student.enrolments.map((enrolment) => (
                  <tr
                    key={enrolment.id}
                    className="border-b border-neutral-100 last:border-0 dark:border-neutral-700"
                  >
                    <th scope="row" className="py-2 pe-3 text-start font-semibold tabular-nums">
                      <Ltr>{enrolment.year}</Ltr>
                    </th>
                    <td className="py-2 pe-3">{enrolment.level}</td>
                    <td className="py-2 pe-3">{enrolment.className}</td>
                    <td className="py-2 pe-3">
                      <Badge tone={STATUS_TONE[enrolment.status]}>
                        {t(`students.status.${enrolment.status}`)}
                      </Badge>
                    </td>
                    <td className="py-2">
                      {enrolment.endDate
                        ? t('studentDetails.overview.fromTo', {
                            from: formatDay(enrolment.startDate, i18n.language),
                            to: formatDay(enrolment.endDate, i18n.language),
                          })
                        : t('studentDetails.overview.since', {
                            from: formatDay(enrolment.startDate, i18n.language),
                          })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </div>
  );
}

/** Placeholder rows while a tab's data loads. */
export function TabSkeleton() {
  const { t } = useTranslation();
  return (
    <Card role="status" aria-live="polite" className="space-y-3">
      <span className="sr-only">{t('common.loading')}</span>
      {[0, 1, 2].map((index) => (
        <span
          key={index}
          className="block h-6 animate-pulse rounded bg-neutral-200 dark:bg-neutral-700"
          style={{ width: `${85 - index * 20}%` }}
        />
      ))}
    </Card>
  );
}
