import { skipToken } from '@reduxjs/toolkit/query';
import { CalendarX, Printer, Settings2, Users } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { BUTTON, INPUT } from '../../components/buttons';
import { Card, cardClass } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { PartBoundary } from '../../components/PartBoundary';
import { useScope } from '../../session/useScope';
import { ReadOnlyWeek } from './ReadOnlyWeek';
import { loadSettingsDialog } from './settings/loadSettingsDialog';
import { useGetTimetableIndexQuery, useGetTimetableQuery } from './timetable.api';
import type { Timetable, TimetableIndex, TimetableViewKind } from './timetable.schemas';
import { TimetableEditor } from './TimetableEditor';
import { TimetablePrintDialog } from './TimetablePrint';
import { formatHours, hoursOf, issuesOf, nameIn } from './timetableView';

// Its own chunk, with its texts (settings/loadSettingsDialog.ts), loaded when first opened.
const TimetableSettingsDialog = lazy(loadSettingsDialog);

const KINDS: readonly TimetableViewKind[] = ['class', 'teacher', 'room'];

/** The choices of each kind the index offers, as `{id, label}`. */
function choicesOf(
  index: TimetableIndex,
  language: string,
): Record<TimetableViewKind, Array<{ id: number; label: string }>> {
  return {
    class: index.classes.map((row) => ({ id: row.id, label: row.name })),
    teacher: index.teachers.map((row) => ({ id: row.id, label: nameIn(row.name, row.name_ar, language) })),
    room: index.rooms.map((row) => ({ id: row.id, label: row.name })),
  };
}

/**
 * The week the address asks for (`?view=class|teacher|room&id=N`) when the index offers it; else the first of that
 * kind; else the first class (then the first teacher, the first room).
 */
function chosenView(
  choices: Record<TimetableViewKind, Array<{ id: number }>>,
  view: string | null,
  id: number,
): { kind: TimetableViewKind; id: number } | null {
  const kind = KINDS.find((candidate) => candidate === view);
  if (kind) {
    const list = choices[kind];
    const found = list.find((row) => row.id === id) ?? list[0];
    if (found) return { kind, id: found.id };
  }
  for (const candidate of KINDS) {
    const first = choices[candidate][0];
    if (first) return { kind: candidate, id: first.id };
  }
  return null;
}

function Loading() {
  const { t } = useTranslation();
  return (
    <div>
      <p role="status" className="sr-only">
        {t('timetable.loading')}
      </p>
      <div className={`${cardClass()} h-96 animate-pulse`} aria-hidden="true" />
    </div>
  );
}

/** A week read only (a teacher's, a room's, or a class's for whoever may not change it), with its hours. */
function WeekView({ timetable }: { timetable: Timetable }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const caption = t(`timetable.caption.${timetable.view.kind}`, {
    name: nameIn(timetable.view.name, timetable.view.name_ar, language),
  });
  const hours = hoursOf(timetable, timetable.lessons);
  const contract = timetable.contracts[0];
  const total =
    timetable.view.kind === 'teacher'
      ? contract
        ? t('timetable.totals.teacher', {
            planned: formatHours(hours, language),
            contract: formatHours(contract.weeklyHours, language),
          })
        : t('timetable.totals.teacherNoContract', { planned: formatHours(hours, language) })
      : timetable.view.kind === 'room'
        ? t('timetable.totals.room', { planned: formatHours(hours, language) })
        : t('timetable.totals.class', { planned: formatHours(hours, language) });
  const over = timetable.view.kind === 'teacher' && contract !== undefined && hours > contract.weeklyHours;
  return (
    <Card as="section" padding="none" aria-labelledby="timetable-week-title" className="min-w-0">
      <div className="flex flex-wrap items-baseline justify-between gap-2 p-4 pb-2">
        <h2 id="timetable-week-title" className="text-lg font-semibold">
          <bdi>{caption}</bdi>
        </h2>
        <p
          data-testid="timetable-total"
          className={`text-sm ${over ? 'font-semibold text-danger-700 dark:text-danger-500' : 'text-neutral-700 dark:text-neutral-300'}`}
        >
          {total}
          {over && ` — ${t('timetable.totals.over')}`}
        </p>
      </div>
      {timetable.lessons.length === 0 && (
        <p className="px-4 pb-2 text-sm text-neutral-600 dark:text-neutral-300">{t('timetable.noLessons')}</p>
      )}
      {/* Scrolled sideways on a phone: focusable, so a keyboard can scroll it, and `relative`, so the cells' hidden
          words (absolutely placed) scroll with it instead of widening the page. */}
      <div
        role="region"
        tabIndex={0}
        aria-labelledby="timetable-week-title"
        className="relative overflow-x-auto px-2 pb-2"
      >
        <ReadOnlyWeek
          timetable={timetable}
          caption={caption}
          language={language}
          tr={t}
          issues={issuesOf(timetable, timetable.lessons)}
          className="min-w-[44rem]"
        />
      </div>
    </Card>
  );
}

