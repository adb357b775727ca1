import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../store/hooks';

// Each audience loads only its own screen: a parent's phone never downloads the staff's table and editor.
const ParentNewsFeed = lazy(() => import('./ParentNewsFeed'));
const StaffNews = lazy(() => import('./StaffNews'));

/** `news`: the staff write and follow the school's news; a parent reads the selected child's. */
export default function NewsPage() {
  const { t } = useTranslation();
  const isParent = useAppSelector((state) => state.auth.user?.isParent ?? false);
  return (
    <Suspense fallback={<p role="status">{t('news.loading')}</p>}>
      {isParent ? <ParentNewsFeed /> : <StaffNews />}
    </Suspense>
  );
}
