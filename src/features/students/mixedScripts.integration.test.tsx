import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../mocks/core/db';
import { expectLtrIsolated } from '../../../tests/helpers/ltr';
import { renderSignedIn } from '../../../tests/helpers/shell';

beforeAll(async () => {
  await Promise.all([import('./StudentsPage'), import('./StudentDetailsPage')]);
}, 60_000);

const MASSAR = /^[A-Z]\d{9}$/;
const yasmine = () => db.data.students.find((student) => student.studentid === 101)!;

// Mixed scripts (DESIGN-SYSTEM.md): phone numbers, e-mails, amounts with their currency and Massar numbers keep
// their left-to-right order inside Arabic text; the same markup in French.
describe.each(['fr', 'ar'] as const)('Mixed scripts in the students module (%s)', (language) => {
  it('the list isolates each Massar number and each balance left to right', async () => {
    await renderSignedIn('admin', '/fullstudents', { language });
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByText(MASSAR).length).toBeGreaterThan(0));
    within(table).getAllByText(MASSAR).forEach(expectLtrIsolated);
    const balances = within(table).getAllByText(/\d[.,]\d\d(?!\d)/);
    expect(balances.length).toBeGreaterThan(0);
    balances.forEach(expectLtrIsolated);
  });

  it('the details isolate the Massar number, the guardians’ phones and e-mails and the emergency phones', async () => {
    const { router } = await renderSignedIn('admin', '/studentdetails?id=101', { language });
    expectLtrIsolated(await screen.findByText(yasmine().massar));
    await act(() => router.navigate('/studentdetails?id=101&tab=guardians'));
    const card = (await screen.findByText('parent@demo.test')).closest('li')!;
    expectLtrIsolated(within(card).getByText('parent@demo.test'));
    const phones = screen.getAllByText(/^\+212[\d\s]+$/);
    expect(phones.length).toBeGreaterThan(2);
    phones.forEach(expectLtrIsolated);
  });

  it('a guardian card shows the Latin and the Arabic names apart, the Arabic one right to left', async () => {
    await renderSignedIn('admin', '/studentdetails?id=101&tab=guardians', { language });
    const card = (await screen.findByText('parent@demo.test')).closest('li')!;
    const heading = within(card).getByRole('heading', { level: 3 });
    const latin = within(heading).getByText('Karim El Idrissi');
    const arabic = heading.querySelector('[lang="ar"]')!;
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(arabic.textContent).toMatch(/^\p{Script=Arabic}+ \p{Script=Arabic}+$/u);
    // Two lines, never glued ("Idrissiكريم"): each name in its own block, a space between them for the ear.
    expect(latin).not.toContainElement(arabic as HTMLElement);
    expect(latin).toHaveClass('block');
    expect(arabic).toHaveClass('block');
    expect(heading.textContent).toBe(`Karim El Idrissi ${arabic.textContent}`);
  });

  it('a guardian’s e-mail wraps only after the "@" or before a ".", never in the middle of a word', async () => {
    await renderSignedIn('admin', '/studentdetails?id=101&tab=guardians', { language });
    const link = await screen.findByRole('link', { name: 'parent@demo.test' });
    for (
      let element: Element | null = link;
      element && element !== document.body;
      element = element.parentElement
    ) {
      expect(element.className).not.toMatch(/break-all|wrap-anywhere|break-anywhere/);
    }
    const email = within(link).getByText('parent@demo.test');
    expect(
      [...email.childNodes].map((node) => (node.nodeName === 'WBR' ? '|' : node.textContent)).join(''),
    ).toBe('parent@|demo|.test');
  });
});
