import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WindowedRows } from './WindowedRows';
import { ROWS_BEFORE_WINDOW } from './windowing';

// The windowing code never arrives here (a slow network): what shows meanwhile is the subject.
vi.mock('./RowWindow', () => new Promise(() => undefined));

describe('WindowedRows (a long page, windowing loaded with the first long page)', () => {
  it('until the windowing code has come, the first rows are drawn as they are, not an empty list', () => {
    render(
      <ul aria-label="Élèves">
        <WindowedRows
          count={10_000}
          scroller={null}
          getKey={(index) => String(index)}
          renderRow={(index) => <li key={index}>Élève {index + 1}</li>}
          spacer={(height, edge) => <li key={edge} style={{ height }} />}
        />
      </ul>,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(ROWS_BEFORE_WINDOW);
    expect(items[0]).toHaveTextContent('Élève 1');
    expect(items.at(-1)).toHaveTextContent(`Élève ${ROWS_BEFORE_WINDOW}`);
  });
});
