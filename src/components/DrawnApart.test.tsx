import { render, screen } from '@testing-library/react';
import { startTransition, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { DrawnApart } from './DrawnApart';

const CARDS = 8;
const WORK_MS = 8; // more than React's slice of a transition (5 ms)

/** A card's costly label (translations and formats stand-in): a busy wait, noted in `events`. */
function workOutLabel(index: number, events: string[]): string {
  const until = performance.now() + WORK_MS;
  while (performance.now() < until) {
    // busy, as a long computation would be
  }
  events.push(`card ${index}`);
  return `card ${index}`;
}

/** Shows nothing, then the cards, drawn in a transition as the dashboard's deferred figures are. */
function Cards({ events, apart }: { events: string[]; apart: boolean }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    // In a task of its own, as an answer's arrival is (not inside the test's act(), which would draw it at once).
    setTimeout(() => {
      startTransition(() => setShown(true));
      // A tap's stand-in: a task queued when the drawing starts.
      setTimeout(() => events.push('tap'), 0);
    }, 0);
  }, [events]);
  if (!shown) return <p>loading</p>;
  const cards: ReactNode[] = Array.from({ length: CARDS }, (_, index) =>
    apart ? (
      <DrawnApart key={index}>{() => <p>{workOutLabel(index, events)}</p>}</DrawnApart>
    ) : (
      <p key={index}>{workOutLabel(index, events)}</p>
    ),
  );
  return <div>{cards}</div>;
}

describe('DrawnApart (total blocking time: a transition pauses between cards)', () => {
  it('a task queued while cards worked out apart are drawn runs before the last card, not after all of them', async () => {
    const events: string[] = [];
    render(<Cards events={events} apart />);
    expect(await screen.findByText(`card ${CARDS - 1}`)).toBeInTheDocument();
    expect(events).toContain('tap');
    expect(events.indexOf('tap')).toBeLessThan(events.indexOf(`card ${CARDS - 1}`));
  });

  it('(the same cards worked out by the component that lists them are one block: the task waits for all)', async () => {
    const events: string[] = [];
    render(<Cards events={events} apart={false} />);
    expect(await screen.findByText(`card ${CARDS - 1}`)).toBeInTheDocument();
    expect(events.indexOf('tap')).toBeGreaterThan(events.indexOf(`card ${CARDS - 1}`));
  });

  it('with a placeholder, the screen is committed with the placeholders before any card is worked out', async () => {
    const events: string[] = [];
    render(<Committed events={events} placeholder={<p>skeleton</p>} />);
    expect(await screen.findByText(`card ${CARDS - 1}`)).toBeInTheDocument();
    expect(screen.queryByText('skeleton')).not.toBeInTheDocument();
    expect(events[0]).toBe('committed with 8 skeletons');
    expect(events.filter((event) => event.startsWith('card'))).toHaveLength(CARDS);
  });

  it('(without one, the cards are worked out before the screen is committed)', async () => {
    const events: string[] = [];
    render(<Committed events={events} />);
    expect(await screen.findByText(`card ${CARDS - 1}`)).toBeInTheDocument();
    expect(events.indexOf('committed with 0 skeletons')).toBe(CARDS);
  });
});

/** The cards shown in a transition, noting in `events` how many placeholders the first commit of them holds. */
function Committed({ events, placeholder }: { events: string[]; placeholder?: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    setTimeout(() => startTransition(() => setShown(true)), 0);
  }, []);
  useLayoutEffect(() => {
    if (shown) events.push(`committed with ${screen.queryAllByText('skeleton').length} skeletons`);
  }, [events, shown]);
  if (!shown) return <p>loading</p>;
  return (
    <div>
      {Array.from({ length: CARDS }, (_, index) => (
        <DrawnApart key={index} placeholder={placeholder}>
          {() => <p>{workOutLabel(index, events)}</p>}
        </DrawnApart>
      ))}
    </div>
  );
}
