import { useEffect, useState } from 'react';
import { afterFirstScreen, firstPageDrawn } from './afterFirstScreen';

/** Once true, the first screen has been shown: later screens need not wait. */
let firstScreenShown = false;

/**
 * False until the first screen is shown and the browser is idle (`afterFirstScreen`), then true: what a screen
 * asks for only to decorate it (the header's badges) waits for it, so the page's own requests go first.
 * @example
 * const ready = useAfterFirstScreen();
 * useEffect(() => { if (ready) void dispatch(loadConversations()); }, [ready]);
 */
export function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(firstScreenShown);
  useEffect(() => {
    if (ready) return undefined;
    return afterFirstScreen(() => {
      firstScreenShown = true;
      setReady(true);
    });
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
