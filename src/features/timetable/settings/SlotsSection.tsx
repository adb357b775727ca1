import { Copy, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BUTTON, INPUT } from '../../../components/buttons';
import { ICON_BUTTON } from '../../../components/RowActions';
import { TIMETABLE_DAYS, TIMETABLE_LIMITS } from '../../../domain/timetable';
import { copyDay, dayName, errorKeyAt, nextSlot, slotMinutes, type SettingsValues } from './settingsForm';

/** Rows of a day's list: the time inputs, their length and the remove button, aligned under the headers. */
const ROW = 'grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_3.5rem_auto] items-center gap-2';

/** One slot of a day: its start and end times, labelled with the day and its rank, and its refusal under it. */
function SlotRow({
  index,
  rank,
  day,
  onRemove,
  revalidate,
}: {
  index: number;
  rank: number;
  day: string;
  onRemove: () => void;
  revalidate: () => void;
}) {
  const { t } = useTranslation();
  const { register, control, formState } = useFormContext<SettingsValues>();
  const slot = useWatch({ control, name: `slots.${index}` });
  const id = useId();
  const message = errorKeyAt(formState.errors, `slots.${index}`);
  const minutes = slot ? slotMinutes(slot) : null;
  const aria = {
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? `${id}-error` : undefined,
  } as const;
  return (
    <li className="space-y-1">
      <div className={ROW}>
        <div className="min-w-0">
          <label htmlFor={`${id}-start`} className="sr-only">
            {t('timetableSettings.slots.startOf', { n: rank, day })}
          </label>
          <input
            id={`${id}-start`}
            type="time"
            // A time reads left to right in Arabic too, as NumberField's numbers do (DESIGN-SYSTEM.md "Mixed scripts").
            dir="ltr"
            className={INPUT}
            {...aria}
            {...register(`slots.${index}.start`, { onChange: revalidate })}
          />
        </div>
        <div className="min-w-0">
          <label htmlFor={`${id}-end`} className="sr-only">
            {t('timetableSettings.slots.endOf', { n: rank, day })}
          </label>
          <input
            id={`${id}-end`}
            type="time"
            dir="ltr"
            className={INPUT}
            {...aria}
            {...register(`slots.${index}.end`, { onChange: revalidate })}
          />
        </div>
        <span className="text-xs text-neutral-600 dark:text-neutral-400">
          {minutes !== null && minutes > 0 ? t('timetableSettings.slots.minutes', { minutes }) : ''}
        </span>
        <button
          type="button"
          className={ICON_BUTTON}
          aria-label={t('timetableSettings.slots.remove', { n: rank, day })}
          onClick={onRemove}
        >
          <Trash2 size={16} aria-hidden="true" className="text-danger-700 dark:text-danger-500" />
        </button>
      </div>
      {message && (
        <p id={`${id}-error`} className="text-sm text-danger-700 dark:text-danger-500">
          {t(message)}
        </p>
      )}
    </li>
  );
}

