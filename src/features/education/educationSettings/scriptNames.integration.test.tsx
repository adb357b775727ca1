import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSignedIn } from '../../../../tests/helpers/shell';

/** A name in the other script carries its own language (components/ScriptName, DESIGN-SYSTEM.md "Mixed scripts"). */
describe('subjects settings: each subject’s name in the other script', () => {
  it('fr: the Arabic name is tagged Arabic, right to left', async () => {
    await renderSignedIn('admin', '/educational-management-config?tab=subjects');
    const arabic = await screen.findByText('الرياضيات', {}, { timeout: 15_000 });
    expect(arabic).toHaveAttribute('lang', 'ar');
    expect(arabic).toHaveAttribute('dir', 'rtl');
  }, 60_000);

  it('ar: the French name is tagged French, left to right', async () => {
    await renderSignedIn('admin', '/educational-management-config?tab=subjects', { language: 'ar' });
    const french = await screen.findByText('Mathématiques', {}, { timeout: 15_000 });
    expect(french).toHaveAttribute('lang', 'fr');
    expect(french).toHaveAttribute('dir', 'ltr');
  }, 60_000);
});
