import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from './DataTable';
import { COLUMNS, makeStudents, renderWithRouter, useTestListView, type Student } from './testing';
import { useListState } from './useListState';
import { OVERSCAN } from './windowing';

/** jsdom lays nothing out: give the scroll containers a 480 px viewport, rows 48 px and cards 96 px. */
const VIEWPORT = 480;
const ROW = 48;
const CARD = 96;

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.dataset.layout ? VIEWPORT : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    if (this.dataset.index === undefined) return 0;
    return this.tagName === 'TR' ? ROW : CARD;
  });
});

/** One page holding every row (page size 10,000), as a long page of the demo data would. */
function LongPage({ rows }: { rows: readonly Student[] }) {
  const list = useListState({ pageSizes: [25, 10_000], pageSize: 10_000 });
  const controller = useTestListView(list, rows, rows.length);
  return (
    <DataTable<Student>
      caption="Élèves"
      columns={COLUMNS}
      controller={controller}
      getRowId={(student) => student.id}
      rowHref={(student) => `/eleves/${student.id}`}
      bulkActions={() => null}
    />
  );
}

const bodyRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .filter((row) => row.closest('tbody'));
const tableScroller = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('[data-layout="table"]')!;
const rowIndexes = () => bodyRows().map((row) => Number(row.getAttribute('aria-rowindex')));
/** The window's code has come (it is loaded with the first long page): its spacer keeps the rows below in place. */
const windowShown = (container: HTMLElement) =>
  waitFor(() => expect(container.querySelector('tbody tr[aria-hidden="true"]')).not.toBeNull());

describe('DataTable: virtualised rendering of long pages', () => {
  it('10,000 rows on one page: only a window of rows is in the DOM, with aria-rowcount and aria-rowindex', async () => {
    const rows = makeStudents(10_000);
    const started = performance.now();
    const { container } = await renderWithRouter(<LongPage rows={rows} />);
    await windowShown(container);
    const elapsed = performance.now() - started;

    const table = screen.getByRole('table', { name: 'Élèves' });
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    expect(within(table).getAllByRole('row')[0]).toHaveAttribute('aria-rowindex', '1');
    const visible = VIEWPORT / ROW;
    expect(rowIndexes()).toEqual(Array.from({ length: visible + OVERSCAN }, (_, index) => index + 2));
    expect(within(bodyRows()[0]!).getByRole('link')).toHaveTextContent(rows[0]!.name);

    // The rows not rendered keep their place: a spacer as tall as them, hidden from assistive technology.
    const spacer = container.querySelector<HTMLElement>('tbody tr[aria-hidden="true"] td')!;
    expect(spacer.style.height).toBe(`${(10_000 - visible - OVERSCAN) * ROW}px`);

    // The scroll container is a focusable, named region so the keyboard can scroll it.
    const region = tableScroller(container);
    expect(region).toHaveAttribute('role', 'region');
    expect(region).toHaveAccessibleName('Élèves');
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveClass('overflow-y-auto');

    // Phone cards are windowed too.
    const cards = within(container.querySelector<HTMLElement>('[data-layout="cards"]')!).getAllByRole(
      'listitem',
    );
    expect(cards.length).toBeLessThan(30);
    expect(cards[0]).toHaveAttribute('aria-setsize', '10000');
    expect(cards[0]).toHaveAttribute('aria-posinset', '1');

    // Rendering 10,000 rows costs about as much as rendering 30 (generous bound for slow CI machines).
    expect(elapsed).toBeLessThan(5000);
  });

  it('scrolling moves the window: rows around the scroll position are rendered, the first ones are not', async () => {
    const rows = makeStudents(10_000);
    const { container } = await renderWithRouter(<LongPage rows={rows} />);
    await windowShown(container);
    const region = tableScroller(container);
    Object.defineProperty(region, 'scrollTop', { configurable: true, value: 5000 * ROW });
    fireEvent.scroll(region);

    await waitFor(() => expect(rowIndexes()).toContain(5002));
    const indexes = rowIndexes();
    expect(indexes).not.toContain(2);
    expect(indexes.length).toBeLessThanOrEqual(VIEWPORT / ROW + 2 * OVERSCAN + 1);
    // aria-rowindex counts the header row: row 5,001 of the data is aria-rowindex 5002.
    const row = bodyRows().find((element) => element.getAttribute('aria-rowindex') === '5002')!;
    expect(within(row).getByRole('link')).toHaveTextContent(rows[5000]!.name);
  });

  it('selecting all on a long page selects every row of the page, not only the rendered ones', async () => {
    const rows = makeStudents(150);
    const { user } = await renderWithRouter(<LongPage rows={rows} />);
    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner toutes les lignes de la page' }));
    expect(
      screen.getByText(`${new Intl.NumberFormat('fr').format(150)} lignes sélectionnées`),
    ).toBeInTheDocument();
  });

  it('up to 100 rows: every row is rendered, without virtualisation attributes', async () => {
    await renderWithRouter(<LongPage rows={makeStudents(100)} />);
    const table = screen.getByRole('table');
    expect(table).not.toHaveAttribute('aria-rowcount');
    expect(bodyRows()).toHaveLength(100);
    expect(bodyRows()[0]).not.toHaveAttribute('aria-rowindex');
    expect(screen.queryByRole('region', { name: 'Élèves' })).toBeNull();
  });

  it('101 rows: virtualised', async () => {
    await renderWithRouter(<LongPage rows={makeStudents(101)} />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '102');
    expect(bodyRows().length).toBeLessThan(101);
  });
});
