import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockReducedMotion } from '../../../tests/helpers/media';
import { PageTransition } from './PageTransition';

afterEach(() => vi.unstubAllGlobals());

// framer-motion reads the reduced-motion preference once per module instance: this case has a file of its own.
describe('page transition with prefers-reduced-motion (no motion)', () => {
  it('with prefers-reduced-motion there is no motion: the page is shown as it is', () => {
    mockReducedMotion(true);
    render(
      <MemoryRouter>
        <PageTransition>
          <p>page</p>
        </PageTransition>
      </MemoryRouter>,
    );
    const wrapper = screen.getByText('page').parentElement as HTMLElement;
    expect(wrapper.style.opacity).not.toBe('0');
    expect(wrapper.style.transform).not.toContain('translateY(16px)');
  });
});
