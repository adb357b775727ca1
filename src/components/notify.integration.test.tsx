import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '../../tests/helpers/shell';
import { notify } from './notify';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('toasts (Business constants: toast defaults) come after the first screen, yet before the network may go', () => {
  it('no toast area with the first screen; it is drawn once the browser is idle after it, and a toast shows in it', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    await renderSignedIn('admin', '/dashboard');
    expect(document.querySelector('.Toastify')).toBeNull();

    // The first screen shown and the browser idle: the toast area is drawn (react-toastify loaded) before any toast,
    // so a failure said later with the network down still shows.
    act(() => idle.splice(0).forEach((run) => run()));
    await vi.waitFor(() => expect(document.querySelector('.Toastify')).not.toBeNull());

    await act(() => notify('success', 'Paiement enregistré'));
    expect(await screen.findByText('Paiement enregistré')).toBeInTheDocument();
  });
});
