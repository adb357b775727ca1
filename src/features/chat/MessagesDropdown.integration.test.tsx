import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { demoToken, type DemoAccount } from '../../../tests/helpers/demo';
import { renderSignedIn } from '../../../tests/helpers/shell';
import { db } from '../../mocks/core/db';
import { server } from '../../mocks/node';
import { HEADER_POLL } from './MessagesDropdown';
import { RECENT_CONVERSATIONS } from './MessagesPreview';

/**
 * The header's messages icon (Header: messages icon, 335 px dropdown from md up; the header
 * dropdown and unread counts follow new messages). The admin, Samira Benali, has two conversations: with the
 * parent Karim El Idrissi (1) and with Youssef Alaoui (3).
 */

afterEach(() => {
  vi.useRealTimers();
});

/** Sends a text message as another demo account through the demo API (multipart, as a browser sends it). */
async function postAs(account: DemoAccount, conversationId: number, text: string): Promise<void> {
  const token = await demoToken(account);
  const boundary = '----portail-ecole-test-boundary';
  const answer = await fetch(`http://localhost:3000/api/chat/conversations/${conversationId}/messages`, {
    method: 'POST',
    headers: {
      Authorization: token,
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Idempotency-Key': crypto.randomUUID(),
    },
    body: `--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\n${text}\r\n--${boundary}--\r\n`,
  });
  if (answer.status !== 201) throw new Error(`postAs failed: ${answer.status}`);
}

/** HH:MM of an instant in the test process's time zone, computed without Intl. */
function localTime(iso: string): string {
  const date = new Date(iso);
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

const header = () => document.querySelector('header') as HTMLElement;
/** The messages icon: a link to /messagerie carrying the unread badge. */
const messagesButton = (name: string | RegExp) => within(header()).findByRole('link', { name });
/** The second control beside it, opening the preview of recent conversations. */
const previewButton = () => within(header()).findByRole('button', { name: 'Aperçu des messages récents' });

describe('header messages preview (Header)', () => {
  it('the messages button shows the unread total as a badge as soon as the shell is shown', async () => {
    await postAs('parent', 1, 'Bonjour, Yasmine sera absente demain.');
    await postAs('parent', 1, 'Je vous apporterai le justificatif.');
    await renderSignedIn('admin', '/dashboard');

    const button = await messagesButton('Messages (2 non lus)');
    expect(button).toHaveTextContent('2');
    expect(await previewButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('the unread count is read once at start: the header and the bottom bar do not both ask for the conversations', async () => {
    const asked: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname === '/api/chat/conversations')
        asked.push(request.url);
    };
    server.events.on('request:start', listener);
    onTestFinished(() => server.events.removeListener('request:start', listener));
    await renderSignedIn('admin', '/dashboard');
    await messagesButton(/^Messages/);
    await waitFor(() => expect(asked).toHaveLength(1));
    // Both would have asked in the same moment: a moment later, still one.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked).toHaveLength(1);
  });

  it('the 335 px dropdown lists the recent conversations with last message, HH:MM (a date before today), unread badge and "Ouvrir la messagerie"', async () => {
    // Today is 24 November 2026 for this test.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T12:00:00Z') });
    await postAs('parent', 1, 'Bonjour, Yasmine sera absente demain.');
    await postAs('parent', 1, 'Je vous apporterai le justificatif.');
    const { user } = await renderSignedIn('admin', '/dashboard');
    await user.click(await previewButton());

    const dropdown = await screen.findByTestId('messages-dropdown');
    expect(dropdown).toHaveClass('w-[335px]');
    expect(within(dropdown).getByText('Messages récents')).toBeInTheDocument();
    const items = await within(dropdown).findAllByRole('button');
    expect(items).toHaveLength(2);
    expect(items.length).toBeLessThanOrEqual(RECENT_CONVERSATIONS);
    const [karim, youssef] = items as [HTMLElement, HTMLElement];
    // Newest first: the parent has just written.
    expect(karim).toHaveTextContent('Karim El Idrissi');
    expect(karim).toHaveTextContent('Je vous apporterai le justificatif.');
    expect(karim).toHaveTextContent(localTime(db.data.messages.at(-1)?.created_at ?? ''));
    expect(within(karim).getByText('2')).toBeInTheDocument();
    expect(youssef).toHaveTextContent('Youssef Alaoui');
    expect(youssef).toHaveTextContent('Parfait, merci Youssef. On les étudie lundi.');
    // Message dates: a message of an earlier day this year shows its day and month, not its time.
    expect(youssef).toHaveTextContent('21 nov.');
    expect(youssef).not.toHaveTextContent(localTime('2026-11-21T15:20:00Z'));
    expect(within(header()).getByRole('link', { name: 'Messages (2 non lus)' })).toBeInTheDocument();
    expect(await previewButton()).toHaveAttribute('aria-expanded', 'true');

    const all = within(dropdown).getByRole('link', { name: 'Ouvrir la messagerie' });
    expect(all).toHaveAttribute('href', '/messagerie');
  });

  it('"Ouvrir la messagerie" goes to /messagerie and closes the dropdown', async () => {
    const { user, router } = await renderSignedIn('admin', '/dashboard');
    await user.click(await previewButton());
    await user.click(
      within(await screen.findByTestId('messages-dropdown')).getByRole('link', {
        name: 'Ouvrir la messagerie',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/messagerie'));
    expect(screen.queryByTestId('messages-dropdown')).not.toBeInTheDocument();
  });

  it('choosing a conversation opens it in /messagerie; once read, the badge goes', async () => {
    await postAs('parent', 1, 'Je vous apporterai le justificatif.');
    const { user, router } = await renderSignedIn('admin', '/dashboard');
    await user.click(await previewButton());
    const dropdown = await screen.findByTestId('messages-dropdown');
    await user.click(await within(dropdown).findByRole('button', { name: /Karim El Idrissi/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/messagerie'));
    const feed = await screen.findByRole('list', { name: 'Messages de la conversation' });
    expect(await within(feed).findByText('Je vous apporterai le justificatif.')).toBeInTheDocument();
    expect(await messagesButton('Messages')).not.toHaveTextContent(/\d/);
  });

  it('new messages arrive without reload: the badge follows within the header’s polling interval', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await renderSignedIn('admin', '/dashboard');
    await messagesButton('Messages');
    await postAs('parent', 1, 'Une question sur la cantine.');

    await act(() => vi.advanceTimersByTimeAsync(HEADER_POLL.interval));
    expect(await messagesButton(/^Messages \(1 non lus?\)$/)).toHaveTextContent('1');
  });
});
