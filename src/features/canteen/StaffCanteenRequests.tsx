import { Check, ClipboardCheck, Clock } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query';
import { Badge, type BadgeTone } from '../../components/Badge';
import { BUTTON } from '../../components/buttons';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { BilingualName } from '../../components/DataTable/BilingualName';
import { DataTable } from '../../components/DataTable/DataTable';
import { FilterSelect } from '../../components/DataTable/FilterSelect';
import { formatCount } from '../../components/DataTable/format';
import { ListTitle } from '../../components/DataTable/ListTitle';
import type { DataTableColumn } from '../../components/DataTable/types';
import { useListController } from '../../components/DataTable/useListController';
import { notify } from '../../components/notify';
import { REQUEST_KINDS, REQUEST_STATUSES, type CanteenRequestStatus } from '../../domain/canteen';
import { formatDate } from '../../lib/dates';
import {
  canteenApi,
  useApproveCanteenRequestMutation,
  useApproveCanteenRequestsMutation,
  useCancelCanteenRequestMutation,
  useCanteenSettingsQuery,
  useRejectCanteenRequestMutation,
} from './canteen.api';
import type { CanteenQuery, CanteenRequest, CanteenRequestPage } from './canteen.schemas';
import { CutoffDialog } from './CutoffDialog';
import { requestPeriod } from './requestText';

export const CANTEEN_REQUESTS_LIST = {
  pageSize: 25,
  sort: 'createdAt',
  order: 'desc',
  sortable: ['createdAt', 'startDate', 'name', 'status'],
} as const;
export const CANTEEN_REQUESTS_FILTERS = { status: {}, kind: {} } as const;
export const STATUS_TONE: Record<CanteenRequestStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
};
type Decision = { kind: 'approve' | 'reject' | 'cancel'; request: CanteenRequest };

