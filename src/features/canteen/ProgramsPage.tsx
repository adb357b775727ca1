import { skipToken } from '@reduxjs/toolkit/query';
import { CalendarCheck, ChevronLeft, ChevronRight, Copy, Printer, Send } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Badge } from '../../components/Badge';
import { BUTTON, INPUT } from '../../components/buttons';
import { Card } from '../../components/Card';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorState } from '../../components/ErrorState';
import { notify } from '../../components/notify';
import { Spinner } from '../../components/Spinner';
import { apiErrorText } from '../../api/errorText';
import { loadLanguageTexts } from '../../i18n/i18n';
import { COURSES, addDays, isMonday, weekStartOf, type Course } from '../../domain/canteen';
import { todayIso } from '../../domain/dates';
import { useScope } from '../../session/useScope';
import {
  canteenApi,
  useForecastQuery,
  useLazyProgramQuery,
  useProgramQuery,
  usePublishProgramMutation,
  useRecordServiceMutation,
  useSaveProgramMutation,
  type ProgramDays,
} from './canteen.api';
import type { Forecast, Program } from './canteen.schemas';
import { AllergenBadges, formatQuantity, localName, money } from './parts';
import { formatDay } from './format';
import './menuPrint.css';

type Grid = Array<Record<Course, string>>;
/** How far back "copy the previous week" looks past weeks the school is closed (the longest holidays but summer). */
const COPY_LOOKBACK_WEEKS = 4;
const toGrid = (program: Program): Grid =>
  program.days.map(
    (day) =>
      Object.fromEntries(COURSES.map((course) => [course, String(day.meals[course]?.id ?? '')])) as Record<
        Course,
        string
      >,
  );
const toDays = (grid: Grid): ProgramDays =>
  grid.map(
    (day) =>
      Object.fromEntries(
        COURSES.map((course) => [course, day[course] ? Number(day[course]) : null]),
      ) as Record<Course, number | null>,
  );

/**
 * The forecast box's one sentence (docs/api.md "Canteen"): nothing booked; booked but no dish chosen yet (nothing to
 * compute); or what the booked meals need to buy.
 */
function forecastSentence(forecast: Forecast, t: TFunction, language: string) {
  const count = forecast.portions.reduce((sum, portions) => sum + portions, 0);
  if (count === 0) return t('canteen.forecast.noneBooked');
  if (forecast.items.length === 0) return t('canteen.forecast.noDish', { count });
  return t('canteen.forecast.summary', { count, total: money(forecast.toBuyTotal, language) });
}

/**
 * `programs`: the weekly menu of the branch, a meal per course per school day, built in a week grid; copy the previous
 * week, publish (parents see published weeks only), print the A4 menu in French and Arabic, record a day's service,
 * and the forecast of what the booked portions need against the stock.
 */
