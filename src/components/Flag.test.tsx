import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Flag } from './Flag';
import { LogoMark } from './LogoMark';

describe('Flag and LogoMark', () => {
  it('draw inline and hidden from assistive technology: no image to fetch, the name beside them says what they are', () => {
    const { container } = render(
      <>
        <LogoMark className="size-8" />
        <Flag language="fr" className="h-4 w-6" />
        <Flag language="en" className="h-4 w-6" />
        <Flag language="ar" className="h-4 w-6" />
      </>,
    );
    expect(container.querySelectorAll('img')).toHaveLength(0);
    const drawings = [...container.querySelectorAll('svg')];
    expect(drawings).toHaveLength(4);
    for (const drawing of drawings) expect(drawing).toHaveAttribute('aria-hidden', 'true');
  });

  it("two English flags on one page (the picker's button and its menu) each clip with their own paths", () => {
    const { container } = render(
      <>
        <Flag language="en" className="h-4 w-6" />
        <Flag language="en" className="h-4 w-6" />
      </>,
    );
    const ids = [...container.querySelectorAll('clipPath')].map((clip) => clip.id);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
    // Each flag's drawing refers to clip paths of its own.
    for (const flag of container.querySelectorAll('svg')) {
      const own = [...flag.querySelectorAll('clipPath')].map((clip) => `url(#${clip.id})`);
      const used = [...flag.querySelectorAll('[clip-path]')].map((node) => node.getAttribute('clip-path'));
      expect(used.length).toBe(2);
      for (const reference of used) expect(own).toContain(reference);
    }
  });
});
