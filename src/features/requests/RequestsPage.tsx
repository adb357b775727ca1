import { skipToken } from '@reduxjs/toolkit/query';
import { Inbox, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { BUTTON } from '../../components/buttons';
import { DataTable } from '../../components/DataTable/DataTable';
import { useOpenRecord } from '../../components/DataTable/useOpenRecord';
import { FilterSelect } from '../../components/DataTable/FilterSelect';
import { formatCount } from '../../components/DataTable/format';
import { ListTitle } from '../../components/DataTable/ListTitle';
import type { DataTableColumn } from '../../components/DataTable/types';
import { useListController } from '../../components/DataTable/useListController';
import { REQUEST_STATES } from '../../domain/requests';
import { formatDate } from '../../lib/dates';
import { paths } from '../../paths';
import { useScope } from '../../session/useScope';
import { useOutboxSender } from '../../lib/useOutbox';
import { selectUser, userKey } from '../../session/auth.slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { SettingsLinks } from '../auth';
import { localName, studentName } from './names';
import { NewRequestDialog, type NewRequestPrefill } from './NewRequestDialog';
import { RequestDetail } from './RequestDetail';
import { RequestStateBadge } from './RequestStateBadge';
import { requestsApi, useRequestTypesQuery } from './requests.api';
import { WaitingRequests } from './WaitingRequests';
import { TYPE_KINDS, type RequestPage, type RequestRow, type RequestsQuery } from './requests.schemas';

/** Newest requests first; the server's sortable columns. */
export const REQUESTS_LIST = {
  pageSize: 25,
  sort: 'createdAt',
  order: 'desc',
  sortable: ['reference', 'createdAt', 'dueDate', 'state'],
} as const;

/** The queue's filters: type, state, past the target delay, assigned to me (docs/api.md "GET requests"). */
export const REQUESTS_FILTERS = { type: {}, state: {}, overdue: {}, mine: {} } as const;
const PARENT_FILTERS = { state: {} } as const;

/** `?id=` opens a request over the list; closing it keeps the list's filters. */

/** The parameters another page opens a new request with: `?new=<kind>&from&to` (the attendance view's "Justifier"). */
const PREFILL_PARAMS = ['new', 'from', 'to'] as const;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The new request the address asks for, or null: `new` a type kind; for an absence, `from` and `to` (days, `to`
 * defaulting to `from`) fill the type's "Du" and "Au" and the message says which days.
 */
function prefillOf(
  asked: { kind: string | null; from: string | null; to: string | null },
  text: (from: string, to: string) => string,
): NewRequestPrefill | null {
  const kind = TYPE_KINDS.find((candidate) => candidate === asked.kind);
  if (!kind) return null;
  const from = asked.from ?? '';
  const to = asked.to || from;
  if (kind !== 'absence' || !ISO_DATE.test(from) || !ISO_DATE.test(to))
    return { kind, answers: {}, text: '' };
  return { kind, answers: { from, to }, text: text(from, to) };
}

function useColumns(kind: 'staff' | 'family') {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo<DataTableColumn<RequestRow>[]>(() => {
    const columns: DataTableColumn<RequestRow>[] = [
      {
        id: 'type',
        header: t('requests.columns.type'),
        hideable: false,
        card: 1,
        value: (r) => localName(r.type, language),
      },
      {
        id: 'state',
        header: t('requests.columns.state'),
        sortable: true,
        card: 2,
        value: (r) => `${t(`requests.state.${r.state}`)}${r.overdue ? ` (${t('requests.overdue')})` : ''}`,
        cell: (r) => <RequestStateBadge state={r.state} overdue={r.overdue} />,
      },
      {
        id: 'createdAt',
        header: t('requests.columns.createdAt'),
        sortable: true,
        card: 3,
        value: (r) => r.createdAt,
        cell: (r) => formatDate(r.createdAt, language),
        className: 'whitespace-nowrap tabular-nums',
      },
      {
        id: 'reference',
        header: t('requests.columns.reference'),
        sortable: true,
        value: (r) => r.reference,
        ltr: true,
        className: 'tabular-nums whitespace-nowrap',
      },
    ];
    if (kind === 'family') return columns;
    return [
      {
        id: 'student',
        header: t('requests.columns.student'),
        hideable: false,
        card: 1,
        value: (r) =>
          `${studentName(r.student, language)}${r.student.className ? ` · ${r.student.className}` : ''}`,
      },
      ...columns.map((column) =>
        column.id === 'type'
          ? { ...column, card: 3 as const }
          : column.id === 'createdAt'
            ? { ...column, card: undefined }
            : column,
      ),
      {
        id: 'dueDate',
        header: t('requests.columns.dueDate'),
        sortable: true,
        value: (r) => r.dueDate,
        cell: (r) => formatDate(r.dueDate, language),
        className: 'whitespace-nowrap tabular-nums',
      },
      {
        id: 'assignee',
        header: t('requests.columns.assignee'),
        value: (r) => r.assignee?.name ?? t('requests.detail.unassigned'),
      },
    ];
  }, [t, language, kind]);
}

/** The office's queue: every request of the types the user handles, in the selected branch and year. */
function StaffQueue() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const controller = useListController<RequestRow, RequestPage, RequestsQuery>({
    endpoint: requestsApi.endpoints.requests,
    filters: REQUESTS_FILTERS,
    defaults: REQUESTS_LIST,
  });
  const { list, data } = controller;
  const scope = useScope();
  const { data: types } = useRequestTypesQuery(scope ?? skipToken);
  const columns = useColumns('staff');
  const { openId, hrefOf, setOpen: open } = useOpenRecord(paths.requests);
  const title = t('routes.gestion-demandes');
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <ListTitle
        title={title}
        count={
          data
            ? t('requests.count', { count: data.total, formatted: formatCount(data.total, language) })
            : null
        }
      />
      <SettingsLinks links={[paths.requestSettings()]} />
      <DataTable<RequestRow>
        caption={title}
        controller={controller}
        columns={columns}
        loadError={t('requests.loadError')}
        getRowId={(r) => String(r.id)}
        searchLabel={t('requests.search')}
        searchPlaceholder={t('requests.searchPlaceholder')}
        rowHref={hrefOf}
        exportCsv={{ filename: 'demandes' }}
        empty={{ message: t('requests.empty'), icon: Inbox }}
        toolbar={
          <div className="flex flex-wrap gap-2">
            <FilterSelect
              list={list}
              name="type"
              label={t('requests.columns.type')}
              all={t('requests.filters.allTypes')}
              options={(types?.items ?? []).map((type) => ({
                value: String(type.id),
                label: localName(type, language),
              }))}
            />
            <FilterSelect
              list={list}
              name="state"
              label={t('requests.columns.state')}
              all={t('requests.filters.allStates')}
              options={REQUEST_STATES.map((value) => ({ value, label: t(`requests.state.${value}`) }))}
            />
            <FilterSelect
              list={list}
              name="overdue"
              label={t('requests.filters.delay')}
              all={t('requests.filters.anyDelay')}
              options={[{ value: '1', label: t('requests.filters.overdue') }]}
            />
            <FilterSelect
              list={list}
              name="mine"
              label={t('requests.filters.assignment')}
              all={t('requests.filters.anyone')}
              options={[{ value: '1', label: t('requests.filters.mine') }]}
            />
          </div>
        }
      />
      {openId !== null && <RequestDetail id={openId} onClose={() => open(null)} />}
    </section>
  );
}

