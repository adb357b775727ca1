import { useEffect, useMemo, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRefusalText } from '../../api/errorText';
import { useSubmission } from '../../api/useSubmission';
import { Card } from '../../components/Card';
import { notify } from '../../components/notify';
import { useAppDispatch } from '../../store/hooks';
import { LessonDetails } from './LessonDetails';
import { ProblemsPanel } from './ProblemsPanel';
import {
  timetableApi,
  useAddLessonMutation,
  useMoveLessonMutation,
  useRemoveLessonMutation,
  type TimetableQuery,
} from './timetable.api';
import type { Lesson, Timetable } from './timetable.schemas';
import {
  clashesAt,
  issuesOf,
  neighbourSlot,
  periodText,
  stepOfKey,
  subjectOf,
  trayRows,
  weekLayout,
} from './timetableView';
import { Tray, type Armed } from './Tray';
import { CHIP, chipStyle, CLASH_CELL, ClashBadges, LessonLines, WeekGrid } from './WeekGrid';

/** What is being dragged onto the grid: a lesson of the grid, or a missing lesson of the tray. */
type Dragged = { lesson: number } | { subject: number };

const chipId = (id: number) => `timetable-lesson-${id}`;
const placeId = (slotId: number) => `timetable-place-${slotId}`;

/**
 * A class's week being built (docs/api.md "Timetable"): the tray of lessons to place, the grid, the lesson picked
 * and the problems. A lesson is placed from the tray (pick it then a free cell, or drag it onto a cell), moved by
 * dragging it or with the keyboard (Enter picks it, the arrows move it between slots, mirrored right to left, Enter
 * drops it, Escape cancels) and removed with Delete or "Retirer". The problems are computed on every render, at the
 * prospective slot of a lesson being moved, so a clash shows before anything is saved. Each save shows at once and
 * returns to the server's week when refused (the error's sentence in a toast; every save re-reads the week, a 412
 * included); each placement carries its own `Idempotency-Key`, kept while that placement is tried again.
 */
