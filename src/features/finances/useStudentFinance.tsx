import { skipToken } from '@reduxjs/toolkit/query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/ErrorState';
import { useAppSelector } from '../../store/hooks';
import { nextInstallment, type NextInstallment } from '../../domain/ledger';
import { toCents } from '../../lib/money';
import { useStudentFinanceQuery } from './finances.api';
import type { StudentFinance } from './finances.schemas';

/**
 * A child's finance answer for the selected year (`GET students/{id}/finance`), or what to show instead: the error
 * with a retry, or "loading" while no answer for that child is in. The office's panel and the parent's page read it.
 */
export function useStudentFinance(
  studentId: number,
): { data: StudentFinance; instead: null } | { data: null; instead: ReactElement } {
  const { t } = useTranslation();
  const year = useAppSelector((state) => state.auth.year?.schoolyearid);
  const { data, isError, isFetching, refetch } = useStudentFinanceQuery(
    studentId > 0 ? { studentId, ...(year === undefined ? {} : { year }) } : skipToken,
  );
  if (isError && !isFetching) {
    return {
      data: null,
      instead: <ErrorState message={t('finances.loadError')} onRetry={() => void refetch()} />,
    };
  }
  if (!data || data.student.studentid !== studentId) {
    return {
      data: null,
      instead: (
        <p role="status" className="text-neutral-600 dark:text-neutral-300">
          {t('common.loading')}
        </p>
      ),
    };
  }
  return { data, instead: null };
}

/**
 * The child's next installment due (domain/ledger.ts `nextInstallment`), as the office's panel and the parent's
 * finance page show it (and the parent's dashboard).
 */
export function nextDue(data: StudentFinance): NextInstallment | null {
  return nextInstallment(
    data.engagements
      .flatMap((engagement) => engagement.installments)
      .map((installment) => ({
        dueDate: installment.dueDate,
        label: installment.label,
        outstandingCents: toCents(installment.outstanding),
      })),
    data.today,
  );
}
