import { useTranslation } from 'react-i18next';
import { OutboxState } from '../../components/OutboxState';
import { cancelKept } from '../../lib/outbox';
import { useOutbox } from '../../lib/useOutbox';

const REQUESTS_OUTBOX = {
  refused: 'requests.outbox.refused',
  waiting: 'requests.outbox.waiting',
  sending: 'requests.outbox.sending',
};

/**
 * A parent's requests written offline for this child, waiting to be sent (lib/outbox.ts; docs/architecture.md
 * "Offline outbox"), at the top of the requests list: "waiting to be sent" and a "Cancel", or the server's refusal
 * (kept, never dropped, until cancelled).
 */
export function WaitingRequests({ owner, studentId }: { owner: string | null; studentId: number }) {
  const { t, i18n } = useTranslation();
  const { entries, sending } = useOutbox(owner, 'request');
  const waiting = entries.filter((entry) => entry.about.studentId === studentId);
  if (!owner || waiting.length === 0) return null;
  return (
    <section aria-labelledby="requests-outbox" className="space-y-2">
      <h2 id="requests-outbox" className="font-semibold text-neutral-800 dark:text-neutral-100">
        {t('requests.outbox.title')}
      </h2>
      <ul className="space-y-2">
        {waiting.map((entry) => {
          const busy = sending(entry.idempotencyKey);
          const name = String((i18n.language === 'ar' && entry.about.name_ar) || entry.about.name_fr || '');
          return (
            <li
              key={entry.idempotencyKey}
              data-outbox="waiting"
              className="flex flex-wrap items-center gap-3 rounded-card border border-dashed border-primary-600 bg-white p-3 dark:bg-neutral-800"
            >
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{name}</p>
                {entry.text && (
                  <p dir="auto" className="truncate text-sm text-neutral-700 dark:text-neutral-300">
                    {entry.text}
                  </p>
                )}
                <OutboxState entry={entry} busy={busy} texts={REQUESTS_OUTBOX} as="p" />
              </div>
              <button
                type="button"
                disabled={busy}
                onClick={() => cancelKept(owner, entry.idempotencyKey)}
                aria-label={t('requests.outbox.cancelOne', { name })}
                className="min-h-11 rounded-control border border-neutral-300 px-4 font-semibold hover:bg-neutral-100 disabled:opacity-50 dark:border-neutral-600 dark:hover:bg-neutral-700"
              >
                {t('requests.outbox.cancel')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
