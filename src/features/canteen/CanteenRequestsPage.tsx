import { useAppSelector } from '../../store/hooks';
import { ParentCanteen } from './ParentCanteen';
import { StaffCanteenRequests } from './StaffCanteenRequests';

/** `demandes-cantine`: the office's queue of canteen requests, or, for a parent, the selected child's canteen. */
export default function CanteenRequestsPage() {
  const isParent = useAppSelector((state) => Boolean(state.auth.user?.isParent));
  return isParent ? <ParentCanteen /> : <StaffCanteenRequests />;
}
