import { Paperclip } from 'lucide-react';
import { useState } from 'react';
import { BUTTON } from '../../components/buttons';
import { ButtonSpinner } from '../../components/ButtonSpinner';
import { numberLocale } from '../../lib/locale';

/**
 * A day as "mercredi 25 novembre" in the language of the interface (Latin digits, the same day everywhere: the date
 * has no time zone).
 */
export function formatDay(isoDate: string, language: string): string {
  return new Intl.DateTimeFormat(numberLocale(language), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** A subject's name in the user's language: the Arabic one on Arabic screens (the French one when it has none). */
export function subjectName(item: { subject: string; subject_ar: string }, language: string): string {
  return language === 'ar' && item.subject_ar ? item.subject_ar : item.subject;
}

/** A colour the API gives (`#rrggbb`), or a neutral grey for anything else: never a style the answer writes. */
function safeColor(color: string): string {
  return /^#[0-9a-f]{6}$/i.test(color) ? color : '#64748b';
}

/** A subject with its colour dot (the dot is decoration: the name says it). */
export function SubjectName({ name, color }: { name: string; color: string }) {
  return (
    <span className="inline-flex min-w-0 items-center gap-2">
      <span
        aria-hidden="true"
        className="inline-block size-3 shrink-0 rounded-full border border-neutral-300 dark:border-neutral-600"
        style={{ backgroundColor: safeColor(color) }}
      />
      <span dir="auto" className="min-w-0 break-words">
        {name}
      </span>
    </span>
  );
}

/** A homework's text as it was typed: plain text (never markup), its line breaks kept, its direction its own. */
export function HomeworkText({ text, clamp = false }: { text: string; clamp?: boolean }) {
  return (
    <p dir="auto" className={`break-words whitespace-pre-line ${clamp ? 'line-clamp-3' : ''}`}>
      {text}
    </p>
  );
}

/**
 * The button that downloads an attachment (through the API: the token cannot ride on a link), named by the file;
 * busy while it downloads. `onDownload` rejects when it failed (the caller says so).
 */
export function AttachmentButton({
  name,
  label,
  onDownload,
  wide = false,
}: {
  name: string;
  label: string;
  onDownload: () => Promise<void>;
  wide?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={`${BUTTON.secondary} max-w-full ${wide ? 'w-full' : ''}`}
      aria-label={label}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void onDownload().finally(() => setBusy(false));
      }}
    >
      {busy ? <ButtonSpinner /> : <Paperclip size={16} aria-hidden="true" />}
      <bdi className="truncate">{name}</bdi>
    </button>
  );
}