/** The office's queue of canteen requests: filter by state and kind, approve (one or many), reject with a reason. */
export function StaffCanteenRequests() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const controller = useListController<CanteenRequest, CanteenRequestPage, CanteenQuery>({
    endpoint: canteenApi.endpoints.canteenRequests,
    filters: CANTEEN_REQUESTS_FILTERS,
    defaults: CANTEEN_REQUESTS_LIST,
  });
  const { list, data, scope } = controller;
  const { currentData: settings } = useCanteenSettingsQuery(scope ?? skipToken);
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [bulk, setBulk] = useState<{ ids: string[]; clear: () => void } | null>(null);
  const [editingCutoff, setEditingCutoff] = useState(false);
  const [approve] = useApproveCanteenRequestMutation();
  const [approveMany] = useApproveCanteenRequestsMutation();
  const [reject] = useRejectCanteenRequestMutation();
  const [cancel] = useCancelCanteenRequestMutation();
  const columns = useMemo<DataTableColumn<CanteenRequest>[]>(
    () => [
      {
        id: 'name',
        header: t('canteen.requests.student'),
        sortable: true,
        hideable: false,
        card: 1,
        value: (row) => row.student.name,
        cell: (row) => (
          <span>
            <BilingualName latin={row.student.name} arabic={row.student.name_ar} />
            {row.student.className && <span className="text-xs">{row.student.className}</span>}
          </span>
        ),
      },
      {
        id: 'kind',
        header: t('canteen.requests.kind'),
        card: 2,
        value: (row) => t(`canteen.requestKind.${row.kind}`),
      },
      {
        id: 'startDate',
        header: t('canteen.requests.period'),
        sortable: true,
        value: (row) => requestPeriod(row, language, t),
      },
      {
        id: 'status',
        header: t('canteen.requests.status'),
        sortable: true,
        card: 3,
        value: (row) => t(`canteen.requestStatus.${row.status}`),
        cell: (row) => (
          <span className="space-y-1">
            <Badge tone={STATUS_TONE[row.status]}>{t(`canteen.requestStatus.${row.status}`)}</Badge>
            {row.reason && <span className="block text-xs">{row.reason}</span>}
          </span>
        ),
      },
      {
        id: 'createdAt',
        header: t('canteen.requests.createdAt'),
        sortable: true,
        value: (row) => row.createdAt.slice(0, 10),
        cell: (row) => formatDate(row.createdAt.slice(0, 10), language),
      },
      {
        id: 'actions',
        header: t('canteen.actions'),
        csv: false,
        hideable: false,
        cell: (row) => (
          <span className="flex flex-wrap gap-1">
            {row.status === 'pending' && (
              <>
                <button
                  aria-label={`${t('canteen.requests.approve')} ${row.student.name}`}
                  type="button"
                  className={BUTTON.primary}
                  onClick={() => setDeciding({ kind: 'approve', request: row })}
                >
                  {t('canteen.requests.approve')}
                </button>
                <button
                  aria-label={`${t('canteen.requests.reject')} ${row.student.name}`}
                  type="button"
                  className={BUTTON.secondary}
                  onClick={() => setDeciding({ kind: 'reject', request: row })}
                >
                  {t('canteen.requests.reject')}
                </button>
              </>
            )}
            {row.status === 'approved' && row.cancellable && (
              <button
                aria-label={`${t('canteen.requests.cancel')} ${row.student.name}`}
                type="button"
                className={BUTTON.secondary}
                onClick={() => setDeciding({ kind: 'cancel', request: row })}
              >
                {t('canteen.requests.cancel')}
              </button>
            )}
          </span>
        ),
      },
    ],
    [t, language],
  );
  const title = t('routes.demandes-cantine');
  const counts = data?.counts ?? {};
  const request = deciding?.request;
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <ListTitle
        title={title}
        count={
          data
            ? t('canteen.requests.count', {
                count: data.total,
                formatted: formatCount(data.total, language),
                pending: counts.pending ?? 0,
              })
            : null
        }
      />
      {settings && (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <Clock size={16} aria-hidden="true" />
          {t('canteen.cutoff.rule', { count: settings.cutoff.daysBefore, hour: settings.cutoff.hour })}
          <button type="button" className={BUTTON.secondary} onClick={() => setEditingCutoff(true)}>
            {t('canteen.cutoff.change')}
          </button>
        </p>
      )}
      <DataTable<CanteenRequest>
        caption={title}
        controller={controller}
        columns={columns}
        loadError={t('canteen.loadError')}
        getRowId={(row) => String(row.id)}
        rowLabel={(row) => row.student.name}
        searchLabel={t('canteen.requests.search')}
        searchPlaceholder={t('canteen.requests.searchPlaceholder')}
        exportCsv={{ filename: 'demandes-cantine' }}
        empty={{ message: t('canteen.requests.empty'), icon: ClipboardCheck }}
        bulkActions={(ids, clear) => (
          <button type="button" className={BUTTON.primary} onClick={() => setBulk({ ids, clear })}>
            <Check size={16} aria-hidden="true" />
            {t('canteen.requests.approveSelected', { count: ids.length })}
          </button>
        )}
        toolbar={
          <div className="flex flex-wrap items-center gap-2">
            <FilterSelect
              list={list}
              name="status"
              label={t('canteen.requests.status')}
              all={t('canteen.requests.allStatuses')}
              options={REQUEST_STATUSES.map((value) => ({
                value,
                label: `${t(`canteen.requestStatus.${value}`)} (${counts[value] ?? 0})`,
              }))}
            />
            <FilterSelect
              list={list}
              name="kind"
              label={t('canteen.requests.kind')}
              all={t('canteen.requests.allKinds')}
              options={REQUEST_KINDS.map((value) => ({ value, label: t(`canteen.requestKind.${value}`) }))}
            />
          </div>
        }
      />
      <ConfirmDialog
        open={deciding !== null}
        title={deciding ? t(`canteen.requests.${deciding.kind}Title`) : ''}
        message={
          request
            ? t(`canteen.requests.${deciding!.kind}Message`, {
                name: request.student.name,
                kind: t(`canteen.requestKind.${request.kind}`),
                period: requestPeriod(request, language, t),
              })
            : ''
        }
        confirmLabel={deciding ? t(`canteen.requests.${deciding.kind}Confirm`) : ''}
        tone={deciding?.kind === 'approve' ? 'primary' : 'danger'}
        reason={
          deciding?.kind === 'reject'
            ? { label: t('canteen.requests.reason'), required: true }
            : deciding?.kind === 'cancel'
              ? { label: t('canteen.requests.reasonOptional') }
              : undefined
        }
        onCancel={() => setDeciding(null)}
        onConfirm={async (reason) => {
          if (!deciding) return;
          const { id } = deciding.request;
          if (deciding.kind === 'approve') await approve(id).unwrap();
          else if (deciding.kind === 'reject') await reject({ id, reason: reason ?? '' }).unwrap();
          else await cancel({ id, reason }).unwrap();
          void notify(
            'success',
            t(`canteen.requests.${deciding.kind}Done`, { name: deciding.request.student.name }),
          );
          setDeciding(null);
        }}
      />
      <ConfirmDialog
        open={bulk !== null}
        title={t('canteen.requests.approveSelectedTitle')}
        message={t('canteen.requests.approveSelectedMessage', { count: bulk?.ids.length ?? 0 })}
        confirmLabel={t('canteen.requests.approve')}
        onCancel={() => setBulk(null)}
        onConfirm={async () => {
          if (!bulk || !scope) return;
          const answer = await approveMany({ ...scope, ids: bulk.ids.map(Number) }).unwrap();
          void notify(
            answer.failed.length ? 'info' : 'success',
            t('canteen.requests.bulkDone', { count: answer.approved.length, failed: answer.failed.length }),
          );
          bulk.clear();
          setBulk(null);
        }}
      />
      {editingCutoff && scope && settings && (
        <CutoffDialog scope={scope} cutoff={settings.cutoff} onClose={() => setEditingCutoff(false)} />
      )}
    </section>
  );
}
