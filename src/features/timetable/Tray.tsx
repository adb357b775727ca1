import { Plus } from 'lucide-react';
import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/Card';
import { borderOf, formatHours, subjectOf, tintOf, type TrayRow } from './timetableView';

/** The lesson of the tray picked to be placed: its subject, and which of its missing lessons. */
export interface Armed {
  subjectId: number;
  index: number;
}

/**
 * "À placer": each subject the class must be taught, its hours placed over those required, and a button per lesson
 * still missing. A button picks the lesson (then a free cell of the grid places it) or is dragged onto a cell.
 */
export function Tray({
  rows,
  armed,
  busy,
  onArm,
  onDragStart,
  onDragEnd,
}: {
  rows: readonly TrayRow[];
  armed: Armed | null;
  busy: boolean;
  onArm: (armed: Armed | null) => void;
  onDragStart: (subjectId: number, event: DragEvent) => void;
  onDragEnd: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const hours = (value: number) => formatHours(value, language);
  const missing = rows.some((row) => row.missing > 0);
  return (
    <Card as="section" aria-labelledby="timetable-tray" className="space-y-3">
      <h2 id="timetable-tray" className="text-lg font-semibold">
        {t('timetable.tray.title')}
      </h2>
      <p className="text-sm text-neutral-600 dark:text-neutral-300">
        {missing ? t('timetable.tray.hint') : t('timetable.tray.complete')}
      </p>
      {rows.length === 0 ? (
        <p className="text-sm">{t('timetable.tray.noSubjects')}</p>
      ) : (
        <ul aria-labelledby="timetable-tray" className="divide-y divide-neutral-200 dark:divide-neutral-700">
          {rows.map((row) => {
            const subject = subjectOf(row, language);
            const done = row.planned === row.required;
            return (
              <li key={row.subjectId} data-subject={row.subjectId} className="space-y-1 py-2">
                <div className="flex items-center justify-between gap-2">
                  <span className="flex min-w-0 items-center gap-2">
                    <span
                      aria-hidden="true"
                      className="size-3 shrink-0 rounded-full"
                      style={{ backgroundColor: borderOf(row.color) }}
                    />
                    <bdi className="truncate font-semibold">{subject}</bdi>
                  </span>
                  <span
                    className={`shrink-0 text-sm tabular-nums ${done ? 'text-neutral-600 dark:text-neutral-300' : 'font-semibold text-warning-700 dark:text-warning-500'}`}
                  >
                    {t('timetable.tray.hours', {
                      planned: hours(row.planned),
                      required: hours(row.required),
                    })}
                  </span>
                </div>
                {row.missing > 0 && (
                  <div className="flex flex-wrap gap-1">
                    {Array.from({ length: row.missing }, (_, index) => {
                      const pressed = armed?.subjectId === row.subjectId && armed.index === index;
                      return (
                        <button
                          key={index}
                          type="button"
                          draggable={!busy}
                          disabled={busy}
                          aria-pressed={pressed}
                          onClick={() => onArm(pressed ? null : { subjectId: row.subjectId, index })}
                          onDragStart={(event) => onDragStart(row.subjectId, event)}
                          onDragEnd={onDragEnd}
                          className={`inline-flex min-h-11 items-center gap-1 rounded-control border-s-4 px-2 text-xs font-semibold text-neutral-900 disabled:opacity-60 md:min-h-8 ${pressed ? 'ring-2 ring-primary-600 ring-offset-1' : ''}`}
                          style={{
                            backgroundColor: tintOf(row.color),
                            borderInlineStartColor: borderOf(row.color),
                          }}
                        >
                          <Plus size={14} aria-hidden="true" />
                          {row.missing > 1
                            ? t('timetable.tray.placeOf', { subject, index: index + 1, total: row.missing })
                            : t('timetable.tray.place', { subject })}
                        </button>
                      );
                    })}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
