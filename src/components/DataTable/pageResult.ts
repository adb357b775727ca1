/** What a list query of RTK Query gives a DataTable: a page of rows with the total, or an error to retry. */
export interface PageResult<Row> {
  data?: { items: Row[]; total: number };
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * The DataTable props that come from the page's query: rows, total, loading, error (with `errorMessage`) and retry.
 * @example <DataTable {...pageResultProps(useStudentsQuery(query), t('students.loadError'))} columns={columns} … />
 */
export function pageResultProps<Row>(result: PageResult<Row>, errorMessage: string) {
  return {
    rows: result.data?.items ?? [],
    total: result.data?.total ?? 0,
    loading: result.isFetching,
    error: result.isError ? errorMessage : null,
    onRetry: () => void result.refetch(),
  };
}
