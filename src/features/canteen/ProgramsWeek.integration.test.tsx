import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderSignedIn } from '../../../tests/helpers/shell';
import { schoolDaysOf } from '../../domain/canteen';
import { db } from '../../mocks/core/db';
import { formatDay } from './format';

/**
 * The week's menu in French and Arabic (docs/api.md "Canteen", "School calendar"): the days the school is closed are
 * shown closed and book nothing; a week with empty dishes is published only once the count is confirmed; the
 * forecast box says one coherent sentence.
 */
beforeAll(async () => {
  await import('./ProgramsPage');
}, 60_000);

const c = () => db.data.canteen;
const CHRISTMAS_WEEK = '2026-12-21';
const MARCH_WEEK = '2027-03-01';
const BEFORE_CHRISTMAS = '2026-12-14';
const AFTER_CHRISTMAS = '2027-01-04';
const NONE = { starter: null, main: null, dessert: null, snack: null };
const couscous = () =>
  c().meals.find((meal) => meal.branchId === 1 && meal.name_fr === 'Couscous aux sept légumes')!;

/** A draft of branch 1 for `week` with `days` (replacing any); `id` tells two of them apart. */
function draft(week: string, days: Array<typeof NONE | Record<string, number | null>>, id = 90_000) {
  c().programs = c().programs.filter((program) => !(program.branchId === 1 && program.weekStart === week));
  c().programs.push({
    id,
    branchId: 1,
    yearId: 2,
    weekStart: week,
    days: days as never,
    status: 'draft',
    publishedAt: null,
    servedDays: [],
  });
  return () => c().programs.find((program) => program.id === id)!;
}

describe.each(['fr', 'ar'] as const)('the week of menus (%s)', { timeout: 90_000 }, (language) => {
  it('the Christmas week is shown closed, with no dish to choose and no meal booked; the forecast says so once', async () => {
    const { i18n } = await renderSignedIn('admin', `/programs?week=${CHRISTMAS_WEEK}`, { language });
    const tr = i18n.getFixedT(language);
    const christmas = await screen.findByRole('region', { name: formatDay('2026-12-25', language) });
    expect(within(christmas).getByText(tr('canteen.programs.closed'))).toBeInTheDocument();
    expect(within(christmas).getByText(tr('canteen.closedReason.christmasHolidays'))).toBeInTheDocument();
    expect(within(christmas).queryByRole('combobox')).toBeNull();
    expect(within(christmas).queryByText(tr('canteen.programs.portions', { count: 0 }))).toBeNull();
    const forecast = await screen.findByRole('region', { name: tr('canteen.forecast.title') });
    expect(await within(forecast).findByText(tr('canteen.forecast.noneBooked'))).toBeInTheDocument();
    expect(within(forecast).getAllByRole('paragraph')).toHaveLength(1);
  });

  it('19 of 20 dishes empty: publishing asks first, saying how many; cancelled it stays a draft, confirmed it is published', async () => {
    const program = draft(
      MARCH_WEEK,
      schoolDaysOf(MARCH_WEEK).map((_, index) => (index === 0 ? { ...NONE, main: couscous().id } : NONE)),
    );
    const { user, i18n } = await renderSignedIn('admin', `/programs?week=${MARCH_WEEK}`, { language });
    const tr = i18n.getFixedT(language);
    await screen.findByRole('region', { name: formatDay(MARCH_WEEK, language) });
    await user.click(screen.getByRole('button', { name: tr('canteen.programs.publish') }));
    const dialog = await screen.findByRole('dialog', { name: tr('canteen.programs.incompleteTitle') });
    expect(dialog).toHaveTextContent(tr('canteen.programs.incompleteMessage', { count: 19, dishes: 20 }));
    await user.click(within(dialog).getByRole('button', { name: tr('common.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(program().status).toBe('draft');
    await user.click(screen.getByRole('button', { name: tr('canteen.programs.publish') }));
    const again = await screen.findByRole('dialog', { name: tr('canteen.programs.incompleteTitle') });
    await user.click(
      within(again).getByRole('button', { name: tr('canteen.programs.publishIncomplete', { count: 19 }) }),
    );
    await waitFor(() => expect(program().status).toBe('published'), { timeout: 15_000 });
  });

  it('meals booked but no dish chosen: the forecast says both in one sentence, never "no meal booked"', async () => {
    draft(
      MARCH_WEEK,
      schoolDaysOf(MARCH_WEEK).map(() => NONE),
    );
    const { i18n } = await renderSignedIn('admin', `/programs?week=${MARCH_WEEK}`, { language });
    const tr = i18n.getFixedT(language);
    const forecast = await screen.findByRole('region', { name: tr('canteen.forecast.title') });
    const sentence = await within(forecast).findByRole('paragraph');
    const booked = Number((sentence.textContent ?? '').match(/\d+/)?.[0]);
    expect(booked).toBeGreaterThan(0);
    expect(sentence).toHaveTextContent(tr('canteen.forecast.noDish', { count: booked }));
    expect(within(forecast).getAllByRole('paragraph')).toHaveLength(1);
    expect(screen.queryByText(tr('canteen.forecast.noneBooked'))).toBeNull();
  });

  it('the week after the Christmas holidays copies the menus served before them, not the closed week, and says which week', async () => {
    draft(
      BEFORE_CHRISTMAS,
      schoolDaysOf(BEFORE_CHRISTMAS).map(() => ({ ...NONE, main: couscous().id })),
      90_001,
    );
    draft(
      AFTER_CHRISTMAS,
      schoolDaysOf(AFTER_CHRISTMAS).map(() => NONE),
    );
    const { user, i18n } = await renderSignedIn('admin', `/programs?week=${AFTER_CHRISTMAS}`, { language });
    const tr = i18n.getFixedT(language);
    const monday = await screen.findByRole('region', { name: formatDay(AFTER_CHRISTMAS, language) });
    const main = within(monday).getByRole('combobox', { name: tr('canteen.course.main') });
    expect(main).toHaveValue('');
    await user.click(screen.getByRole('button', { name: tr('canteen.programs.copyPrevious') }));
    expect(
      await screen.findByText(tr('canteen.programs.copied', { date: formatDay(BEFORE_CHRISTMAS, language) })),
    ).toBeInTheDocument();
    await waitFor(() => expect(main).toHaveValue(String(couscous().id)));
  });
});
