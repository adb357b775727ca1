import { skipToken } from '@reduxjs/toolkit/query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/Badge';
import { BUTTON } from '../../../components/buttons';
import { ButtonSpinner } from '../../../components/ButtonSpinner';
import { Card } from '../../../components/Card';
import { notify } from '../../../components/notify';
import { ErrorState } from '../../../components/ErrorState';
import { formatDateTime } from '../../../lib/dates';
import { useScope } from '../../../session/useScope';
import { useStudentDocumentsQuery } from '../studentDetails.api';
import type { StudentDocument, StudentRecord } from '../students.schemas';
import { downloadStudentDocument } from './documentFile';
import { todayIso } from '../../../domain/dates';
import { DOCUMENT_TONE, documentChecklist, formatDay } from '../studentRules';
import { DocumentUploadForm } from './DocumentUploadForm';
import { SECTION_TITLE, TabSkeleton } from './OverviewTab';

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
      <Card as="section" aria-labelledby="documents-checklist">
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
      </Card>
      <Card as="section" aria-labelledby="documents-upload">
        <h2 id="documents-upload" className={SECTION_TITLE}>
          {t('studentDetails.documents.upload')}
        </h2>
        <DocumentUploadForm
          studentId={student.studentid}
          year={scope?.year ?? student.yearId}
          types={data.types}
        />
      </Card>
      <Card as="section" aria-labelledby="documents-uploaded">
        <h2 id="documents-uploaded" className={SECTION_TITLE}>
          {t('studentDetails.documents.uploaded')}
        </h2>
        {data.items.length === 0 ? (
          <p>{t('studentDetails.documents.none')}</p>
        ) : (
          <ul className="divide-y divide-neutral-100 dark:divide-neutral-700">
            {data.items.map((document) => (
              <li key={document.id} className="flex flex-wrap items-center gap-2 py-2">
                <span className="min-w-0 flex-1">
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
                </span>
                <DownloadButton
                  studentId={student.studentid}
                  year={scope?.year ?? student.yearId}
                  document={document}
                />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

/** Downloads one uploaded document; busy while it comes, a toast when it cannot. */
function DownloadButton({
  studentId,
  year,
  document,
}: {
  studentId: number;
  year: number;
  document: StudentDocument;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadStudentDocument(studentId, year, document);
    } catch {
      void notify('error', t('studentDetails.documents.downloadError', { name: document.fileName }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={BUTTON.secondary}
      aria-label={t('studentDetails.documents.download', { name: document.fileName })}
      disabled={busy}
      onClick={() => void download()}
    >
      {busy ? <ButtonSpinner /> : <Download aria-hidden="true" className="size-4" />}
      <span className="hidden sm:inline">{t('studentDetails.documents.downloadShort')}</span>
    </button>
  );
}
