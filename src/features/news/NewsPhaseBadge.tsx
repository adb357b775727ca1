import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../components/Badge';
import type { NewsPhase } from '../../domain/news';

/** One colour per state, the same everywhere (DESIGN-SYSTEM.md "Status badges"). */
export const PHASE_TONE: Record<NewsPhase, BadgeTone> = {
  draft: 'neutral',
  scheduled: 'info',
  live: 'success',
  expired: 'warning',
  archived: 'neutral',
};

export function NewsPhaseBadge({ phase }: { phase: NewsPhase }) {
  const { t } = useTranslation();
  return <Badge tone={PHASE_TONE[phase]}>{t(`news.phase.${phase}`)}</Badge>;
}

/** A category's name beside a dot of its colour (the colour is not the only sign: the name is written). */
export function CategoryTag({ category }: { category: { name: string; colour: string } | null }) {
  if (!category) return null;
  return (
    <span className="inline-flex items-center gap-1.5 text-sm text-neutral-700 dark:text-neutral-200">
      <span
        aria-hidden="true"
        className="size-2.5 rounded-full"
        style={{ backgroundColor: category.colour }}
      />
      {category.name}
    </span>
  );
}

/** "12 / 30" acknowledged (or read) of the targeted families, with a bar. */
export function AckProgress({ done, total, label }: { done: number; total: number; label: string }) {
  const share = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <span
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={done}
      className="inline-flex min-w-24 flex-col gap-1"
    >
      <span className="tabular-nums" aria-hidden="true">
        {done} / {total}
      </span>
      <span
        aria-hidden="true"
        className="h-1.5 w-full overflow-hidden rounded-full bg-neutral-200 dark:bg-neutral-700"
      >
        <span className="block h-full bg-success-600" style={{ width: `${share}%` }} />
      </span>
    </span>
  );
}
