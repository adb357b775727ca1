import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/Card';
import { ErrorState } from '../../../components/ErrorState';
import { formatDateTime } from '../../../lib/dates';
import { useScope } from '../../../session/useScope';
import { useStudentNotesQuery } from '../studentDetails.api';
import type { StudentRecord } from '../students.schemas';
import { NoteForm } from './NoteForm';
import { SECTION_TITLE, TabSkeleton } from './OverviewTab';

/** Dated staff notes, newest first, shown as plain text (never HTML); a form adds one. */
export function NotesTab({ student }: { student: StudentRecord }) {
  const { t, i18n } = useTranslation();
  const scope = useScope();
  const { data, isLoading, isError, refetch } = useStudentNotesQuery(
    scope ? { id: student.studentid, year: scope.year } : skipToken,
  );
  if (isError && !data)
    return <ErrorState message={t('studentDetails.notes.loadError')} onRetry={() => void refetch()} />;
  if (isLoading || !data) return <TabSkeleton />;
  return (
    <div className="space-y-4">
      <Card as="section" aria-labelledby="notes-add">
        <h2 id="notes-add" className={SECTION_TITLE}>
          {t('studentDetails.notes.add')}
        </h2>
        <NoteForm studentId={student.studentid} year={scope?.year ?? student.yearId} />
      </Card>
      <Card as="section" aria-labelledby="notes-title">
        <h2 id="notes-title" className={SECTION_TITLE}>
          {t('studentDetails.notes.title')}
        </h2>
        {data.items.length === 0 ? (
          <p>{t('studentDetails.notes.none')}</p>
        ) : (
          <ul className="space-y-3">
            {data.items.map((note) => (
              <li
                key={note.id}
                className="rounded-card border border-neutral-200 p-3 dark:border-neutral-700"
              >
                <p className="text-sm text-neutral-700 dark:text-neutral-300">
                  <span className="font-semibold">{note.author}</span> ·{' '}
                  <time dateTime={note.createdAt}>{formatDateTime(note.createdAt, i18n.language)}</time>
                </p>
                <p className="mt-1 whitespace-pre-wrap break-words">{note.text}</p>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
