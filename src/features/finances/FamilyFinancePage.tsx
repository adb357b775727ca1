import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { paths } from '../../paths';
import { FamilyFinanceView } from './FamilyFinanceView';

/**
 * `studentengagment/family/:familyId`: one family's finances (staff), a sub-view of the registry. The query string
 * is the list's, kept for the way back. A parent has no family view: their finances page shows their child's.
 */
export default function FamilyFinancePage() {
  const isParent = useAppSelector((state) => state.auth.user?.isParent ?? false);
  const { familyId = '' } = useParams();
  const { search } = useLocation();
  if (isParent || !/^\d{1,9}$/.test(familyId)) return <Navigate to={paths.studentEngagements()} replace />;
  return (
    <FamilyFinanceView key={familyId} familyId={Number(familyId)} backTo={paths.studentEngagements(search)} />
  );
}
