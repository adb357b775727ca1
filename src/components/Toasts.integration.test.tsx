import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../mocks/node';
import { findPageTitle, renderSignedIn } from '../../tests/helpers/shell';

/**
 * A save's toast and a failed save's toast are each said once by screen readers (components/Toasts, notify): the
 * toast is the one live region around its words (a status for a save, an alert for an error), the toast area around
 * it is not a second one.
 */

const WAIT = { timeout: 15_000 };

/** The live regions an element's words are in (itself and its ancestors), from the inside out. */
function liveRegionsAround(element: HTMLElement): HTMLElement[] {
  const regions: HTMLElement[] = [];
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    const role = node.getAttribute('role');
    const live = node.getAttribute('aria-live');
    if (role === 'status' || role === 'alert' || role === 'log' || (live !== null && live !== 'off')) {
      regions.push(node);
    }
  }
  return regions;
}

async function editAndSave() {
  const { user } = await renderSignedIn('admin', '/studentdetails/101/edit');
  await findPageTitle('Modifier El Idrissi Yasmine');
  const first = await screen.findByLabelText(/^Prénom \(latin\)( \*)?$/, {}, WAIT);
  await user.clear(first);
  await user.type(first, 'Yasmina');
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
}

describe('toasts are announced once', () => {
  it('a save’s success toast is in exactly one live region, a polite status', async () => {
    await editAndSave();
    const words = await screen.findByText('Fiche enregistrée.', {}, WAIT);
    expect(screen.getAllByText('Fiche enregistrée.')).toHaveLength(1);
    const regions = liveRegionsAround(words);
    expect(regions).toHaveLength(1);
    expect(regions[0]).toHaveAttribute('role', 'status');
    // The toast area keeps its name, in the page's language (Alt+T reaches it).
    expect(screen.getByRole('region', { name: 'Notifications (Alt+T)' })).toContainElement(words);
  }, 60_000);

  it('a failed save’s error is in exactly one live region, an alert', async () => {
    server.use(
      http.put('*/api/students/:id', () => HttpResponse.json({ message: 'Erreur serveur' }, { status: 500 })),
    );
    await editAndSave();
    const text = 'L’enregistrement a échoué. Vos saisies sont conservées, réessayez.';
    const words = await screen.findByText(text, {}, WAIT);
    await waitFor(() => expect(screen.getAllByText(text)).toHaveLength(1), WAIT);
    const regions = liveRegionsAround(words);
    expect(regions).toHaveLength(1);
    expect(regions[0]).toHaveAttribute('role', 'alert');
  }, 60_000);
});
