import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubWidth } from '../../../tests/helpers/media';
import { renderSignedIn } from '../../../tests/helpers/shell';
import { menusModule } from './menusModule';

describe("the menus' code on a phone (Menu behaviour: off-canvas menu below xl)", () => {
  it('is not loaded with the first screen; touching the menu toggle loads it and the menu opens with its entries', async () => {
    stubWidth(390);
    const preload = vi.spyOn(menusModule, 'preload');
    try {
      const { user } = await renderSignedIn('admin', '/dashboard');
      expect(preload).not.toHaveBeenCalled();
      expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();

      await user.click(screen.getByLabelText('Ouvrir le menu', { selector: 'button' }));
      expect(preload).toHaveBeenCalled();
      const menu = await screen.findByRole('dialog', { name: 'Menu principal' });
      expect(within(menu).getByRole('link', { name: 'Tableau de bord' })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
      preload.mockRestore();
    }
  });
});
