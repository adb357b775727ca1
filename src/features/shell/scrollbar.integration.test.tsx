import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appCss } from '../../../tests/helpers/appCss';
import { renderSignedIn } from '../../../tests/helpers/shell';
import { SimpleBarScroll } from './SimpleBarScroll';

/**
 * jsdom lays nothing out: the side menu's scroll area is given a 400 px view over 20 000 px of entries, so that
 * simplebar draws a scrollbar (its thumb would be 400 / 20 000 of the 400 px track: 8 px).
 */
const SIZES: Array<{ selector: string; property: 'offsetHeight' | 'scrollHeight'; px: number }> = [
  { selector: '.simplebar-content', property: 'scrollHeight', px: 20_000 },
  { selector: '.simplebar-content-wrapper', property: 'offsetHeight', px: 400 },
  { selector: '.simplebar-height-auto-observer', property: 'offsetHeight', px: 400 },
  { selector: '.simplebar-track.simplebar-vertical', property: 'offsetHeight', px: 400 },
];

beforeEach(() => {
  for (const property of ['offsetHeight', 'scrollHeight'] as const) {
    const own = Object.getOwnPropertyDescriptor(HTMLElement.prototype, property)?.get;
    const inherited = Object.getOwnPropertyDescriptor(Element.prototype, property)?.get;
    vi.spyOn(HTMLElement.prototype, property, 'get').mockImplementation(function (this: HTMLElement) {
      const size = SIZES.find(
        (candidate) => candidate.property === property && this.matches(candidate.selector),
      );
      return size ? size.px : ((own ?? inherited)?.call(this) ?? 0);
    });
  }
});

afterEach(() => {
  vi.useRealTimers();
  document.querySelectorAll('style[data-test-css]').forEach((style) => style.remove());
});

const verticalThumb = (root: ParentNode) =>
  root.querySelector<HTMLElement>('.simplebar-track.simplebar-vertical .simplebar-scrollbar');

/**
 * The stylesheets as the browser has them once the side menu's scroll area is drawn: the app's (src/index.css,
 * compiled) from the start, simplebar's own after it (it comes with the scroll area's chunk). jsdom computes no
 * pseudo-element's style: `::before` (the thumb's visible part) is read on the thumb itself.
 */
async function addStylesheets(): Promise<void> {
  const simplebar = readFileSync(
    join(process.cwd(), 'node_modules/simplebar-react/dist/simplebar.min.css'),
    'utf8',
  );
  for (const css of [await appCss([]), simplebar]) {
    const style = document.createElement('style');
    style.dataset.testCss = '';
    style.textContent = css.replace(/::?before/g, '');
    document.head.append(style);
  }
}

/** A duration of CSS (`0.2s`, `825ms`) in ms. */
const ms = (time: string) => Number.parseFloat(time) * (time.endsWith('ms') ? 1 : 1000);

// Whole-app renders have 60 s: the first of a file transforms the lazily loaded pages, slow on a busy machine.
describe('Business constants: scrollbar', () => {
  it('Business constants: scrollbar minimum size 25: the side menu’s scrollbar thumb is never shorter than 25 px', async () => {
    await renderSignedIn('admin', '/dashboard');
    const sidebar = screen.getByTestId('sidebar');
    await waitFor(() => expect(verticalThumb(sidebar)).not.toBeNull());
    expect(verticalThumb(sidebar)).toHaveStyle({ height: '25px' });
  }, 60_000);

  it('Business constants: scrollbar hide timeout 1000 ms: the thumb shown by a scroll starts hiding 1000 ms after the scroll, not before', async () => {
    vi.useFakeTimers();
    const { container } = render(
      <SimpleBarScroll minSize={25} onScroll={() => undefined}>
        <p>entries</p>
      </SimpleBarScroll>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    const thumb = verticalThumb(container);
    const scroller = container.querySelector<HTMLElement>('.simplebar-content-wrapper');
    if (!thumb || !scroller) throw new Error('no simplebar scroll area');

    // simplebar marks the thumb visible on a scroll, and hidden once the scrolling has stopped a while.
    fireEvent.scroll(scroller);
    expect(thumb).toHaveClass('simplebar-visible');
    let markedHiddenAfter = 0;
    while (thumb.classList.contains('simplebar-visible') && markedHiddenAfter < 5000) {
      await act(() => vi.advanceTimersByTimeAsync(1));
      markedHiddenAfter += 1;
    }
    expect(thumb).not.toHaveClass('simplebar-visible');

    // Then the stylesheets: the thumb fades out after a delay, and shows at once when visible again.
    vi.useRealTimers();
    await addStylesheets();
    const hidden = getComputedStyle(thumb).getPropertyValue('transition');
    const [, delay] = hidden.match(/\d*\.?\d+m?s/g) ?? [];
    expect(delay, `transition: ${hidden}`).toBeDefined();
    expect(markedHiddenAfter + ms(delay ?? '')).toBe(1000);

    thumb.classList.add('simplebar-visible');
    expect(getComputedStyle(thumb).getPropertyValue('transition-delay')).toBe('0s');
    expect(getComputedStyle(thumb).opacity).toBe('0.5');
  });
});
