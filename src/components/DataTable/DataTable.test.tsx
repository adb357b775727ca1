import { act, screen, waitFor, within } from '@testing-library/react';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableProps } from './DataTable';
import { SEARCH_DEBOUNCE_MS, type ListDefaults } from './listState';
import {
  COLUMNS,
  makeStudents,
  renderWithRouter,
  serverPage,
  useTestListView,
  type Student,
} from './testing';
import { useListState } from './useListState';
import type { DataTableColumn } from './types';
import { stubWidth } from '../../../tests/helpers/media';

const DEFAULTS: ListDefaults = { sortable: ['name', 'level', 'balance'], filters: { status: '', level: '' } };
const STUDENTS = makeStudents(1234);

type HarnessProps = Partial<DataTableProps<Student>> & {
  data?: readonly Student[];
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  fetchRows?: () => Promise<Student[]>;
};

/** A list page: the list state from the URL, the "server" answering for it, and the table. */
function StudentsPage({ data = STUDENTS, loading, error, onRetry, fetchRows, ...props }: HarnessProps) {
  const list = useListState(DEFAULTS);
  const { items, total } = serverPage(data, list.state);
  const controller = useTestListView(list, items, total, {
    loading,
    isError: error,
    refetch: onRetry,
    exporter: fetchRows && { progress: null, run: fetchRows, cancel: () => undefined },
  });
  return (
    <DataTable<Student>
      caption="Élèves"
      columns={COLUMNS}
      controller={controller}
      getRowId={(student) => student.id}
      rowHref={(student) => `/eleves/${student.id}`}
      {...props}
    />
  );
}

const url = () => screen.getByTestId('url').textContent;
/** The pagination bar's "1–25 sur 1 234", as rendered (plain text: the list's live region says the count). */
const rangeText = () => screen.getByRole('navigation').querySelector('p')!.textContent;
const nf = (value: number, language = 'fr') => new Intl.NumberFormat(language).format(value);
/** Body rows of the desktop table. */
const tableRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const columnHeaders = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
const firstName = () => within(tableRows()[0]!).getAllByRole('cell')[0]!.textContent;

describe('DataTable: rendering and pagination', () => {
  it('shows the page rows in a captioned table and "1–25 sur 1 234" with the French narrow no-break space', async () => {
    await renderWithRouter(<StudentsPage />);
    expect(screen.getByRole('table', { name: 'Élèves' })).toBeInTheDocument();
    expect(tableRows()).toHaveLength(25);
    expect(columnHeaders()).toEqual(['Nom', 'Niveau', 'Statut', 'Solde']);
    const expected = `${nf(1)}–${nf(25)} sur ${nf(1234)}`;
    expect(expected).toContain('1\u202f234');
    // Exact text, narrow no-break space included (Testing Library's text matchers would fold it to a space).
    expect(rangeText()).toBe(expected);
    expect(screen.getByText(`Page ${nf(1)} sur ${nf(50)}`)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  });

  it('numbers are end-aligned with tabular figures and formatted for the language', async () => {
    await renderWithRouter(<StudentsPage />, { url: '/eleves?page=1' });
    const balance = within(tableRows()[1]!).getAllByRole('cell')[3]!;
    expect(balance).toHaveClass('text-end', 'tabular-nums');
    expect(balance).toHaveTextContent(nf(125.5));
    expect(screen.getByRole('columnheader', { name: /Solde/ })).toHaveClass('text-end');
  });

  it('next, last, previous and first page buttons move through pages in the URL; Back restores', async () => {
    const { user } = await renderWithRouter(<StudentsPage />);
    const first = screen.getByRole('button', { name: 'Première page' });
    const previous = screen.getByRole('button', { name: 'Page précédente' });
    expect(first).toBeDisabled();
    expect(previous).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(url()).toBe('?page=2');
    expect(rangeText()).toBe(`${nf(26)}–${nf(50)} sur ${nf(1234)}`);
    expect(firstName()).toBe(STUDENTS[25]!.name);

    await user.click(screen.getByRole('button', { name: 'Dernière page' }));
    expect(url()).toBe('?page=50');
    expect(rangeText()).toBe(`${nf(1226)}–${nf(1234)} sur ${nf(1234)}`);
    expect(tableRows()).toHaveLength(9);
    expect(screen.getByRole('button', { name: 'Page suivante' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'history-back' }));
    expect(url()).toBe('?page=2');
    expect(firstName()).toBe(STUDENTS[25]!.name);

    await user.click(screen.getByRole('button', { name: 'Première page' }));
    expect(url()).toBe('');
  });

  it('the rows-per-page select changes pageSize in the URL, keeping the first row in view', async () => {
    const { user } = await renderWithRouter(<StudentsPage />, { url: '/eleves?page=5' });
    const select = screen.getByLabelText('Lignes par page');
    select.focus();
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('option', { name: '50' }));
    expect(url()).toBe('?page=3&pageSize=50');
    expect(tableRows()).toHaveLength(50);
    expect(rangeText()).toBe(`${nf(101)}–${nf(150)} sur ${nf(1234)}`);
  });

  it('a page beyond the last one is replaced by the last page', async () => {
    await renderWithRouter(<StudentsPage />, { url: '/eleves?page=99' });
    await waitFor(() => expect(url()).toBe('?page=50'));
    expect(tableRows()).toHaveLength(9);
  });

  it('in Arabic, the range uses Latin digits and Arabic words', async () => {
    await renderWithRouter(<StudentsPage />, { language: 'ar' });
    expect(rangeText()).toBe('1 إلى 25 من أصل 1,234');
    expect(screen.getByRole('button', { name: 'الصفحة التالية' })).toBeInTheDocument();
  });
});

