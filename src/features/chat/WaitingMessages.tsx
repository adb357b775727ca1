import { useTranslation } from 'react-i18next';
import { OutboxState } from '../../components/OutboxState';
import { cancelKept, type OutboxEntry } from '../../lib/outbox';
import { MessageText } from './MessageText';

const CHAT_OUTBOX = {
  refused: 'chat.outbox.refused',
  waiting: 'chat.outbox.waiting',
  sending: 'chat.sending',
};

/**
 * The messages of this conversation waiting in the outbox (lib/outbox.ts; docs/architecture.md "Offline outbox"),
 * at the feed's end on the user's side: "waiting to be sent" and a "Cancel", or the server's refusal (kept, never
 * dropped, until cancelled).
 */
export function WaitingMessages({
  owner,
  entries,
  sending,
}: {
  owner: string;
  entries: OutboxEntry[];
  sending: (idempotencyKey: string) => boolean;
}) {
  const { t } = useTranslation();
  return entries.map((entry) => {
    const busy = sending(entry.idempotencyKey);
    return (
      <li key={entry.idempotencyKey} data-outbox="waiting" className="flex flex-row-reverse items-end gap-2">
        <div className="max-w-[80%] rounded-card border border-dashed border-primary-600 bg-primary-50 px-3 py-2 text-sm text-neutral-900 dark:bg-neutral-900 dark:text-neutral-100">
          <MessageText text={entry.text} />
          <p className="mt-1 flex flex-wrap items-center justify-end gap-2 text-xs">
            <OutboxState entry={entry} busy={busy} texts={CHAT_OUTBOX} small />
            <button
              type="button"
              disabled={busy}
              onClick={() => cancelKept(owner, entry.idempotencyKey)}
              className="min-h-11 rounded-control px-3 font-semibold text-primary-700 underline hover:bg-primary-100 disabled:opacity-50 dark:text-primary-300 dark:hover:bg-neutral-800"
            >
              {t('chat.outbox.cancel')}
            </button>
          </p>
        </div>
      </li>
    );
  });
}
