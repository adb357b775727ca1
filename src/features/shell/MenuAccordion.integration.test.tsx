import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { userAnswer } from '../../mocks/auth/handlers';
import { server } from '../../mocks/node';
import { authenticate } from '../../mocks/core/session';
import { renderSignedIn, withinSideMenu } from '../../../tests/helpers/shell';

/**
 * Regression (fixed): src/features/shell/Menu.tsx keeps the open accordion parent as an index into the *filtered* entries
 * (`open: openParentFor(entries, pathname)`, `toggleParent(current, index)`). Entries are re-filtered when the
 * roles change (branch or year change), so the stored index then points at another group: the group the user
 * opened closes and an unrelated one opens. Spec Menu behaviour: one parent open at a time, opened by the
 * user's click or by the current path, never by a permission change.
 */
describe('accordion state survives a branch change (Menu behaviour)', () => {
  it('Screens and routes: the parent the user opened stays the open one after a branch change', async () => {
    // Branch 1 grants dashboard, full students and cars; branch 2 only dashboard and cars.
    server.use(
      http.get('*/api/user', ({ request }) => {
        const account = authenticate(request);
        if (account instanceof Response) return account;
        const answer = userAnswer(account);
        const roles = answer.roles.map((role) => ({
          ...role,
          name: 'staff',
          permissions: (role.schoolbranchid === 1
            ? ['view-dashboard-page', 'view-full-students-page', 'view-cars-page']
            : ['view-dashboard-page', 'view-cars-page']
          ).map((name) => ({ name })),
        }));
        return HttpResponse.json({ ...answer, roles });
      }),
    );
    window.localStorage.setItem('SELECTED_BRANCH', '2');
    const { user } = await renderSignedIn('admin', '/dashboard');
    await user.click(withinSideMenu().getByRole('button', { name: 'Transport' }));
    expect(withinSideMenu().getByRole('button', { name: 'Transport' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await user.click(screen.getByLabelText('Établissement'));
    await user.click(within(await screen.findByRole('listbox')).getByText('Casablanca Anfa'));
    await waitFor(() => expect(window.localStorage.getItem('SELECTED_BRANCH')).toBe('1'));

    // actual: Transport aria-expanded=false and 'Gestion des élèves' aria-expanded=true
    expect(withinSideMenu().getByRole('button', { name: 'Gestion des élèves' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(withinSideMenu().getByRole('button', { name: 'Transport' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
