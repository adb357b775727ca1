import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/Badge';
import { ErrorState } from '../../../components/ErrorState';
import { formatDateTime } from '../../../lib/dates';
import { useScope } from '../../auth/useScope';
import { useStudentDocumentsQuery, type StudentRecord } from '../studentDetails.api';
import { DOCUMENT_TONE, documentChecklist, formatDay, todayIso } from '../studentRules';
import { DocumentUploadForm } from './DocumentUploadForm';
import { CARD, SECTION_TITLE, TabSkeleton } from './OverviewTab';

/** The documents the configured types expect (required, missing, expired, expiring), the uploads, and an upload form. */
export function DocumentsTab({ student }: { student: StudentRecord }) {
  const { t, i18n } = useTranslation();
  const scope = useScope();
  const { data, isLoading, isError, refetch } = useStudentDocumentsQuery(
    scope ? { id: student.studentid, year: scope.year } : skipToken,
  );
  if (isError && !data)
    return <ErrorState message={t('studentDetails.documents.loadError')} onRetry={() => void refetch()} />;
  if (isLoading || !data) return <TabSkeleton />;
  const rows = documentChecklist(data.types, data.items, todayIso());
  const typeName = new Map(data.types.map((type) => [type.id, type.name]));
  return (
    <div className="space-y-4">
      <section aria-labelledby="documents-checklist" className={CARD}>
        <h2 id="documents-checklist" className={SECTION_TITLE}>
          {t('studentDetails.documents.checklist')}
        </h2>
        <ul className="divide-y divide-neutral-100 dark:divide-neutral-700">
          {rows.map((row) => (
            <li key={row.type.id} className="flex flex-wrap items-center gap-2 py-3">
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">{row.type.name}</span>
                <span className="block text-sm text-neutral-700 dark:text-neutral-300">
                  {row.type.required
                    ? t('studentDetails.documents.required')
                    : t('studentDetails.documents.optional')}
                  {row.document?.expiryDate &&
                    ` · ${t('studentDetails.documents.expires', { date: formatDay(row.document.expiryDate, i18n.language) })}`}
                </span>
              </span>
              <Badge tone={DOCUMENT_TONE[row.state]}>
                {t(`studentDetails.documents.state.${row.state}`)}
              </Badge>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="documents-upload" className={CARD}>
        <h2 id="documents-upload" className={SECTION_TITLE}>
          {t('studentDetails.documents.upload')}
        </h2>
        <DocumentUploadForm
          studentId={student.studentid}
          year={scope?.year ?? student.yearId}
          types={data.types}
        />
      </section>
      <section aria-labelledby="documents-uploaded" className={CARD}>
        <h2 id="documents-uploaded" className={SECTION_TITLE}>
          {t('studentDetails.documents.uploaded')}
        </h2>
        {data.items.length === 0 ? (
          <p>{t('studentDetails.documents.none')}</p>
        ) : (
          <ul className="divide-y divide-neutral-100 dark:divide-neutral-700">
            {data.items.map((document) => (
              <li key={document.id} className="py-2">
                <span className="block font-semibold break-all">{document.fileName}</span>
                <span className="block text-sm text-neutral-700 dark:text-neutral-300">
                  {typeName.get(document.typeId) ?? t('studentDetails.documents.unknownType')} ·{' '}
                  {t('studentDetails.documents.uploadedBy', {
                    name: document.uploadedBy,
                    date: formatDateTime(document.uploadedAt, i18n.language),
                  })}
                  {document.expiryDate &&
                    ` · ${t('studentDetails.documents.expires', { date: formatDay(document.expiryDate, i18n.language) })}`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
