import { skipToken } from '@reduxjs/toolkit/query';
import { Printer } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BUTTON } from '../../components/buttons';
import { Card } from '../../components/Card';
import { ErrorState } from '../../components/ErrorState';
import { Ltr } from '../../components/Ltr';
import { formatDate } from '../../lib/dates';
import { paths } from '../../paths';
import { useScope } from '../../session/useScope';
import { DocumentDialog, type DocumentTarget } from './DocumentDialog';
import { useDocumentRegisterQuery } from './documents.api';

const PAGE_SIZE = 25;

/**
 * The register of the documents issued in the branch this year (docs/api.md "GET school-documents"), newest first,
 * a page at a time: what the office hands out, by whom, and a reprint as issued.
 */
export function DocumentRegister() {
  const { t, i18n } = useTranslation();
  const scope = useScope();
  const [page, setPage] = useState(1);
  const [target, setTarget] = useState<DocumentTarget | null>(null);
  const { data, isError, isLoading, refetch } = useDocumentRegisterQuery(
    scope ? { ...scope, page, pageSize: PAGE_SIZE } : skipToken,
  );
  const arabic = i18n.language === 'ar';
  const last = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <Card as="section" aria-labelledby="register-title" className="space-y-3">
      <h2 id="register-title" className="text-lg font-semibold text-neutral-900 dark:text-white">
        {t('documents.register.title')}
      </h2>
      {isError && !data ? (
        <ErrorState message={t('documents.register.loadError')} onRetry={() => void refetch()} />
      ) : isLoading || !data ? (
        <p role="status" className="text-neutral-600 dark:text-neutral-300">
          {t('common.loading')}
        </p>
      ) : data.total === 0 ? (
        <p className="text-neutral-700 dark:text-neutral-300">{t('documents.register.empty')}</p>
      ) : (
        <>
          <ul className="divide-y divide-neutral-100 dark:divide-neutral-700" data-testid="document-register">
            {data.items.map((row) => (
              <li key={row.id} className="flex flex-wrap items-center gap-2 py-2">
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold">
                    <Ltr>{row.number}</Ltr> · {t(`documents.types.${row.type}`)}
                  </span>
                  <span className="block text-sm text-neutral-700 dark:text-neutral-300">
                    <Link
                      to={paths.studentDetails(row.studentId, { tab: 'attestations' })}
                      className="font-semibold text-primary-700 underline-offset-2 hover:underline dark:text-primary-300"
                    >
                      {arabic && row.student.firstname_ar
                        ? `${row.student.firstname_ar} ${row.student.lastname_ar}`
                        : `${row.student.lastname_fr} ${row.student.firstname_fr}`}
                    </Link>{' '}
                    · <Ltr>{row.className}</Ltr> ·{' '}
                    {t('documents.register.issued', {
                      date: formatDate(row.issuedOn, i18n.language),
                      name: row.issuedBy,
                    })}
                  </span>
                </span>
                <button
                  type="button"
                  className={BUTTON.secondary}
                  aria-label={t('documents.panel.reprint', { number: row.number })}
                  onClick={() => setTarget({ kind: 'issued', id: row.id, type: row.type })}
                >
                  <Printer size={16} aria-hidden="true" />
                  {t('documents.dialog.print')}
                </button>
              </li>
            ))}
          </ul>
          <nav aria-label={t('documents.register.pages')} className="flex flex-wrap items-center gap-2">
            <button
              type="button"
              className={BUTTON.secondary}
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              {t('documents.register.previous')}
            </button>
            <span className="text-sm text-neutral-700 dark:text-neutral-300" aria-live="polite">
              {t('documents.register.range', {
                from: (data.page - 1) * data.pageSize + 1,
                to: (data.page - 1) * data.pageSize + data.items.length,
                total: data.total,
              })}
            </span>
            <button
              type="button"
              className={BUTTON.secondary}
              disabled={page >= last}
              onClick={() => setPage(page + 1)}
            >
              {t('documents.register.next')}
            </button>
          </nav>
        </>
      )}
      {target && scope && <DocumentDialog target={target} scope={scope} onClose={() => setTarget(null)} />}
    </Card>
  );
}
