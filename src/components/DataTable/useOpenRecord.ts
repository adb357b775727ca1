import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A list whose record opens in a dialog over it, kept in the URL as `?id=` beside the list's own state (so the
 * dialog is bookmarkable and Back closes it). `hrefOf` is a row's link (the list's address with its id), `setOpen`
 * opens a record (after a create, say) or closes the dialog (null), without scrolling the page.
 *
 * @example const { openId, hrefOf, setOpen } = useOpenRecord(paths.news);
 */
export function useOpenRecord(pathOf: (search: URLSearchParams) => string): {
  openId: number | null;
  hrefOf: (row: { id: number }) => string;
  setOpen: (id: number | null) => void;
} {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('id') ?? '';
  const openId = /^\d+$/.test(raw) ? Number(raw) : null;
  const hrefOf = useCallback(
    (row: { id: number }) => {
      const next = new URLSearchParams(searchParams);
      next.set('id', String(row.id));
      return pathOf(next);
    },
    [pathOf, searchParams],
  );
  const setOpen = useCallback(
    (id: number | null) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id === null) next.delete('id');
          else next.set('id', String(id));
          return next;
        },
        { preventScrollReset: true },
      ),
    [setSearchParams],
  );
  return { openId, hrefOf, setOpen };
}