/** A parent's requests for the selected child, on the phone first: the child's name on top, one tap to ask. */
function FamilyRequests() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const child = useAppSelector((state) => state.auth.student);
  const user = useAppSelector(selectUser);
  const owner = user ? userKey(user) : null;
  // Requests written offline are sent as the page opens and when the network returns (docs/architecture.md
  // "Offline outbox"); each one sent makes the list read again.
  const dispatch = useAppDispatch();
  useOutboxSender(owner, dispatch);
  const controller = useListController<RequestRow, RequestPage, RequestsQuery>({
    endpoint: requestsApi.endpoints.requests,
    filters: PARENT_FILTERS,
    defaults: REQUESTS_LIST,
    scope: 'student',
  });
  const { list, data, scope } = controller;
  const columns = useColumns('family');
  const { openId, hrefOf, setOpen: open } = useOpenRecord(paths.requests);
  const [creating, setCreating] = useState(false);
  const [params, setParams] = useSearchParams();
  const [kind, from, to] = PREFILL_PARAMS.map((name) => params.get(name));
  const prefill = useMemo(
    () =>
      prefillOf({ kind: kind ?? null, from: from ?? null, to: to ?? null }, (first, last) =>
        first === last
          ? t('requests.create.absenceText', { date: formatDate(first, language, 'long') })
          : t('requests.create.absenceTextRange', {
              from: formatDate(first, language, 'long'),
              to: formatDate(last, language, 'long'),
            }),
      ),
    [kind, from, to, t, language],
  );
  /** Closes the new request: the address no longer asks for one; `id` opens the request just sent. */
  const closeNew = (id: number | null) => {
    setCreating(false);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        PREFILL_PARAMS.forEach((name) => next.delete(name));
        if (id !== null) next.set('id', String(id));
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  const title = t('routes.gestion-demandes');
  const childName = child ? `${child.firstname_fr}${child.lastname_fr ? ` ${child.lastname_fr}` : ''}` : '';
  const newButton = (
    <button type="button" className={BUTTON.primary} onClick={() => setCreating(true)} disabled={!scope}>
      <Plus size={16} aria-hidden="true" />
      {t('requests.parent.new')}
    </button>
  );
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <ListTitle
        title={title}
        count={
          data
            ? t('requests.count', { count: data.total, formatted: formatCount(data.total, language) })
            : null
        }
      />
      {childName && (
        <p className="font-semibold text-neutral-700 dark:text-neutral-200">
          {t('requests.parent.for', { name: childName })}
        </p>
      )}
      {child && <WaitingRequests owner={owner} studentId={child.studentid} />}
      <DataTable<RequestRow>
        caption={title}
        controller={controller}
        columns={columns}
        loadError={t('requests.loadError')}
        getRowId={(r) => String(r.id)}
        searchLabel={t('requests.search')}
        searchPlaceholder={t('requests.parent.searchPlaceholder')}
        rowHref={hrefOf}
        empty={{ message: t('requests.parent.empty', { name: childName }), icon: Inbox, action: newButton }}
        toolbar={
          <div className="flex flex-wrap gap-2">
            <FilterSelect
              list={list}
              name="state"
              label={t('requests.columns.state')}
              all={t('requests.filters.allStates')}
              options={REQUEST_STATES.map((value) => ({ value, label: t(`requests.state.${value}`) }))}
            />
            {newButton}
          </div>
        }
      />
      {(creating || prefill) && scope && child && (
        <NewRequestDialog
          scope={{ branch: scope.branch, year: scope.year }}
          studentId={child.studentid}
          childName={childName}
          prefill={prefill ?? undefined}
          onClose={() => closeNew(null)}
          onCreated={(id) => closeNew(id)}
        />
      )}
      {openId !== null && <RequestDetail id={openId} onClose={() => open(null)} />}
    </section>
  );
}

/** `gestion-demandes`: the office's queue, or, for a parent, the selected child's requests. */
export default function RequestsPage() {
  const isParent = useAppSelector((state) => Boolean(state.auth.user?.isParent));
  return isParent ? <FamilyRequests /> : <StaffQueue />;
}
