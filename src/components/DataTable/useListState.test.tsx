import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ListDefaults } from './listState';
import { useListState } from './useListState';

const DEFAULTS: ListDefaults = { sortable: ['name', 'balance'], filters: { status: '', level: '' } };

function renderList(url = '/eleves', defaults: ListDefaults = DEFAULTS) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({ list: useListState(defaults), location: useLocation(), navigate: useNavigate() }),
    { wrapper },
  );
}

describe('useListState', () => {
  it('reads the state from the URL', () => {
    const { result } = renderList('/eleves?q=ana&page=2&pageSize=50&sort=balance&order=desc&level=CP');
    expect(result.current.list.state).toEqual({
      q: 'ana',
      page: 2,
      pageSize: 50,
      sort: 'balance',
      order: 'desc',
      filters: { status: '', level: 'CP' },
    });
    expect(result.current.list.searchText).toBe('ana');
    expect(result.current.list.filtered).toBe(true);
  });

  it('setSort sorts ascending, flips the order on the same column, and goes back to page 1', () => {
    const { result } = renderList('/eleves?page=4');
    act(() => result.current.list.setSort('name'));
    expect(result.current.location.search).toBe('?sort=name');
    act(() => result.current.list.setSort('name'));
    expect(result.current.location.search).toBe('?sort=name&order=desc');
    act(() => result.current.list.setSort('balance'));
    expect(result.current.list.state).toMatchObject({ sort: 'balance', order: 'asc', page: 1 });
    act(() => result.current.list.setSort('balance', 'desc'));
    expect(result.current.list.state.order).toBe('desc');
  });

  it('setFilter and setFilters go back to page 1; null restores the default; unknown names are ignored', () => {
    const { result } = renderList('/eleves?page=3&status=left');
    act(() => result.current.list.setFilter('level', 'CE1'));
    expect(result.current.location.search).toBe('?status=left&level=CE1');
    act(() => result.current.list.setPage(2));
    act(() => result.current.list.setFilters({ status: null, admin: 'yes' }));
    expect(result.current.location.search).toBe('?level=CE1');
  });

  it('setPageSize keeps the first row of the page in view', () => {
    const { result } = renderList('/eleves?page=5'); // rows 101-125
    act(() => result.current.list.setPageSize(50));
    expect(result.current.list.state).toMatchObject({ page: 3, pageSize: 50 }); // rows 101-150
    act(() => result.current.list.setPageSize(25));
    expect(result.current.location.search).toBe('?page=5');
  });

  it('two setters in one event both apply (no stale URL)', () => {
    const { result } = renderList();
    act(() => {
      result.current.list.setFilter('status', 'active');
      result.current.list.setPage(2);
    });
    expect(result.current.location.search).toBe('?page=2&status=active');
  });

  it('debounces the search by 300 ms before writing q (page 1), then Back restores the previous state', async () => {
    const { result } = renderList('/eleves?page=3');
    act(() => result.current.list.setSearch('é'));
    act(() => result.current.list.setSearch('él'));
    expect(result.current.list.searchText).toBe('él');
    expect(result.current.location.search).toBe('?page=3');
    await waitFor(() => expect(result.current.location.search).toBe('?q=%C3%A9l'));
    expect(result.current.list.state.q).toBe('él');

    act(() => {
      void result.current.navigate(-1);
    });
    expect(result.current.location.search).toBe('?page=3');
    expect(result.current.list.searchText).toBe('');
  });

  it('submitSearch writes the pending search at once; clearFilters empties search and filters', () => {
    const { result } = renderList('/eleves?level=CP&sort=name');
    act(() => result.current.list.setSearch('ana'));
    act(() => result.current.list.submitSearch());
    expect(result.current.location.search).toBe('?q=ana&sort=name&level=CP');
    act(() => result.current.list.clearFilters());
    expect(result.current.location.search).toBe('?sort=name');
    expect(result.current.list.searchText).toBe('');
    expect(result.current.list.filtered).toBe(false);
  });

  it('a Back during the debounce cancels the pending search', async () => {
    const { result } = renderList('/eleves');
    act(() => result.current.list.setPage(2));
    act(() => result.current.list.setSearch('zz'));
    act(() => {
      void result.current.navigate(-1);
    });
    expect(result.current.list.searchText).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(result.current.location.search).toBe('');
  });

  it('keeps parameters that are not the list’s and uses replace when asked', () => {
    const { result } = renderList('/eleves?tab=finance');
    act(() => result.current.list.setPage(3, { replace: true }));
    expect(result.current.location.search).toBe('?tab=finance&page=3');
    act(() => {
      void result.current.navigate(-1);
    });
    // The replaced entry was the first one: there is nothing to go back to.
    expect(result.current.location.search).toBe('?tab=finance&page=3');
  });
});
