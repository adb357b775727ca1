import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../paths';
import { useAppSelector } from '../../store/hooks';
import { EngagementsList } from './EngagementsList';
import { ParentFinanceView } from './parent/ParentFinanceView';

/**
 * `studentengagment`. Staff: the families' engagements (a family's finances are the `familyFinances` sub-view).
 * A parent: the selected child's school fees, read-only: what is owed and the receipts first, then the detail
 * (`parent/ParentFinanceView`).
 */
export default function StudentEngagementsPage() {
  const isParent = useAppSelector((state) => state.auth.user?.isParent ?? false);
  const [params] = useSearchParams();
  if (isParent) return <ParentFinance />;
  const family = params.get('family');
  const listSearch = new URLSearchParams(params);
  listSearch.delete('family');
  // A family's finances are a sub-view of their own (`studentengagment/family/:familyId`); an address bookmarked
  // in the older `?family=` shape is sent there.
  if (family && /^\d+$/.test(family)) {
    return <Navigate to={paths.familyFinances(Number(family), listSearch)} replace />;
  }
  return <EngagementsList familyHref={(familyId) => paths.familyFinances(familyId, listSearch)} />;
}

export function ParentFinance() {
  const { t } = useTranslation();
  const student = useAppSelector((state) => state.auth.student);
  const name = student ? `${student.firstname_fr} ${student.lastname_fr ?? ''}`.trim() : '';
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <div>
        {/* A parent's words, not the office's ("engagement"): their child's school fees. */}
        <h1 id="page-title" className="text-2xl font-semibold text-neutral-900 dark:text-white">
          {t('finances.parentView.heading')}
        </h1>
        {student && (
          <p className="mt-1 text-lg font-semibold text-neutral-700 dark:text-neutral-200">{name}</p>
        )}
      </div>
      {student ? (
        <ParentFinanceView key={student.studentid} studentId={student.studentid} />
      ) : (
        <p>{t('finances.parent.noChild')}</p>
      )}
    </section>
  );
}
