import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { EngagementsList } from './EngagementsList';
import { FamilyFinanceView } from './FamilyFinanceView';
import { StudentFinancePanel } from './StudentFinancePanel';

/**
 * `studentengagment` (issue 5). Staff: the families' engagements, and a family's finances with `?family=<id>`.
 * A parent: the selected child's engagements, installments, payments and receipts, read-only.
 */
export default function StudentEngagementsPage() {
  const isParent = useAppSelector((state) => state.auth.user?.isParent ?? false);
  const [params] = useSearchParams();
  if (isParent) return <ParentFinance />;
  const family = params.get('family');
  const withoutFamily = new URLSearchParams(params);
  withoutFamily.delete('family');
  const listSearch = withoutFamily.toString();
  if (family && /^\d+$/.test(family)) {
    return (
      <FamilyFinanceView
        familyId={Number(family)}
        backTo={`/studentengagment${listSearch ? `?${listSearch}` : ''}`}
      />
    );
  }
  return (
    <EngagementsList
      familyHref={(familyId) => {
        const next = new URLSearchParams(withoutFamily);
        next.set('family', String(familyId));
        return `/studentengagment?${next.toString()}`;
      }}
    />
  );
}

function ParentFinance() {
  const { t } = useTranslation();
  const student = useAppSelector((state) => state.auth.student);
  const name = student ? `${student.firstname_fr} ${student.lastname_fr ?? ''}`.trim() : '';
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <div>
        <h1 id="page-title" className="text-2xl font-semibold text-neutral-900 dark:text-white">
          {t('routes.studentengagment')}
        </h1>
        {student && (
          <p className="mt-1 text-lg font-semibold text-neutral-700 dark:text-neutral-200">
            {t('finances.parent.title', { name })}
          </p>
        )}
      </div>
      {student ? (
        <StudentFinancePanel key={student.studentid} studentId={student.studentid} />
      ) : (
        <p>{t('finances.parent.noChild')}</p>
      )}
    </section>
  );
}
