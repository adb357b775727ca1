import { expect, test } from '@playwright/test';
import { createSeed } from '../../src/mocks/seed.ts';
import { settled, openAs } from './support';

/**
 * Mixed scripts (DESIGN-SYSTEM.md): a phone number inside an Arabic sentence keeps its left-to-right order, as the
 * browser draws it ("+212 6…" with "+212" on the left, not "… 212+"). The markup is checked in Vitest for every
 * screen; this checks, once, that the browser lays the isolated number out as intended.
 */
const seed = createSeed();
const family = seed.families.find(
  (candidate) => candidate.id === seed.students.find((student) => student.studentid === 101)!.familyId,
)!;

test('Mixed scripts (ar): the guardian’s phone in a family’s finances reads left to right, "+212" first', async ({
  page,
}) => {
  const phone = family.guardians[0]!.phone;
  await openAs(page, 'admin', `/studentengagment/family/${family.id}`, 'ar');
  const line = page.getByText(phone);
  await expect(line).toBeVisible();
  await settled(page);
  // Where the browser draws the first characters of the number ("+212") and its last two digits.
  const [first, last] = await line.evaluate((element, number) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const start = node.textContent!.indexOf(number);
      if (start < 0) continue;
      const box = (from: number, to: number) => {
        const range = document.createRange();
        range.setStart(node, from);
        range.setEnd(node, to);
        return range.getBoundingClientRect().left;
      };
      return [box(start, start + 4), box(start + number.length - 2, start + number.length)];
    }
    return [Number.NaN, Number.NaN];
  }, phone);
  expect(phone.startsWith('+212')).toBe(true);
  expect(first).toBeLessThan(last);
});
