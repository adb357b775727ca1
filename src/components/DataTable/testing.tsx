import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, useParams } from 'react-router-dom';
import { LAZY_PARTS } from '../../i18n/bundled';
import { initI18n, loadFeatureTexts } from '../../i18n/i18n';
import type { Language } from '../../i18n/language';
import { foldText } from '../../lib/text';
import type { ListState } from './listState';
import type { ListExport, ListView } from './useListController';
import type { ListStateApi } from './useListState';
import { useRowSelection } from './useRowSelection';
import type { DataTableColumn } from './types';

/** Test fixtures of the DataTable tests (imported by *.test.tsx only). */

export interface Student {
  id: string;
  name: string;
  level: string;
  status: 'active' | 'left';
  balance: number;
}

const FIRST = ['Élodie', 'Yassine', 'Zineb', 'Adam', 'Inès', 'Omar', 'Salma', 'Rayan'];
const LAST = ['Benali', 'El Amrani', 'Dupont', 'Alaoui', 'Tazi'];
const LEVELS = ['CP', 'CE1', 'CE2', 'CM1'];

/** `count` students: s1, s2, ... with names in a fixed cycle. */
export function makeStudents(count: number): Student[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `s${index + 1}`,
    name: `${FIRST[index % FIRST.length]} ${LAST[index % LAST.length]} ${String(index + 1).padStart(5, '0')}`,
    level: LEVELS[index % LEVELS.length]!,
    status: index % 3 === 0 ? 'left' : 'active',
    balance: (index % 7) * 125.5,
  }));
}

/** The demo server's answer for a list state: folded search on the name, filters, sort, page. */
export function serverPage(all: readonly Student[], state: ListState): { items: Student[]; total: number } {
  const needle = foldText(state.q);
  let found = all.filter(
    (student) =>
      (needle === '' || foldText(student.name).includes(needle)) &&
      (!state.filters.status || student.status === state.filters.status) &&
      (!state.filters.level || student.level === state.filters.level),
  );
  if (state.sort) {
    const key = state.sort as keyof Student;
    const sign = state.order === 'asc' ? 1 : -1;
    found = [...found].sort((a, b) => {
      const [x, y] = [a[key], b[key]];
      return (
        sign *
        (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'fr'))
      );
    });
  }
  const start = (state.page - 1) * state.pageSize;
  return { items: found.slice(start, start + state.pageSize), total: found.length };
}

/** Columns in the style of the students list. */
export const COLUMNS: DataTableColumn<Student>[] = [
  { id: 'name', header: 'Nom', value: (s) => s.name, sortable: true, hideable: false, card: 1 },
  { id: 'level', header: 'Niveau', value: (s) => s.level, sortable: true, card: 2 },
  { id: 'status', header: 'Statut', value: (s) => s.status },
  { id: 'balance', header: 'Solde', value: (s) => s.balance, sortable: true, align: 'end', card: 3 },
];

/** Shows the router location (and goes back), to check the URL state. */
export function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <span data-testid="url">{location.search}</span>
      <button type="button" onClick={() => void navigate(-1)}>
        history-back
      </button>
    </>
  );
}

function Detail() {
  const { id } = useParams();
  return <p>detail {id}</p>;
}

/** Renders `ui` on /eleves (with LocationProbe) in a MemoryRouter and i18next started in `language`. */
export async function renderWithRouter(
  ui: ReactElement,
  { url = '/eleves', language = 'fr' }: { url?: string; language?: Language } = {},
) {
  window.localStorage.setItem('defaultLanguage', language);
  const i18n = await initI18n(i18next.createInstance());
  await loadFeatureTexts(i18n, LAZY_PARTS);
  const user = userEvent.setup();
  const result = render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="/eleves"
            element={
              <>
                {ui}
                <LocationProbe />
              </>
            }
          />
          <Route path="/eleves/:id" element={<Detail />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { user, i18n, ...result };
}

/** A `ListView` over rows given by the test (what `useListController` gives a page), with its own selection. */
export function useTestListView<Row>(
  list: ListStateApi,
  rows: readonly Row[],
  total: number,
  extras: { loading?: boolean; isError?: boolean; refetch?: () => void; exporter?: ListExport<Row> } = {},
): ListView<Row> {
  const selection = useRowSelection(JSON.stringify([list.state.q, list.state.filters]));
  return {
    list,
    rows,
    total,
    loading: extras.loading ?? false,
    isError: extras.isError ?? false,
    refetch: extras.refetch ?? (() => undefined),
    selection,
    ...(extras.exporter ? { exporter: extras.exporter } : {}),
  };
}
