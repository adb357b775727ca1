import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSignedIn } from '../../tests/helpers/shell';
import { notify } from './notify';

describe('toasts (Business constants: toast defaults) load with the first toast, not with the first screen', () => {
  it('no toast area is drawn until a toast is asked for; the first toast then shows in it', async () => {
    await renderSignedIn('admin', '/dashboard');
    expect(document.querySelector('.Toastify')).toBeNull();

    await act(() => notify('success', 'Paiement enregistré'));

    expect(await screen.findByText('Paiement enregistré')).toBeInTheDocument();
    expect(document.querySelector('.Toastify')).not.toBeNull();
  });
});
