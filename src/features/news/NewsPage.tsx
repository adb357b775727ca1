import { useAppSelector } from '../../store/hooks';
import { ParentNewsFeed } from './ParentNewsFeed';
import { StaffNews } from './StaffNews';

/** `news`: the staff write and follow the school's news; a parent reads the selected child's. */
export default function NewsPage() {
  const isParent = useAppSelector((state) => state.auth.user?.isParent ?? false);
  return isParent ? <ParentNewsFeed /> : <StaffNews />;
}