export default function ProgramsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const scope = useScope();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('week') ?? '';
  const week = asked && isMonday(asked) ? asked : weekStartOf(todayIso());
  const args = scope ? { ...scope, week } : skipToken;
  const { currentData: program, isError, refetch } = useProgramQuery(args);
  const { currentData: forecast } = useForecastQuery(args);
  const { currentData: meals } = canteenApi.endpoints.meals.useQuery(
    scope ? { ...scope, pageSize: 200, sort: 'name', order: 'asc' } : skipToken,
  );
  const [loadWeek] = useLazyProgramQuery();
  const [save, saving] = useSaveProgramMutation();
  const [publish, publishing] = usePublishProgramMutation();
  const [recordService] = useRecordServiceMutation();
  // The week as the user is changing it; null: as saved.
  const [edits, setEdits] = useState<Grid | null>(null);
  // A week published with empty dishes asks first, saying how many (docs/api.md "Canteen").
  const [confirmEmpty, setConfirmEmpty] = useState<{ empty: number; dishes: number } | null>(null);
  const dirty = edits !== null;
  const grid = edits ?? (program && program.weekStart === week ? toGrid(program) : null);
  const options = useMemo(
    () =>
      Object.fromEntries(
        COURSES.map((course) => [
          course,
          (meals?.items ?? [])
            .filter((meal) => meal.course === course)
            .map((meal) => ({ value: String(meal.id), label: localName(meal, language) })),
        ]),
      ) as Record<Course, Array<{ value: string; label: string }>>,
    [meals, language],
  );
  const goTo = (target: string) => {
    setEdits(null);
    setSearch((params) => {
      params.set('week', target);
      return params;
    });
  };
  const fail = (error: unknown) =>
    void notify('error', apiErrorText(error as never, t, t('canteen.saveError')));
  const saveGrid = async () => {
    if (!scope || !grid) return null;
    const saved = await save({ ...scope, week, days: toDays(grid) }).unwrap();
    setEdits(null);
    return saved;
  };
  /**
   * Copies the menus of the last week before this one with a school day open: the week after the holidays takes the
   * menus served before them, not the empty holiday week (docs/api.md "School calendar"). A day the school is closed
   * this week takes no meal. Gives the Monday of the week copied.
   */
  const copyPrevious = async () => {
    if (!scope || !program) return week;
    let from = addDays(week, -7);
    let source = await loadWeek({ ...scope, week: from }).unwrap();
    for (let back = 1; back < COPY_LOOKBACK_WEEKS && source.days.every((day) => day.closed); back += 1) {
      from = addDays(from, -7);
      source = await loadWeek({ ...scope, week: from }).unwrap();
    }
    const empty = { starter: '', main: '', dessert: '', snack: '' };
    setEdits(toGrid(source).map((day, index) => (program.days[index]?.closed ? empty : day)));
    return from;
  };
  if (!scope) return null;
  const today = todayIso();
  const title = t('routes.programs');
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <h1 id="page-title" className="text-2xl font-semibold text-neutral-900 dark:text-white">
        {title}
      </h1>
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className={BUTTON.secondary} onClick={() => goTo(addDays(week, -7))}>
          <ChevronLeft size={16} aria-hidden="true" className="rtl:rotate-180" />
          {t('canteen.programs.previous')}
        </button>
        <p className="font-semibold" aria-live="polite">
          {t('canteen.programs.weekOf', { date: formatDay(week, language) })}
        </p>
        <button type="button" className={BUTTON.secondary} onClick={() => goTo(addDays(week, 7))}>
          {t('canteen.programs.next')}
          <ChevronRight size={16} aria-hidden="true" className="rtl:rotate-180" />
        </button>
        {program && (
          <Badge tone={program.status === 'published' ? 'success' : 'warning'}>
            {t(`canteen.programStatus.${program.status}`)}
          </Badge>
        )}
      </div>
      {isError ? (
        <ErrorState message={t('canteen.loadError')} onRetry={() => void refetch()} />
      ) : !program || !grid ? (
        <Spinner />
      ) : (
        <>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={BUTTON.primary}
              disabled={!dirty || saving.isLoading}
              onClick={() =>
                void saveGrid()
                  .then(() => notify('success', t('canteen.programs.saved')))
                  .catch(fail)
              }
            >
              {t('canteen.programs.save')}
            </button>
            <button
              type="button"
              className={BUTTON.secondary}
              onClick={() =>
                void copyPrevious()
                  .then((from) =>
                    notify('info', t('canteen.programs.copied', { date: formatDay(from, language) })),
                  )
                  .catch(fail)
              }
            >
              <Copy size={16} aria-hidden="true" />
              {t('canteen.programs.copyPrevious')}
            </button>
            <button
              type="button"
              className={BUTTON.secondary}
              disabled={publishing.isLoading || (program.status === 'published' && !dirty)}
              onClick={() =>
                void (async () => {
                  const saved = (dirty ? await saveGrid() : null) ?? program;
                  if (saved.emptyDishes > 0 && saved.status !== 'published') {
                    const open = saved.days.filter((day) => !day.closed).length;
                    setConfirmEmpty({ empty: saved.emptyDishes, dishes: open * COURSES.length });
                    return;
                  }
                  await publish({ ...scope, week }).unwrap();
                  void notify('success', t('canteen.programs.published'));
                })().catch(fail)
              }
            >
              <Send size={16} aria-hidden="true" />
              {t('canteen.programs.publish')}
            </button>
            <button type="button" className={BUTTON.secondary} onClick={() => window.print()}>
              <Printer size={16} aria-hidden="true" />
              {t('canteen.programs.print')}
            </button>
          </div>
          <div className="grid gap-3 md:grid-cols-5">
            {program.days.map((day, index) => (
              <Card
                as="section"
                key={day.date}
                padding="sm"
                aria-labelledby={`day-${day.date}`}
                className="space-y-2"
              >
                <h2 id={`day-${day.date}`} className="font-semibold capitalize">
                  {formatDay(day.date, language)}
                </h2>
                {day.closed ? (
                  // The school is closed (docs/api.md "School calendar"): no meal to choose, none booked.
                  <p className="text-sm">
                    <Badge tone="neutral">{t('canteen.programs.closed')}</Badge>{' '}
                    <span className="text-neutral-600 dark:text-neutral-300">
                      {t(`canteen.closedReason.${day.closed}`, { defaultValue: '' })}
                    </span>
                  </p>
                ) : (
                  <p className="text-sm text-neutral-600 dark:text-neutral-300">
                    {t('canteen.programs.portions', { count: day.portions })}
                  </p>
                )}
                {!day.closed &&
                  COURSES.map((course) => {
                    const id = `meal-${day.date}-${course}`;
                    const chosen = day.meals[course];
                    return (
                      <div key={course} className="space-y-1">
                        <label htmlFor={id} className="block text-sm font-medium">
                          {t(`canteen.course.${course}`)}
                        </label>
                        <select
                          id={id}
                          className={INPUT}
                          value={grid[index]?.[course] ?? ''}
                          onChange={(event) => {
                            const next = grid.map((row, rowIndex) =>
                              rowIndex === index ? { ...row, [course]: event.target.value } : row,
                            );
                            setEdits(next);
                          }}
                        >
                          <option value="">{t('canteen.programs.none')}</option>
                          {options[course].map((option) => (
                            <option key={option.value} value={option.value}>
                              {option.label}
                            </option>
                          ))}
                        </select>
                        {!dirty && chosen && chosen.allergens.length > 0 && (
                          <AllergenBadges allergens={chosen.allergens} />
                        )}
                      </div>
                    );
                  })}
                {program.status === 'published' &&
                  !day.closed &&
                  day.date <= today &&
                  (day.served ? (
                    <p className="flex items-center gap-1 text-sm text-success-700 dark:text-success-500">
                      <CalendarCheck size={16} aria-hidden="true" />
                      {t('canteen.programs.served')}
                    </p>
                  ) : (
                    <button
                      aria-label={`${t('canteen.programs.recordService')} ${formatDay(day.date, language)}`}
                      type="button"
                      className={BUTTON.secondary}
                      onClick={() =>
                        void recordService({ ...scope, date: day.date })
                          .unwrap()
                          .then(() => notify('success', t('canteen.programs.serviceRecorded')))
                          .catch(fail)
                      }
                    >
                      {t('canteen.programs.recordService')}
                    </button>
                  ))}
              </Card>
            ))}
          </div>
          {forecast && (
            <Card as="section" aria-labelledby="forecast-title" className="space-y-2">
              <h2 id="forecast-title" className="text-lg font-semibold">
                {t('canteen.forecast.title')}
              </h2>
              <p className="text-sm text-neutral-600 dark:text-neutral-300">
                {forecastSentence(forecast, t, language)}
              </p>
              {forecast.items.length > 0 && (
                <div className="overflow-x-auto">
                  <table className="w-full text-sm">
                    <caption className="sr-only">{t('canteen.forecast.title')}</caption>
                    <thead>
                      <tr>
                        <th scope="col" className="p-2 text-start">
                          {t('canteen.ingredients.name')}
                        </th>
                        <th scope="col" className="p-2 text-end">
                          {t('canteen.forecast.needed')}
                        </th>
                        <th scope="col" className="p-2 text-end">
                          {t('canteen.ingredients.stock')}
                        </th>
                        <th scope="col" className="p-2 text-end">
                          {t('canteen.forecast.toBuy')}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {forecast.items.map((item) => (
                        <tr
                          key={item.ingredientId}
                          className="border-t border-neutral-200 dark:border-neutral-700"
                        >
                          <th scope="row" className="p-2 text-start font-normal">
                            {localName(item, language)}
                          </th>
                          <td className="p-2 text-end tabular-nums">
                            {formatQuantity(item.needed, item.unit, language, t)}
                          </td>
                          <td className="p-2 text-end tabular-nums">
                            {formatQuantity(item.stock, item.unit, language, t)}
                          </td>
                          <td className="p-2 text-end font-semibold tabular-nums">
                            {item.toBuy > 0 ? formatQuantity(item.toBuy, item.unit, language, t) : '—'}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </Card>
          )}
          <ConfirmDialog
            open={confirmEmpty !== null}
            title={t('canteen.programs.incompleteTitle')}
            message={t('canteen.programs.incompleteMessage', {
              count: confirmEmpty?.empty ?? 0,
              dishes: confirmEmpty?.dishes ?? 0,
            })}
            confirmLabel={t('canteen.programs.publishIncomplete', { count: confirmEmpty?.empty ?? 0 })}
            onCancel={() => setConfirmEmpty(null)}
            onConfirm={async () => {
              await publish({ ...scope, week, emptyDishes: confirmEmpty?.empty ?? 0 }).unwrap();
              setConfirmEmpty(null);
              void notify('success', t('canteen.programs.published'));
            }}
          />
          <MenuPrint program={program} />
        </>
      )}
    </section>
  );
}

/** The weekly menu printed alone on A4, each dish in French and in Arabic, its allergens named. */
function MenuPrint({ program }: { program: Program }) {
  const { t, i18n } = useTranslation();
  // Both languages' texts, whatever the user reads (the Arabic ones are not loaded for a French reader).
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void Promise.all([loadLanguageTexts(i18n, 'fr'), loadLanguageTexts(i18n, 'ar')])
      .then(() => live && setReady(true))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [i18n]);
  if (!ready) return null;
  const fr = i18n.getFixedT('fr');
  const ar = i18n.getFixedT('ar');
  return createPortal(
    <div className="menu-print-root" lang={i18n.language} dir={i18n.dir(i18n.language)}>
      <h1>
        {fr('canteen.print.title', { date: formatDay(program.weekStart, 'fr') })}
        <span lang="ar" dir="rtl">
          {' '}
          — {ar('canteen.print.title', { date: formatDay(program.weekStart, 'ar') })}
        </span>
      </h1>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('canteen.print.day')}</th>
            {COURSES.map((course) => (
              <th scope="col" key={course}>
                {fr(`canteen.course.${course}`)} / <span lang="ar">{ar(`canteen.course.${course}`)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {program.days.map((day) => (
            <tr key={day.date}>
              <th scope="row">
                {formatDay(day.date, 'fr')}
                <br />
                <span lang="ar">{formatDay(day.date, 'ar')}</span>
              </th>
              {COURSES.map((course) => {
                const meal = day.meals[course];
                return (
                  <td key={course}>
                    {meal && (
                      <>
                        {meal.name_fr}
                        <br />
                        <span lang="ar" dir="rtl">
                          {meal.name_ar}
                        </span>
                        {meal.allergens.length > 0 && (
                          <small>
                            <br />
                            {meal.allergens.map((allergen) => fr(`canteen.allergen.${allergen}`)).join(', ')}
                          </small>
                        )}
                      </>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p>{fr('canteen.print.allergenNote')}</p>
      <p lang="ar" dir="rtl">
        {ar('canteen.print.allergenNote')}
      </p>
    </div>,
    document.body,
  );
}
