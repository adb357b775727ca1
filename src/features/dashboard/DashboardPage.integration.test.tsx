import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/core/db';
import { server } from '../../mocks/node';
import { recordRequests } from '../../../tests/helpers/demo';
import { renderSignedIn } from '../../../tests/helpers/shell';

const nbsp = /[\s\u202f\u00a0]/g;
const digits = (text: string | null | undefined) =>
  Number((text ?? '').replace(nbsp, '').replace(/[^\d-]/g, ''));

function activeIn(branch: number, year: number): number {
  return db.data.enrolments.filter((e) => e.branchId === branch && e.yearId === year && e.status === 'active')
    .length;
}

/** The figure card linking to `href`. */
function content(): HTMLElement {
  const main = document.getElementById('main-content');
  if (!main) throw new Error('no main content');
  return main;
}

function cardTo(href: string): HTMLElement {
  const link = within(content())
    .getAllByRole('link')
    .find((element) => element.getAttribute('href') === href);
  if (!link) throw new Error(`no figure links to ${href}`);
  return link;
}

async function choose(user: UserEvent, label: string, option: string): Promise<void> {
  await user.click(screen.getByLabelText(label));
  const listbox = await screen.findByRole('listbox');
  await user.click(within(listbox).getByText(option));
}

describe('dashboard', () => {
  it('keeps the route title as the page heading and shows the office’s figures, each linking to its filtered list', async () => {
    await renderSignedIn('admin', '/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeInTheDocument();
    const active = await screen.findByRole('link', { name: /^Élèves actifs/ });
    expect(active).toHaveAttribute('href', '/fullstudents?status=active');
    expect(digits(within(active).getByText(/^[\d\s\u202f]+$/).textContent)).toBe(activeIn(1, 2));
    const change = new Intl.NumberFormat('fr-u-nu-latn', { signDisplay: 'exceptZero' }).format(
      activeIn(1, 2) - activeIn(1, 1),
    );
    expect(active).toHaveTextContent(`${change} par rapport à l'année précédente`);

    // Overdue buckets -> /overdueList?bucket=..., 60+ encoded; named as the overdue list names them (one set of
    // bucket names: 1 to 30 days late is the first bucket, never "0 à 30").
    expect(cardTo('/overdueList?bucket=0-30')).toHaveTextContent('Impayés : 1 à 30 jours');
    expect(cardTo('/overdueList?bucket=31-60')).toHaveTextContent('Impayés : 31 à 60 jours');
    expect(cardTo('/overdueList?bucket=60%2B')).toHaveTextContent(
      /^Impayés : 61 jours et plus[\d\s\u202f,]+MAD\d+ familles?$/,
    );
    expect(
      within(content())
        .getAllByRole('link')
        .filter((l) => l.getAttribute('href') === '/studentengagment'),
    ).toHaveLength(3);

    // Students per level -> /fullstudents?level=<id>&status=active, with the level's active count.
    const ce1 = db.data.levels.find((level) => level.code === 'CE1')!;
    const ce1Card = cardTo(`/fullstudents?level=${ce1.id}&status=active`);
    const ce1Active = db.data.enrolments.filter(
      (e) => e.branchId === 1 && e.yearId === 2 && e.levelId === ce1.id && e.status === 'active',
    ).length;
    expect(ce1Card).toHaveTextContent(new RegExp(`^CE1${ce1Active}sur`));

    // Pre-registration statuses -> /preregistrations?status=<status>.
    const submitted = db.data.applications.filter(
      (a) => a.branchId === 1 && a.yearId === 2 && a.status === 'submitted',
    ).length;
    expect(cardTo('/preregistrations?status=submitted')).toHaveTextContent(`Déposées${submitted}`);
    expect(cardTo('/preregistrations?status=under_review')).toHaveTextContent(
      'En cours d’examen'.replace('’', "'"),
    );

    // Each chart has its numbers as a table (the charts' code comes after the figures).
    const levels = await screen.findByRole('table', { name: 'Élèves actifs et places par niveau' });
    const ce1Row = within(levels).getByRole('row', { name: new RegExp(`^CE1 `) });
    expect(within(ce1Row).getAllByRole('cell')[0]).toHaveTextContent(String(ce1Active));
    expect(screen.getByRole('table', { name: 'Préinscriptions par étape' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Paiements du jour par mode' })).toBeInTheDocument();
  });

  it('a figure link opens the filtered list behind it', async () => {
    const { user, router } = await renderSignedIn('admin', '/dashboard');
    await user.click(await screen.findByRole('link', { name: /^Élèves actifs/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fullstudents'));
    expect(router.state.location.search).toBe('?status=active');
  });

  it('every figure follows the permission of its module: the secretariat (no finances, no pre-registrations) sees neither module’s figures', async () => {
    await renderSignedIn('staff', '/dashboard');
    await screen.findByRole('link', { name: /^Élèves actifs/ });
    expect(within(content()).queryByRole('heading', { name: 'Finances' })).toBeNull();
    expect(within(content()).queryByText('Impayés de plus de 60 jours')).toBeNull();
    expect(within(content()).queryByText(/MAD/)).toBeNull();
    expect(within(content()).queryByText('Paiements du jour par mode')).toBeNull();
    // Nor the pre-registrations' figures: the secretariat may not open that module either.
    expect(within(content()).queryByRole('heading', { name: 'Préinscriptions' })).toBeNull();
    expect(within(content()).queryByText('Préinscriptions par étape')).toBeNull();
    expect(within(content()).queryByText('Déposées')).toBeNull();
    // The figures of the modules it may open stay.
    expect(within(content()).getByRole('heading', { name: 'Élèves' })).toBeInTheDocument();
  });

  it('links only to the lists the user may open (the secretariat has no finances)', async () => {
    await renderSignedIn('staff', '/dashboard');
    await screen.findByRole('link', { name: /^Élèves actifs/ });
    expect(
      within(content())
        .queryAllByRole('link')
        .filter((l) => l.getAttribute('href') === '/studentengagment'),
    ).toEqual([]);
  });

  it('a branch or year change fetches that scope’s figures', async () => {
    const requests = recordRequests();
    const { user } = await renderSignedIn('admin', '/dashboard');
    const active = await screen.findByRole('link', { name: /^Élèves actifs/ });
    expect(active).toHaveTextContent(String(activeIn(1, 2)));
    await choose(user, 'Année scolaire', '2025-2026');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /^Élèves actifs/ })).toHaveTextContent(
        new RegExp(`^Élèves actifs${activeIn(1, 1)}`),
      ),
    );
    expect(screen.getByRole('link', { name: /^Élèves actifs/ })).toHaveTextContent("Pas d'année précédente");
    expect(requests.filter((r) => r === 'GET /api/dashboard').length).toBeGreaterThanOrEqual(2);
  });

  it('a failed load shows the error with a retry that recovers', async () => {
    let fail = true;
    server.use(
      http.get('*/api/dashboard', () =>
        fail ? HttpResponse.json({ message: 'down' }, { status: 503 }) : undefined,
      ),
    );
    const { user } = await renderSignedIn('admin', '/dashboard');
    expect(await screen.findByText("Le tableau de bord n'a pas pu être chargé.")).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: /^Élèves actifs/ })).toBeInTheDocument();
  });

  it('a malformed answer is an error state, not a crash', async () => {
    server.use(http.get('*/api/dashboard', () => HttpResponse.json({ currency: 'MAD' })));
    await renderSignedIn('admin', '/dashboard');
    expect(await screen.findByText("Le tableau de bord n'a pas pu être chargé.")).toBeInTheDocument();
  });

  it('a parent sees the selected child, recent messages and the links to finances and messaging', async () => {
    const { user } = await renderSignedIn('parent', '/dashboard');
    expect(await screen.findByRole('heading', { level: 2, name: 'Yasmine El Idrissi' })).toBeInTheDocument();
    expect(screen.getByText('Classe : CM1 A')).toBeInTheDocument();
    const messages = screen.getByRole('region', { name: 'Messages récents' });
    expect(within(messages).getByText(/certificat de scolarité de Yasmine/)).toBeInTheDocument();
    expect(within(messages).getByRole('link', { name: /Ouvrir la messagerie/ })).toHaveAttribute(
      'href',
      '/messagerie',
    );
    expect(screen.queryByRole('link', { name: /^Élèves actifs/ })).toBeNull();
    // Balance and next installment link to the family's finances.
    const balance = cardTo('/studentengagment');
    expect(balance).toHaveTextContent(/^Reste à payer pour Yasmine[\d\s\u202f,]+MAD/);
    expect(within(content()).getByText('Prochaine échéance').closest('a')).toHaveAttribute(
      'href',
      '/studentengagment',
    );
    // The month is said once ("Décembre, le 5 décembre 2026" repeated it).
    const next = within(content()).getByText('Prochaine échéance').closest('a')!;
    expect(next).toHaveTextContent(/\d{1,2} \p{L}+\.? 20\d\d/u);
    expect(next.textContent).not.toMatch(/(\p{L}{4,}), le \d{1,2} \1/iu);

    // The child's latest news (pinned, then newest), each opening the news page.
    const news = screen.getByRole('region', { name: 'Actualités' });
    const pieces = within(news).getAllByRole('link');
    expect(pieces.length).toBeGreaterThan(0);
    for (const piece of pieces) expect(piece).toHaveAttribute('href', '/news');

    // Another child: that child's summary.
    await choose(user, 'Élève', 'Adam El Idrissi');
    expect(await screen.findByRole('heading', { level: 2, name: 'Adam El Idrissi' })).toBeInTheDocument();
    expect(screen.getByText('Classe : CP A')).toBeInTheDocument();
  });
});