export function TimetableEditor({ timetable, query }: { timetable: Timetable; query: TimetableQuery }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const rtl = i18n.dir(language) === 'rtl';
  const dispatch = useAppDispatch();
  const [addLesson] = useAddLessonMutation();
  const [moveLesson] = useMoveLessonMutation();
  const [removeLesson] = useRemoveLessonMutation();
  const placement = useSubmission();
  // The lesson picked, and the slot the keyboard is moving it to (null: its own, wherever the server has it).
  const [selected, setSelected] = useState<{ id: number; target: number | null } | null>(null);
  const [armed, setArmed] = useState<Armed | null>(null);
  const [dragged, setDragged] = useState<Dragged | null>(null);
  const [dropSlot, setDropSlot] = useState<number | null>(null);
  const [saving, setSaving] = useState<ReadonlySet<number>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const focusNext = useRef<string | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);

  // The element to focus once drawn: a lesson moved to another cell is a new element there.
  useEffect(() => {
    if (!focusNext.current) return;
    const element = document.getElementById(focusNext.current);
    if (element) {
      focusNext.current = null;
      element.focus();
    }
  });

  const { slots, lessons } = timetable;
  const layout = useMemo(() => weekLayout(slots), [slots]);
  const scope = { branch: query.branch, year: query.year };
  const selectedLesson = selected ? lessons.find((lesson) => lesson.id === selected.id) : undefined;
  const pending =
    selected && selectedLesson && selected.target !== null && selected.target !== selectedLesson.slotId
      ? selected.target
      : null;
  // The week as it would be with the lesson being moved at its prospective slot.
  const shown = useMemo(
    () =>
      pending === null || !selected
        ? lessons
        : lessons.map((lesson) => (lesson.id === selected.id ? { ...lesson, slotId: pending } : lesson)),
    [lessons, pending, selected],
  );
  const issues = issuesOf(timetable, shown);
  const tray = trayRows(timetable, lessons);
  const bySlot = new Map<number, Lesson[]>();
  for (const lesson of shown) bySlot.set(lesson.slotId, [...(bySlot.get(lesson.slotId) ?? []), lesson]);
  const slotById = new Map(slots.map((slot) => [slot.id, slot]));
  const when = (slotId: number) => {
    const slot = slotById.get(slotId);
    return slot ? `${t(`timetable.dayInText.${slot.day}`)} ${periodText(slot)}` : '';
  };
  const armedSubject = armed ? tray.find((row) => row.subjectId === armed.subjectId) : undefined;

  const patchWeek = (change: (draft: Timetable) => void) =>
    dispatch(timetableApi.util.updateQueryData('getTimetable', query, change));
  // A refused save: the change shown is taken back and the week read again (the save's own re-read may have come
  // first, under the change taken back).
  const undo = (patch: { undo: () => void }) => {
    patch.undo();
    dispatch(timetableApi.util.invalidateTags(['Timetable']));
  };
  const refused = (error: unknown) =>
    void notify('error', apiRefusalText(error, t, t('timetable.editor.saveFailed')));
  const busy = (id: number, on: boolean) =>
    setSaving((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  /** Saves a lesson's slot and room; shown at once, back where the server has it when refused. */
  const save = async (lesson: Lesson, slotId: number, roomId: number | null) => {
    if (saving.has(lesson.id)) return;
    setSelected({ id: lesson.id, target: null });
    const room = timetable.rooms.find((row) => row.id === roomId)?.name ?? null;
    const patch = patchWeek((draft) => {
      const row = draft.lessons.find((candidate) => candidate.id === lesson.id);
      if (row) Object.assign(row, { slotId, roomId, room });
    });
    busy(lesson.id, true);
    try {
      await moveLesson({ id: lesson.id, year: query.year, slotId, roomId }).unwrap();
      setAnnouncement(
        slotId === lesson.slotId
          ? t('timetable.editor.roomSaved', { subject: subjectOf(lesson, language) })
          : t('timetable.editor.moved', { subject: subjectOf(lesson, language), when: when(slotId) }),
      );
    } catch (error) {
      undo(patch);
      setSelected((current) => (current?.id === lesson.id ? { id: lesson.id, target: null } : current));
      refused(error);
    } finally {
      busy(lesson.id, false);
      focusNext.current = chipId(lesson.id);
    }
  };

  /** Places a lesson of `subjectId` in `slotId`: one submission, its key kept while the same placement is retried. */
  const place = async (subjectId: number, slotId: number) => {
    setArmed(null);
    const input = { classId: timetable.view.id, subjectId, slotId };
    try {
      const answer = await placement.run(input, (idempotencyKey) =>
        addLesson({ scope, input, idempotencyKey }).unwrap(),
      );
      if (!answer) return;
      patchWeek((draft) => {
        if (!draft.lessons.some((row) => row.id === answer.id)) draft.lessons.push(answer);
      });
      setAnnouncement(
        t('timetable.editor.placed', { subject: subjectOf(answer, language), when: when(slotId) }),
      );
      focusNext.current = chipId(answer.id);
    } catch (error) {
      refused(error);
    }
  };

  const remove = async (lesson: Lesson) => {
    if (saving.has(lesson.id)) return;
    setSelected(null);
    const patch = patchWeek((draft) => {
      draft.lessons = draft.lessons.filter((row) => row.id !== lesson.id);
    });
    gridRef.current?.focus();
    try {
      await removeLesson({ id: lesson.id, year: query.year }).unwrap();
      void notify(
        'success',
        t('timetable.editor.removed', { subject: subjectOf(lesson, language), when: when(lesson.slotId) }),
      );
    } catch (error) {
      undo(patch);
      refused(error);
    }
  };

  /** A click or Enter on a cell, or a drop: places the lesson picked in the tray, or moves the lesson picked. */
  const actOn = (slotId: number, what: Dragged | null) => {
    if (what && 'subject' in what) void place(what.subject, slotId);
    else if (what && 'lesson' in what) {
      const lesson = lessons.find((row) => row.id === what.lesson);
      if (lesson && lesson.slotId !== slotId) void save(lesson, slotId, lesson.roomId);
    }
  };
  const picked: Dragged | null = armed
    ? { subject: armed.subjectId }
    : selected && pending === null
      ? { lesson: selected.id }
      : null;

  // The chips show the week with the lesson being moved at its prospective slot: the handlers read it as saved.
  const saved = (id: number) => lessons.find((row) => row.id === id);

  const onChipKey = (event: KeyboardEvent, id: number) => {
    const lesson = saved(id);
    if (!lesson) return;
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      void remove(lesson);
      return;
    }
    if (selected?.id !== lesson.id) return;
    const step = stepOfKey(event.key, rtl);
    if (step) {
      event.preventDefault();
      const target = neighbourSlot(layout, slots, selected.target ?? lesson.slotId, step);
      setSelected({ id: lesson.id, target });
      setAnnouncement(
        t('timetable.editor.moving', { subject: subjectOf(lesson, language), when: when(target) }),
      );
      focusNext.current = chipId(lesson.id);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (pending !== null) void save(lesson, pending, lesson.roomId);
      else setSelected(null);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      if (pending !== null) {
        setSelected({ id: lesson.id, target: null });
        setAnnouncement(t('timetable.editor.cancelled'));
        focusNext.current = chipId(lesson.id);
      } else setSelected(null);
    }
  };

  const onChipClick = (id: number) => {
    const lesson = saved(id);
    if (!lesson) return;
    setArmed(null);
    if (selected?.id !== lesson.id) setSelected({ id: lesson.id, target: null });
    else if (pending !== null) void save(lesson, pending, lesson.roomId);
    else setSelected(null);
  };

  const startDrag = (what: Dragged, event: DragEvent) => {
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData(
      'text/plain',
      'lesson' in what ? `lesson:${what.lesson}` : `subject:${what.subject}`,
    );
    setDragged(what);
  };
  const endDrag = () => {
    setDragged(null);
    setDropSlot(null);
  };

  return (
    <div
      className="grid min-w-0 gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && armed) {
          setArmed(null);
          event.stopPropagation();
        }
      }}
    >
      <div className="min-w-0 lg:col-start-2 lg:row-start-1">
        <Tray
          rows={tray}
          armed={armed}
          busy={placement.busy}
          onArm={(next) => {
            setArmed(next);
            setSelected(null);
            const free = next ? slots.find((slot) => !(bySlot.get(slot.id)?.length ?? 0)) : undefined;
            if (free) focusNext.current = placeId(free.id);
          }}
          onDragStart={(subjectId, event) => startDrag({ subject: subjectId }, event)}
          onDragEnd={endDrag}
        />
      </div>
      <Card
        as="section"
        padding="none"
        aria-labelledby="timetable-grid-title"
        className="min-w-0 lg:col-start-1 lg:row-span-3 lg:row-start-1"
      >
        <div className="space-y-1 p-4 pb-2">
          <h2 id="timetable-grid-title" className="text-lg font-semibold">
            <bdi>{t('timetable.caption.class', { name: timetable.view.name })}</bdi>
          </h2>
          <p id="timetable-keys" className="text-sm text-neutral-600 dark:text-neutral-300">
            {armedSubject
              ? t('timetable.tray.armed', { subject: subjectOf(armedSubject, language) })
              : t('timetable.editor.keys')}
          </p>
        </div>
        {/* `relative`: the cells' hidden words (absolutely placed) scroll with the grid instead of widening the page. */}
        <div ref={gridRef} tabIndex={-1} className="relative overflow-x-auto px-2 pb-2 focus:outline-none">
          <WeekGrid
            caption={t('timetable.caption.class', { name: timetable.view.name })}
            slots={slots}
            tr={t}
            className="min-w-[44rem]"
            cellProps={(slot) => {
              const here = bySlot.get(slot.id) ?? [];
              const clash = clashesAt(issues, slot.id, here, timetable).length > 0;
              const target = dropSlot === slot.id || (pending !== null && pending === slot.id);
              return {
                className: `${clash ? CLASH_CELL : ''} ${target ? 'bg-primary-50 dark:bg-primary-950' : ''}`,
                onDragOver: (event) => {
                  if (!dragged) return;
                  event.preventDefault();
                  event.dataTransfer.dropEffect = 'move';
                  if (dropSlot !== slot.id) setDropSlot(slot.id);
                },
                onDrop: (event) => {
                  event.preventDefault();
                  const what = dragged;
                  endDrag();
                  actOn(slot.id, what);
                },
              };
            }}
            cell={(slot) => {
              const here = bySlot.get(slot.id) ?? [];
              return (
                <>
                  {here.map((lesson) => {
                    const isSelected = selected?.id === lesson.id;
                    return (
                      <button
                        key={lesson.id}
                        id={chipId(lesson.id)}
                        type="button"
                        data-lesson={lesson.id}
                        draggable={!saving.has(lesson.id)}
                        aria-pressed={isSelected}
                        aria-describedby="timetable-keys"
                        aria-busy={saving.has(lesson.id) || undefined}
                        onClick={() => onChipClick(lesson.id)}
                        onKeyDown={(event) => onChipKey(event, lesson.id)}
                        onDragStart={(event) => startDrag({ lesson: lesson.id }, event)}
                        onDragEnd={endDrag}
                        className={`${CHIP} mb-1 min-h-11 cursor-grab last:mb-0 md:min-h-0 ${isSelected ? 'ring-2 ring-primary-600 ring-offset-1' : ''} ${isSelected && pending !== null ? 'border-dashed' : ''} ${saving.has(lesson.id) ? 'opacity-60' : ''}`}
                        style={chipStyle(lesson.color)}
                      >
                        <LessonLines lesson={lesson} kind="class" language={language} tr={t} />
                      </button>
                    );
                  })}
                  {here.length === 0 && picked && (
                    <button
                      id={placeId(slot.id)}
                      type="button"
                      disabled={placement.busy}
                      onClick={() => actOn(slot.id, picked)}
                      aria-label={
                        'subject' in picked && armedSubject
                          ? t('timetable.editor.placeHere', {
                              subject: subjectOf(armedSubject, language),
                              when: when(slot.id),
                            })
                          : t('timetable.editor.moveHere', { when: when(slot.id) })
                      }
                      className="flex size-full min-h-11 items-center justify-center rounded-control border-2 border-dashed border-primary-300 text-xs font-semibold text-primary-700 hover:bg-primary-50 md:min-h-12 dark:text-primary-300 dark:hover:bg-primary-950"
                    >
                      {'subject' in picked
                        ? t('timetable.editor.placeShort')
                        : t('timetable.editor.moveShort')}
                    </button>
                  )}
                  {here.length === 0 && !picked && <span className="sr-only">{t('timetable.free')}</span>}
                  <ClashBadges clashes={clashesAt(issues, slot.id, here, timetable)} tr={t} />
                </>
              );
            }}
          />
        </div>
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </Card>
      {selectedLesson && (
        <div className="min-w-0 lg:col-start-2">
          <LessonDetails
            lesson={selectedLesson}
            slots={slots}
            rooms={timetable.rooms}
            target={pending === null ? null : (slotById.get(pending) ?? null)}
            busy={saving.has(selectedLesson.id)}
            onRoom={(roomId) => void save(selectedLesson, selectedLesson.slotId, roomId)}
            onDrop={() => pending !== null && void save(selectedLesson, pending, selectedLesson.roomId)}
            onCancel={() => {
              setSelected({ id: selectedLesson.id, target: null });
              focusNext.current = chipId(selectedLesson.id);
            }}
            onRemove={() => void remove(selectedLesson)}
            onClose={() => {
              setSelected(null);
              focusNext.current = chipId(selectedLesson.id);
            }}
          />
        </div>
      )}
      <div className="min-w-0 lg:col-start-2">
        <ProblemsPanel issues={issues} timetable={timetable} lessons={shown} />
      </div>
    </div>
  );
}
