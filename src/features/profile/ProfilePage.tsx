import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { Avatar } from '../../components/Avatar';
import { Card } from '../../components/Card';
import { LanguagePicker } from '../../components/LanguagePicker';
import { selectAuth } from '../../session/auth.slice';
import { LogoutButton } from '../auth';
import { handleCustomizer, handleDarkMode, selectLayout } from '../../session/layout.slice';
import { PasswordForm } from './PasswordForm';
import { PictureForm } from './PictureForm';
import { PushSettings } from './push/PushSettings';

function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card as="section" aria-label={title}>
      <h2 className="mb-4 text-lg font-semibold">{title}</h2>
      {children}
    </Card>
  );
}

/**
 * `/profile` (Product): who I am, my preferences, password and picture; for staff their roles per branch and year,
 * for a parent their children with branch, class and year.
 */
export default function ProfilePage() {
  const { t, i18n } = useTranslation();
  // A built-in role in the reader's language; one the school created, by the names it gave it (Arabic on Arabic
  // screens when it has one), never its key.
  const roleName = (row: { role: string; label?: string; label_ar?: string }) =>
    t(`roleNames.${row.role}`, { defaultValue: '' }) ||
    (i18n.language.startsWith('ar') && row.label_ar?.trim() ? row.label_ar : (row.label ?? row.role));
  const dispatch = useAppDispatch();
  const { user, profile } = useAppSelector(selectAuth);
  const { darkMode } = useAppSelector(selectLayout);

  const roleRows = useMemo(() => {
    if (!user) return [];
    const branches = [...user.branchs, ...(user.students ?? []).flatMap((student) => student.branchs)];
    const branchName = (id: number) => branches.find((b) => b.schoolbranchid === id)?.branchname ?? `#${id}`;
    const yearName = (id: number) =>
      branches.flatMap((b) => b.years).find((y) => y.schoolyearid === id)?.description ?? `#${id}`;
    return user.roles.map((role) => ({
      key: `${role.name}-${role.schoolbranchid}-${role.schoolyearid}`,
      branch: branchName(role.schoolbranchid),
      year: yearName(role.schoolyearid),
      role: role.name,
      label: role.label,
      label_ar: role.label_ar,
      permissions: role.permissions.length,
    }));
  }, [user]);

  const childRows = useMemo(() => {
    if (!user?.isParent) return [];
    return (user.students ?? []).flatMap((student) => {
      const name = [student.firstname_fr, student.lastname_fr].filter(Boolean).join(' ');
      const branchOf = (id: number) => student.branchs.find((b) => b.schoolbranchid === id);
      const yearName = (id: number) =>
        student.branchs.flatMap((b) => b.years).find((y) => y.schoolyearid === id)?.description ?? `#${id}`;
      // Without enrolments (an older API): one row per branch, no class.
      const enrolments =
        student.enrolments ??
        student.branchs.map((b) => ({
          schoolbranchid: b.schoolbranchid,
          schoolyearid: b.years[0]?.schoolyearid ?? 0,
          classname: null,
        }));
      return enrolments.map((enrolment) => ({
        key: `${student.studentid}-${enrolment.schoolbranchid}-${enrolment.schoolyearid}`,
        child: name,
        school: branchOf(enrolment.schoolbranchid)?.school.schoolname ?? '',
        branch: branchOf(enrolment.schoolbranchid)?.branchname ?? `#${enrolment.schoolbranchid}`,
        classname: enrolment.classname ?? '',
        year: yearName(enrolment.schoolyearid),
      }));
    });
  }, [user]);

  if (!user) return null;
  const cell = 'py-2 pe-4 align-top last:pe-0';
  return (
    <div className="space-y-4">
      <h1 id="page-title" className="text-2xl font-semibold text-neutral-900 dark:text-white">
        {t('routes.profile')}
      </h1>
      <div className="grid gap-4 lg:grid-cols-2">
        <ProfileSection title={t('profile.identity')}>
          <div className="flex flex-wrap items-center gap-4">
            <Avatar profile={profile} size={72} label={user.displayname} />
            <div className="min-w-0">
              <p className="truncate text-lg font-semibold">{user.displayname}</p>
              <p className="truncate text-sm text-neutral-600 dark:text-neutral-300" dir="ltr">
                {user.email}
              </p>
            </div>
          </div>
          <div className="mt-4">
            <PictureForm />
          </div>
          <LogoutButton className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-control border border-danger-500 px-3 text-sm font-semibold text-danger-700 hover:bg-danger-50 disabled:opacity-60 dark:text-danger-500" />
        </ProfileSection>
        <ProfileSection title={t('profile.preferences')}>
          <dl className="space-y-4">
            <div className="flex items-center justify-between gap-4">
              <dt className="font-semibold">{t('profile.language')}</dt>
              <dd>
                <LanguagePicker />
              </dd>
            </div>
            <div className="flex items-center justify-between gap-4">
              <dt className="font-semibold" id="pref-dark">
                {t('profile.darkMode')}
              </dt>
              <dd>
                <button
                  type="button"
                  role="switch"
                  aria-checked={darkMode}
                  aria-labelledby="pref-dark"
                  onClick={() => dispatch(handleDarkMode(!darkMode))}
                  // A 44 px target around the 28 px track (WCAG 2.5.8 on a parent's phone, docs/accessibility.md).
                  className="inline-flex h-11 w-14 items-center justify-center rounded-full"
                >
                  <span
                    aria-hidden="true"
                    className={`relative h-7 w-12 rounded-full transition-colors ${darkMode ? 'bg-primary-600' : 'bg-neutral-300'}`}
                  >
                    <span
                      className={`absolute top-1 size-5 rounded-full bg-white transition-all ${darkMode ? 'start-6' : 'start-1'}`}
                    />
                  </span>
                </button>
              </dd>
            </div>
            <div className="flex items-center justify-between gap-4">
              <dt className="font-semibold">{t('profile.appearance')}</dt>
              <dd>
                <button
                  type="button"
                  onClick={() => dispatch(handleCustomizer(true))}
                  className="min-h-11 rounded-control border border-neutral-300 px-3 text-sm font-semibold hover:bg-neutral-100 md:min-h-control dark:border-neutral-600 dark:hover:bg-neutral-700"
                >
                  {t('profile.openCustomizer')}
                </button>
              </dd>
            </div>
          </dl>
        </ProfileSection>
      </div>
      <ProfileSection title={t('profile.push.title')}>
        <PushSettings />
      </ProfileSection>
      {user.isParent ? (
        <ProfileSection title={t('profile.children.title')}>
          {/* Scrolls sideways on narrow screens: focusable so keyboard users can scroll it too (axe). */}
          <div className="overflow-x-auto" tabIndex={0} role="group" aria-label={t('profile.children.title')}>
            <table className="w-full text-start text-sm">
              <thead>
                <tr className="border-b border-neutral-200 text-neutral-600 dark:border-neutral-700 dark:text-neutral-300">
                  <th scope="col" className={`${cell} text-start font-semibold`}>
                    {t('profile.children.child')}
                  </th>
                  <th scope="col" className={`${cell} text-start font-semibold`}>
                    {t('profile.branch')}
                  </th>
                  <th scope="col" className={`${cell} text-start font-semibold`}>
                    {t('profile.children.class')}
                  </th>
                  <th scope="col" className={`${cell} text-start font-semibold`}>
                    {t('profile.year')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {childRows.map((row) => (
                  <tr key={row.key} className="border-b border-neutral-100 dark:border-neutral-700">
                    <td className={`${cell} font-semibold`}>{row.child}</td>
                    <td className={cell}>
                      <span className="block">{row.branch}</span>
                      <span className="block text-xs text-neutral-600 dark:text-neutral-300">
                        {row.school}
                      </span>
                    </td>
                    <td className={cell}>{row.classname || '—'}</td>
                    <td className={`${cell} whitespace-nowrap`}>{row.year}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </ProfileSection>
      ) : (
        <ProfileSection title={t('profile.roles')}>
          {/* Scrolls sideways on narrow screens: focusable so keyboard users can scroll it too (axe). */}
          <div className="overflow-x-auto" tabIndex={0} role="group" aria-label={t('profile.roles')}>
            <table className="w-full text-start text-sm">
              <thead>
                <tr className="border-b border-neutral-200 text-neutral-600 dark:border-neutral-700 dark:text-neutral-300">
                  <th scope="col" className={`${cell} text-start font-semibold`}>
                    {t('profile.branch')}
                  </th>
                  <th scope="col" className={`${cell} text-start font-semibold`}>
                    {t('profile.year')}
                  </th>
                  <th scope="col" className={`${cell} text-start font-semibold`}>
                    {t('profile.role')}
                  </th>
                  <th scope="col" className={`${cell} text-end font-semibold`}>
                    {t('profile.permissions')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {roleRows.map((row) => (
                  <tr key={row.key} className="border-b border-neutral-100 dark:border-neutral-700">
                    <td className={cell}>{row.branch}</td>
                    <td className={`${cell} whitespace-nowrap`}>{row.year}</td>
                    <td className={cell}>{roleName(row)}</td>
                    <td className={`${cell} text-end tabular-nums`}>{row.permissions}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </ProfileSection>
      )}
      <ProfileSection title={t('profile.password.title')}>
        <PasswordForm />
      </ProfileSection>
    </div>
  );
}
