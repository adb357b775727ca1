import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampPageSize,
  isFiltered,
  listQuery,
  pageRange,
  parseListState,
  resolveDefaults,
  serializeListState,
  type ListState,
} from './listState';

const DEFAULTS = resolveDefaults({
  sort: 'name',
  sortable: ['name', 'level', 'balance'],
  filters: { status: '', level: '' },
});

function parse(query: string, defaults = DEFAULTS): ListState {
  return parseListState(new URLSearchParams(query), defaults);
}

describe('parseListState', () => {
  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual({
      q: '',
      page: 1,
      pageSize: 25,
      sort: 'name',
      order: 'asc',
      filters: { status: '', level: '' },
    });
  });

  it('reads every parameter', () => {
    expect(parse('q=%C3%A9lo&page=3&pageSize=50&sort=balance&order=desc&status=active&level=CP')).toEqual({
      q: 'élo',
      page: 3,
      pageSize: 50,
      sort: 'balance',
      order: 'desc',
      filters: { status: 'active', level: 'CP' },
    });
  });

  it.each(['0', '-2', 'abc', '2.5', '1e3', '', ' ', '99999999999'])(
    'an invalid page (%j) becomes 1',
    (page) => {
      expect(parse(`page=${encodeURIComponent(page)}`).page).toBe(1);
    },
  );

  it.each([
    ['1000', 100],
    ['3', 10],
    ['30', 25],
    ['40', 50],
    ['75', 50],
    ['-5', 10],
    ['100', 100],
  ])('pageSize %s is clamped to the allowed size %i', (raw, expected) => {
    expect(parse(`pageSize=${raw}`).pageSize).toBe(expected);
  });

  it('a non-numeric pageSize gives the default', () => {
    expect(parse('pageSize=lots').pageSize).toBe(25);
  });

  it('an unknown sort column or order is ignored', () => {
    expect(parse('sort=password&order=sideways')).toMatchObject({ sort: 'name', order: 'asc' });
    expect(parse('sort=password', resolveDefaults({ sortable: ['name'] })).sort).toBeNull();
  });

  it('reads only declared filters; an explicit empty value overrides a default', () => {
    const defaults = resolveDefaults({ filters: { status: 'active' } });
    expect(parse('status=left&admin=1', defaults).filters).toEqual({ status: 'left' });
    expect(parse('status=', defaults).filters).toEqual({ status: '' });
    expect(parse('', defaults).filters).toEqual({ status: 'active' });
  });
});

describe('resolveDefaults', () => {
  it('drops a default sort that is not sortable and reserved filter names', () => {
    const defaults = resolveDefaults({
      sort: 'secret',
      sortable: ['name'],
      filters: { page: 'x', level: '' },
    });
    expect(defaults.sort).toBeNull();
    expect(defaults.filters).toEqual({ level: '' });
  });

  it('snaps the default page size and sorts custom page sizes', () => {
    expect(resolveDefaults({ pageSize: 20 }).pageSize).toBe(25);
    expect(resolveDefaults({ pageSizes: [50, 20], pageSize: 20 })).toMatchObject({
      pageSizes: [20, 50],
      pageSize: 20,
    });
  });
});

describe('serializeListState', () => {
  it('leaves out default values', () => {
    expect(serializeListState(parse(''), DEFAULTS).toString()).toBe('');
  });

  it('writes non-default values and keeps parameters that are not the list’s', () => {
    const state: ListState = {
      q: 'élo',
      page: 2,
      pageSize: 100,
      sort: 'balance',
      order: 'desc',
      filters: { status: 'active', level: '' },
    };
    const base = new URLSearchParams('tab=finance&page=9&status=left');
    expect(serializeListState(state, DEFAULTS, base).toString()).toBe(
      'tab=finance&q=%C3%A9lo&page=2&pageSize=100&sort=balance&order=desc&status=active',
    );
  });

  it('leaves out a blank search and an unknown sort', () => {
    const state = { ...parse(''), q: '   ', sort: 'password' };
    expect(serializeListState(state, DEFAULTS).toString()).toBe('');
  });

  it('round-trips any valid state (property)', () => {
    const state = fc.record({
      q: fc.string(),
      page: fc.integer({ min: 1, max: 10_000 }),
      pageSize: fc.constantFrom(10, 25, 50, 100),
      sort: fc.constantFrom('name', 'level', 'balance'),
      order: fc.constantFrom('asc' as const, 'desc' as const),
      filters: fc.record({ status: fc.string(), level: fc.string() }),
    });
    fc.assert(
      fc.property(state, (value) => {
        const expected = { ...value, q: value.q.trim() === '' ? '' : value.q };
        const url = `?${serializeListState(value, DEFAULTS).toString()}`;
        expect(parseListState(new URLSearchParams(url), DEFAULTS)).toEqual(expected);
      }),
    );
  });
});

describe('helpers', () => {
  it('clampPageSize picks the nearest allowed size, the smaller on a tie', () => {
    expect(clampPageSize(1000)).toBe(100);
    expect(clampPageSize(0)).toBe(10);
    expect(clampPageSize(17.5)).toBe(10);
    expect(clampPageSize(37.5)).toBe(25);
  });

  it('pageRange gives the 1-based rows of a page and the page count', () => {
    expect(pageRange(1, 25, 1234)).toEqual({ from: 1, to: 25, pageCount: 50 });
    expect(pageRange(50, 25, 1234)).toEqual({ from: 1226, to: 1234, pageCount: 50 });
    expect(pageRange(1, 25, 0)).toEqual({ from: 0, to: 0, pageCount: 1 });
  });

  it('isFiltered is true with a search or a non-default filter', () => {
    expect(isFiltered(parse(''), DEFAULTS)).toBe(false);
    expect(isFiltered(parse('sort=level&page=4'), DEFAULTS)).toBe(false);
    expect(isFiltered(parse('q=a'), DEFAULTS)).toBe(true);
    expect(isFiltered(parse('level=CP'), DEFAULTS)).toBe(true);
  });

  it('listQuery gives the request parameters without empty values', () => {
    expect(listQuery(parse('q=%20ana%20&status=active&page=2'))).toEqual({
      page: 2,
      pageSize: 25,
      q: 'ana',
      sort: 'name',
      order: 'asc',
      status: 'active',
    });
    expect(listQuery(parse('', resolveDefaults({})))).toEqual({ page: 1, pageSize: 25 });
  });
});
