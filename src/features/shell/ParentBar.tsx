import {
  CalendarCheck,
  CalendarRange,
  Ellipsis,
  House,
  Inbox,
  Newspaper,
  NotebookPen,
  ScrollText,
  Search,
  UtensilsCrossed,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { shellDialogs } from '../../components/shellDialogs';
import { selectAuth } from '../../session/auth.slice';
import { useCanOpen } from '../auth';
import { paths } from '../../paths';
import {
  barClass,
  linkClass,
  MessagesTab,
  NotificationsTab,
  ProfileTab,
  TabText,
  tabClass,
} from './bottomBarParts';

interface MoreEntry {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** The parent's other tasks, each the page of the selected child; only those the user may open. */
function useMoreEntries(): MoreEntry[] {
  const { t } = useTranslation();
  const canOpen = useCanOpen();
  const entries: MoreEntry[] = [
    { to: paths.dashboard(), label: t('bottomBar.home'), icon: House },
    { to: paths.canteenRequests(), label: t('menu.canteen'), icon: UtensilsCrossed },
    { to: paths.requests(), label: t('menu.requests'), icon: Inbox },
    { to: paths.childAttendance(), label: t('routes.attendance/child'), icon: CalendarCheck },
    { to: paths.childTimetable(), label: t('routes.timetable/child'), icon: CalendarRange },
    { to: paths.childHomework(), label: t('routes.homework/child'), icon: NotebookPen },
    { to: paths.childReportCards(), label: t('routes.report-cards/child'), icon: ScrollText },
    { to: paths.news(), label: t('menu.news'), icon: Newspaper },
    { to: paths.lostItems(), label: t('menu.lostItems'), icon: Search },
  ];
  return entries.filter((entry) => canOpen(entry.to));
}

/** "More": a sheet listing the parent's other tasks for the selected child (its code comes with the first tap). */
function MoreTab({ entries }: { entries: MoreEntry[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const dialogs = shellDialogs.useLoadedWhen(open);
  const { pathname } = useLocation();
  const student = useAppSelector((state) => selectAuth(state).student);
  const current = entries.some((entry) => pathname === entry.to);
  const child = student ? `${student.firstname_fr} ${student.lastname_fr ?? ''}`.trim() : null;
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-current={current ? 'page' : undefined}
        onClick={() => setOpen(true)}
        className={tabClass(current)}
      >
        <Ellipsis size={22} aria-hidden="true" />
        <TabText>{t('bottomBar.more')}</TabText>
      </button>
      {dialogs && (
        <dialogs.Modal open={open} title={t('bottomBar.more')} onClose={() => setOpen(false)}>
          {child && (
            <p className="pb-2 text-sm text-neutral-600 dark:text-neutral-300">
              {t('bottomBar.forChild', { name: child })}
            </p>
          )}
          <ul className="divide-y divide-neutral-200 dark:divide-neutral-700">
            {entries.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  onClick={() => setOpen(false)}
                  className="flex min-h-12 items-center gap-3 px-1 py-2 font-medium hover:bg-neutral-100 aria-[current=page]:text-primary-600 dark:hover:bg-neutral-700 dark:aria-[current=page]:text-primary-300"
                >
                  <Icon size={20} aria-hidden="true" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </dialogs.Modal>
      )}
    </>
  );
}

/**
 * A parent's phone (Visual direction "Phones"): every task within a thumb's reach. The child's finances, the spec's
 * three links (messages, profile with the picture and the parent's name, notifications) and "More" (home, canteen,
 * requests, absences, timetable, news, lost items; the header's logo also leads home), each only when the parent may
 * open it (the registry's rules, `useCanOpen`), each the page of the child chosen in the selector row.
 */
export default function ParentBar() {
  const { t } = useTranslation();
  const canOpen = useCanOpen();
  const more = useMoreEntries();
  return (
    <nav aria-label={t('bottomBar.label')} className={barClass}>
      {canOpen(paths.studentEngagements()) && (
        <NavLink to={paths.studentEngagements()} className={linkClass}>
          <Wallet size={22} aria-hidden="true" />
          <TabText>{t('bottomBar.finances')}</TabText>
        </NavLink>
      )}
      <MessagesTab />
      <ProfileTab />
      <NotificationsTab />
      {more.length > 0 && <MoreTab entries={more} />}
    </nav>
  );
}
