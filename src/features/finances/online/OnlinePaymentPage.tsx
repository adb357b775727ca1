import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { BUTTON } from '../../../components/buttons';
import { Card } from '../../../components/Card';
import { ErrorState } from '../../../components/ErrorState';
import { Ltr } from '../../../components/Ltr';
import { ButtonSpinner } from '../../../components/ButtonSpinner';
import type { OnlinePaymentStatus } from '../../../domain/onlinePayments';
import { formatMoney } from '../../../lib/money';
import { paths } from '../../../paths';
import { useAppSelector } from '../../../store/hooks';
import { ReceiptDialog } from '../ReceiptDialog';
import { useOnlinePaymentQuery } from './onlinePayments.api';
import type { OnlinePayment } from './onlinePayments.schemas';

/** How often the page reads a pending order again, until the bank's word has come. */
export const PENDING_READ_MS = 2000;

const LOOK: Record<OnlinePaymentStatus, { icon: typeof Clock; tone: string }> = {
  pending: { icon: Clock, tone: 'text-primary-700 dark:text-primary-300' },
  paid: { icon: CircleCheck, tone: 'text-success-700 dark:text-success-300' },
  refused: { icon: CircleX, tone: 'text-danger-700 dark:text-danger-300' },
  cancelled: { icon: CircleX, tone: 'text-neutral-700 dark:text-neutral-200' },
};

/** The child the order is for, by name, from the parent's children. */
function useChildName(studentId: number): string {
  const students = useAppSelector((state) => state.auth.user?.students ?? []);
  const child = students.find((student) => student.studentid === studentId);
  return child ? [child.firstname_fr, child.lastname_fr].filter(Boolean).join(' ') : '';
}

function Outcome({ order }: { order: OnlinePayment }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [receipt, setReceipt] = useState<number | null>(null);
  const name = useChildName(order.studentId);
  const amount = formatMoney(order.amount, order.currency, language);
  const { icon: Icon, tone } = LOOK[order.status];
  const again = paths.studentEngagements(new URLSearchParams({ pay: order.choice }));
  const back = (
    <Link to={paths.studentEngagements()} className={BUTTON.secondary}>
      {t('finances.online.back')}
    </Link>
  );
  let body: ReactNode;
  let actions: ReactNode;
  if (order.status === 'paid') {
    body = (
      <>
        <p>{t('finances.online.paid', { amount, name, number: order.receiptNumber ?? '' })}</p>
        {order.refund > 0 && (
          <p>
            {t('finances.online.refund', { amount: formatMoney(order.refund, order.currency, language) })}
          </p>
        )}
      </>
    );
    actions = (
      <>
        {back}
        {order.paymentId !== null && (
          <button type="button" className={BUTTON.primary} onClick={() => setReceipt(order.paymentId)}>
            {t('finances.online.receipt')}
          </button>
        )}
      </>
    );
  } else if (order.status === 'pending') {
    body = <p>{t('finances.online.pending', { amount })}</p>;
    actions = back;
  } else {
    body = <p>{t(order.status === 'refused' ? 'finances.online.refused' : 'finances.online.cancelled')}</p>;
    actions = (
      <>
        {back}
        <Link to={again} className={BUTTON.primary}>
          {t('finances.online.retry')}
        </Link>
      </>
    );
  }
  return (
    <Card as="section" aria-labelledby="online-payment-outcome" className="space-y-4">
      <div role="status" className="space-y-3">
        <h2 id="online-payment-outcome" className={`flex items-center gap-2 text-xl font-semibold ${tone}`}>
          {order.status === 'pending' ? <ButtonSpinner /> : <Icon size={28} aria-hidden="true" />}
          {t(`finances.online.${order.status}Title`)}
        </h2>
        {body}
      </div>
      <p className="text-sm text-neutral-600 dark:text-neutral-300">
        {t('finances.online.order')} <Ltr>{order.orderId}</Ltr>
      </p>
      <div className="flex flex-wrap gap-2">{actions}</div>
      <ReceiptDialog paymentId={receipt} onClose={() => setReceipt(null)} />
    </Card>
  );
}

/**
 * Where the bank's page sends the parent back (docs/api.md "Online payments": the API's return address answers with
 * this page's address): the order's state as the server knows it, never taken from the return itself. While the
 * bank has not spoken (`pending`), the page reads the order again every `PENDING_READ_MS`; the parent may leave, the
 * payment's state is on the server and a notification follows. Accepted: the receipt at once.
 */
export default function OnlinePaymentPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const [pending, setPending] = useState(true);
  const { currentData, isError, isFetching, refetch } = useOnlinePaymentQuery(
    { orderId },
    {
      pollingInterval: pending ? PENDING_READ_MS : 0,
      skipPollingIfUnfocused: true,
    },
  );
  if (currentData && pending && currentData.status !== 'pending') setPending(false);
  let content: ReactNode;
  if (currentData) content = <Outcome order={currentData} />;
  else if (isError && !isFetching) {
    content = <ErrorState message={t('finances.online.loadError')} onRetry={() => void refetch()} />;
  } else {
    content = (
      <p role="status" className="flex items-center justify-center gap-2 py-10">
        <ButtonSpinner />
        {t('common.loading')}
      </p>
    );
  }
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-xl space-y-4">
      <h1 id="page-title" className="text-2xl font-semibold text-neutral-900 dark:text-white">
        {t('routes.online-payment')}
      </h1>
      {content}
    </section>
  );
}
