import { act, render, screen } from '@testing-library/react';
import { AppRouterProvider, createMemoryAppRouter } from '../../lib/appRouter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockReducedMotion } from '../../../tests/helpers/media';
import { PageTransition, ROUTE_TRANSITION_SECONDS } from './PageTransition';

afterEach(() => vi.unstubAllGlobals());

function Page({ name }: { name: string }) {
  return (
    <PageTransition>
      <p>{name}</p>
    </PageTransition>
  );
}

function renderAt(path: string) {
  const router = createMemoryAppRouter(
    [
      { path: '/a', element: <Page name="page a" /> },
      { path: '/b', element: <Page name="page b" /> },
    ],
    [path],
  );
  render(<AppRouterProvider router={router} />);
  return router;
}

const wrapperOf = (text: string) => screen.getByText(text).parentElement as HTMLElement;

describe('page transition (Shell, Business constants: page changes fade and slide lasting 0.5 s)', () => {
  it('lasts 0.5 s', () => {
    expect(ROUTE_TRANSITION_SECONDS).toBe(0.5);
  });

  it('the first page of a load is not a page change: it is drawn in place, with no fade to wait for', () => {
    mockReducedMotion(false);
    renderAt('/a');
    expect(wrapperOf('page a').style.opacity).toBe('1');
    expect(wrapperOf('page a').style.transform).toBe('none');
  });

  it('a page change starts transparent and shifted, then fades and slides in; so does a return to the first page', async () => {
    mockReducedMotion(false);
    const router = renderAt('/a');
    await act(() => router.navigate('/b'));
    expect(wrapperOf('page b').style.opacity).toBe('0');
    expect(wrapperOf('page b').style.transform).toContain('translateY(16px)');
    await vi.waitFor(() => expect(wrapperOf('page b').style.opacity).toBe('1'), { timeout: 15_000 });
    expect(wrapperOf('page b').style.transition).toContain(`opacity ${ROUTE_TRANSITION_SECONDS}s`);
    await act(() => router.navigate('/a'));
    expect(wrapperOf('page a').style.opacity).toBe('0');
  });
});
