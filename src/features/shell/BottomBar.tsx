import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../store/hooks';
import { selectAuth } from '../../session/auth.slice';
import { barClass, MessagesTab, NotificationsTab, ProfileTab } from './bottomBarParts';

/** A parent's bar comes with a parent's session only: the office's first load does not carry it (tests/unit/budgets). */
const ParentBar = lazy(() => import('./ParentBar'));

/** Staff: messages (when they may open them), profile, notifications. */
function StaffBar() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('bottomBar.label')} className={barClass}>
      <MessagesTab />
      <ProfileTab />
      <NotificationsTab />
    </nav>
  );
}

/**
 * Mobile bottom bar (below md), as absolute links (Screens and routes). The badges are the real unread counts, not
 * the spec's fixed placeholders (docs/spec-departures.md). Staff: messages, profile, notifications; a parent: the
 * same three between their child's finances and "more" (`ParentBar`). Messages only for users who may open them.
 */
export function BottomBar() {
  const isParent = useAppSelector((state) => selectAuth(state).user?.isParent ?? false);
  return isParent ? (
    <Suspense fallback={null}>
      <ParentBar />
    </Suspense>
  ) : (
    <StaffBar />
  );
}
