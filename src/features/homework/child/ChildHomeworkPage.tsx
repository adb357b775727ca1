import { skipToken } from '@reduxjs/toolkit/query';
import { NotebookPen } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../api/errorText';
import { Card, cardClass } from '../../../components/Card';
import { ChildPageFrame, ParentOnly } from '../../../components/ChildPage';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { notify } from '../../../components/notify';
import { lazyPart, WhenNear } from '../../../components/WhenNear';
import { groupHomework, type HomeworkGroup } from '../../../domain/homework';
import { withTexts } from '../../../i18n/i18n';
import { paths } from '../../../paths';
import { useSelectedChild } from '../../../session/useScope';
import { downloadChildHomeworkAttachment, useGetChildHomeworkQuery } from '../homework.api';
import type { ChildHomework, ChildHomeworkItem } from '../homework.schemas';
import { AttachmentButton, formatDay, HomeworkText, SubjectName, subjectName } from '../parts';

// The child's lessons of today and tomorrow, beside the homework: the timetable's card (its public entry, with its
// own texts), left out when its code cannot be loaded; its own error state when its answer cannot be read.
const ChildTimetableCard = lazyPart(
  withTexts(['timetable/child'], () => import('../../timetable')),
  'ChildTimetableCard',
);

function HomeworkCard({ item, student, year }: { item: ChildHomeworkItem; student: number; year: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const subject = subjectName(item, language);
  const due = formatDay(item.dueDate, language);
  return (
    <li>
      <Card
        as="article"
        padding="sm"
        className="space-y-2"
        aria-label={t('childHomework.itemLabel', { subject, date: due })}
      >
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <span className="font-semibold text-neutral-900 dark:text-white">
            <SubjectName name={subject} color={item.color} />
          </span>
          <span className="text-sm text-neutral-700 dark:text-neutral-200">
            {t('childHomework.due', { date: due })}
          </span>
        </div>
        <div className="text-neutral-900 dark:text-neutral-100">
          <HomeworkText text={item.text} />
        </div>
        <p className="text-sm text-neutral-600 dark:text-neutral-300">
          {t('childHomework.by', { name: item.author })}
        </p>
        {item.attachment && (
          <AttachmentButton
            wide
            name={item.attachment.name}
            label={t('childHomework.download', { name: item.attachment.name, subject })}
            onDownload={() =>
              downloadChildHomeworkAttachment(student, item, year).catch((caught: unknown) => {
                void notify('error', apiErrorText(caught, t, t('childHomework.downloadFailed')));
              })
            }
          />
        )}
      </Card>
    </li>
  );
}

/** One group ("Pour demain", "Cette semaine", "Plus tard"): its heading, then its homework by due date. */
function Group({
  group,
  items,
  data,
  year,
}: {
  group: HomeworkGroup;
  items: ChildHomeworkItem[];
  data: ChildHomework;
  year: number;
}) {
  const { t, i18n } = useTranslation();
  const id = `child-homework-${group}`;
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-lg font-semibold text-neutral-900 dark:text-white">
        {t(`childHomework.groups.${group}`)}
        {group === 'tomorrow' && ' '}
        {group === 'tomorrow' && (
          <span className="ms-2 text-base font-normal text-neutral-600 dark:text-neutral-300">
            {formatDay(data.nextSchoolDay, i18n.language)}
          </span>
        )}
      </h2>
      <ul className="space-y-2" aria-labelledby={id}>
        {items.map((item) => (
          <HomeworkCard key={item.id} item={item} student={data.studentid} year={year} />
        ))}
      </ul>
    </section>
  );
}

function Homework({ data, year }: { data: ChildHomework; year: number }) {
  const { t } = useTranslation();
  const groups = groupHomework(data.items, data);
  if (groups.length === 0) return <EmptyState icon={NotebookPen} message={t('childHomework.empty')} />;
  return (
    <div className="space-y-5">
      {groups.map(({ group, items }) => (
        <Group key={group} group={group} items={items} data={data} year={year} />
      ))}
    </div>
  );
}

/** The selected child's homework (docs/api.md "Homework", `homework/children/{id}`). */
function ParentView() {
  const { t } = useTranslation();
  const { child: student, year } = useSelectedChild();
  const args = student && year !== null ? { student: student.studentid, year } : skipToken;
  const { currentData: data, isError, refetch } = useGetChildHomeworkQuery(args);
  const child = student ? `${student.firstname_fr} ${student.lastname_fr ?? ''}`.trim() : '';

  let body: ReactNode;
  if (isError) {
    body = <ErrorState message={t('childHomework.loadError')} onRetry={() => void refetch()} />;
  } else if (!data || year === null) {
    body = (
      <div role="status" aria-label={t('common.pageLoading')} className="space-y-2">
        {[0, 1, 2].map((key) => (
          <div key={key} className={`${cardClass('sm')} h-24 animate-pulse`} />
        ))}
      </div>
    );
  } else {
    body = <Homework data={data} year={year} />;
  }

  const forWhom = !child
    ? ''
    : data
      ? t('childHomework.forInClass', { name: child, classname: data.classname })
      : t('childHomework.for', { name: child });
  return (
    <ChildPageFrame
      title={t('routes.homework/child')}
      forWhom={forWhom}
      className="mx-auto max-w-5xl space-y-4"
    >
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="min-w-0">{body}</div>
        <div className="min-w-0">
          <WhenNear>
            <ChildTimetableCard />
          </WhenNear>
        </div>
      </div>
    </ChildPageFrame>
  );
}

/**
 * `homework/child`: a parent's view of the selected child's homework, on the phone first (one column of cards, each
 * attachment a full-width button): "Pour demain", "Cette semaine", "Plus tard", and the child's lessons beside.
 */
export default function ChildHomeworkPage() {
  const { t } = useTranslation();
  return (
    <ParentOnly
      staff={{
        title: t('routes.homework/child'),
        message: t('childHomework.staff.message'),
        to: paths.homework(),
        link: t('childHomework.staff.link'),
      }}
    >
      <ParentView />
    </ParentOnly>
  );
}
