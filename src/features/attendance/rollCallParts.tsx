import { useId, useRef, type KeyboardEvent } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INPUT } from '../../components/buttons';
import { BilingualName } from '../../components/DataTable/BilingualName';
import { FieldShell, useFieldState } from '../../components/form/FieldShell';
import { MARKS, type Mark } from '../../domain/attendance';
import { todayIso } from '../../domain/dates';
import { formatDate } from '../../lib/dates';
import { numberLocale } from '../../lib/locale';
import { StudentPhoto } from '../students';
import type { RollCall, RollCallStudent } from './attendance.schemas';
import { countsOf, markOfKey, stepMark, type RollCallValues } from './rollCallForm';

/** The colours of a chosen mark: present green, absent red, late amber (with the word, never the colour alone). */
const CHOSEN: Record<Mark, string> = {
  present:
    'peer-checked:border-success-700 peer-checked:bg-success-700 peer-checked:text-white dark:peer-checked:bg-success-700',
  absent:
    'peer-checked:border-danger-600 peer-checked:bg-danger-600 peer-checked:text-white dark:peer-checked:bg-danger-700',
  late: 'peer-checked:border-warning-600 peer-checked:bg-warning-500 peer-checked:text-neutral-900',
};

/** A student's name in both scripts, Latin first (as the lists show it). */
export function studentName(student: RollCallStudent, language: string): string {
  return language === 'ar'
    ? `${student.lastname_ar} ${student.firstname_ar}`.trim() || `${student.lastname} ${student.firstname}`
    : `${student.lastname} ${student.firstname}`;
}

/** The row above or below `row` in the roll call's list takes the focus, on its chosen mark. */
function focusRow(row: HTMLElement | null, step: 1 | -1) {
  const list = row?.closest('[data-roll-list]');
  if (!row || !list) return;
  const rows = [...list.querySelectorAll<HTMLElement>('[data-roll-row]')];
  const next = rows[rows.indexOf(row) + step];
  next?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.focus();
}

/** The minutes of a lateness, under the row's marks: required while the student is marked late. */
function MinutesField({ index, name }: { index: number; name: string }) {
  const { t } = useTranslation();
  const { register } = useFormContext<RollCallValues>();
  const fieldName = `students.${index}.lateMinutes` as const;
  const { id, error, aria } = useFieldState(fieldName);
  return (
    <FieldShell id={id} label={t('attendance.rollCall.minutes')} required error={error}>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={240}
        step={1}
        dir="ltr"
        aria-required
        aria-label={t('attendance.rollCall.minutesOf', { name })}
        className={`${INPUT} tabular-nums md:w-32`}
        {...aria}
        {...register(fieldName, {
          setValueAs: (value: unknown) =>
            value === '' || value === null || value === undefined ? undefined : Number(value),
        })}
      />
    </FieldShell>
  );
}

/**
 * One student of the roll call: photo, name, and the radio group Present / Absent / Late. On a focused mark, P, A
 * and R choose one; the left and right arrows go round the marks (mirrored right to left); the up and down arrows
 * move to the student above or below, on their mark. Late asks for the minutes.
 */
