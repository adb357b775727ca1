import { Printer, Send } from 'lucide-react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useSubmission } from '../../api/useSubmission';
import { BUTTON } from '../../components/buttons';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorState } from '../../components/ErrorState';
import { LtrValues } from '../../components/Ltr';
import { Modal } from '../../components/Modal';
import { formatDate } from '../../lib/dates';
import { ltrText } from '../../lib/bidi';
import './certificate.css';
import { notify } from '../../components/notify';
import { useCertificateQuery, useIssueCertificateMutation } from './requests.api';
import type { Certificate } from './requests.schemas';
import { PrintLanguagePicker } from '../../components/PrintLanguagePicker';

export type CertificateLanguage = 'fr' | 'ar';

/**
 * The certificate of schooling in French or in Arabic, whatever the interface's language: its texts are the
 * `requests.certificateDoc.<language>` keys, the same in every locale file. Names, dates and numbers come from the
 * student's record (`GET requests/{id}/certificate`).
 */
export function CertificateDocument({
  certificate: c,
  lang,
  level = 'h2',
}: {
  certificate: Certificate;
  lang: CertificateLanguage;
  level?: 'h1' | 'h2';
}) {
  const { t } = useTranslation();
  const key = (name: string) => `requests.certificateDoc.${lang}.${name}`;
  const arabic = lang === 'ar';
  const name =
    arabic && c.student.firstname_ar
      ? `${c.student.firstname_ar} ${c.student.lastname_ar}`
      : `${c.student.firstname_fr} ${c.student.lastname_fr.toUpperCase()}`;
  const date = (iso: string) => formatDate(iso, lang, 'long');
  const Heading = level;
  return (
    <article className="certificate space-y-6 text-neutral-900" lang={lang} dir={arabic ? 'rtl' : 'ltr'}>
      <header className="border-b border-neutral-300 pb-3">
        {/* The logo is decorative: the school's name follows it. */}
        {c.school.logo && <img src={c.school.logo} alt="" className="mb-2 h-14 w-auto object-contain" />}
        <p className="text-lg font-bold">{arabic && c.school.name_ar ? c.school.name_ar : c.school.name}</p>
        <p>
          <LtrValues text={arabic && c.school.branch_ar ? c.school.branch_ar : c.school.branch} />
        </p>
        {/* A Latin address with its figures ("27, boulevard d’Anfa, 20040 Casablanca") keeps its order in Arabic. */}
        <p className="text-sm">
          <LtrValues text={c.school.address} />
        </p>
        <p className="text-sm">{ltrText(c.school.phone)}</p>
        {c.school.email && <p className="text-sm">{ltrText(c.school.email)}</p>}
        {(c.school.legal ?? []).length > 0 && (
          <p className="text-xs text-neutral-700">{ltrText((c.school.legal ?? []).join(' · '))}</p>
        )}
      </header>
      <Heading className="text-center text-2xl font-bold">{t(key('title'))}</Heading>
      <p className="text-end text-sm">
        {c.number && (
          <span className="block font-semibold" data-testid="certificate-number">
            {t(key('number'), { number: ltrText(c.number) })}
          </span>
        )}
        {t(key('reference'), { reference: ltrText(c.reference) })}
      </p>
      <p className="leading-relaxed">
        {t(key('body'), {
          school: arabic && c.school.name_ar ? c.school.name_ar : c.school.name,
          branch: arabic && c.school.branch_ar ? c.school.branch_ar : c.school.branch,
          name,
          birthDate: date(c.student.birthDate),
          massar: ltrText(c.student.massar),
          className: ltrText(c.className),
          level: ltrText(c.level),
          year: ltrText(c.year),
          since: date(c.since),
        })}
      </p>
      <p className="leading-relaxed">{t(key('purpose'))}</p>
      <p className="text-end">{t(key('place'), { city: c.school.city, date: date(c.issuedOn) })}</p>
      <p className="pt-12 text-end font-semibold">{t(key('signature'))}</p>
      {c.code && (
        <p className="border-t border-neutral-300 pt-2 text-xs" data-testid="certificate-code">
          {t(key('verify'), { code: ltrText(c.code) })}
        </p>
      )}
    </article>
  );
}

/**
 * The certificate in a dialog, French or Arabic, with Print (one A4 page: certificate.css). For the school
 * (`canIssue`), "Send to the family" until it is sent (docs/api.md "POST requests/{id}/certificate/issue": once,
 * with an `Idempotency-Key`, the request resolved); the family opens the certificate as it was sent (`issuedOn`).
 */
export function CertificateDialog({
  id,
  onClose,
  issuedOn,
  canIssue,
}: {
  id: number;
  onClose: () => void;
  /** The day it was sent to the family; null until then. */
  issuedOn: string | null;
  canIssue: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { data, isError, refetch } = useCertificateQuery(id);
  const [lang, setLang] = useState<CertificateLanguage>(i18n.language === 'ar' ? 'ar' : 'fr');
  const [confirming, setConfirming] = useState(false);
  const [issue] = useIssueCertificateMutation();
  const submission = useSubmission();
  return (
    <>
      <Modal
        open={!confirming}
        size="lg"
        title={t('requests.certificate.title')}
        onClose={onClose}
        footer={
          data && (
            <>
              {canIssue && !issuedOn && (
                <button type="button" className={BUTTON.secondary} onClick={() => setConfirming(true)}>
                  <Send size={16} aria-hidden="true" className="rtl:-scale-x-100" />
                  {t('requests.certificate.send')}
                </button>
              )}
              <button type="button" className={BUTTON.primary} onClick={() => window.print()}>
                <Printer size={16} aria-hidden="true" />
                {t('requests.certificate.print')}
              </button>
            </>
          )
        }
      >
        {issuedOn && (
          <p className="mb-4 rounded-control bg-success-50 px-3 py-2 text-sm text-success-700 dark:bg-neutral-900 dark:text-success-500">
            {t('requests.certificate.sentOn', { date: formatDate(issuedOn, i18n.language, 'long') })}
          </p>
        )}
        <PrintLanguagePicker
          legend={t('requests.certificate.language')}
          name="certificate-language"
          languages={['fr', 'ar'] as const}
          value={lang}
          onChange={setLang}
          label={(language) => t(`requests.certificate.${language}`)}
        />
        {isError ? (
          <ErrorState message={t('requests.certificate.loadError')} onRetry={() => void refetch()} />
        ) : !data ? (
          <div className="h-64 animate-pulse rounded bg-neutral-200 dark:bg-neutral-700" aria-hidden="true" />
        ) : (
          <div className="rounded-card border border-neutral-200 bg-white p-4 md:p-6 dark:border-neutral-700">
            <CertificateDocument certificate={data} lang={lang} />
          </div>
        )}
        {data &&
          createPortal(
            <div className="certificate-print-root" data-testid="certificate-document">
              <CertificateDocument certificate={data} lang={lang} level="h1" />
            </div>,
            document.body,
          )}
      </Modal>
      <ConfirmDialog
        open={confirming}
        title={t('requests.certificate.sendTitle')}
        message={t('requests.certificate.sendMessage')}
        confirmLabel={t('requests.certificate.send')}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          // Once, whatever the clicks and the network (an answer lost is re-read, never sent twice).
          const sent = await submission.run({ id }, (idempotencyKey) =>
            issue({ id, idempotencyKey }).unwrap(),
          );
          if (sent) void notify('success', t('requests.certificate.sent'));
          setConfirming(false);
        }}
      />
    </>
  );
}
