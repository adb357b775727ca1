import { ChevronDown } from 'lucide-react';
import { useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { DeferredSelect } from '../../components/DeferredSelect';
import { shellDialogs } from '../../components/shellDialogs';
import type { SelectOption } from '../../components/Select';
import { selectAuth } from '../../session/auth.slice';
import { branchChanged, studentChanged, yearChanged } from '../auth';
import { availableBranches, groupBranchesBySchool } from '../../session/selection';
import { selectLayout } from '../../session/layout.slice';
import { afterNextPaint } from '../../lib/yieldToMain';

type IdOption = SelectOption<number>;
type Field = 'student' | 'year' | 'branch';

/**
 * Order of the selectors (Shell): year, branch, then (parents only) student, as the spec's row lists them. The
 * phone's sheet puts the child first: it is what a parent changes most.
 */
export const ROW_ORDER: readonly Field[] = ['year', 'branch', 'student'];
export const SHEET_ORDER: readonly Field[] = ['student', 'year', 'branch'];

const labelClass = 'mb-1 block text-xs font-semibold text-neutral-600 dark:text-neutral-300';

function useSelectorOptions() {
  const { user, branch, year, student } = useAppSelector(selectAuth);
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
  return {
    user,
    yearOptions,
    branchGroups,
    studentOptions,
    selectedYear: yearOptions.find((option) => option.value === year?.schoolyearid) ?? null,
    selectedBranch:
      branchGroups
        .flatMap((group) => group.options)
        .find((option) => option.value === branch?.schoolbranchid) ?? null,
    selectedStudent: studentOptions.find((option) => option.value === student?.studentid) ?? null,
  };
}

/** The selects of the row or of the sheet, in `order`; `onChosen` runs after a choice (the sheet closes). */
function SelectorFields({
  order,
  idPrefix,
  inSheet,
  onChosen,
}: {
  order: readonly Field[];
  idPrefix: string;
  inSheet: boolean;
  onChosen?: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { darkMode, isRTL } = useAppSelector(selectLayout);
  const options = useSelectorOptions();
  // The choice is shown at once; the page it changes is redrawn once that is painted (lib/yieldToMain
  // `afterNextPaint`): a new branch, year or child redraws every part of the page, too long for one tap's answer.
  const [pending, setPending] = useState<{ field: Field; option: IdOption } | null>(null);
  if (!options.user) return null;
  const isParent = options.user.isParent;
  const choose = (field: Field, option: IdOption | null, change: (id: number) => Promise<unknown>) => {
    if (!option) return;
    setPending({ field, option });
    onChosen?.();
    afterNextPaint(() => {
      setPending(null);
      void change(option.value).catch(() => undefined);
    });
  };
  const shown = (field: Field, selected: IdOption | null) =>
    pending?.field === field ? pending.option : selected;
  // In the sheet the menu is positioned on the page, so the dialog's scrolling body does not clip it.
  const common = { dark: darkMode, rtl: isRTL, ...(inSheet ? { menuPosition: 'fixed' as const } : {}) };
  const fields: Record<Field, ReactElement | null> = {
    student: isParent ? (
      <div key="student">
        <label htmlFor={`${idPrefix}-student`} className={labelClass}>
          {t('selectors.student')}
        </label>
        <DeferredSelect<IdOption>
          inputId={`${idPrefix}-student`}
          {...common}
          options={options.studentOptions}
          value={shown('student', options.selectedStudent)}
          isSearchable
          onChange={(option) => choose('student', option, (id) => dispatch(studentChanged(id)))}
        />
      </div>
    ) : null,
    year: (
      <div key="year">
        <label htmlFor={`${idPrefix}-year`} className={labelClass}>
          {t('selectors.year')}
        </label>
        <DeferredSelect<IdOption>
          inputId={`${idPrefix}-year`}
          {...common}
          options={options.yearOptions}
          value={shown('year', options.selectedYear)}
          onChange={(option) => choose('year', option, (id) => dispatch(yearChanged(id)))}
        />
      </div>
    ),
    branch: (
      <div key="branch">
        <label htmlFor={`${idPrefix}-branch`} className={labelClass}>
          {t('selectors.branch')}
        </label>
        <DeferredSelect<IdOption>
          inputId={`${idPrefix}-branch`}
          {...common}
          options={options.branchGroups}
          value={shown('branch', options.selectedBranch)}
          onChange={(option) => choose('branch', option, (id) => dispatch(branchChanged(id)))}
        />
      </div>
    ),
  };
  return <>{order.map((field) => fields[field])}</>;
}

/** The child's initials on a disc: the parent's user answer carries no photo of the child. */
function ChildMark({ name }: { name: string }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-100 text-sm font-semibold text-primary-700 dark:bg-neutral-700 dark:text-neutral-100"
    >
      {initials}
    </span>
  );
}

/**
 * Phones (below md): one compact bar instead of three stacked selects (Visual direction "Phones"): the child's
 * name for a parent, the year and branch for staff; a tap opens the choice in a sheet (an accessible dialog that
 * takes the focus, closes on a choice or Escape and gives the focus back to the bar).
 */
function CompactSelector() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { user, selectedStudent, selectedYear, selectedBranch } = useSelectorOptions();
  // The sheet's code comes with the first tap (components/shellDialogs).
  const dialogs = shellDialogs.useLoadedWhen(open);
  if (!user) return null;
  const scope = [selectedYear?.label, selectedBranch?.label].filter(Boolean).join(' · ');
  const title = user.isParent ? t('selectors.sheetTitleParent') : t('selectors.sheetTitle');
  return (
    <div className="md:hidden">
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="flex min-h-14 w-full items-center gap-3 rounded-card border border-neutral-200 bg-white px-3 py-2 text-start shadow-sm dark:border-neutral-700 dark:bg-neutral-800"
      >
        {user.isParent && selectedStudent && <ChildMark name={selectedStudent.label} />}
        <span className="min-w-0 flex-1">
          <span className="sr-only">{title} : </span>
          {user.isParent && selectedStudent ? (
            <>
              <span className="block truncate font-semibold">{selectedStudent.label}</span>
              <span className="block truncate text-xs text-neutral-600 dark:text-neutral-300">{scope}</span>
            </>
          ) : (
            <span className="block truncate font-semibold">{scope}</span>
          )}
        </span>
        <span className="text-xs font-semibold text-primary-700 dark:text-primary-300">
          {t('selectors.change')}
        </span>
        <ChevronDown size={18} aria-hidden="true" className="shrink-0 text-neutral-500" />
      </button>
      {dialogs && (
        <dialogs.Modal open={open} title={title} onClose={() => setOpen(false)}>
          <div className="space-y-4 pb-2">
            <SelectorFields order={SHEET_ORDER} idPrefix="sheet" inSheet onChosen={() => setOpen(false)} />
          </div>
        </dialogs.Modal>
      )}
    </div>
  );
}

/**
 * Year, branch (grouped by school) and, for parents only, student (Shell, Selectors): a row from md up, in the
 * spec's order; on phones one compact bar and a sheet.
 */
export function SelectorRow() {
  const { t } = useTranslation();
  const user = useAppSelector((state) => selectAuth(state).user);
  if (!user) return null;
  return (
    <section aria-label={t('selectors.label')} className="px-4 pt-3 md:px-6 md:pt-4">
      <CompactSelector />
      <div data-testid="selector-row" className="hidden gap-3 md:grid md:grid-cols-2 lg:grid-cols-3">
        <SelectorFields order={ROW_ORDER} idPrefix="selector" inSheet={false} />
      </div>
    </section>
  );
}
