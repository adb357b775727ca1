import { skipToken } from '@reduxjs/toolkit/query';
import { Pencil } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../paths';
import { Avatar } from '../../components/Avatar';
import { Badge } from '../../components/Badge';
import { Card } from '../../components/Card';
import { ErrorState } from '../../components/ErrorState';
import { Tabs, type TabItem } from '../../components/Tabs';
import { useCanOpen } from '../auth';
import { useScope } from '../../session/useScope';
import { DocumentsTab } from './details/DocumentsTab';
import { FamilyTab } from './details/FamilyTab';
import { GuardiansTab } from './details/GuardiansTab';
import { MedicalTab } from './details/MedicalTab';
import { NotesTab } from './details/NotesTab';
import { OverviewTab } from './details/OverviewTab';
import { BackToList, StudentNotFound } from './StudentNotFound';
import { useStudentRecordQuery } from './studentDetails.api';
import type { StudentRecord } from './students.schemas';
import { STATUS_TONE } from './studentRules';
import { withTexts } from '../../i18n/i18n';
import { ltrText } from '../../lib/bidi';

const ID = /^\d{1,9}$/;

// The finance module's panel, in its own chunk: loaded when the Finance tab opens.
const StudentFinancePanel = lazy(() =>
  withTexts(['finances', 'forms'], () => import('../finances'))().then((finances) => ({
    default: finances.StudentFinancePanel,
  })),
);

// The school documents' panel, in its own chunk with its texts: loaded when the Attestations tab opens.
const StudentDocumentsPanel = lazy(() =>
  withTexts(['documents', 'forms'], () => import('../documents'))().then((documents) => ({
    default: documents.StudentDocumentsPanel,
  })),
);

function TabLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="text-neutral-600 dark:text-neutral-300">
      {t('common.loading')}
    </p>
  );
}

/** The Attestations tab: the documents the school issues from the record (docs/api.md "School documents"). */
function attestationsTab(
  student: StudentRecord,
  t: (key: string) => string,
  canStatePayments: boolean,
): TabItem {
  return {
    id: 'attestations',
    label: t('studentDetails.tabs.attestations'),
    render: () => (
      <Suspense fallback={<TabLoading />}>
        <StudentDocumentsPanel studentId={student.studentid} canStatePayments={canStatePayments} />
      </Suspense>
    ),
  };
}

/** The Finance tab, for users who may see family finances (the `studentengagment` rule). */
function financeTab(student: StudentRecord, t: (key: string) => string): TabItem {
  return {
    id: 'finance',
    label: t('studentDetails.tabs.finance'),
    render: () => (
      <Suspense fallback={<TabLoading />}>
        <StudentFinancePanel studentId={student.studentid} />
      </Suspense>
    ),
  };
}

/**
 * `studentdetails?id=`: the student's record in tabs (`?tab=`). The form is a sub-view of its own (the registry's
 * `studentdetails/new` and `studentdetails/:studentId/edit`); addresses bookmarked in the older `?new=1` and
 * `?id=&edit=1` shape are sent there.
 */
export default function StudentDetailsPage() {
  const [params] = useSearchParams();
  const rawId = params.get('id') ?? '';
  if (params.get('new') === '1') return <Navigate to={paths.newStudent()} replace />;
  if (!ID.test(rawId)) return <StudentNotFound />;
  if (params.get('edit') === '1') return <Navigate to={paths.editStudent(Number(rawId))} replace />;
  return <StudentDetails key={rawId} id={Number(rawId)} />;
}

export function fullName(student: { lastname_fr: string; firstname_fr: string }): string {
  return `${student.lastname_fr} ${student.firstname_fr}`;
}

function DetailsSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <span className="sr-only">{t('common.loading')}</span>
      <Card className="flex items-center gap-4">
        <span className="block size-16 animate-pulse rounded-full bg-neutral-200 dark:bg-neutral-700" />
        <span className="block h-6 w-1/3 animate-pulse rounded bg-neutral-200 dark:bg-neutral-700" />
      </Card>
      {[0, 1, 2].map((index) => (
        <span
          key={index}
          className="block h-10 animate-pulse rounded bg-neutral-200 dark:bg-neutral-700"
          style={{ width: `${90 - index * 15}%` }}
        />
      ))}
    </div>
  );
}

