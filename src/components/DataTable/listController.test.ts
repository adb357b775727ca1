import { describe, expect, it, vi } from 'vitest';
import {
  dropScoped,
  ExportCancelled,
  fetchAllPages,
  filterChange,
  filterDefaults,
  fitsAnyScope,
  normalizeState,
  type ListFilters,
} from './listController';
import type { ListState } from './listState';

const FILTERS: ListFilters = {
  level: { scoped: true },
  class: { scoped: true, within: 'level' },
  status: { default: 'active' },
};

const state = (overrides: Partial<ListState> = {}): ListState => ({
  q: 'ben',
  page: 5,
  pageSize: 50,
  sort: 'name',
  order: 'desc',
  filters: { level: '3', class: '12', status: 'left' },
  ...overrides,
});

describe('list controller: filters and scope changes', () => {
  it('a scope change drops the scoped filters and goes back to page 1; search, other filters, sort and size stay', () => {
    expect(dropScoped(state(), FILTERS)).toEqual({
      q: 'ben',
      page: 1,
      pageSize: 50,
      sort: 'name',
      order: 'desc',
      filters: { level: '', class: '', status: 'left' },
    });
  });

  it('a state on page 1 without scoped filters fits any scope and is kept as it is', () => {
    const clean = state({ page: 1, filters: { level: '', class: '', status: 'left' } });
    expect(fitsAnyScope(clean, FILTERS)).toBe(true);
    expect(dropScoped(clean, FILTERS)).toBe(clean);
    expect(fitsAnyScope(state({ filters: { level: '', class: '', status: '' } }), FILTERS)).toBe(false);
    expect(fitsAnyScope(state({ page: 1 }), FILTERS)).toBe(false);
  });

  it('changing a filter drops the filters within it, and theirs in turn', () => {
    const chain: ListFilters = { cycle: {}, level: { within: 'cycle' }, class: { within: 'level' } };
    expect(filterChange(FILTERS, 'level', '4')).toEqual({ level: '4', class: null });
    expect(filterChange(FILTERS, 'status', 'left')).toEqual({ status: 'left' });
    expect(filterChange(chain, 'cycle', 'primaire')).toEqual({ cycle: 'primaire', level: null, class: null });
  });

  it('declared defaults become the URL defaults; a normalizer rewrites the raw value', () => {
    expect(filterDefaults(FILTERS)).toEqual({ level: '', class: '', status: 'active' });
    const bucket: ListFilters = { bucket: { normalize: (raw) => (raw.trim() === '60' ? '60+' : raw) } };
    const raw = state({ filters: { bucket: '60 ' } });
    expect(normalizeState(raw, bucket).filters).toEqual({ bucket: '60+' });
    const plain = state({ filters: { bucket: '0-30' } });
    expect(normalizeState(plain, bucket)).toBe(plain);
  });
});

describe('list controller: export of every page', () => {
  const pages = (total: number) => (page: number, size: number) =>
    Promise.resolve({
      items: Array.from({ length: Math.max(0, Math.min(size, total - (page - 1) * size)) }, (_, index) => ({
        id: (page - 1) * size + index,
      })),
      total,
    });

  it('asks page after page until the total is read, reporting progress', async () => {
    const fetchPage = vi.fn(pages(450));
    const onProgress = vi.fn();
    const rows = await fetchAllPages(fetchPage, { onProgress });
    expect(rows).toHaveLength(450);
    expect(fetchPage.mock.calls).toEqual([
      [1, 200],
      [2, 200],
      [3, 200],
    ]);
    expect(onProgress.mock.calls.map(([progress]) => progress)).toEqual([
      { done: 200, total: 450 },
      { done: 400, total: 450 },
      { done: 450, total: 450 },
    ]);
  });

  it('stops on an empty page even when the total says more (rows deleted meanwhile)', async () => {
    const fetchPage = vi.fn(async (page: number) => ({ items: page === 1 ? [{ id: 1 }] : [], total: 10 }));
    expect(await fetchAllPages(fetchPage)).toEqual([{ id: 1 }]);
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('cancelled, it asks no further page and ends with ExportCancelled', async () => {
    const controller = new AbortController();
    const fetchPage = vi.fn(async (page: number, size: number) => {
      if (page === 2) controller.abort();
      return pages(1000)(page, size);
    });
    await expect(fetchAllPages(fetchPage, { signal: controller.signal })).rejects.toBeInstanceOf(
      ExportCancelled,
    );
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });
});
