import { Newspaper, Pin, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '../../components/buttons';
import { DataTable } from '../../components/DataTable/DataTable';
import { useOpenRecord } from '../../components/DataTable/useOpenRecord';
import { FilterSelect } from '../../components/DataTable/FilterSelect';
import { formatCount } from '../../components/DataTable/format';
import { ListTitle } from '../../components/DataTable/ListTitle';
import type { DataTableColumn } from '../../components/DataTable/types';
import { useListController } from '../../components/DataTable/useListController';
import { NEWS_PHASES } from '../../domain/news';
import { formatDate } from '../../lib/dates';
import { paths } from '../../paths';
import { SettingsLinks } from '../auth';
import { newsApi } from './news.api';
import type { NewsPage, NewsQuery, NewsRow } from './news.schemas';
import { NewsDetail } from './NewsDetail';
import { NewsEditor } from './NewsEditor';
import { AckProgress, CategoryTag, NewsPhaseBadge } from './NewsPhaseBadge';

export const NEWS_LIST = {
  pageSize: 25,
  sort: 'publishAt',
  order: 'desc',
  sortable: ['title', 'publishAt', 'status'],
} as const;
export const NEWS_FILTERS = { phase: {}, awaiting: {} } as const;

/** `news` for staff: the pieces of the selected branch and year, their state and who has acknowledged them. */
export default function StaffNews() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const controller = useListController<NewsRow, NewsPage, NewsQuery>({
    endpoint: newsApi.endpoints.news,
    filters: NEWS_FILTERS,
    defaults: NEWS_LIST,
  });
  const { list, data, scope } = controller;
  const [creating, setCreating] = useState(false);
  const { openId, hrefOf, setOpen } = useOpenRecord(paths.news);

  const columns = useMemo<DataTableColumn<NewsRow>[]>(
    () => [
      {
        id: 'title',
        header: t('news.columns.title'),
        sortable: true,
        hideable: false,
        card: 1,
        value: (row) => row.title,
        cell: (row) => (
          <span className="inline-flex items-center gap-1.5" dir="auto">
            {row.pinned && (
              <Pin size={14} className="shrink-0 text-primary-700" aria-label={t('news.pinned')} role="img" />
            )}
            <span className="font-medium">{row.title}</span>
          </span>
        ),
      },
      {
        id: 'category',
        header: t('news.columns.category'),
        value: (row) => row.category?.name ?? '',
        cell: (row) => <CategoryTag category={row.category} />,
      },
      {
        id: 'status',
        header: t('news.columns.status'),
        sortable: true,
        card: 2,
        value: (row) => t(`news.phase.${row.phase}`),
        cell: (row) => <NewsPhaseBadge phase={row.phase} />,
      },
      {
        id: 'publishAt',
        header: t('news.columns.publishAt'),
        sortable: true,
        value: (row) => row.publishAt,
        cell: (row) => formatDate(row.publishAt, language),
        className: 'whitespace-nowrap tabular-nums',
      },
      {
        id: 'audience',
        header: t('news.columns.audience'),
        defaultHidden: true,
        value: (row) => t(`news.audience.${row.audience}`),
      },
      {
        id: 'acknowledged',
        header: t('news.columns.acknowledged'),
        card: 3,
        value: (row) => (row.requiresAck ? `${row.acknowledged} / ${row.targeted}` : ''),
        cell: (row) =>
          row.requiresAck ? (
            <AckProgress
              done={row.acknowledged}
              total={row.targeted}
              label={t('news.ackCount', { done: row.acknowledged, total: row.targeted })}
            />
          ) : (
            <span className="text-neutral-600 dark:text-neutral-400">{t('news.noAck')}</span>
          ),
      },
      {
        id: 'read',
        header: t('news.columns.read'),
        value: (row) => `${row.read} / ${row.targeted}`,
        className: 'tabular-nums whitespace-nowrap',
      },
    ],
    [t, language],
  );

  const title = t('routes.news');
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <ListTitle
        title={title}
        count={
          data ? t('news.count', { count: data.total, formatted: formatCount(data.total, language) }) : null
        }
      />
      <SettingsLinks links={[paths.newsSettings()]} />
      <DataTable<NewsRow>
        caption={title}
        controller={controller}
        columns={columns}
        loadError={t('news.loadError')}
        getRowId={(row) => String(row.id)}
        searchLabel={t('news.search')}
        searchPlaceholder={t('news.searchPlaceholder')}
        rowHref={hrefOf}
        exportCsv={{ filename: 'actualites' }}
        empty={{ message: t('news.empty'), icon: Newspaper }}
        toolbar={
          <div className="flex flex-wrap gap-2">
            <FilterSelect
              list={list}
              name="phase"
              label={t('news.columns.status')}
              all={t('news.filters.allStatuses')}
              options={NEWS_PHASES.map((value) => ({ value, label: t(`news.phase.${value}`) }))}
            />
            <FilterSelect
              list={list}
              name="awaiting"
              label={t('news.filters.awaitingLabel')}
              all={t('news.filters.allPieces')}
              options={[{ value: '1', label: t('news.filters.awaiting') }]}
            />
            <button type="button" className={BUTTON.primary} onClick={() => setCreating(true)}>
              <Plus size={16} aria-hidden="true" />
              {t('news.create.open')}
            </button>
          </div>
        }
      />
      {creating && scope && (
        <NewsEditor
          scope={scope}
          onClose={() => setCreating(false)}
          onSaved={(news) => {
            setCreating(false);
            setOpen(news.id);
          }}
        />
      )}
      {openId !== null && <NewsDetail id={openId} onClose={() => setOpen(null)} />}
    </section>
  );
}