describe('DataTable: search and sort in the URL', () => {
  it('typing in the search box writes ?q= after the 300 ms debounce, back to page 1; Back restores', async () => {
    const { user } = await renderWithRouter(<StudentsPage />, { url: '/eleves?page=3' });
    const search = screen.getByRole('searchbox', { name: 'Rechercher' });
    // Pasted in one input event, so no pause between keys on a busy machine can let the debounce fire early.
    await user.click(search);
    await user.paste('elodie benali 000');
    expect(search).toHaveValue('elodie benali 000');
    expect(url()).toBe('?page=3');

    await waitFor(() => expect(url()).toBe('?q=elodie+benali+000'));
    // The demo server folds accents: "elodie" finds "Élodie".
    expect(tableRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Élodie Benali 00001',
      'Élodie Benali 00041',
      'Élodie Benali 00081',
    ]);
    expect(rangeText()).toBe(`${nf(1)}–${nf(3)} sur ${nf(3)}`);

    await user.click(screen.getByRole('button', { name: 'history-back' }));
    expect(url()).toBe('?page=3');
    expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toHaveValue('');
    expect(tableRows()).toHaveLength(25);
  });

  it('keys typed while the debounced search reaches the URL are kept (slow machine, slow typist)', async () => {
    const { user } = await renderWithRouter(<StudentsPage />);
    const search = screen.getByRole('searchbox', { name: 'Rechercher' });
    await user.type(search, 'elodie');
    // The debounce fires and the URL changes; the user goes on typing before the list has re-rendered.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 320));
      await user.type(search, ' benali');
    });
    expect(search).toHaveValue('elodie benali');
    await waitFor(() => expect(url()).toBe('?q=elodie+benali'));
    expect(search).toHaveValue('elodie benali');
  });

  it('Enter in the search box searches at once', async () => {
    // The debounce's timer never fires here: only Enter can write the search to the URL.
    const realSetTimeout = globalThis.setTimeout;
    const held: number[] = [];
    const spy = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((
      run: () => void,
      ms?: number,
      ...rest: unknown[]
    ) => {
      if (ms !== SEARCH_DEBOUNCE_MS) return realSetTimeout(run, ms, ...rest);
      held.push(ms);
      return realSetTimeout(() => undefined, 0);
    }) as typeof setTimeout);
    try {
      const { user } = await renderWithRouter(<StudentsPage />);
      const search = screen.getByRole('searchbox', { name: 'Rechercher' });
      await user.type(search, 'zineb');
      expect(held.length).toBe(5); // one debounce per key, none fired
      expect(url()).toBe('');
      await user.type(search, '{Enter}');
      // The URL follows in a transition, which a loaded machine may draw a little later.
      await waitFor(() => expect(url()).toBe('?q=zineb'));
    } finally {
      spy.mockRestore();
    }
  });

  it('a sortable header is a button; clicking sorts ascending then toggles the order, with aria-sort on the th', async () => {
    const { user } = await renderWithRouter(<StudentsPage />, { url: '/eleves?page=4' });
    const nameHeader = screen.getByRole('columnheader', { name: 'Nom' });
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Statut' })).not.toHaveAttribute('aria-sort');
    expect(within(screen.getByRole('columnheader', { name: 'Statut' })).queryByRole('button')).toBeNull();

    const sortByName = within(nameHeader).getByRole('button', { name: 'Nom' });
    expect(sortByName).toHaveAttribute('title', 'Trier par ordre croissant');
    await user.click(sortByName);
    expect(url()).toBe('?sort=name');
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(firstName()).toBe('Adam Alaoui 00004');
    expect(sortByName).toHaveAttribute('title', 'Trier par ordre décroissant');

    await user.click(sortByName);
    expect(url()).toBe('?sort=name&order=desc');
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(firstName()).toMatch(/^Zineb/);

    await user.click(within(screen.getByRole('columnheader', { name: 'Solde' })).getByRole('button'));
    expect(url()).toBe('?sort=balance');
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Solde' })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: 'history-back' }));
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  });

  it('a click on a row (outside its link) opens the detail page; the first cell is the link', async () => {
    const { user } = await renderWithRouter(<StudentsPage />);
    expect(screen.getByRole('link', { name: STUDENTS[1]!.name })).toHaveAttribute('href', '/eleves/s2');
    await user.click(within(tableRows()[1]!).getAllByRole('cell')[2]!);
    expect(screen.getByText('detail s2')).toBeInTheDocument();
  });
});

