import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { userAnswer } from '../../mocks/auth/handlers';
import { server } from '../../mocks/node';
import { authenticate } from '../../mocks/core/session';
import { renderSignedIn, withinSideMenu } from '../../../tests/helpers/shell';
import { selectedValue } from '../../../tests/helpers/select';

/** Opens the select labelled `label` with a click, then picks the option `option`. */
async function choose(user: UserEvent, label: string, option: string): Promise<void> {
  await user.click(screen.getByLabelText(label));
  const listbox = await screen.findByRole('listbox');
  await user.click(within(listbox).getByText(option));
}

describe('selector row (Selectors)', () => {
  it('States and transitions: changing the year for admin updates SELECTED_YEAR and narrows roles to the new year', async () => {
    const { user, store } = await renderSignedIn('admin', '/dashboard');
    expect(selectedValue('Année scolaire')).toBe('2026-2027');
    expect(window.localStorage.getItem('SELECTED_YEAR')).toBe('2');

    await choose(user, 'Année scolaire', '2025-2026');

    await waitFor(() => expect(selectedValue('Année scolaire')).toBe('2025-2026'));
    expect(window.localStorage.getItem('SELECTED_YEAR')).toBe('1');
    expect(selectedValue('Établissement')).toBe('Casablanca Anfa');
    const { roles, year } = store.getState().auth;
    expect(year?.schoolyearid).toBe(1);
    expect(roles.length).toBeGreaterThan(0);
    expect(roles.every((role) => role.schoolyearid === 1 && role.schoolbranchid === 1)).toBe(true);
  });

  it('States and transitions: the year selector opens with the keyboard (ArrowDown) and selects with Enter', async () => {
    const { user } = await renderSignedIn('admin', '/dashboard');

    await user.click(screen.getByLabelText('Année scolaire'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');

    await waitFor(() => expect(window.localStorage.getItem('SELECTED_YEAR')).toBe('1'));
    expect(selectedValue('Année scolaire')).toBe('2025-2026');
  });

  it('States and transitions: changing the branch selects that branch and its first year, saved in storage', async () => {
    const { user, store } = await renderSignedIn('admin', '/dashboard');
    await choose(user, 'Année scolaire', '2025-2026');
    await waitFor(() => expect(window.localStorage.getItem('SELECTED_YEAR')).toBe('1'));

    await choose(user, 'Établissement', 'Rabat Agdal');

    // The chosen branch is shown at once; its year follows once the page is redrawn (Interaction to Next Paint).
    await waitFor(() => {
      expect(selectedValue('Établissement')).toBe('Rabat Agdal');
      expect(selectedValue('Année scolaire')).toBe('2026-2027');
      expect(window.localStorage.getItem('SELECTED_BRANCH')).toBe('2');
      expect(window.localStorage.getItem('SELECTED_YEAR')).toBe('2');
    });
    const { roles } = store.getState().auth;
    expect(roles.length).toBeGreaterThan(0);
    expect(roles.every((role) => role.schoolbranchid === 2 && role.schoolyearid === 2)).toBe(true);
  });

  it('Interaction to Next Paint: the chosen branch is on screen before the page is redrawn for it (lib/yieldToMain afterNextPaint)', async () => {
    const { user, store } = await renderSignedIn('admin', '/dashboard');
    // The branch selected in the store each time the screen shows "Rabat Agdal" in the selector.
    const selectedWhenShown: (number | undefined)[] = [];
    const observer = new MutationObserver(() => {
      if (screen.queryByLabelText('Établissement') && selectedValue('Établissement') === 'Rabat Agdal') {
        selectedWhenShown.push(store.getState().auth.branch?.schoolbranchid);
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });

    await choose(user, 'Établissement', 'Rabat Agdal');
    await waitFor(() => expect(store.getState().auth.branch?.schoolbranchid).toBe(2));
    observer.disconnect();

    expect(selectedWhenShown[0]).toBe(1);
    expect(selectedValue('Établissement')).toBe('Rabat Agdal');
    expect(window.localStorage.getItem('SELECTED_BRANCH')).toBe('2');
  });

  it('States and transitions: the branch options are grouped by school name', async () => {
    const { user } = await renderSignedIn('admin', '/dashboard');
    await user.click(screen.getByLabelText('Établissement'));
    const listbox = await screen.findByRole('listbox');

    expect(within(listbox).getByText('Groupe Scolaire Al Amal')).toBeInTheDocument();
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Casablanca Anfa', 'Rabat Agdal']);
  });

  it('States and transitions: parent changing student changes branch (Adam -> Marrakech Guéliz) and its first year', async () => {
    const { user, store } = await renderSignedIn('parent', '/dashboard');
    expect(selectedValue('Élève')).toBe('Yasmine El Idrissi');
    expect(selectedValue('Établissement')).toBe('Casablanca Anfa');

    await choose(user, 'Élève', 'Adam El Idrissi');

    // The chosen child is shown at once; the branch and year follow once the page is redrawn (Interaction to Next Paint).
    await waitFor(() => {
      expect(selectedValue('Établissement')).toBe('Marrakech Guéliz');
      expect(selectedValue('Élève')).toBe('Adam El Idrissi');
      expect(selectedValue('Année scolaire')).toBe('2026-2027');
      expect(window.localStorage.getItem('SELECTED_STUDENT')).toBe('102');
      expect(window.localStorage.getItem('SELECTED_BRANCH')).toBe('3');
    });
    const { roles } = store.getState().auth;
    expect(roles.length).toBeGreaterThan(0);
    expect(roles.every((role) => role.schoolbranchid === 3)).toBe(true);

    // The branch selector now offers only the selected student's branches.
    await user.click(screen.getByLabelText('Établissement'));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Marrakech Guéliz']);
  });

  it('API calls: a year change that leaves no roles asks GET user?branch&year again and narrows the new roles', async () => {
    // A server that scopes the roles it returns to the year asked for (the current year when none is asked).
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('*/api/user', ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params);
        const account = authenticate(request);
        if (account instanceof Response) return account;
        const answer = userAnswer(account);
        const yearId = Number(params.get('year') ?? 2);
        return HttpResponse.json({ ...answer, roles: answer.roles.filter((r) => r.schoolyearid === yearId) });
      }),
    );
    const { user, store } = await renderSignedIn('staff', '/dashboard');
    expect(asked).toHaveLength(1);

    await choose(user, 'Année scolaire', '2025-2026');

    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]?.get('branch')).toBe('1');
    expect(asked[1]?.get('year')).toBe('1');
    await waitFor(() => expect(store.getState().auth.roles.length).toBeGreaterThan(0));
    expect(store.getState().auth.roles.every((role) => role.schoolyearid === 1)).toBe(true);
    expect(withinSideMenu().getByRole('link', { name: 'Tableau de bord' })).toBeInTheDocument();
  });

  it('Selector row order on desktop: year, branch, then (parents) student, as the spec lists them', async () => {
    await renderSignedIn('parent', '/dashboard');
    const row = screen.getByTestId('selector-row');
    expect([...row.querySelectorAll('label')].map((label) => label.textContent)).toEqual([
      'Année scolaire',
      'Établissement',
      'Élève',
    ]);
  });
});

