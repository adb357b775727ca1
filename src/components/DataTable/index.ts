/**
 * The list kit: `useListState` (list state in the URL), `DataTable` (toolbar, table, cards, pagination, states),
 * and the headless pieces they are made of, usable on their own.
 */
export { DataTable, type DataTableProps } from './DataTable';
export { Pagination } from './Pagination';
export { ColumnChooser } from './ColumnChooser';
export { cardColumns, CARD_FIELDS } from './CardList';
export { useListState, type ListStateApi, type WriteOptions } from './useListState';
export { useRowSelection, type RowSelection } from './useRowSelection';
export { useWindowedRows, VIRTUALIZE_ABOVE, type RowWindow } from './useWindowedRows';
export {
  clampPageSize,
  DEFAULT_PAGE_SIZE,
  isFiltered,
  listQuery,
  PAGE_SIZES,
  pageRange,
  parseListState,
  resolveDefaults,
  SEARCH_DEBOUNCE_MS,
  serializeListState,
  type ListDefaults,
  type ListState,
  type ResolvedDefaults,
  type SortOrder,
} from './listState';
export {
  BOM,
  csvField,
  csvFilename,
  downloadCsv,
  toCsv,
  type CellValue,
  type CsvColumn,
  type CsvOptions,
} from './csv';
export { formatCount } from './format';
export type { CsvExportConfig, DataTableColumn } from './types';
