import { useAppSelector } from '../../store/hooks';
import { ParentFoundItems } from './ParentFoundItems';
import { StaffItemsPage } from './StaffItemsPage';

/** `lost-items`: staff record and follow found items; a parent browses them for the selected child. */
export default function LostItemsPage() {
  const isParent = useAppSelector((state) => state.auth.user?.isParent ?? false);
  return isParent ? <ParentFoundItems /> : <StaffItemsPage />;
}
