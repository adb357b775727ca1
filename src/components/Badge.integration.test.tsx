import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSignedIn } from '../../tests/helpers/shell';

/**
 * The colour of a badge is never the only signal (components/Badge, WCAG 1.4.1): each says its state in words or
 * carries an icon with an accessible name.
 */

const WAIT = { timeout: 15_000 };

describe('badges say their state, not only by their colour', () => {
  it('the overdue badge of the families’ list says "En retard" with its aging bucket', async () => {
    await renderSignedIn('admin', '/studentengagment?status=overdue');
    const table = await screen.findByRole('table', { name: 'Engagements des élèves' }, WAIT);
    await waitFor(
      () => expect(table.querySelectorAll('[data-tone="danger"]').length).toBeGreaterThan(0),
      WAIT,
    );
    for (const badge of table.querySelectorAll<HTMLElement>('[data-tone="danger"]')) {
      expect(badge).toHaveTextContent(/^En retard(?: : .+)?$/);
    }
  }, 60_000);

  it('an allergen the child is allergic to is marked by a named warning sign beside its name, not only red', async () => {
    await renderSignedIn('parent', '/demandes-cantine');
    await screen.findByRole('heading', { level: 1, name: 'Cantine de Yasmine' }, WAIT);
    const [note] = await screen.findAllByRole('note', {}, WAIT);
    const meal = note!.closest('li')!;
    const warned = [...meal.querySelectorAll<HTMLElement>('[data-tone="danger"]')];
    expect(warned.length).toBeGreaterThan(0);
    for (const badge of warned) {
      expect(badge).toHaveTextContent('Arachides');
      expect(within(badge).getByRole('img', { name: "allergie de l'enfant" })).toBeInTheDocument();
    }
    // An allergen the child is not allergic to has its name, and no warning sign.
    for (const badge of meal.querySelectorAll<HTMLElement>('[data-tone="warning"]')) {
      expect(badge.textContent).not.toBe('');
      expect(within(badge).queryByRole('img')).toBeNull();
    }
  }, 60_000);
});