describe('compact selector on phones (Visual direction "Phones")', () => {
  const sheetButton = (name: RegExp) => screen.getByRole('button', { name });

  it('Phones: one compact bar with the child`s name opens a sheet (dialog, focus inside) where choosing a child closes it and returns the focus', async () => {
    const { user } = await renderSignedIn('parent', '/dashboard');
    const bar = sheetButton(/^Élève, année scolaire et établissement :\s*Yasmine El Idrissi/);
    expect(bar).toHaveAttribute('aria-haspopup', 'dialog');
    expect(bar).toHaveTextContent('2026-2027 · Casablanca Anfa');

    await user.click(bar);
    const sheet = await screen.findByRole('dialog', { name: 'Élève, année scolaire et établissement' });
    expect(sheet).toContainElement(document.activeElement as HTMLElement);
    // The child first, then the year and the branch.
    expect([...sheet.querySelectorAll('label')].map((label) => label.textContent)).toEqual([
      'Élève',
      'Année scolaire',
      'Établissement',
    ]);
    await user.click(within(sheet).getByLabelText('Élève'));
    await user.click(within(await screen.findByRole('listbox')).getByText('Adam El Idrissi'));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(bar).toHaveTextContent('Adam El Idrissi'));
    expect(bar).toHaveTextContent('Marrakech Guéliz');
    expect(bar).toHaveFocus();
    expect(window.localStorage.getItem('SELECTED_STUDENT')).toBe('102');
  });

  it('Phones: the sheet closes on Escape without changing anything; staff see the year and branch in the bar', async () => {
    const { user } = await renderSignedIn('staff', '/dashboard');
    const bar = sheetButton(/^Année scolaire et établissement :\s*2026-2027 · Casablanca Anfa/);
    await user.click(bar);
    const sheet = await screen.findByRole('dialog', { name: 'Année scolaire et établissement' });
    expect(within(sheet).queryByLabelText('Élève')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bar).toHaveFocus();
    expect(bar).toHaveTextContent('2026-2027 · Casablanca Anfa');
  });
});