function StudentHeader({ student }: { student: StudentRecord }) {
  const { t } = useTranslation();
  const name = fullName(student);
  return (
    <Card className="flex flex-wrap items-center gap-4">
      <Avatar profile={null} size={64} label="" />
      <div className="min-w-0 flex-1 space-y-1">
        <h1 id="page-title" className="text-2xl font-semibold text-neutral-900 dark:text-white">
          {name}
        </h1>
        <p lang="ar" dir="rtl" className="text-neutral-700 dark:text-neutral-300">
          {student.lastname_ar} {student.firstname_ar}
        </p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-neutral-700 dark:text-neutral-300">
          <span>
            {student.enrolment
              ? t('studentDetails.classLine', {
                  className: student.enrolment.className,
                  year: ltrText(student.enrolment.year),
                })
              : t('studentDetails.notEnrolled')}
          </span>
          <Badge tone={STATUS_TONE[student.enrolment?.status ?? student.status]}>
            {t(`students.status.${student.enrolment?.status ?? student.status}`)}
          </Badge>
        </p>
      </div>
      <Link
        to={paths.editStudent(student.studentid)}
        className="inline-flex min-h-11 items-center gap-2 rounded-control bg-primary-600 px-4 font-semibold text-white hover:bg-primary-700 md:min-h-control"
        aria-label={t('studentDetails.editNamed', { name })}
      >
        <Pencil size={16} aria-hidden="true" />
        {t('studentDetails.edit')}
      </Link>
    </Card>
  );
}

/** The tabs of a record; the finance module adds its tab to this list (see `extraTabs`). */
export function studentTabs(
  student: StudentRecord,
  t: (key: string) => string,
  extraTabs: TabItem[] = [],
): TabItem[] {
  return [
    {
      id: 'overview',
      label: t('studentDetails.tabs.overview'),
      render: () => <OverviewTab student={student} />,
    },
    { id: 'family', label: t('studentDetails.tabs.family'), render: () => <FamilyTab student={student} /> },
    {
      id: 'guardians',
      label: t('studentDetails.tabs.guardians'),
      render: () => <GuardiansTab student={student} />,
    },
    {
      id: 'medical',
      label: t('studentDetails.tabs.medical'),
      render: () => <MedicalTab student={student} />,
    },
    {
      id: 'documents',
      label: t('studentDetails.tabs.documents'),
      render: () => <DocumentsTab student={student} />,
    },
    { id: 'notes', label: t('studentDetails.tabs.notes'), render: () => <NotesTab student={student} /> },
    ...extraTabs,
  ];
}

function StudentDetails({ id }: { id: number }) {
  const { t } = useTranslation();
  const scope = useScope();
  const canOpen = useCanOpen();
  const { data, error, isFetching, isLoading, refetch } = useStudentRecordQuery(
    scope ? { id, year: scope.year, branch: scope.branch } : skipToken,
  );
  const missing = error && 'status' in error && error.status === 404;
  if (missing) return <StudentNotFound />;
  return (
    <section aria-labelledby={data ? 'page-title' : undefined} aria-busy={isFetching} className="space-y-4">
      <BackToList />
      {error && !data ? (
        <>
          <h1 id="page-title" className="text-2xl font-semibold text-neutral-900 dark:text-white">
            {t('routes.studentdetails')}
          </h1>
          <ErrorState message={t('studentDetails.loadError')} onRetry={() => void refetch()} />
        </>
      ) : isLoading || !data ? (
        <DetailsSkeleton />
      ) : (
        <>
          <StudentHeader student={data} />
          {scope && data.branchId !== scope.branch && (
            <p role="note" className="rounded-card bg-info-50 px-4 py-2 text-sm text-info-800">
              {t('studentDetails.otherBranch')}
            </p>
          )}
          <Tabs
            label={t('studentDetails.tabsLabel')}
            param="tab"
            tabs={studentTabs(data, t, [
              attestationsTab(data, t, canOpen(paths.studentEngagements())),
              ...(canOpen(paths.studentEngagements()) ? [financeTab(data, t)] : []),
            ])}
          />
        </>
      )}
    </section>
  );
}
