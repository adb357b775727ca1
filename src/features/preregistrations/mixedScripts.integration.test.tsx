import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/core/db';
import { expectLtrIsolated } from '../../../tests/helpers/ltr';
import { renderSignedIn } from '../../../tests/helpers/shell';

// Mixed scripts (DESIGN-SYSTEM.md): a guardian's phone and e-mail keep their left-to-right order inside Arabic
// text, and the e-mail wraps after the "@" or before a ".", never in the middle of a word; the same in French.
const LABELS = {
  fr: { columns: 'Colonnes', reference: 'Référence' },
  ar: { columns: 'الأعمدة', reference: 'المرجع' },
};

describe.each(['fr', 'ar'] as const)('Mixed scripts in an application (%s)', (language) => {
  it('the list’s reference column, once shown, isolates each file number left to right', async () => {
    const { user } = await renderSignedIn('admin', '/preregistrations', { language });
    const table = await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: LABELS[language].columns }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: LABELS[language].reference }));
    const references = await within(table).findAllByText(/^PR-\d{4}-\d{4}$/);
    references.forEach(expectLtrIsolated);
  });

  it('the guardians’ phones and e-mails are isolated left to right and wrap only at "@" and "."', async () => {
    const application = db.data.applications.find((a) => a.branchId === 1 && a.guardians.length > 0)!;
    await renderSignedIn('admin', `/preregistrations?id=${application.id}`, { language });
    const dialog = await screen.findByRole('dialog');
    const guardian = application.guardians[0]!;
    const email = await within(dialog).findByText(guardian.email);
    expectLtrIsolated(email);
    expect(email.querySelectorAll('wbr').length).toBe(guardian.email.split(/@|\./).length - 1);
    for (
      let element: Element | null = email;
      element && element !== dialog;
      element = element.parentElement
    ) {
      expect(element.className).not.toMatch(/break-all|wrap-anywhere|break-anywhere/);
    }
    expectLtrIsolated(within(dialog).getAllByText(guardian.phone)[0]!);
  });
});
