import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderSignedIn } from '../../../tests/helpers/shell';

/**
 * The list's live region (components/DataTable, DESIGN-SYSTEM.md "Lists"): after a search or a filter, one polite
 * region says the count of the settled result, once, in the page's language.
 */

const WAIT = { timeout: 15_000 };
const observers: MutationObserver[] = [];
afterEach(() => observers.splice(0).forEach((observer) => observer.disconnect()));

/** The page's live regions (role status, aria-live) inside the list page's section that say something; the export
 * button's own progress (a live part of its label) is not one about the list. */
function liveRegions(): HTMLElement[] {
  const section = document.querySelector<HTMLElement>('section[aria-labelledby="page-title"]')!;
  return [
    ...within(section).queryAllByRole('status'),
    ...section.querySelectorAll<HTMLElement>('[aria-live="polite"], [aria-live="assertive"]'),
  ].filter(
    (element, index, all) =>
      all.indexOf(element) === index && element.textContent !== '' && !element.closest('button'),
  );
}

/** The one region, once it says something. */
async function settledRegion(): Promise<HTMLElement> {
  let region: HTMLElement | undefined;
  await waitFor(() => {
    const regions = liveRegions();
    expect(regions).toHaveLength(1);
    region = regions[0];
  }, WAIT);
  return region!;
}

/** Every text the region takes from now on (each DOM change of it). */
function recordTexts(region: HTMLElement): string[] {
  const texts: string[] = [];
  const observer = new MutationObserver(() => texts.push(region.textContent ?? ''));
  observer.observe(region, { childList: true, subtree: true, characterData: true });
  observers.push(observer);
  return texts;
}

const rowCount = () => screen.getAllByRole('row').length - 1;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('students list: the count of a settled result is announced once', () => {
  it('fr: one polite region; a search says "1 élève" once, no match says "Aucun résultat"', async () => {
    const { user } = await renderSignedIn('admin', '/fullstudents');
    const region = await settledRegion();
    await waitFor(() => expect(region).toHaveTextContent(/^[\d\s\u202f]+ élèves$/), WAIT);
    expect(region).toHaveAttribute('role', 'status');
    // The pagination's range is not a second live region.
    expect(within(screen.getByRole('navigation', { name: 'Pagination' })).queryByRole('status')).toBeNull();

    const texts = recordTexts(region);
    // Pasted: one change, whatever the machine's speed (typed slowly, each pause past the debounce is a search).
    await user.click(screen.getByRole('searchbox', { name: 'Rechercher un élève' }));
    await user.paste('YASMINE el idrissi');
    await waitFor(() => expect(region).toHaveTextContent(/^1 élève$/), WAIT);
    await waitFor(() => expect(rowCount()).toBe(1), WAIT);
    await pause(400);
    // Said once: nothing in between (an emptied region says nothing), nothing after.
    expect(texts.filter(Boolean)).toEqual(['1 élève']);
    expect(liveRegions()).toHaveLength(1);

    texts.length = 0;
    await user.paste('zzz');
    await waitFor(() => expect(region).toHaveTextContent(/^Aucun résultat$/), WAIT);
    await pause(400);
    expect(texts.filter(Boolean)).toEqual(['Aucun résultat']);
  }, 90_000);

  it('fr: a filter says the new count once', async () => {
    const { user } = await renderSignedIn('admin', '/fullstudents');
    const region = await settledRegion();
    await waitFor(() => expect(region).toHaveTextContent(/élèves$/), WAIT);
    const before = region.textContent;
    const texts = recordTexts(region);
    await user.selectOptions(screen.getByLabelText('Statut'), 'left');
    await waitFor(() => expect(region.textContent).toMatch(/^[\d\s\u202f]+ élèves?$/), WAIT);
    await waitFor(() => expect(region.textContent).not.toBe(before), WAIT);
    await pause(400);
    expect(texts.filter(Boolean)).toHaveLength(1);
  }, 60_000);

  it('ar: the count is said in Arabic, with its plural form ("تلميذ واحد"; none: "لا توجد نتائج")', async () => {
    const { user } = await renderSignedIn('admin', '/fullstudents', { language: 'ar' });
    const region = await settledRegion();
    await waitFor(() => expect(region).toHaveTextContent(/تلميذ/), WAIT);
    const texts = recordTexts(region);
    const search = screen.getByRole('searchbox');
    await user.click(search);
    await user.paste('YASMINE el idrissi');
    await waitFor(() => expect(region).toHaveTextContent(/^تلميذ واحد$/), WAIT);
    await pause(400);
    expect(texts.filter(Boolean)).toEqual(['تلميذ واحد']);

    await user.paste('zzz');
    await waitFor(() => expect(region).toHaveTextContent(/^لا توجد نتائج$/), WAIT);
  }, 90_000);
});
