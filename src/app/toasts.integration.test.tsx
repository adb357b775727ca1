import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify, toastArea } from '../components/notify';
import { renderSignedIn } from '../../tests/helpers/shell';

describe('toasts on first use (components/notify: react-toastify stays out of the first screen)', () => {
  it('the signed-in first screen draws no toast area; the first toast brings it, top right, with its message', async () => {
    await renderSignedIn('admin', '/dashboard');
    expect(toastArea.wanted()).toBe(false);
    expect(document.querySelector('.Toastify')).toBeNull();

    await act(() => notify('success', 'Paiement enregistré.'));
    await waitFor(() =>
      expect(document.querySelector('.Toastify__toast-container--top-right')).toHaveTextContent(
        'Paiement enregistré.',
      ),
    );
    expect(toastArea.plainNotices()).toEqual([]);
  });
});
