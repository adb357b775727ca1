import { expect, test } from '@playwright/test';
import { createSeed } from '../../src/mocks/seed.ts';
import { expectNoSeriousA11yViolations, LANGS, openAs, tr } from './support';

/**
 * School transport as a parent sees it, on a phone only (the desktop project ignores *.phone.spec.ts): the
 * selected child's line, stop and times on the dashboard, the driver to call, the notice of a change.
 */
const seed = createSeed();

for (const lang of LANGS) {
  test(`transport (${lang}): a parent on a phone sees the child's line, stop, times, the driver to call and the notice of a change`, async ({
    page,
  }) => {
    await openAs(page, 'parent', '/dashboard', lang);
    const card = page.getByRole('region', { name: tr(lang, 'transport.parent.title', { name: 'Yasmine' }) });
    // The dashboard's first load generates the finances of the shared demo API: it may take a while.
    await expect(card).toBeVisible({ timeout: 60_000 });
    const ride = seed.transport.assignments.find((a) => a.studentId === 101)!;
    const stop = seed.transport.lines.flatMap((line) => line.stops).find((s) => s.id === ride.stopId)!;
    await expect(card).toContainText(stop.name);
    await expect(card).toContainText(ride.direction === 'evening' ? stop.evening : stop.morning);
    await expect(card.getByRole('status')).toBeVisible();
    const call = card.getByRole('link', { name: new RegExp(tr(lang, 'transport.parent.call')) });
    await expect(call).toHaveAttribute('href', /^tel:\+212\d+$/);
    const box = await call.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await expectNoSeriousA11yViolations(page, `parent's transport (${lang})`);
  });
}
