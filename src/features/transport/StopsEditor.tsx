import { ArrowDown, ArrowUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../api/errorText';
import { BUTTON } from '../../components/buttons';
import { notify } from '../../components/notify';
import { useSaveStopsMutation } from './transport.api';
import type { Stop } from './transport.schemas';

/**
 * Moves the stop at `from` one place up (-1) or down (+1). The car keeps its timetable: the times stay with the
 * positions, so the stops swap their times (the families of the moved stops are told).
 */
export function moveStop(stops: readonly Stop[], from: number, step: -1 | 1): Stop[] {
  const to = from + step;
  if (to < 0 || to >= stops.length) return [...stops];
  const next = [...stops];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next.map((stop, index) => ({
    ...stop,
    morning: stops[index]!.morning,
    evening: stops[index]!.evening,
  }));
}

/**
 * The line's stops in order, reordered with buttons (keyboard first: the moved stop's button keeps the focus and a
 * live message says where it went), then saved at once. Keyed by the saved stops, so a new answer starts afresh.
 */
export function StopsEditor({ lineId, stops }: { lineId: number; stops: Stop[] }) {
  const { t } = useTranslation();
  const [order, setOrder] = useState(stops);
  const [announce, setAnnounce] = useState('');
  const [save, { isLoading }] = useSaveStopsMutation();
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (focusNext.current) buttons.current.get(focusNext.current)?.focus();
    focusNext.current = null;
  }, [order]);
  const changed = order.some((stop, index) => stop.id !== stops[index]?.id);

  const move = (index: number, step: -1 | 1) => {
    const stop = order[index]!;
    const next = moveStop(order, index, step);
    const at = index + step;
    // The focus stays on the moved stop; at an end, on its other button.
    const edge = at === 0 || at === next.length - 1;
    focusNext.current = `${stop.id}:${edge ? -step : step}`;
    setOrder(next);
    setAnnounce(t('transport.stops.moved', { name: stop.name, position: at + 1, count: next.length }));
  };

  return (
    <section aria-labelledby="stops-title" className="space-y-2">
      <h3 id="stops-title" className="font-semibold">
        {t('transport.stops.title')}
      </h3>
      <p role="status" className="sr-only">
        {announce}
      </p>
      <ol className="divide-y divide-neutral-200 rounded-card border border-neutral-200 dark:divide-neutral-700 dark:border-neutral-700">
        {order.map((stop, index) => (
          <li key={stop.id} className="flex flex-wrap items-center gap-2 px-3 py-2">
            <span className="w-6 text-center font-semibold tabular-nums">{index + 1}</span>
            <span className="min-w-0 flex-1">
              <span className="block font-medium" dir="auto">
                {stop.name}
              </span>
              <span className="block text-sm text-neutral-600 dark:text-neutral-300" dir="auto">
                {stop.place}
              </span>
            </span>
            <span className="text-sm tabular-nums" dir="ltr">
              {stop.morning} · {stop.evening}
            </span>
            <span className="flex gap-1">
              {([-1, 1] as const).map((step) => {
                const Icon = step === -1 ? ArrowUp : ArrowDown;
                const label = t(step === -1 ? 'transport.stops.up' : 'transport.stops.down', {
                  name: stop.name,
                });
                const disabled = (step === -1 && index === 0) || (step === 1 && index === order.length - 1);
                return (
                  <button
                    key={step}
                    type="button"
                    ref={(element) => {
                      buttons.current.set(`${stop.id}:${step}`, element);
                    }}
                    className={`${BUTTON.secondary} min-h-11 min-w-11 px-2 md:min-h-0`}
                    aria-label={label}
                    title={label}
                    disabled={disabled}
                    onClick={() => move(index, step)}
                  >
                    <Icon size={16} aria-hidden="true" />
                  </button>
                );
              })}
            </span>
          </li>
        ))}
      </ol>
      {changed && (
        <div className="flex flex-wrap justify-end gap-2">
          <button
            type="button"
            className={BUTTON.secondary}
            onClick={() => setOrder(stops)}
            disabled={isLoading}
          >
            {t('transport.cancel')}
          </button>
          <button
            type="button"
            className={BUTTON.primary}
            disabled={isLoading}
            onClick={() => {
              save({ id: lineId, stops: order })
                .unwrap()
                .then(() => notify('success', t('transport.stops.saved')))
                .catch((error: unknown) => notify('error', apiErrorText(error, t, t('form.saveFailed'))));
            }}
          >
            {t('transport.stops.save')}
          </button>
        </div>
      )}
    </section>
  );
}
