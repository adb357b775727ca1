import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderSignedIn, withinSideMenu } from '../../../tests/helpers/shell';

// A file of its own: simplebar must not have been loaded by an earlier test (the deferred module is loaded once).
describe('accordion state survives the scroll area changing around the menu (Menu behaviour)', () => {
  it('a group the user opened before simplebar arrived stays open once it has', async () => {
    // The shell's deferred parts (lib/deferredModule) come when the browser is idle: held until the test says so.
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    try {
      const { user } = await renderSignedIn('admin', '/dashboard');
      const sideMenu = screen.getByTestId('sidebar');
      expect(sideMenu.querySelector('[data-simplebar]')).toBeNull(); // the native scroll area for now
      await user.click(withinSideMenu().getByRole('button', { name: 'Transport' }));
      // The browser is idle (again and again: the first screen is shown first, lib/afterFirstScreen).
      await waitFor(() => {
        act(() => idle.splice(0).forEach((run) => run()));
        expect(sideMenu.querySelector('[data-simplebar]')).not.toBeNull();
      });
      expect(withinSideMenu().getByRole('button', { name: 'Transport' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
