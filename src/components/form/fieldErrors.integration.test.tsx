import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findPageTitle, renderSignedIn } from '../../../tests/helpers/shell';

/**
 * The form kit ties each error to its field (FieldShell `useFieldState`, DESIGN-SYSTEM.md "Forms"): an invalid
 * field says so (aria-invalid) and is described by its error's words; a failed submit puts the focus on the first
 * invalid field. Shown on a real form: the new student form.
 */

const WAIT = { timeout: 15_000 };

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));

/** The elements an attribute's id list points at; fails on an id that points at nothing. */
function pointedAt(element: HTMLElement, attribute: string): HTMLElement[] {
  return (element.getAttribute(attribute) ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => {
      const target = document.getElementById(id);
      expect(target, `#${id}`).not.toBeNull();
      return target!;
    });
}

describe('form errors are tied to their fields', () => {
  it('after a failed submit: the first invalid field has the focus, each invalid field is described by its error', async () => {
    const { user } = await renderSignedIn('admin', '/studentdetails/new');
    await findPageTitle('Nouvel élève');
    await screen.findByLabelText(/^Niveau( \*)?$/, {}, WAIT);
    await user.click(screen.getByRole('button', { name: "Créer l'élève" }));

    const lastName = field('Nom \\(latin\\)');
    await waitFor(() => expect(lastName).toHaveAttribute('aria-invalid', 'true'), WAIT);
    expect(lastName).toHaveFocus();
    const [error] = pointedAt(lastName, 'aria-describedby');
    expect(error).toHaveTextContent('Ce champ est obligatoire.');
    expect(lastName).toHaveAccessibleDescription('Ce champ est obligatoire.');

    // Every field the form marks invalid points at words that exist, and says what is wrong.
    const invalid = [...document.querySelectorAll<HTMLElement>('form [aria-invalid="true"]')];
    expect(invalid.length).toBeGreaterThan(3);
    for (const control of invalid) {
      const described = pointedAt(control, 'aria-describedby');
      expect(described.length).toBeGreaterThan(0);
      expect(
        described
          .map((element) => element.textContent)
          .join(' ')
          .trim(),
      ).not.toBe('');
    }

    // Corrected, the field is valid again and no longer described by an error.
    await user.type(lastName, 'Zaoui');
    await waitFor(() => expect(lastName).not.toHaveAttribute('aria-invalid'), WAIT);
    expect(lastName).not.toHaveAttribute('aria-describedby');

    // The next submit puts the focus on the first field still invalid.
    await user.click(screen.getByRole('button', { name: "Créer l'élève" }));
    await waitFor(() => expect(field('Prénom \\(latin\\)')).toHaveFocus(), WAIT);
  }, 60_000);
});
