import { skipToken } from '@reduxjs/toolkit/query';
import { NotebookPen, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../api/errorText';
import { Badge } from '../../components/Badge';
import { BUTTON } from '../../components/buttons';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable/DataTable';
import { DateFilter } from '../../components/DataTable/DateFilter';
import { FilterSelect } from '../../components/DataTable/FilterSelect';
import { formatCount } from '../../components/DataTable/format';
import { ListTitle } from '../../components/DataTable/ListTitle';
import type { DataTableColumn } from '../../components/DataTable/types';
import { useListController } from '../../components/DataTable/useListController';
import { useOpenRecord } from '../../components/DataTable/useOpenRecord';
import { notify } from '../../components/notify';
import { RowActions } from '../../components/RowActions';
import { todayIso } from '../../domain/dates';
import { isPublished } from '../../domain/homework';
import { formatDate } from '../../lib/dates';
import { paths } from '../../paths';
import {
  downloadHomeworkAttachment,
  homeworkApi,
  useDeleteHomeworkMutation,
  useGetHomeworkClassesQuery,
} from './homework.api';
import type { Homework, HomeworkListQuery, HomeworkPage as Page } from './homework.schemas';
import { HomeworkDialog } from './HomeworkDialog';
import { AttachmentButton, HomeworkText, SubjectName, subjectName } from './parts';

/** List defaults: the latest due first (docs/api.md "Homework"). */
export const HOMEWORK_LIST = {
  pageSize: 25,
  sort: 'dueDate',
  order: 'desc',
  sortable: ['dueDate', 'class', 'subject', 'publishFrom'],
} as const;

/**
 * The list's filters: a class and a subject belong to the selected branch and year (dropped when it changes); the
 * due dates do not.
 */
export const HOMEWORK_FILTERS = {
  class: { scoped: true },
  subject: { scoped: true },
  from: {},
  to: {},
} as const;

/**
 * `homework`: the cahier de textes of the branch and year (docs/api.md "Homework"): the homework the user may set
 * (a teacher, their own classes' subjects; the office, every class), filtered by class, subject, due dates and
 * words; a new homework, its edit, its removal (confirmed) and its attachment's download.
 */
export default function HomeworkPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const controller = useListController<Homework, Page, HomeworkListQuery>({
    endpoint: homeworkApi.endpoints.getHomeworkList,
    filters: HOMEWORK_FILTERS,
    defaults: HOMEWORK_LIST,
  });
  const { list, data, scope } = controller;
  const { data: classes } = useGetHomeworkClassesQuery(scope ?? skipToken);
  // A homework opens over the list from its row (`?id=`, bookmarkable; on a phone, its card); a new one from the button.
  const { openId, hrefOf, setOpen } = useOpenRecord(paths.homework);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Homework | null>(null);
  const [remove] = useDeleteHomeworkMutation();
  const today = todayIso();
  const year = scope?.year ?? null;

  const subjects = useMemo(() => {
    const seen = new Map<number, { value: string; label: string }>();
    for (const cls of classes ?? []) {
      for (const subject of cls.subjects) {
        seen.set(subject.id, {
          value: String(subject.id),
          label: subjectName({ subject: subject.name, subject_ar: subject.name_ar }, language),
        });
      }
    }
    return [...seen.values()];
  }, [classes, language]);

  const columns = useMemo<DataTableColumn<Homework>[]>(() => {
    /** How a row is named to assistive technology: its subject, class and due date. */
    const rowName = (row: Homework) =>
      t('homework.rowName', {
        subject: subjectName(row, language),
        class: row.classname,
        date: formatDate(row.dueDate, language),
      });
    return [
      {
        id: 'dueDate',
        header: t('homework.columns.dueDate'),
        sortable: true,
        hideable: false,
        card: 1,
        value: (row) => row.dueDate,
        cell: (row) => formatDate(row.dueDate, language),
        className: 'whitespace-nowrap tabular-nums',
      },
      {
        id: 'class',
        header: t('homework.columns.class'),
        sortable: true,
        value: (row) => row.classname,
      },
      {
        id: 'subject',
        header: t('homework.columns.subject'),
        sortable: true,
        card: 2,
        value: (row) => subjectName(row, language),
        cell: (row) => (
          <span className="inline-flex flex-wrap items-center gap-x-1">
            <SubjectName name={subjectName(row, language)} color={row.color} />
            {/* A phone's card has no class column: the class beside the subject. */}
            <span className="text-neutral-700 md:hidden dark:text-neutral-200">· {row.classname}</span>
          </span>
        ),
      },
      {
        id: 'text',
        header: t('homework.columns.text'),
        hideable: false,
        card: 3,
        value: (row) => row.text,
        cell: (row) => <HomeworkText text={row.text} clamp />,
        className: 'min-w-48',
      },
      {
        id: 'publishFrom',
        header: t('homework.columns.publishFrom'),
        sortable: true,
        value: (row) => row.publishFrom,
        cell: (row) =>
          isPublished(row.publishFrom, today) ? (
            formatDate(row.publishFrom, language)
          ) : (
            <Badge tone="info">
              {t('homework.scheduled', { date: formatDate(row.publishFrom, language) })}
            </Badge>
          ),
        className: 'whitespace-nowrap',
      },
      {
        id: 'attachment',
        header: t('homework.columns.attachment'),
        value: (row) => row.attachment?.name ?? '',
        cell: (row) =>
          row.attachment && year !== null ? (
            <AttachmentButton
              name={row.attachment.name}
              label={t('homework.attachment.download', { name: row.attachment.name })}
              onDownload={() =>
                downloadHomeworkAttachment(row, year).catch((caught: unknown) => {
                  void notify('error', apiErrorText(caught, t, t('homework.attachment.failed')));
                })
              }
            />
          ) : null,
      },
      {
        id: 'author',
        header: t('homework.columns.author'),
        defaultHidden: true,
        value: (row) => row.author,
      },
      {
        id: 'actions',
        header: t('homework.columns.actions'),
        hideable: false,
        csv: false,
        cell: (row) => (
          <RowActions
            editLabel={t('homework.edit', { name: rowName(row) })}
            deleteLabel={t('homework.delete', { name: rowName(row) })}
            onEdit={() => setOpen(row.id)}
            onDelete={() => setDeleting(row)}
          />
        ),
      },
    ];
  }, [t, language, today, year, setOpen]);

  const title = t('routes.homework');
  const newButton = (
    <button
      type="button"
      className={BUTTON.primary}
      onClick={() => setCreating(true)}
      disabled={!classes || classes.length === 0}
    >
      <Plus size={16} aria-hidden="true" />
      {t('homework.new')}
    </button>
  );
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <ListTitle
        title={title}
        count={
          data
            ? t('homework.count', { count: data.total, formatted: formatCount(data.total, language) })
            : null
        }
      />
      <DataTable<Homework>
        caption={title}
        controller={controller}
        columns={columns}
        loadError={t('homework.loadError')}
        getRowId={(row) => String(row.id)}
        rowHref={hrefOf}
        rowLabel={(row) => `${subjectName(row, language)} · ${row.classname}`}
        searchLabel={t('homework.search')}
        searchPlaceholder={t('homework.searchPlaceholder')}
        exportCsv={{ filename: 'cahier-de-textes' }}
        empty={{ message: t('homework.empty'), icon: NotebookPen }}
        toolbar={
          <div className="flex flex-wrap items-center gap-2">
            <FilterSelect
              list={list}
              name="class"
              label={t('homework.columns.class')}
              all={t('homework.filters.allClasses')}
              options={(classes ?? []).map((cls) => ({ value: String(cls.id), label: cls.name }))}
            />
            <FilterSelect
              list={list}
              name="subject"
              label={t('homework.columns.subject')}
              all={t('homework.filters.allSubjects')}
              options={subjects}
            />
            <DateFilter list={list} name="from" label={t('homework.filters.from')} />
            <DateFilter list={list} name="to" label={t('homework.filters.to')} />
            {newButton}
          </div>
        }
      />
      {(creating || openId !== null) && scope && classes && (
        <HomeworkDialog
          scope={scope}
          classes={classes}
          id={creating ? null : openId}
          initialClass={list.state.filters.class}
          onClose={() => (creating ? setCreating(false) : setOpen(null))}
          onDelete={(homework) => {
            setOpen(null);
            setDeleting(homework);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('homework.deleteTitle')}
        message={
          deleting
            ? t('homework.deleteMessage', {
                subject: subjectName(deleting, language),
                class: deleting.classname,
                date: formatDate(deleting.dueDate, language),
              })
            : ''
        }
        confirmLabel={t('homework.deleteConfirm')}
        tone="danger"
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting || !scope) return;
          await remove({ id: deleting.id, year: scope.year }).unwrap();
          void notify('success', t('homework.deleted'));
          setDeleting(null);
        }}
      />
    </section>
  );
}
