import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DrawnNext } from './DrawnNext';

/** Notes, when it is drawn, whether the rest of the screen (the "shell" mark) is already on the page. */
function Probe({ seen }: { seen: boolean[] }) {
  seen.push(document.querySelector('[data-testid="shell"]') !== null);
  return <p>page</p>;
}

describe('DrawnNext', () => {
  it('the rest of the screen is on the page before the children are drawn, then the children replace the placeholder', async () => {
    const seen: boolean[] = [];
    render(
      <div>
        <header data-testid="shell">shell</header>
        <DrawnNext placeholder={<p>skeleton</p>}>
          <Probe seen={seen} />
        </DrawnNext>
      </div>,
    );
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(screen.queryByText('skeleton')).not.toBeInTheDocument();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every(Boolean)).toBe(true);
  });
});
