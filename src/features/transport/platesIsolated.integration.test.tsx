import { screen, within } from '@testing-library/react';
import { describe, it } from 'vitest';
import { db } from '../../mocks/core/db';
import { expectLtrIsolated } from '../../../tests/helpers/ltr';
import { renderSignedIn } from '../../../tests/helpers/shell';

// Mixed scripts (DESIGN-SYSTEM.md): a plate "12345-ب-6" keeps its order inside Arabic ("12345-6-ب" before).
describe('plates in Arabic', () => {
  it('the printed roster isolates the line’s plate left to right', async () => {
    const line = db.data.transport.lines.find((candidate) => candidate.branchId === 1 && candidate.carId)!;
    const car = db.data.transport.cars.find((candidate) => candidate.id === line.carId)!;
    car.plate = '12345-ب-6';
    await renderSignedIn('admin', `/lignes?id=${line.id}`, { language: 'ar' });
    await screen.findByRole('dialog', { name: line.name }, { timeout: 15_000 });
    const sheet = document.querySelector<HTMLElement>('.print-sheet-root')!;
    const plate = await within(sheet).findByText('12345-ب-6', {}, { timeout: 15_000 });
    expectLtrIsolated(plate);
  });
});
