import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/Avatar';
import { Badge } from '../../../components/Badge';
import { Card } from '../../../components/Card';
import { EmptyState } from '../../../components/EmptyState';
import type { StudentRecord } from '../students.schemas';
import { STATUS_TONE } from '../studentRules';
import { SECTION_TITLE } from './OverviewTab';
import { paths } from '../../../paths';
import { ltrText } from '../../../lib/bidi';

/** The family and the other children of that family (derived by the API, never stored), each a link. */
export function FamilyTab({ student }: { student: StudentRecord }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <Card as="section" aria-labelledby="family-name">
        <h2 id="family-name" className={SECTION_TITLE}>
          {t('studentDetails.family.title')}
        </h2>
        {student.family ? (
          <p className="text-lg font-semibold">
            {student.family.name}{' '}
            {student.family.name_ar && (
              <span lang="ar" dir="rtl" className="font-normal text-neutral-700 dark:text-neutral-300">
                {student.family.name_ar}
              </span>
            )}
          </p>
        ) : (
          <p>{t('studentDetails.family.none')}</p>
        )}
      </Card>
      <Card as="section" aria-labelledby="family-siblings">
        <h2 id="family-siblings" className={SECTION_TITLE}>
          {t('studentDetails.family.siblings')}
        </h2>
        {student.siblings.length === 0 ? (
          <EmptyState icon={Users} message={t('studentDetails.family.noSiblings')} />
        ) : (
          <ul className="divide-y divide-neutral-100 dark:divide-neutral-700">
            {student.siblings.map((sibling) => {
              const name = `${sibling.lastname_fr} ${sibling.firstname_fr}`;
              const status = sibling.enrolment?.status ?? sibling.status;
              const sameBranch = sibling.branchId === student.branchId;
              return (
                <li key={sibling.studentid} className="flex flex-wrap items-center gap-3 py-3">
                  <Avatar profile={null} size={40} label="" />
                  <div className="min-w-0 flex-1">
                    {sameBranch ? (
                      <Link
                        to={paths.studentDetails(sibling.studentid)}
                        className="font-semibold text-primary-700 underline-offset-2 hover:underline dark:text-primary-300"
                      >
                        {name}
                      </Link>
                    ) : (
                      <span className="font-semibold">{name}</span>
                    )}
                    <span
                      lang="ar"
                      dir="rtl"
                      className="block text-sm text-neutral-600 dark:text-neutral-400"
                    >
                      {sibling.lastname_ar} {sibling.firstname_ar}
                    </span>
                    <span className="block text-sm text-neutral-700 dark:text-neutral-300">
                      {sibling.enrolment
                        ? t('studentDetails.classLine', {
                            className: sibling.enrolment.className,
                            year: ltrText(sibling.enrolment.year),
                          })
                        : t('studentDetails.notEnrolled')}
                      {!sameBranch && ` · ${t('studentDetails.family.otherBranch')}`}
                    </span>
                  </div>
                  <Badge tone={STATUS_TONE[status]}>{t(`students.status.${status}`)}</Badge>
                </li>
              );
            })}
          </ul>
        )}
      </Card>
    </div>
  );
}
