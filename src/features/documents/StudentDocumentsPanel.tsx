import { skipToken } from '@reduxjs/toolkit/query';
import { FilePlus2, Printer, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BUTTON } from '../../components/buttons';
import { Card } from '../../components/Card';
import { ErrorState } from '../../components/ErrorState';
import { Ltr } from '../../components/Ltr';
import { DOCUMENT_TYPES } from '../../domain/documents';
import { formatDate } from '../../lib/dates';
import { paths } from '../../paths';
import { useScope } from '../../session/useScope';
import { DocumentDialog, type DocumentTarget } from './DocumentDialog';
import { useSchoolDocumentsQuery } from './documents.api';

/**
 * The documents the school issues from a student's record (docs/api.md "School documents"): a certificate of
 * schooling, an enrolment attestation, the family's payment statement (for staff who see family finances), and the
 * ones issued this year, to print again as they were issued.
 */
export function StudentDocumentsPanel({
  studentId,
  canStatePayments,
}: {
  studentId: number;
  canStatePayments: boolean;
}) {
  const { t, i18n } = useTranslation();
  const scope = useScope();
  const [target, setTarget] = useState<DocumentTarget | null>(null);
  const { data, isError, isLoading, refetch } = useSchoolDocumentsQuery(
    scope ? { studentId, ...scope } : skipToken,
  );
  const types = DOCUMENT_TYPES.filter((type) => type !== 'payments' || canStatePayments);
  return (
    <Card as="section" aria-labelledby="school-documents-title" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <h2 id="school-documents-title" className="text-lg font-semibold text-neutral-900 dark:text-white">
            {t('documents.panel.title')}
          </h2>
          <p className="text-sm text-neutral-700 dark:text-neutral-300">{t('documents.panel.intro')}</p>
        </div>
        <Link
          to={paths.verifyDocument()}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary-700 underline-offset-2 hover:underline md:min-h-control dark:text-primary-300"
        >
          <ShieldCheck size={16} aria-hidden="true" />
          {t('documents.panel.verify')}
        </Link>
      </div>
      <div role="group" aria-label={t('documents.panel.issueLabel')} className="flex flex-wrap gap-2">
        {types.map((type) => (
          <button
            key={type}
            type="button"
            className={BUTTON.secondary}
            onClick={() => setTarget({ kind: 'new', studentId, type })}
          >
            <FilePlus2 size={16} aria-hidden="true" />
            {t(`documents.types.${type}`)}
          </button>
        ))}
      </div>
      <div>
        <h3 className="mb-2 font-semibold text-neutral-900 dark:text-white">{t('documents.panel.issued')}</h3>
        {isError && !data ? (
          <ErrorState message={t('documents.panel.loadError')} onRetry={() => void refetch()} />
        ) : isLoading || !data ? (
          <p role="status" className="text-neutral-600 dark:text-neutral-300">
            {t('common.loading')}
          </p>
        ) : data.items.length === 0 ? (
          <p className="text-neutral-700 dark:text-neutral-300">{t('documents.panel.empty')}</p>
        ) : (
          <ul className="divide-y divide-neutral-100 dark:divide-neutral-700" data-testid="issued-documents">
            {data.items.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center gap-2 py-2">
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold">
                    <Ltr>{item.number}</Ltr>
                  </span>
                  <span className="block text-sm text-neutral-700 dark:text-neutral-300">
                    {t('documents.panel.row', {
                      type: t(`documents.types.${item.type}`),
                      date: formatDate(item.issuedOn, i18n.language),
                      name: item.issuedBy,
                    })}
                  </span>
                </span>
                <button
                  type="button"
                  className={BUTTON.secondary}
                  aria-label={t('documents.panel.reprint', { number: item.number })}
                  onClick={() => setTarget({ kind: 'issued', id: item.id, type: item.type })}
                >
                  <Printer size={16} aria-hidden="true" />
                  {t('documents.dialog.print')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {target && scope && <DocumentDialog target={target} scope={scope} onClose={() => setTarget(null)} />}
    </Card>
  );
}
