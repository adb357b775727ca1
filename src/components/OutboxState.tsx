import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { apiRefusalText } from '../api/errorText';
import type { OutboxEntry } from '../lib/outbox';

/**
 * Where a kept message or request stands (lib/outbox.ts; docs/architecture.md "Offline outbox"): the server's
 * refusal (kept until cancelled), else "waiting to be sent" or, while this tab sends it, "sending". Each screen names
 * the three in its own texts.
 */
export function OutboxState({
  entry,
  busy,
  texts,
  as: Tag = 'span',
  small = false,
}: {
  entry: OutboxEntry;
  busy: boolean;
  texts: { refused: string; waiting: string; sending: string };
  as?: 'span' | 'p';
  small?: boolean;
}) {
  const { t } = useTranslation();
  const size = small ? '' : 'text-sm ';
  if (entry.refused)
    return (
      <Tag className={`${size}text-danger-700 dark:text-danger-500`}>
        {apiRefusalText(entry.refused, t, t(texts.refused))}
      </Tag>
    );
  return (
    <Tag className={`inline-flex items-center gap-1 ${size}text-neutral-700 dark:text-neutral-300`}>
      <Clock size={small ? 12 : 14} aria-hidden="true" />
      {t(busy ? texts.sending : texts.waiting)}
    </Tag>
  );
}