export function StudentRow({
  index,
  student,
  year,
  photo,
}: {
  index: number;
  student: RollCallStudent;
  year: number;
  /** Whether to load the student's photo (else their initials). */
  photo: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { control } = useFormContext<RollCallValues>();
  const { field } = useController({ control, name: `students.${index}.mark` });
  const mark = field.value;
  const legendId = useId();
  const row = useRef<HTMLLIElement>(null);
  const name = studentName(student, i18n.language);

  const choose = (next: Mark) => {
    field.onChange(next);
    row.current?.querySelector<HTMLInputElement>(`input[type="radio"][value="${next}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const byKey = markOfKey(event);
    if (byKey) {
      event.preventDefault();
      choose(byKey);
      return;
    }
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
      choose(stepMark(mark, (event.key === 'ArrowRight') !== rtl ? 1 : -1));
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusRow(row.current, event.key === 'ArrowDown' ? 1 : -1);
    }
  };

  return (
    <li
      ref={row}
      data-roll-row=""
      className="flex flex-col gap-2 py-3 md:flex-row md:flex-wrap md:items-center md:gap-4"
    >
      <div className="flex min-w-0 items-center gap-3 md:flex-1">
        <StudentPhoto
          studentId={student.studentid}
          year={year}
          hasPhoto={photo}
          firstname={student.firstname}
          lastname={student.lastname}
        />
        <BilingualName
          latin={`${student.lastname} ${student.firstname}`}
          arabic={`${student.lastname_ar} ${student.firstname_ar}`}
        />
      </div>
      {/* A fieldset named by its legend: the stale version notice reads a changed mark's label from it. */}
      <fieldset
        role="radiogroup"
        aria-labelledby={legendId}
        onKeyDown={onKeyDown}
        className="grid grid-cols-3 gap-1 md:w-96"
      >
        <legend id={legendId} className="sr-only">
          {t('attendance.rollCall.markOf', { name })}
        </legend>
        {MARKS.map((value) => (
          <label key={value} className="block cursor-pointer">
            <input
              ref={value === mark ? field.ref : undefined}
              type="radio"
              name={field.name}
              value={value}
              checked={mark === value}
              onChange={() => field.onChange(value)}
              onBlur={field.onBlur}
              className="peer sr-only"
            />
            <span
              className={`flex min-h-11 items-center justify-center rounded-control border border-neutral-300 bg-white px-2 text-sm font-semibold text-neutral-800 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary-600 md:min-h-control dark:border-neutral-600 dark:bg-neutral-800 dark:text-neutral-100 ${CHOSEN[value]}`}
            >
              {t(`attendance.marks.${value}`)}
            </span>
          </label>
        ))}
      </fieldset>
      {mark === 'late' && (
        <div className="md:w-40">
          <MinutesField index={index} name={name} />
        </div>
      )}
    </li>
  );
}

/** How many students are present, absent and late, as marked now (before saving too). */
export function RollCallCounts() {
  const { t, i18n } = useTranslation();
  const students = useWatch<RollCallValues, 'students'>({ name: 'students' });
  const counts = countsOf(students);
  const number = new Intl.NumberFormat(numberLocale(i18n.language));
  const tone: Record<Mark, string> = {
    present: 'text-success-700 dark:text-success-500',
    absent: 'text-danger-700 dark:text-danger-500',
    late: 'text-warning-700 dark:text-warning-500',
  };
  return (
    <dl aria-label={t('attendance.rollCall.counts')} className="grid grid-cols-3 gap-2 text-center">
      {MARKS.map((value) => (
        <div key={value} className="rounded-control bg-neutral-100 px-2 py-2 dark:bg-neutral-900">
          <dt className="text-sm text-neutral-700 dark:text-neutral-300">
            {t(`attendance.rollCall.${value}`)}
          </dt>
          <dd className={`text-2xl font-semibold tabular-nums ${tone[value]}`}>
            {number.format(counts[value])}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** `HH:MM` of an instant, in the user's time zone (24-hour clock). */
function timeOf(iso: string, language: string): string {
  return new Intl.DateTimeFormat(numberLocale(language), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** Whether the roll call was saved, when and by whom: "Appel enregistré à 08:42 par Salma Bennis". */
export function SavedState({ rollCall }: { rollCall: RollCall }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const takenAt = rollCall.taken && rollCall.takenAt ? new Date(rollCall.takenAt) : null;
  if (!takenAt || Number.isNaN(takenAt.getTime())) {
    return (
      <p role="status" className="text-sm text-neutral-700 dark:text-neutral-300">
        {t('attendance.rollCall.notTaken')}
      </p>
    );
  }
  const time = timeOf(rollCall.takenAt!, language);
  const name = rollCall.takenBy ?? '';
  const day = todayIso(takenAt);
  return (
    <p role="status" className="font-semibold text-success-700 dark:text-success-500">
      {day === todayIso()
        ? t('attendance.rollCall.saved', { time, name })
        : t('attendance.rollCall.savedOn', { date: formatDate(day, language), time, name })}
    </p>
  );
}
