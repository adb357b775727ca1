import type { ReactNode } from 'react';

/**
 * Draws what `children` returns in a component of its own. React can pause a transition's drawing between two
 * components, never inside one: a list of cards whose labels and figures (translations, formats) are worked out by
 * the component that lists them is one block of work, however many cards there are; each card worked out inside a
 * `DrawnApart` is a slice of its own, and the browser gets the main thread back between slices (total blocking
 * time, docs/architecture.md "Decisions taken so far").
 * @example levels.map((level) => <DrawnApart key={level.id}>{() => <FigureCard label={t('x', level)} />}</DrawnApart>)
 */
export function DrawnApart({ children }: { children: () => ReactNode }) {
  return children();
}
