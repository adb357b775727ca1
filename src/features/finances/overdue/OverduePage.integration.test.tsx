import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../mocks/core/db';
import { renderSignedIn } from '../../../../tests/helpers/shell';

const TITLE = 'Impayés';
const table = () => screen.getByRole('table', { name: TITLE });
const rows = () => within(table()).getAllByRole('row').slice(1);

describe('overdue list (families late on their installments, reminders)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the totals per age and filters the list by a bucket through the URL', async () => {
    const { user, router } = await renderSignedIn('admin', '/overdueList');
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    expect(await screen.findByText(/^\d+ familles · au 22 novembre 2026$/)).toBeInTheDocument();
    await waitFor(() => expect(rows().length).toBeGreaterThan(5));
    const totals = screen.getByRole('group', { name: 'Montants en retard par ancienneté' });
    // The bucket names of the dashboard (one set of bucket names).
    expect(within(totals).getByRole('button', { name: /^1 à 30 jours/ })).toBeInTheDocument();
    const old = within(totals).getByRole('button', { name: /61 jours et plus/ });
    expect(old).toHaveAttribute('aria-pressed', 'false');
    await user.click(old);
    await waitFor(() => expect(router.state.location.search).toContain('bucket=60%2B'));
    expect(old).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => rows().forEach((row) => expect(row).toHaveTextContent('61 jours et plus')));
    expect(screen.getByLabelText('Ancienneté')).toHaveValue('60+');
  });

  it('opens filtered from a dashboard link (?bucket=31-60) and sorts by days late, oldest first', async () => {
    await renderSignedIn('admin', '/overdueList?bucket=31-60');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    await waitFor(() => rows().forEach((row) => expect(row).toHaveTextContent('31 à 60 jours')));
    const days = rows().map((row) => Number(/(\d+) jours/.exec(row.textContent ?? '')?.[1]));
    expect(days).toEqual([...days].sort((a, b) => b - a));
  });

  it('reads an unencoded ?bucket=60+ (a "+" is a space in a query string) as the 60+ bucket', async () => {
    await renderSignedIn('admin', '/overdueList?bucket=60+');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    expect(screen.getByLabelText('Ancienneté')).toHaveValue('60+');
    await waitFor(() => rows().forEach((row) => expect(row).toHaveTextContent('61 jours et plus')));
  });

  it('sends a reminder to the selected family: recorded at level 1 and messaged to the parent', async () => {
    const { user } = await renderSignedIn('admin', '/overdueList?q=idrissi');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Aucune relance');
    const before = db.data.messages.length;
    await user.click(within(table()).getByRole('checkbox', { name: 'Sélectionner El Idrissi' }));
    await user.click(screen.getByRole('button', { name: 'Envoyer une relance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Envoyer une relance' });
    expect(dialog).toHaveTextContent('1 famille');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('1 relance envoyée.')).toBeInTheDocument();
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Relance 1'));
    expect(db.data.reminders).toMatchObject([{ familyId: 1, level: 1, channel: 'message', byUserId: 1 }]);
    const sent = db.data.messages.slice(before);
    expect(sent).toHaveLength(1);
    const conversation = db.data.conversations.find((c) => c.id === sent[0]!.conversationId)!;
    expect(conversation.participantIds).toEqual(expect.arrayContaining([1, 3]));
    expect(sent[0]!.message).toContain('Bonjour Karim El Idrissi');
    expect(sent[0]!.message).toContain('5 novembre 2026');

    // The last reminder opens the family's reminder history.
    await user.click(
      within(rows()[0]!).getByRole('button', { name: /historique des relances d’El Idrissi/ }),
    );
    const history = await screen.findByRole('dialog', { name: 'Relances de la famille El Idrissi' });
    expect(await within(history).findByText(/par Samira Benali · 1 destinataire/)).toBeInTheDocument();
    expect(within(history).getByText('Relance 1')).toBeInTheDocument();
  });

  it('one reminder per family per day: a second one today is refused, the dialog says why, nothing is sent', async () => {
    db.data.reminders.push({
      id: 1,
      familyId: 1,
      branchId: 1,
      yearId: 2,
      date: '2026-11-22',
      level: 1,
      channel: 'message',
      byUserId: 1,
      amount: 2900,
      oldestDueDate: '2026-11-05',
      recipientIds: [3],
    });
    const { user } = await renderSignedIn('admin', '/overdueList?q=idrissi');
    await waitFor(() => expect(rows()).toHaveLength(1));
    const messages = db.data.messages.length;
    await user.click(within(table()).getByRole('checkbox', { name: 'Sélectionner El Idrissi' }));
    await user.click(screen.getByRole('button', { name: 'Envoyer une relance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Envoyer une relance' });
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));

    expect(
      await within(dialog).findByText(
        'Une relance a déjà été envoyée aujourd’hui : une seule relance par jour. Vous pourrez en envoyer une autre demain.',
      ),
    ).toBeInTheDocument();
    expect(db.data.reminders).toHaveLength(1);
    expect(db.data.messages).toHaveLength(messages);
  });

  it('a staff member without view-studentengagements-page is refused by the guard', async () => {
    const { router } = await renderSignedIn('staff', '/overdueList');
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
  });
});
