import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderSignedIn } from '../../../tests/helpers/shell';
import { todayIso } from '../../domain/dates';
import { carBlock, driverBlock } from '../../domain/transport';
import { db } from '../../mocks/core/db';

/**
 * docs/api.md "Transport", "Timetable" on the line's form, in French and Arabic: stop times out of order are said
 * under the time before saving; a car already serving another line at the same times is named before saving, and
 * the API's refusal keeps what was typed.
 */
beforeAll(async () => {
  await import('./LinesPage');
}, 60_000);

const t = () => db.data.transport;
const branchLines = () => t().lines.filter((line) => line.branchId === 1 && line.yearId === 2);

/** A driver of branch 1 whom no line uses (the seed's usable ones all drive a line). */
function spareDriver() {
  const driver = {
    ...t().drivers.find((d) => d.branchId === 1 && !driverBlock(d, todayIso()))!,
    id: 900,
    firstname_fr: 'Réserve',
  };
  t().drivers.push(driver);
  return driver;
}

describe.each(['fr', 'ar'] as const)('line form timetable (%s)', { timeout: 90_000 }, (language) => {
  it('stop times out of order (07:15, 07:25, 07:10) are refused under the stop before saving; what was typed stays', async () => {
    const { user, i18n } = await renderSignedIn('admin', '/lignes', { language });
    const tr = i18n.getFixedT(language);
    await screen.findByRole('table', { name: tr('routes.lignes') });
    await user.click(await screen.findByRole('button', { name: tr('transport.lineForm.new') }));
    const dialog = await screen.findByRole('dialog', { name: tr('transport.lineForm.new') });
    const times = [
      ['07:15', '17:30'],
      ['07:25', '17:20'],
      ['07:10', '17:10'],
    ];
    for (const [index, [morning, evening]] of times.entries()) {
      const n = index + 1;
      if (index > 0)
        await user.click(within(dialog).getByRole('button', { name: tr('transport.lineForm.addStop') }));
      await user.type(
        within(dialog).getByLabelText(new RegExp(`^${tr('transport.lineForm.stopName', { n })}`)),
        `A${n}`,
      );
      await user.type(
        within(dialog).getByLabelText(new RegExp(`^${tr('transport.lineForm.morning', { n })}`)),
        morning!,
      );
      await user.type(
        within(dialog).getByLabelText(new RegExp(`^${tr('transport.lineForm.evening', { n })}`)),
        evening!,
      );
    }
    const before = t().lines.length;
    await user.click(within(dialog).getByRole('button', { name: tr('transport.save') }));
    const third = within(dialog).getByLabelText(new RegExp(`^${tr('transport.lineForm.morning', { n: 3 })}`));
    await waitFor(() => expect(third).toHaveAttribute('aria-invalid', 'true'), { timeout: 15_000 });
    expect(within(dialog).getByText(tr('apiErrors.STOP_TIMES_OUT_OF_ORDER'))).toBeInTheDocument();
    // The evening times fall along the stops: in order, no message under them.
    expect(
      within(dialog).getByLabelText(new RegExp(`^${tr('transport.lineForm.evening', { n: 3 })}`)),
    ).not.toHaveAttribute('aria-invalid');
    expect(third).toHaveValue('07:10');
    expect(t().lines.length).toBe(before);
  });

  it('a car already on another line at the same times is named before saving; the refusal keeps what was typed', async () => {
    const driver = spareDriver();
    const other = branchLines()[0]!;
    const car = t().cars.find((c) => c.id === other.carId)!;
    expect(carBlock(car, todayIso())).toBeNull();
    const { user, i18n } = await renderSignedIn('admin', '/lignes', { language });
    const tr = i18n.getFixedT(language);
    await screen.findByRole('table', { name: tr('routes.lignes') });
    await user.click(await screen.findByRole('button', { name: tr('transport.lineForm.new') }));
    const dialog = await screen.findByRole('dialog', { name: tr('transport.lineForm.new') });
    await user.type(
      within(dialog).getByLabelText(new RegExp(`^${tr('transport.lines.name')}`)),
      'Ligne en double',
    );
    const carField = within(dialog).getByLabelText(new RegExp(`^${tr('transport.lines.car')}`));
    await waitFor(() => expect(within(carField).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(carField, String(car.id));
    const driverField = within(dialog).getByLabelText(new RegExp(`^${tr('transport.lines.driver')}`));
    await waitFor(() => expect(within(driverField).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(driverField, String(driver.id));
    await user.type(within(dialog).getByLabelText(new RegExp(`^${tr('transport.lines.monthlyFee')}`)), '300');
    await user.type(
      within(dialog).getByLabelText(new RegExp(`^${tr('transport.lineForm.stopName', { n: 1 })}`)),
      'Place des Tilleuls',
    );
    const warning = tr('transport.lineForm.carBusy', { line: other.name });
    expect(within(dialog).queryByText(warning)).toBeNull();
    await user.type(
      within(dialog).getByLabelText(new RegExp(`^${tr('transport.lineForm.morning', { n: 1 })}`)),
      other.stops[0]!.morning,
    );
    await user.type(
      within(dialog).getByLabelText(new RegExp(`^${tr('transport.lineForm.evening', { n: 1 })}`)),
      '18:30',
    );
    // Before saving: the other line is named.
    expect(await within(dialog).findByText(warning)).toBeInTheDocument();
    const before = t().lines.length;
    await user.click(within(dialog).getByRole('button', { name: tr('transport.save') }));
    await waitFor(() => expect(carField).toHaveAttribute('aria-invalid', 'true'), { timeout: 15_000 });
    expect(within(dialog).getAllByText(tr('apiErrors.VEHICLE_BUSY')).length).toBeGreaterThan(0);
    expect(t().lines.length).toBe(before);
    expect(within(dialog).getByLabelText(new RegExp(`^${tr('transport.lines.name')}`))).toHaveValue(
      'Ligne en double',
    );
    expect(carField).toHaveValue(String(car.id));
    expect(within(dialog).getByText(warning)).toBeInTheDocument();
  });
});