/**
 * `timetable?view=class|teacher|room&id=N`: the staff's timetables (docs/api.md "Timetable"). A class's, a teacher's
 * or a room's week; a class's is built here by whoever may change timetables (`canEdit`: the tray of lessons to
 * place, moves, the problems at once), the others read it. Print gives the week alone on an A4 landscape page, in
 * French or Arabic; "Créneaux et salles" opens the branch's slots and rooms.
 */
export default function TimetablePage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const scope = useScope();
  const [search, setSearch] = useSearchParams();
  const [printing, setPrinting] = useState(false);
  const [settings, setSettings] = useState<{ open: boolean; attempt: number }>({ open: false, attempt: 0 });
  const fieldIds = { class: useId(), teacher: useId(), room: useId() };

  const index = useGetTimetableIndexQuery(scope ?? skipToken);
  const choices = index.data ? choicesOf(index.data, language) : null;
  const view = choices ? chosenView(choices, search.get('view'), Number(search.get('id'))) : null;
  const query = scope && view ? { ...scope, kind: view.kind, id: view.id } : undefined;
  const week = useGetTimetableQuery(query ?? skipToken);
  const current = week.currentData;
  const canEdit = index.data?.canEdit ?? false;

  const choose = (kind: TimetableViewKind, id: string) => {
    if (!id) return;
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      next.set('view', kind);
      next.set('id', id);
      return next;
    });
  };
  const openSettings = () => setSettings((previous) => ({ open: true, attempt: previous.attempt + 1 }));

  let body;
  if (index.isError) {
    body = <ErrorState message={t('timetable.indexError')} onRetry={() => void index.refetch()} />;
  } else if (!index.data) {
    body = <Loading />;
  } else if (!query) {
    body = <EmptyState icon={Users} message={t('timetable.noChoice')} />;
  } else if (week.isError) {
    body = <ErrorState message={t('timetable.loadError')} onRetry={() => void week.refetch()} />;
  } else if (!current) {
    body = <Loading />;
  } else if (current.slots.length === 0) {
    body = (
      <EmptyState
        icon={CalendarX}
        message={canEdit ? t('timetable.noSlots') : t('timetable.noSlotsReader')}
        action={
          canEdit && (
            <button type="button" className={BUTTON.secondary} onClick={openSettings}>
              <Settings2 size={16} aria-hidden="true" />
              {t('timetable.settings')}
            </button>
          )
        }
      />
    );
  } else if (current.view.kind === 'class' && current.canEdit) {
    body = <TimetableEditor key={`${query.kind}-${query.id}`} timetable={current} query={query} />;
  } else {
    body = <WeekView timetable={current} />;
  }

  return (
    <section aria-labelledby="page-title" className="min-w-0 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="page-title" className="text-2xl font-semibold text-neutral-900 dark:text-white">
          {t('routes.timetable')}
        </h1>
        <div className="flex flex-wrap gap-2">
          {canEdit && (
            <button type="button" className={BUTTON.secondary} onClick={openSettings}>
              <Settings2 size={16} aria-hidden="true" />
              {t('timetable.settings')}
            </button>
          )}
          <button
            type="button"
            className={BUTTON.primary}
            disabled={!current || current.slots.length === 0}
            onClick={() => setPrinting(true)}
          >
            <Printer size={16} aria-hidden="true" />
            {t('timetable.print.open')}
          </button>
        </div>
      </div>
      {choices && (
        <Card as="fieldset" className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <legend className="sr-only">{t('timetable.choose')}</legend>
          {KINDS.filter((kind) => choices[kind].length > 0).map((kind) => (
            <div key={kind}>
              <label htmlFor={fieldIds[kind]} className="mb-1 block text-sm font-semibold">
                {t(`timetable.kinds.${kind}`)}
              </label>
              <select
                id={fieldIds[kind]}
                className={INPUT}
                value={view?.kind === kind ? view.id : ''}
                onChange={(event) => choose(kind, event.target.value)}
              >
                {view?.kind !== kind && <option value="">{t('timetable.pick')}</option>}
                {choices[kind].map((row) => (
                  <option key={row.id} value={row.id}>
                    {row.label}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </Card>
      )}
      {body}
      {printing && current && <TimetablePrintDialog timetable={current} onClose={() => setPrinting(false)} />}
      {settings.open && (
        <PartBoundary
          key={settings.attempt}
          fallback={<ErrorState message={t('timetable.settingsError')} onRetry={openSettings} />}
        >
          <Suspense fallback={null}>
            <TimetableSettingsDialog
              open
              onClose={() => setSettings((previous) => ({ ...previous, open: false }))}
            />
          </Suspense>
        </PartBoundary>
      )}
    </section>
  );
}
