import { skipToken } from '@reduxjs/toolkit/query';
import { FileCheck2, Printer } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../api/errorText';
import { useSubmission } from '../../api/useSubmission';
import { BUTTON } from '../../components/buttons';
import { DownloadPdfButton } from '../../components/DownloadPdfButton';
import { ErrorState } from '../../components/ErrorState';
import { SubmissionStatus } from '../../components/form/SubmissionStatus';
import { Modal } from '../../components/Modal';
import { notify } from '../../components/notify';
import { PrintCopy } from '../../components/PrintCopy';
import { DOCUMENT_LANGUAGES, type DocumentLanguage, type DocumentType } from '../../domain/documents';
import { formatDate } from '../../lib/dates';
import type { Scope } from '../../session/useScope';
import { documentFileName } from './documentFile';
import { useDocumentDraftQuery, useIssueDocumentMutation, useSchoolDocumentQuery } from './documents.api';
import type { SchoolDocument } from './documents.schemas';
import { SchoolDocumentView } from './SchoolDocumentView';
import { PrintLanguagePicker } from '../../components/PrintLanguagePicker';

/** What the dialog opens: a new document of a type for a student (a draft until issued), or one already issued. */
export type DocumentTarget =
  { kind: 'new'; studentId: number; type: DocumentType } | { kind: 'issued'; id: number; type: DocumentType };

/**
 * A school document in a dialog. A new one is read as a draft in the chosen language (no number); "Issue" numbers
 * it with its verification code, once whatever the clicks and the network (an `Idempotency-Key` through
 * `useSubmission`), and only then can it be printed: a paper without a number is never handed out. An issued one
 * opens as it was issued, to print again. Printing gives the document alone on A4 (components/PrintCopy.tsx), and
 * "Download the PDF" the same copy as a PDF (components/DownloadPdfButton.tsx), in the document's language.
 */
export function DocumentDialog({
  target,
  scope,
  onClose,
}: {
  target: DocumentTarget;
  scope: Scope;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [language, setLanguage] = useState<DocumentLanguage>(i18n.language === 'ar' ? 'ar' : 'fr');
  const [issued, setIssued] = useState<SchoolDocument | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [issue] = useIssueDocumentMutation();
  const submission = useSubmission();
  const draft = useDocumentDraftQuery(
    target.kind === 'new' && !issued
      ? { studentId: target.studentId, ...scope, type: target.type, language }
      : skipToken,
  );
  const kept = useSchoolDocumentQuery(target.kind === 'issued' ? target.id : skipToken);
  const query = target.kind === 'issued' ? kept : draft;
  // The draft of the language chosen now (`currentData`: never the other language's while it loads).
  const shown = issued ?? (target.kind === 'issued' ? kept.data : draft.currentData);
  const final = shown?.number ? shown : null;
  const copy = useRef<HTMLDivElement>(null);

  async function issueNow() {
    if (target.kind !== 'new') return;
    setFailure(null);
    try {
      const values = { studentId: target.studentId, ...scope, type: target.type, language };
      const document = await submission.run(values, (idempotencyKey) =>
        issue({ ...values, idempotencyKey }).unwrap(),
      );
      if (!document) return;
      setIssued(document);
      void notify(
        'success',
        t('documents.dialog.issued', {
          number: document.number,
          date: formatDate(document.issuedOn, i18n.language, 'long'),
        }),
      );
    } catch (caught) {
      // An unknown outcome says so itself (SubmissionStatus); a refusal says why.
      if (submission.state !== 'unconfirmed')
        setFailure(apiErrorText(caught, t, t('documents.dialog.issueError')));
    }
  }

  return (
    <Modal
      open
      size="lg"
      title={t(`documents.types.${target.type}`)}
      onClose={onClose}
      busy={submission.busy}
      footer={
        <>
          {failure && (
            <p role="alert" className="me-auto text-sm text-danger-700 dark:text-danger-300">
              {failure}
            </p>
          )}
          <SubmissionStatus state={submission.state} className="me-auto" />
          {target.kind === 'new' && !issued && (
            <button
              type="button"
              className={BUTTON.primary}
              disabled={!shown || submission.busy}
              onClick={() => void issueNow()}
            >
              <FileCheck2 size={16} aria-hidden="true" />
              {submission.busy ? t('documents.dialog.issuing') : t('documents.dialog.issue')}
            </button>
          )}
          {final?.number && (
            // The same copy as the print's, so that the PDF and the paper never differ.
            <DownloadPdfButton
              copy={copy}
              fileName={documentFileName(final.type, final.number)}
              title={`${t(`documents.doc.${final.language}.${final.type}.title`)} ${final.number}`}
              lang={final.language}
            />
          )}
          {final && (
            <button type="button" className={BUTTON.primary} onClick={() => window.print()}>
              <Printer size={16} aria-hidden="true" />
              {t('documents.dialog.print')}
            </button>
          )}
        </>
      }
    >
      {target.kind === 'new' && !issued && (
        <>
          <PrintLanguagePicker
            legend={t('documents.dialog.language')}
            name="document-language"
            languages={DOCUMENT_LANGUAGES}
            value={language}
            onChange={setLanguage}
            label={(language) => t(`documents.languages.${language}`)}
          />
          <p className="mb-3 rounded-control bg-info-50 px-3 py-2 text-sm text-info-800">
            {t('documents.dialog.draftNote')}
          </p>
        </>
      )}
      {query.isError && !shown ? (
        <ErrorState
          message={apiErrorText(query.error, t, t('documents.dialog.loadError'))}
          onRetry={() => void query.refetch()}
        />
      ) : !shown ? (
        <div className="h-64 animate-pulse rounded bg-neutral-200 dark:bg-neutral-700" aria-hidden="true" />
      ) : (
        // Focusable, so a document taller than a phone's screen can be scrolled with the keyboard.
        <div
          className="rounded-card border border-neutral-200 bg-white p-4 md:p-6 dark:border-neutral-700"
          role="region"
          aria-label={t(`documents.types.${target.type}`)}
          tabIndex={0}
        >
          <SchoolDocumentView document={shown} />
        </div>
      )}
      {final && (
        <PrintCopy
          ref={copy}
          lang={final.language}
          dir={final.language === 'ar' ? 'rtl' : 'ltr'}
          testId="document-print"
        >
          <SchoolDocumentView document={final} level="h1" />
        </PrintCopy>
      )}
    </Modal>
  );
}
