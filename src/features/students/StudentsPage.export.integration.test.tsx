import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { renderSignedIn } from '../../../tests/helpers/shell';

/** The page requests of an export (200 rows each) that reach the demo API. */
function recordExportRequests(): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/students' && url.searchParams.get('pageSize') === '200') {
      seen.push(url.searchParams);
    }
  });
  return seen;
}

const downloads: string[] = [];
beforeEach(() => {
  downloads.length = 0;
  URL.createObjectURL = () => 'blob:students';
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

describe('student list: export of every page', () => {
  it('reads every page of the current filter from the same endpoint and downloads one file', async () => {
    const { user } = await renderSignedIn('admin', '/fullstudents?status=active');
    await screen.findByRole('table', { name: 'Liste des élèves' });
    const count = await screen.findByText(/^[\d\s\u202f]+ élèves$/, { ignore: '[data-list-announcer]' });
    const total = Number(count.textContent?.replace(/\D/g, ''));
    const seen = recordExportRequests();

    await user.click(screen.getByRole('button', { name: 'Exporter en CSV' }));

    await waitFor(() => expect(downloads).toEqual(['eleves.csv']));
    expect(seen.map((params) => params.get('page'))).toEqual(
      Array.from({ length: Math.ceil(total / 200) }, (_, index) => String(index + 1)),
    );
    seen.forEach((params) => {
      expect(params.get('status')).toBe('active');
      expect(params.get('branch')).toBe('1');
    });
  });

  it('shows its progress, and Cancel stops it: no further page is asked and nothing is downloaded', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The second page of the export answers only when the test says so: the export is "long".
    server.use(
      http.get('*/api/students', async ({ request }) => {
        const params = new URL(request.url).searchParams;
        if (params.get('pageSize') === '200' && params.get('page') === '2') await held;
        return undefined;
      }),
    );
    const { user } = await renderSignedIn('admin', '/fullstudents');
    await screen.findByRole('table', { name: 'Liste des élèves' });
    const count = await screen.findByText(/^[\d\s\u202f]+ élèves$/, { ignore: '[data-list-announcer]' });
    expect(Number(count.textContent?.replace(/\D/g, ''))).toBeGreaterThan(400);
    const seen = recordExportRequests();

    await user.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    expect(await screen.findByText(/^Export en cours… 200 \/ \d[\d\s]*\d$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Annuler l'export" }));
    release();

    expect(await screen.findByRole('button', { name: 'Exporter en CSV' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: "Annuler l'export" })).not.toBeInTheDocument();
    expect(seen.map((params) => params.get('page'))).toEqual(['1', '2']);
    expect(downloads).toEqual([]);
    expect(screen.queryByText("L'export a échoué. Veuillez réessayer.")).not.toBeInTheDocument();
  });
});
