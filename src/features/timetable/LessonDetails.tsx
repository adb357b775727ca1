import { Check, Trash2, Undo2, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON, INPUT } from '../../components/buttons';
import { Card } from '../../components/Card';
import type { Lesson, Room, TimeSlotRow } from './timetable.schemas';
import { periodText, subjectOf, teacherOf } from './timetableView';

/**
 * The lesson picked in the grid: its subject, teacher and slot, the slot it is being moved to (the arrows), its room
 * (a select: a change is saved at once) and "Retirer".
 */
export function LessonDetails({
  lesson,
  slots,
  rooms,
  target,
  busy,
  onRoom,
  onDrop,
  onCancel,
  onRemove,
  onClose,
}: {
  lesson: Lesson;
  slots: readonly TimeSlotRow[];
  rooms: readonly Room[];
  /** The slot the keyboard moves it to, when not its own. */
  target: TimeSlotRow | null;
  busy: boolean;
  onRoom: (roomId: number | null) => void;
  onDrop: () => void;
  onCancel: () => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const roomFieldId = useId();
  const slot = slots.find((row) => row.id === lesson.slotId);
  const when = (row: TimeSlotRow) => `${t(`timetable.dayInText.${row.day}`)} ${periodText(row)}`;
  return (
    <Card as="section" aria-labelledby="timetable-lesson" className="space-y-3">
      <div className="flex items-start justify-between gap-2">
        <h2 id="timetable-lesson" className="text-lg font-semibold">
          <bdi>{subjectOf(lesson, language)}</bdi>
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('timetable.details.close')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-control hover:bg-neutral-100 md:size-8 dark:hover:bg-neutral-700"
        >
          <X size={16} aria-hidden="true" />
        </button>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold">{t('timetable.details.teacher')}</dt>
        <dd>
          <bdi>{teacherOf(lesson, language) || t('timetable.noTeacher')}</bdi>
        </dd>
        <dt className="font-semibold">{t('timetable.details.slot')}</dt>
        <dd>{slot ? when(slot) : ''}</dd>
        {target && (
          <>
            <dt className="font-semibold">{t('timetable.details.moveTo')}</dt>
            <dd className="font-semibold text-primary-700 dark:text-primary-300">{when(target)}</dd>
          </>
        )}
      </dl>
      {target && (
        <div className="flex flex-wrap gap-2">
          <button type="button" className={BUTTON.primary} disabled={busy} onClick={onDrop}>
            <Check size={16} aria-hidden="true" />
            {t('timetable.details.drop')}
          </button>
          <button type="button" className={BUTTON.secondary} onClick={onCancel}>
            <Undo2 size={16} aria-hidden="true" />
            {t('timetable.details.cancel')}
          </button>
        </div>
      )}
      <div>
        <label htmlFor={roomFieldId} className="mb-1 block text-sm font-semibold">
          {t('timetable.details.room')}
        </label>
        <select
          id={roomFieldId}
          className={INPUT}
          value={lesson.roomId ?? ''}
          disabled={busy}
          onChange={(event) => onRoom(event.target.value === '' ? null : Number(event.target.value))}
        >
          <option value="">{t('timetable.noRoom')}</option>
          {rooms.map((room) => (
            <option key={room.id} value={room.id}>
              {room.name}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className={BUTTON.secondary} disabled={busy} onClick={onRemove}>
        <Trash2 size={16} aria-hidden="true" className="text-danger-600" />
        {t('timetable.details.remove')}
      </button>
    </Card>
  );
}
