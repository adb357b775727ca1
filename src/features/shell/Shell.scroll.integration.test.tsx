import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn, withinSideMenu } from '../../../tests/helpers/shell';

afterEach(() => vi.restoreAllMocks());

const scrolledToTop = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.filter(([options]) => (options as ScrollToOptions | undefined)?.top === 0).length;

describe('each page opens at its top (Visual direction "Phones")', () => {
  it('Each page opens at its top: a link to another page scrolls the window up; back and a query change do not', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user, router } = await renderSignedIn('admin', '/dashboard');
    const before = scrolledToTop(scrollTo);

    await user.click(withinSideMenu().getByRole('link', { name: 'Actualités' }));
    await screen.findByRole('heading', { level: 1, name: /Actualités/ });
    expect(scrolledToTop(scrollTo)).toBe(before + 1);

    // The same page with another query (a list's search rewritten in place) keeps the position.
    await act(() => router.navigate('/news?q=conseil', { replace: true }));
    expect(scrolledToTop(scrollTo)).toBe(before + 1);

    // Back (POP) leaves the position to the browser's restoration.
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { level: 1, name: /Tableau de bord/ });
    expect(scrolledToTop(scrollTo)).toBe(before + 1);
  });
});
