import { afterEach, describe, expect, it, vi } from 'vitest';
import { breakpoint } from '../../../tests/helpers/appCss';
import { isPhoneViewport } from './viewport';

/** matchMedia as a window `width` px wide: min-width and max-width queries, in px or rem (16 px each). */
function stubMedia(width: number): void {
  const px = (value: string, unit: string) => Number(value) * (unit === 'rem' ? 16 : 1);
  const matches = (query: string) => {
    const min = /min-width:\s*([\d.]+)(rem|px)/.exec(query);
    const max = /max-width:\s*([\d.]+)(rem|px)/.exec(query);
    return (
      (min !== null || max !== null) &&
      (!min || width >= px(min[1]!, min[2]!)) &&
      (!max || width <= px(max[1]!, max[2]!))
    );
  };
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: matches(query), media: query }));
}

afterEach(() => vi.unstubAllGlobals());

describe('Business constants: width breakpoints (messaging)', () => {
  it('Business constants: width breakpoints: a phone, for the messaging, is below md (767 px and less), as the CSS’s md', async () => {
    const md = await breakpoint('md');
    stubMedia(md - 1);
    expect(isPhoneViewport()).toBe(true);
    stubMedia(md);
    expect(isPhoneViewport()).toBe(false);
  });
});
