import type { ComponentPropsWithRef, ElementType } from 'react';

/** The elements a card may be: its semantics stay the caller's (a titled section, a fieldset, a list item...). */
export type CardElement = 'section' | 'div' | 'fieldset' | 'article' | 'p' | 'li';

/** `default` breathes more on wide screens; `sm` is for small figure tiles; `none` when the content pads itself. */
export type CardPadding = 'default' | 'sm' | 'none';

const SURFACE = 'rounded-card border border-neutral-200 bg-white dark:border-neutral-700 dark:bg-neutral-800';

const PADDING: Record<CardPadding, string> = {
  default: 'p-4 md:p-5',
  sm: 'p-3',
  none: '',
};

/**
 * The card surface as a class, for the rare element that cannot be a `Card` (a skeleton block, a router link).
 * @example <div className={`${cardClass('sm')} animate-pulse`} />
 */
export function cardClass(padding: CardPadding = 'default'): string {
  return padding === 'none' ? SURFACE : `${SURFACE} ${PADDING[padding]}`;
}

export type CardProps<E extends CardElement = 'div'> = {
  /** The element rendered; `div` by default. */
  as?: E;
  padding?: CardPadding;
} & Omit<ComponentPropsWithRef<E>, 'as'>;

/**
 * The one card surface of the portal: rounded, white (neutral-800 in dark mode), a light border, the same padding
 * everywhere. Every other prop (aria-*, role, id, className...) goes to the element.
 * @example <Card as="section" aria-labelledby="fees-levels" className="space-y-3">…</Card>
 */
export function Card<E extends CardElement = 'div'>({
  as,
  padding = 'default',
  className,
  ...rest
}: CardProps<E>) {
  // Widened on purpose: TypeScript cannot pair a union of tags with its union of props; CardProps<E> already does.
  const Element = (as ?? 'div') as ElementType;
  return (
    <Element {...rest} className={className ? `${cardClass(padding)} ${className}` : cardClass(padding)} />
  );
}
