import type { ReactNode } from 'react';
import { DrawnNext } from './DrawnNext';

/**
 * Draws what `children` returns in a component of its own. React can pause a transition's drawing between two
 * components, never inside one: a list of cards whose labels and figures (translations, formats) are worked out by
 * the component that lists them is one block of work, however many cards there are; each card worked out inside a
 * `DrawnApart` is a slice of its own, and the browser gets the main thread back between slices (total blocking
 * time, docs/architecture.md "Decisions taken so far").
 *
 * With a `placeholder` (a card's skeleton), the card is not even worked out with the screen around it: the
 * placeholder is drawn with it, and the card next (`DrawnNext`), so the screen's first paint, its largest figure
 * included, does not wait for cards further down (largest contentful paint).
 * @example levels.map((level) => <DrawnApart key={level.id}>{() => <FigureCard label={t('x', level)} />}</DrawnApart>)
 */
export function DrawnApart({
  children,
  placeholder,
}: {
  children: () => ReactNode;
  placeholder?: ReactNode;
}) {
  if (placeholder === undefined) return children();
  return (
    <DrawnNext placeholder={placeholder}>
      <DrawnApart>{children}</DrawnApart>
    </DrawnNext>
  );
}