/** "Appliquer à…": the other days to give this day's slots, checked in a list, then applied or not. */
function CopyPanel({
  id,
  from,
  onApply,
  onCancel,
}: {
  id: string;
  from: number;
  onApply: (days: number[]) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [chosen, setChosen] = useState<number[]>([]);
  const first = useRef<HTMLInputElement>(null);
  const others = TIMETABLE_DAYS.filter((day) => day !== from);
  // The panel opens on its first choice, so the keyboard goes on from there.
  useEffect(() => first.current?.focus(), []);
  return (
    <div id={id} className="space-y-2 rounded-control bg-neutral-50 p-3 dark:bg-neutral-900">
      <fieldset>
        <legend className="text-sm font-semibold">
          {t('timetableSettings.copy.legend', { day: dayName(from, i18n.language) })}
        </legend>
        <p className="text-xs text-neutral-600 dark:text-neutral-400">{t('timetableSettings.copy.hint')}</p>
        <div className="flex flex-wrap gap-x-4">
          {others.map((day, at) => (
            <label key={day} className="inline-flex min-h-11 items-center gap-2 md:min-h-control">
              <input
                type="checkbox"
                className="size-4 accent-primary-600"
                ref={at === 0 ? first : undefined}
                checked={chosen.includes(day)}
                onChange={(event) =>
                  setChosen((days) =>
                    event.target.checked ? [...days, day] : days.filter((known) => known !== day),
                  )
                }
              />
              <span className="text-sm">{dayName(day, i18n.language, true)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className={BUTTON.secondary} onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className={BUTTON.primary}
          disabled={chosen.length === 0}
          onClick={() => onApply([...chosen].sort((a, b) => a - b))}
        >
          {t('timetableSettings.copy.apply')}
        </button>
      </div>
    </div>
  );
}

/**
 * The week's slots, day by day (Monday … Saturday, the names in the interface's language): each slot's start and
 * end, a slot added to a day or removed, a day's slots given to other days. The rows stay in the order they were
 * typed (a list that re-sorted itself would move the row being typed in); they are saved in that order.
 */
export function SlotsSection() {
  const { t, i18n } = useTranslation();
  const { control, formState, getValues, trigger, clearErrors } = useFormContext<SettingsValues>();
  const slots = useFieldArray({ control, name: 'slots' });
  const [copying, setCopying] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  const headingId = useId();
  const panelId = useId();
  const addButtons = useRef(new Map<number, HTMLButtonElement>());
  const copyButtons = useRef(new Map<number, HTMLButtonElement>());
  const submitted = formState.isSubmitted;
  // Overlaps depend on the other slots: once a save was tried, every change checks the whole week again.
  const revalidate = () => {
    if (submitted) void trigger('slots');
  };
  const full = slots.fields.length >= TIMETABLE_LIMITS.slots;
  const tooMany = errorKeyAt(formState.errors, 'slots.root');

  const rowsOf = (day: number) =>
    slots.fields.flatMap((field, index) => (field.day === day ? [{ key: field.id, index }] : []));

  const apply = (from: number, days: number[]) => {
    slots.replace(copyDay(getValues('slots'), from, days));
    if (submitted) void trigger('slots');
    else clearErrors('slots');
    setCopying(null);
    setStatus(
      t('timetableSettings.copy.done', {
        day: dayName(from, i18n.language),
        days: days.map((day) => dayName(day, i18n.language)).join(', '),
      }),
    );
    copyButtons.current.get(from)?.focus();
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h3 id={headingId} className="font-semibold">
          {t('timetableSettings.slots.heading')}
        </h3>
        <p className="text-sm text-neutral-600 dark:text-neutral-400">
          {t('timetableSettings.slots.hint', {
            min: TIMETABLE_LIMITS.minMinutes,
            max: TIMETABLE_LIMITS.maxMinutes / 60,
          })}
        </p>
      </div>
      <p role="status" className="text-sm text-success-700 empty:hidden dark:text-success-500">
        {status}
      </p>
      {tooMany && (
        <p role="alert" className="text-sm text-danger-700 dark:text-danger-500">
          {t(tooMany)}
        </p>
      )}
      <div className="grid gap-3 md:grid-cols-2">
        {TIMETABLE_DAYS.map((day) => {
          const rows = rowsOf(day);
          const name = dayName(day, i18n.language);
          const title = dayName(day, i18n.language, true);
          const dayHeading = `${headingId}-${day}`;
          return (
            <div
              key={day}
              role="group"
              aria-labelledby={dayHeading}
              className="space-y-2 rounded-card border border-neutral-200 p-3 dark:border-neutral-700"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h4 id={dayHeading} className="font-semibold">
                  {title}
                </h4>
                {rows.length > 0 && (
                  <button
                    type="button"
                    ref={(node) => {
                      if (node) copyButtons.current.set(day, node);
                      else copyButtons.current.delete(day);
                    }}
                    className={BUTTON.secondary}
                    aria-expanded={copying === day}
                    aria-controls={copying === day ? panelId : undefined}
                    aria-label={t('timetableSettings.copy.openLabel', { day: name })}
                    onClick={() => setCopying(copying === day ? null : day)}
                  >
                    <Copy size={16} aria-hidden="true" />
                    {t('timetableSettings.copy.open')}
                  </button>
                )}
              </div>
              {copying === day && (
                <CopyPanel
                  id={panelId}
                  from={day}
                  onApply={(days) => apply(day, days)}
                  onCancel={() => {
                    setCopying(null);
                    copyButtons.current.get(day)?.focus();
                  }}
                />
              )}
              {rows.length === 0 ? (
                <p className="text-sm text-neutral-600 dark:text-neutral-400">
                  {t('timetableSettings.slots.none')}
                </p>
              ) : (
                <>
                  <div aria-hidden="true" className={`${ROW} text-sm font-semibold`}>
                    <span>{t('timetableSettings.slots.start')}</span>
                    <span>{t('timetableSettings.slots.end')}</span>
                  </div>
                  <ol className="space-y-2">
                    {rows.map(({ key, index }, at) => (
                      <SlotRow
                        key={key}
                        index={index}
                        rank={at + 1}
                        day={name}
                        revalidate={revalidate}
                        onRemove={() => {
                          slots.remove(index);
                          if (submitted) void trigger('slots');
                          addButtons.current.get(day)?.focus();
                        }}
                      />
                    ))}
                  </ol>
                </>
              )}
              <button
                type="button"
                ref={(node) => {
                  if (node) addButtons.current.set(day, node);
                  else addButtons.current.delete(day);
                }}
                className={BUTTON.secondary}
                disabled={full}
                aria-label={t('timetableSettings.slots.addTo', { day: name })}
                onClick={() => {
                  // The new slot's start takes the focus (react-hook-form focuses an appended row's first field).
                  slots.append({ id: null, day, ...nextSlot(getValues('slots'), day) });
                  if (submitted) void trigger('slots');
                }}
              >
                <Plus size={16} aria-hidden="true" />
                {t('timetableSettings.slots.add')}
              </button>
            </div>
          );
        })}
      </div>
    </section>
  );
}