describe('DataTable: selection and bulk actions', () => {
  it('row checkboxes select rows; the bulk bar shows the count and gets the ids; select all on page', async () => {
    const bulk = vi.fn();
    const { user } = await renderWithRouter(
      <StudentsPage
        bulkActions={(ids, clear) => (
          <button type="button" onClick={() => bulk(ids, clear)}>
            Relancer
          </button>
        )}
      />,
    );
    expect(screen.queryByRole('region', { name: 'Actions sur la sélection' })).toBeNull();
    const table = screen.getByRole('table');
    await user.click(within(table).getByRole('checkbox', { name: `Sélectionner ${STUDENTS[0]!.name}` }));
    const bar = screen.getByRole('region', { name: 'Actions sur la sélection' });
    expect(within(bar).getByText('1 ligne sélectionnée')).toBeInTheDocument();
    const all = within(table).getByRole('checkbox', { name: 'Sélectionner toutes les lignes de la page' });
    expect(all).not.toBeChecked();
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    expect(tableRows()[0]).toHaveAttribute('data-selected', 'true');

    await user.click(within(table).getByRole('checkbox', { name: `Sélectionner ${STUDENTS[2]!.name}` }));
    expect(within(bar).getByText('2 lignes sélectionnées')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Relancer' }));
    expect(bulk).toHaveBeenCalledWith(['s1', 's3'], expect.any(Function));

    await user.click(all);
    expect(all).toBeChecked();
    expect(within(bar).getByText('25 lignes sélectionnées')).toBeInTheDocument();

    // The selection is kept across pages and adds up.
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    await user.click(within(table).getByRole('checkbox', { name: `Sélectionner ${STUDENTS[25]!.name}` }));
    expect(within(bar).getByText('26 lignes sélectionnées')).toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: 'Tout désélectionner' }));
    expect(screen.queryByRole('region', { name: 'Actions sur la sélection' })).toBeNull();
  });

  it('the clear function given to bulk actions empties the selection; a new search clears it too', async () => {
    const { user } = await renderWithRouter(
      <StudentsPage
        bulkActions={(_ids, clear) => (
          <button type="button" onClick={clear}>
            Terminé
          </button>
        )}
      />,
    );
    const table = screen.getByRole('table');
    await user.click(
      within(table).getByRole('checkbox', { name: 'Sélectionner toutes les lignes de la page' }),
    );
    await user.click(screen.getByRole('button', { name: 'Terminé' }));
    expect(screen.queryByRole('region', { name: 'Actions sur la sélection' })).toBeNull();

    await user.click(within(table).getByRole('checkbox', { name: `Sélectionner ${STUDENTS[0]!.name}` }));
    await user.type(screen.getByRole('searchbox'), 'omar{Enter}');
    expect(screen.queryByRole('region', { name: 'Actions sur la sélection' })).toBeNull();
  });

  it('in Arabic the count uses the dual form', async () => {
    const { user } = await renderWithRouter(<StudentsPage bulkActions={() => null} />, { language: 'ar' });
    const table = screen.getByRole('table');
    await user.click(within(table).getByRole('checkbox', { name: `تحديد ${STUDENTS[0]!.name}` }));
    await user.click(within(table).getByRole('checkbox', { name: `تحديد ${STUDENTS[1]!.name}` }));
    expect(screen.getByText('صفان محددان')).toBeInTheDocument();
    await user.click(within(table).getByRole('checkbox', { name: `تحديد ${STUDENTS[2]!.name}` }));
    expect(screen.getByText('3 صفوف محددة')).toBeInTheDocument();
  });
});

