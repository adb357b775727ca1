import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockReducedMotion } from '../../../tests/helpers/media';
import { PageTransition, ROUTE_TRANSITION_SECONDS } from './PageTransition';

afterEach(() => vi.unstubAllGlobals());

describe('page transition (Shell, Business constants: fade and slide lasting 0.5 s)', () => {
  it('lasts 0.5 s', () => {
    expect(ROUTE_TRANSITION_SECONDS).toBe(0.5);
  });

  it('a new page starts transparent and shifted, then fades and slides in', () => {
    mockReducedMotion(false);
    render(
      <MemoryRouter>
        <PageTransition>
          <p>page</p>
        </PageTransition>
      </MemoryRouter>,
    );
    const wrapper = screen.getByText('page').parentElement as HTMLElement;
    expect(wrapper.style.opacity).toBe('0');
    expect(wrapper.style.transform).toContain('translateY(16px)');
  });
});
