import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from './notify';
import Toasts from './Toasts';

describe('notify (Error catalogue toasts): its promise says when the message is on screen', () => {
  it('waits for the toast area to open the toast, then resolves with the message shown', async () => {
    let shown = false;
    const asked = notify('error', 'Erreur lors de la déconnexion.', { autoClose: 800 }).then(() => {
      shown = true;
    });
    // The library is loaded, the toast queued, but no area is drawn yet: nothing is on screen.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(shown).toBe(false);

    render(<Toasts rtl={false} />);
    await act(() => asked);
    expect(shown).toBe(true);
    expect(screen.getByText('Erreur lors de la déconnexion.')).toBeInTheDocument();
  });
});
