import { useEffect, useState } from 'react';
import { afterFirstScreen, firstPageDrawn, firstScreenIsShown } from './afterFirstScreen';

/**
 * False until the first screen is shown and the browser is idle (`afterFirstScreen`), then true: what a screen
 * asks for only to decorate it (the header's badges) waits for it, so the page's own requests go first.
 * @example
 * const ready = useAfterFirstScreen();
 * useEffect(() => { if (ready) void dispatch(loadConversations()); }, [ready]);
 */
export function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(firstScreenIsShown);
  useEffect(() => {
    if (ready) return undefined;
    return afterFirstScreen(() => setReady(true));
  }, [ready]);
  return ready;
}

/**
 * Says that a page has been drawn (lib/afterFirstScreen `holdUntilPageDrawn`): where the app draws its pages, once
 * the page has appeared, so the requests it makes are already holding the first screen.
 */
export function useFirstPageDrawn(): void {
  useEffect(firstPageDrawn, []);
}
