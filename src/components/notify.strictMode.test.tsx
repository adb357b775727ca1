import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { notify } from './notify';
import Toasts from './Toasts';

/**
 * The dev server (`npm start`) runs the app under React's StrictMode (app/startApp.tsx), which mounts the toast area,
 * unmounts it and mounts it again: the first toast, asked for before the area was drawn, must reach the area that
 * stays, not the one StrictMode throws away (react-toastify hands its waiting toasts to the first area it sees).
 */
describe('notify under StrictMode (the dev server)', () => {
  it('shows the first toast, asked for before the toast area is drawn', async () => {
    const asked = notify('success', 'Paiement enregistré.');
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));

    render(
      <StrictMode>
        <Toasts rtl={false} />
      </StrictMode>,
    );
    await act(() => asked);
    expect(await screen.findByText('Paiement enregistré.')).toBeInTheDocument();
    expect(document.querySelectorAll('.Toastify__toast')).toHaveLength(1);
  });
});
