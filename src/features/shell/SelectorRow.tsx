import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { DeferredSelect, selectModule } from '../../components/DeferredSelect';
import type { SelectOption } from '../../components/Select';
import { selectAuth } from '../../session/auth.slice';
import { branchChanged, studentChanged, yearChanged } from '../auth';
import { availableBranches, groupBranchesBySchool } from '../../session/selection';
import { selectLayout } from '../../session/layout.slice';

type IdOption = SelectOption<number>;

// Asked for as soon as the shell's chunk runs, so it arrives alongside the user (see DeferredSelect).
void selectModule.preload().catch(() => undefined);

/** Year, branch (grouped by school) and, for parents only, student (Shell, Selectors). */
export function SelectorRow() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { user, branch, year, student } = useAppSelector(selectAuth);
  const { darkMode, isRTL } = useAppSelector(selectLayout);

  const yearOptions = useMemo<IdOption[]>(
    () => (branch?.years ?? []).map((y) => ({ label: y.description, value: y.schoolyearid })),
    [branch],
  );
  const branchGroups = useMemo(
    () =>
      user
        ? groupBranchesBySchool(availableBranches(user, student)).map((group) => ({
            label: group.schoolname,
            options: group.branches.map((b) => ({ label: b.branchname, value: b.schoolbranchid })),
          }))
        : [],
    [user, student],
  );
  const studentOptions = useMemo<IdOption[]>(
    () =>
      (user?.students ?? []).map((s) => ({
        label: [s.firstname_fr, s.lastname_fr].filter(Boolean).join(' '),
        value: s.studentid,
      })),
    [user],
  );

  if (!user) return null;
  const selectedYear = yearOptions.find((option) => option.value === year?.schoolyearid) ?? null;
  const selectedBranch =
    branchGroups
      .flatMap((group) => group.options)
      .find((option) => option.value === branch?.schoolbranchid) ?? null;
  const selectedStudent = studentOptions.find((option) => option.value === student?.studentid) ?? null;

  return (
    <section
      aria-label={t('selectors.label')}
      className="grid grid-cols-1 gap-3 px-4 pt-4 sm:grid-cols-2 md:px-6 lg:grid-cols-3"
    >
      {user.isParent && (
        <div>
          <label
            htmlFor="selector-student"
            className="mb-1 block text-xs font-semibold text-neutral-600 dark:text-neutral-300"
          >
            {t('selectors.student')}
          </label>
          <DeferredSelect<IdOption>
            inputId="selector-student"
            dark={darkMode}
            rtl={isRTL}
            options={studentOptions}
            value={selectedStudent}
            isSearchable
            onChange={(option) => option && void dispatch(studentChanged(option.value))}
          />
        </div>
      )}
      <div>
        <label
          htmlFor="selector-year"
          className="mb-1 block text-xs font-semibold text-neutral-600 dark:text-neutral-300"
        >
          {t('selectors.year')}
        </label>
        <DeferredSelect<IdOption>
          inputId="selector-year"
          dark={darkMode}
          rtl={isRTL}
          options={yearOptions}
          value={selectedYear}
          onChange={(option) => option && void dispatch(yearChanged(option.value))}
        />
      </div>
      <div>
        <label
          htmlFor="selector-branch"
          className="mb-1 block text-xs font-semibold text-neutral-600 dark:text-neutral-300"
        >
          {t('selectors.branch')}
        </label>
        <DeferredSelect<IdOption>
          inputId="selector-branch"
          dark={darkMode}
          rtl={isRTL}
          options={branchGroups}
          value={selectedBranch}
          onChange={(option) => option && void dispatch(branchChanged(option.value))}
        />
      </div>
    </section>
  );
}
