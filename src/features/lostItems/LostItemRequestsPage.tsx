import { useAppSelector } from '../../store/hooks';
import { ParentRequests } from './ParentRequests';
import { StaffRequestsPage } from './StaffRequestsPage';

/** `lost-item-requests`: staff match, reject and close the families' requests; a parent follows the child's. */
export default function LostItemRequestsPage() {
  const isParent = useAppSelector((state) => state.auth.user?.isParent ?? false);
  return isParent ? <ParentRequests /> : <StaffRequestsPage />;
}
