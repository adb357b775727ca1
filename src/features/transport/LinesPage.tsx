import { Plus, Route } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { BUTTON } from '../../components/buttons';
import { DataTable } from '../../components/DataTable/DataTable';
import { useOpenRecord } from '../../components/DataTable/useOpenRecord';
import { formatCount } from '../../components/DataTable/format';
import { ListTitle } from '../../components/DataTable/ListTitle';
import type { DataTableColumn } from '../../components/DataTable/types';
import { useListController } from '../../components/DataTable/useListController';
import { paths } from '../../paths';
import { formatMoney } from './format';
import { LineDetail } from './LineDetail';
import { LineDialog } from './LineDialog';
import { transportApi } from './transport.api';
import type { LineDetail as Line, LinePage, LineRow, TransportQuery } from './transport.schemas';

export const LINES_LIST = {
  pageSize: 25,
  sort: 'name',
  order: 'asc',
  sortable: ['name', 'seatsUsed'],
} as const;

/**
 * `lignes`: the lines of the branch and year, their seats; a line opens with its stops, students and roster. A line
 * is created ("Nouvelle ligne", then shown) or changed ("Modifier la ligne" from the open line) in `LineDialog`.
 */
export default function LinesPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const controller = useListController<LineRow, LinePage, TransportQuery>({
    endpoint: transportApi.endpoints.lines,
    defaults: LINES_LIST,
  });
  const { data, scope } = controller;
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Line | null>(null);
  const { openId, hrefOf, setOpen } = useOpenRecord(paths.lines);
  const show = useCallback(
    (id: number) => {
      setCreating(false);
      setOpen(id);
    },
    [setOpen],
  );
  const columns = useMemo<DataTableColumn<LineRow>[]>(
    () => [
      {
        id: 'name',
        header: t('transport.lines.name'),
        sortable: true,
        hideable: false,
        card: 1,
        value: (l) => l.name,
      },
      { id: 'car', header: t('transport.lines.car'), ltr: true, value: (l) => l.car?.plate ?? '' },
      { id: 'driver', header: t('transport.lines.driver'), card: 3, value: (l) => l.driver?.name ?? '' },
      {
        id: 'seatsUsed',
        header: t('transport.lines.seats'),
        sortable: true,
        card: 2,
        value: (l) => `${l.seatsUsed}/${l.seats}`,
        cell: (l) => (
          <span className="inline-flex items-center gap-2 tabular-nums">
            {t('transport.lines.seatsUsed', { used: l.seatsUsed, seats: l.seats })}
            {l.seatsUsed >= l.seats && <Badge tone="danger">{t('transport.lines.full')}</Badge>}
          </span>
        ),
      },
      { id: 'stops', header: t('transport.lines.stops'), align: 'end', value: (l) => l.stopCount },
      {
        id: 'monthlyFee',
        header: t('transport.lines.monthlyFee'),
        align: 'end',
        ltr: true,
        value: (l) => l.monthlyFee,
        cell: (l) => formatMoney(l.monthlyFee, language),
      },
    ],
    [t, language],
  );
  const title = t('routes.lignes');
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <ListTitle
        title={title}
        count={
          data
            ? t('transport.lines.count', { count: data.total, formatted: formatCount(data.total, language) })
            : null
        }
      />
      <DataTable<LineRow>
        caption={title}
        controller={controller}
        columns={columns}
        loadError={t('transport.loadError')}
        getRowId={(l) => String(l.id)}
        searchLabel={t('transport.lines.search')}
        searchPlaceholder={t('transport.lines.searchPlaceholder')}
        rowHref={hrefOf}
        exportCsv={{ filename: 'lignes' }}
        empty={{ message: t('transport.lines.empty'), icon: Route }}
        toolbar={
          <button type="button" className={BUTTON.primary} onClick={() => setCreating(true)}>
            <Plus size={16} aria-hidden="true" />
            {t('transport.lineForm.new')}
          </button>
        }
      />
      {openId !== null && !editing && (
        <LineDetail id={openId} onClose={() => setOpen(null)} onEdit={setEditing} />
      )}
      {creating && scope && <LineDialog scope={scope} onClose={() => setCreating(false)} onCreated={show} />}
      {editing && scope && <LineDialog scope={scope} line={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