describe('DataTable: column chooser', () => {
  it('a menu of checkboxes hides and shows columns; non-hideable columns are not offered', async () => {
    const { user } = await renderWithRouter(<StudentsPage />);
    const button = screen.getByRole('button', { name: 'Colonnes' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Colonnes affichées' });
    const items = within(menu).getAllByRole('menuitemcheckbox');
    expect(items.map((item) => item.textContent)).toEqual(['Niveau', 'Statut', 'Solde']);
    expect(items.every((item) => item.getAttribute('aria-checked') === 'true')).toBe(true);

    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Niveau' }));
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Niveau' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(columnHeaders()).toEqual(['Nom', 'Statut', 'Solde']);
    expect(within(tableRows()[0]!).getAllByRole('cell')).toHaveLength(3);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Niveau' }));
    expect(columnHeaders()).toEqual(['Nom', 'Niveau', 'Statut', 'Solde']);
  });

  it('defaultHidden columns start hidden and the last visible column cannot be hidden', async () => {
    const columns = COLUMNS.map((column) => ({
      ...column,
      hideable: true,
      defaultHidden: column.id !== 'name',
    }));
    const { user } = await renderWithRouter(<StudentsPage columns={columns} />);
    expect(columnHeaders()).toEqual(['Nom']);
    await user.click(screen.getByRole('button', { name: 'Colonnes' }));
    const name = screen.getByRole('menuitemcheckbox', { name: 'Nom' });
    expect(name).toHaveAttribute('aria-disabled', 'true');
    await user.click(name);
    expect(columnHeaders()).toEqual(['Nom']);
  });
});

/** The files a test's export saves (lib/saveFile): their contents and names; `restore` puts jsdom's URLs back. */
function captureDownloads() {
  const blobs: Blob[] = [];
  const downloads: string[] = [];
  const jsdomUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = (blob: Blob) => {
    blobs.push(blob);
    return 'blob:students';
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
  const restore = () => {
    URL.createObjectURL = jsdomUrls.create;
    URL.revokeObjectURL = jsdomUrls.revoke;
  };
  return { blobs, downloads, restore };
}

describe('DataTable: CSV export', () => {
  it('exports the visible columns of every row of the current filter: BOM, ; separator, quoting, injection guard', async () => {
    const { blobs, downloads, restore } = captureDownloads();
    const exported: Student[] = [
      { id: 'x1', name: 'Élodie "Lili" Benali', level: 'CP', status: 'active', balance: 1250.5 },
      { id: 'x2', name: 'محمد العلوي', level: 'CE1; CE2', status: 'left', balance: -300 },
      { id: 'x3', name: '=HYPERLINK("http://evil")', level: '@CM1', status: 'active', balance: 0 },
    ];
    const fetchRows = vi.fn(async () => exported);
    try {
      const { user } = await renderWithRouter(
        <StudentsPage exportCsv={{ filename: 'eleves' }} fetchRows={fetchRows} />,
        { url: '/eleves?status=active' },
      );
      await user.click(screen.getByRole('button', { name: 'Colonnes' }));
      await user.click(screen.getByRole('menuitemcheckbox', { name: 'Statut' }));
      await user.keyboard('{Escape}');
      await user.click(screen.getByRole('button', { name: 'Exporter en CSV' }));

      await waitFor(() => expect(downloads).toEqual(['eleves.csv']));
      expect(fetchRows).toHaveBeenCalledTimes(1);
      const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
        '\uFEFFNom;Niveau;Solde\r\n' +
          '"Élodie ""Lili"" Benali";CP;1250,5\r\n' +
          'محمد العلوي;"CE1; CE2";-300\r\n' +
          '"\'=HYPERLINK(""http://evil"")";\'@CM1;0\r\n',
      );
    } finally {
      restore();
    }
  });

  it('the Excel export writes the same columns and rows as a workbook, its numbers as numbers', async () => {
    const { blobs, downloads, restore } = captureDownloads();
    const exported: Student[] = [
      { id: 'x1', name: 'Élodie Benali', level: 'CP', status: 'active', balance: 1250.5 },
      { id: 'x2', name: 'محمد العلوي', level: 'CE1', status: 'left', balance: -300 },
    ];
    try {
      const { user } = await renderWithRouter(
        <StudentsPage exportCsv={{ filename: 'eleves' }} fetchRows={async () => exported} />,
      );
      await user.click(screen.getByRole('button', { name: 'Exporter en Excel' }));
      await waitFor(() => expect(downloads).toEqual(['eleves.xlsx']));
      const { default: readXlsxFile } = await import('read-excel-file/universal');
      const [sheet] = await readXlsxFile(await blobs[0]!.arrayBuffer());
      expect(sheet!.data).toEqual([
        ['Nom', 'Niveau', 'Statut', 'Solde'],
        ['Élodie Benali', 'CP', 'active', 1250.5],
        ['محمد العلوي', 'CE1', 'left', -300],
      ]);
      expect(screen.getByRole('button', { name: 'Exporter en Excel' })).toBeEnabled();
    } finally {
      restore();
    }
  });

  it('onExport is called instead when given; a failed export shows the export button again', async () => {
    let finish: () => void = () => undefined;
    const onExport = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = await renderWithRouter(<StudentsPage onExport={onExport} />);
    await user.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    expect(onExport).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Export en cours…' })).toBeDisabled();
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Exporter en CSV' })).toBeEnabled();
  });

  it('no export button without onExport or exportCsv', async () => {
    await renderWithRouter(<StudentsPage />);
    expect(screen.queryByRole('button', { name: 'Exporter en CSV' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Exporter en Excel' })).toBeNull();
  });
});

describe('DataTable: loading, empty and error states', () => {
  it('while the first page loads: skeleton rows shaped like the table, a loading status, no pagination', async () => {
    const { container } = await renderWithRouter(<StudentsPage data={[]} loading bulkActions={() => null} />);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement de la liste…');
    const table = screen.getByRole('table', { name: 'Élèves' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    const skeleton = container.querySelectorAll('[data-skeleton-row]');
    expect(skeleton).toHaveLength(10);
    // Shaped like the table: a selection cell plus one cell per visible column.
    expect(skeleton[0]!.querySelectorAll('td')).toHaveLength(COLUMNS.length + 1);
    expect(columnHeaders()).toEqual(['', 'Nom', 'Niveau', 'Statut', 'Solde']);
    expect(container.querySelectorAll('[data-skeleton-card]').length).toBeGreaterThan(0);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('while a next page loads, the shown rows stay, dimmed and aria-busy', async () => {
    await renderWithRouter(<StudentsPage loading />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(tableRows()).toHaveLength(25);
  });

  it('an empty list shows the empty state with its message and action', async () => {
    await renderWithRouter(
      <StudentsPage
        data={[]}
        empty={{
          message: 'Aucun élève inscrit cette année.',
          icon: Plus,
          action: <a href="/new">Ajouter</a>,
        }}
      />,
    );
    expect(screen.getByText('Aucun élève inscrit cette année.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ajouter' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('a search without results offers to clear the search and filters', async () => {
    const { user } = await renderWithRouter(<StudentsPage />, { url: '/eleves?q=personne&level=CP' });
    expect(
      screen.getByText('Aucun résultat ne correspond à la recherche ou aux filtres.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Effacer la recherche et les filtres' }));
    expect(url()).toBe('');
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(tableRows()).toHaveLength(25);
  });

  it('an error shows the error state; Retry calls onRetry; the toolbar stays', async () => {
    const onRetry = vi.fn();
    const { user } = await renderWithRouter(<StudentsPage error onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("La liste n'a pas pu être chargée.");
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('searchbox')).toBeInTheDocument();
  });

  it('an error message can be given in plain words', async () => {
    await renderWithRouter(<StudentsPage error loadError="Le serveur ne répond pas." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Le serveur ne répond pas.');
  });
});

describe('DataTable: phone layout', () => {
  it('renders cards below md (table hidden below md) with the top-priority fields and a mirrored chevron', async () => {
    const { container } = await renderWithRouter(<StudentsPage bulkActions={() => null} />);
    const tableLayout = container.querySelector('[data-layout="table"]')!;
    expect(tableLayout).toHaveClass('hidden', 'md:block');
    const cards = container.querySelector('[data-layout="cards"]')!;
    expect(cards).toHaveClass('md:hidden');
    const list = within(cards as HTMLElement).getByRole('list', { name: 'Élèves' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(25);

    const card = items[1]!;
    const link = within(card).getByRole('link');
    expect(link).toHaveAttribute('href', '/eleves/s2');
    expect(within(link).getByText(STUDENTS[1]!.name)).toHaveClass('font-semibold');
    // Fields by card priority: name (title), level, balance; status has no card priority.
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Niveau', 'Solde']);
    expect(
      within(card)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual([STUDENTS[1]!.level, nf(125.5)]);
    expect(card.querySelector('svg')).toHaveClass('rtl:-scale-x-100');
    expect(
      within(card).getByRole('checkbox', { name: `Sélectionner ${STUDENTS[1]!.name}` }),
    ).toBeInTheDocument();
  });
});

describe('DataTable: only the view the screen shows is drawn', () => {
  it('a phone (390 px) draws the cards only, a desktop (1280 px) the table only; turning the screen swaps them', async () => {
    const resize = stubWidth(390);
    try {
      const { container } = await renderWithRouter(<StudentsPage />);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(within(screen.getByRole('list', { name: 'Élèves' })).getAllByRole('listitem')).toHaveLength(25);

      resize(1280);
      expect(tableRows()).toHaveLength(25);
      expect(container.querySelector('[data-layout="cards"]')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('DataTable: the list announces the count of a settled result (one polite live region)', () => {
  const region = () => document.querySelector<HTMLElement>('[data-list-announcer]')!;

  it('says the count of the whole result in the page language, with its plural form', async () => {
    await renderWithRouter(<StudentsPage />);
    expect(screen.getAllByRole('status')).toEqual([region()]);
    expect(region().textContent).toBe(`${nf(1234)} résultats`);
    expect(region()).toHaveClass('sr-only');
  });

  it('a list may name what it counts; "Aucun résultat" for none, whatever the name', async () => {
    const label = (count: number) => `${nf(count)} élève${count > 1 ? 's' : ''}`;
    await renderWithRouter(<StudentsPage resultsLabel={label} />, { url: '/eleves?q=00001' });
    expect(region()).toHaveTextContent(/^1 élève$/);
    await renderWithRouter(<StudentsPage resultsLabel={label} />, { url: '/eleves?q=personne' });
    expect(screen.getAllByText('Aucun résultat')).toHaveLength(1);
  });

  it('says nothing while a result is asked, while keys are typed, or when the load failed', async () => {
    const { user, unmount } = await renderWithRouter(<StudentsPage loading />);
    expect(region()).toBeEmptyDOMElement();
    unmount();
    await renderWithRouter(<StudentsPage error />);
    expect(region()).toBeEmptyDOMElement();
    await renderWithRouter(<StudentsPage />, { url: '/eleves?q=x' });
    const box = screen.getAllByRole('searchbox').at(-1)!;
    await user.type(box, 'y');
    expect(region()).toBeEmptyDOMElement();
  });

  it('ar: the count in its Arabic plural form (two results: the dual)', async () => {
    await renderWithRouter(<StudentsPage data={makeStudents(2)} />, { language: 'ar' });
    expect(region()).toHaveTextContent(/^نتيجتان$/);
  });
});

describe('DataTable: a keystroke in the search box (Interaction to Next Paint)', () => {
  it('draws the box, not the page of rows again, until the search is asked; the new rows are drawn then', async () => {
    let drawn = 0;
    const columns: DataTableColumn<Student>[] = [
      {
        id: 'name',
        header: 'Nom',
        hideable: false,
        card: 1,
        value: (student) => student.name,
        cell: (student) => {
          drawn += 1;
          return student.name;
        },
      },
    ];
    /** A list page as the app's are: the rows as the query's cache keeps them, inline `getRowId` and `rowHref`. */
    function Page() {
      const list = useListState(DEFAULTS);
      const { items, total } = useMemo(() => serverPage(STUDENTS, list.state), [list.state]);
      const controller = useTestListView(list, items, total);
      return (
        <DataTable<Student>
          caption="Élèves"
          columns={columns}
          controller={controller}
          getRowId={(student) => student.id}
          rowHref={(student) => `/eleves/${student.id}`}
        />
      );
    }
    const { user } = await renderWithRouter(<Page />);
    const search = screen.getByRole('searchbox', { name: 'Rechercher' });
    await user.click(search);
    const before = drawn;
    expect(before).toBeGreaterThan(0);
    await user.keyboard('z');
    expect(search).toHaveValue('z');
    expect(drawn).toBe(before);
    await waitFor(() => expect(url()).toBe('?q=z'));
    await waitFor(() => expect(drawn).toBeGreaterThan(before));
    expect(firstName()).toMatch(/^Zineb/);
  });
});
