import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse, http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { demoToken, type DemoAccount } from '../../../tests/helpers/demo';
import { installBrowserBridges } from '../../../tests/helpers/browserBridges';
import { multipart } from '../../mocks/core/multipart';
import { renderSignedIn } from '../../../tests/helpers/shell';
import { db } from '../../mocks/core/db';
import { handlers } from '../../mocks/index.ts';
import { server } from '../../mocks/node';
import { setAnswerTimeLimit } from '../../api/timeLimit';

/**
 * The messaging page against the demo API: parent@demo.test talks to Samira Benali (admin,
 * conversation 1, French, with a PDF) and Youssef Alaoui (staff, conversation 2, Arabic).
 */

const API = 'http://localhost:3000/api';
const FEED = 'Messages de la conversation';
const POLL_NOTICE = 'Connexion interrompue : nouvelle tentative en cours…';
/** A 1x1 PNG. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let removeBridges: () => void = () => undefined;
beforeAll(async () => {
  removeBridges = installBrowserBridges();
  // The route loads the page lazily: transform it once before the first test's time-outs start.
  await import('./MessagingPage');
}, 60_000);
afterAll(() => removeBridges());

afterEach(() => {
  vi.useRealTimers();
});

/**
 * Sends a message as another demo account through the demo API (`POST chat/conversations/:id/messages`,
 * multipart), as that person's own browser would.
 */
async function postAs(
  account: DemoAccount,
  conversationId: number,
  text: string,
  file?: { name: string; type: string; bytes: Uint8Array },
): Promise<void> {
  const token = await demoToken(account);
  const { type, bytes } = multipart([
    { name: 'message', value: text },
    ...(file ? [{ name: 'files', file }] : []),
  ]);
  const answer = await fetch(`${API}/chat/conversations/${conversationId}/messages`, {
    method: 'POST',
    headers: { Authorization: token, 'Content-Type': type, 'Idempotency-Key': crypto.randomUUID() },
    body: bytes,
  });
  if (answer.status !== 201) throw new Error(`postAs failed: ${answer.status} ${await answer.text()}`);
}

/** Counts the requests matching `method path` (pathname, e.g. `/api/chat/files`) from now to the test's end. */
function countRequests(
  method: string,
  pathname: string,
): { readonly count: number; readonly urls: string[] } {
  const urls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (request.method === method && url.pathname === pathname) urls.push(url.search);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return {
    get count() {
      return urls.length;
    },
    urls,
  };
}

/** The conversation list (its section is labelled by the "Conversations" heading). */
const conversationList = () => screen.findByRole('region', { name: 'Conversations' });

async function conversationButton(name: string): Promise<HTMLElement> {
  const list = await conversationList();
  return within(list).findByRole('button', { name: new RegExp(name) });
}

async function openConversationWith(
  user: ReturnType<typeof userEvent.setup>,
  name: string,
  lastText: string,
): Promise<HTMLElement> {
  await user.click(await conversationButton(name));
  const feed = await screen.findByRole('list', { name: FEED });
  await within(feed).findByText(lastText);
  return feed;
}

/** HH:MM of an instant in the test process's time zone, computed without Intl. */
function localTime(iso: string): string {
  const date = new Date(iso);
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

const LAST_OF_SAMIRA = 'Voici le certificat de scolarité de Yasmine pour l’année 2026-2027.';
const LAST_OF_YOUSSEF = 'محطة حي الداوديات، قرب المسجد. شكرًا جزيلًا.';

describe('messaging page: lists and search (the spec (Screens and routes) messagerie)', () => {
  it('the conversation list shows each conversation with its last message and unread count, newest first', async () => {
    await postAs('admin', 1, 'Rappel : réunion des parents jeudi.');
    await postAs('admin', 1, 'Merci de confirmer votre présence.');
    const { user } = await renderSignedIn('parent', '/messagerie');

    const samira = await conversationButton('Samira Benali');
    expect(samira).toHaveTextContent('Merci de confirmer votre présence.');
    expect(samira).toHaveTextContent('Au sujet de Yasmine El Idrissi');
    expect(samira).toHaveTextContent('2 messages non lus');
    const youssef = await conversationButton('Youssef Alaoui');
    expect(youssef).toHaveTextContent(LAST_OF_YOUSSEF);
    expect(youssef).toHaveTextContent('Au sujet d’Adam El Idrissi');
    expect(youssef).not.toHaveTextContent(/non lu/);
    const names = within(await conversationList())
      .getAllByRole('button')
      .map((button) => (button.textContent?.includes('Samira') ? 'Samira' : 'Youssef'));
    expect(names).toEqual(['Samira', 'Youssef']);

    // Opening the conversation reads it: its count goes.
    await user.click(samira);
    await within(await screen.findByRole('list', { name: FEED })).findByText(
      'Merci de confirmer votre présence.',
    );
    await waitFor(() => expect(samira).not.toHaveTextContent(/non lu/));
    expect(samira).toHaveAttribute('aria-current', 'true');
  });

  it('contact search ignores case: "samira" and "BENALI" find Samira Benali, not Youssef Alaoui', async () => {
    const { user } = await renderSignedIn('parent', '/messagerie');
    const search = await screen.findByRole('searchbox', { name: 'Rechercher un contact' });
    await conversationButton('Youssef Alaoui');

    for (const text of ['samira', 'BENALI', '  Samira  ']) {
      await user.clear(search);
      await user.type(search, text);
      const contacts = await screen.findByRole('region', { name: 'Contacts' });
      expect(
        within(contacts)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual([expect.stringContaining('Samira Benali')]);
      // The conversation list is filtered too.
      const conversations = within(await conversationList()).getAllByRole('button');
      expect(conversations).toHaveLength(1);
      expect(conversations[0]).toHaveTextContent('Samira Benali');
    }

    await user.clear(search);
    await user.type(search, 'youssef');
    const contacts = await screen.findByRole('region', { name: 'Contacts' });
    expect(within(contacts).getByRole('button')).toHaveTextContent('Youssef Alaoui');

    await user.clear(search);
    await user.type(search, 'personne');
    expect(await screen.findByText('Aucun résultat.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Contacts' })).not.toBeInTheDocument();
  });

  it('contact search ignores accents both ways: "helene lefevre" finds Hélène Lefèvre, "Yóussef ÀLAOUI" finds Youssef Alaoui', async () => {
    server.use(
      http.get('*/api/chat/contacts', () =>
        HttpResponse.json([
          { id: 1, displayname: 'Samira Benali', role: 'admin', profilepicture: null },
          { id: 2, displayname: 'Youssef Alaoui', role: 'secretariat', profilepicture: null },
          { id: 9, displayname: 'Hélène Lefèvre', role: 'secretariat', profilepicture: null },
        ]),
      ),
    );
    const { user } = await renderSignedIn('parent', '/messagerie');
    const search = await screen.findByRole('searchbox', { name: 'Rechercher un contact' });
    await conversationButton('Youssef Alaoui');

    const found = async () =>
      within(await screen.findByRole('region', { name: 'Contacts' }))
        .getAllByRole('button')
        .map((button) => button.querySelector('.font-semibold')?.textContent);
    for (const text of ['helene lefevre', 'HELENE', 'Lefèvre', 'lefevre']) {
      await user.clear(search);
      await user.type(search, text);
      expect(await found()).toEqual(['Hélène Lefèvre']);
    }
    await user.clear(search);
    await user.type(search, 'Yóussef ÀLAOUI');
    expect(await found()).toEqual(['Youssef Alaoui']);
  });

  it('A parent can start a conversation with the school: "école", "secretariat", "DIRECTION", "comptabilite" find the office by role', async () => {
    const { user } = await renderSignedIn('parent', '/messagerie');
    const search = await screen.findByRole('searchbox', { name: 'Rechercher un contact' });
    await conversationButton('Youssef Alaoui');
    const found = async (text: string) => {
      await user.clear(search);
      await user.type(search, text);
      return within(await screen.findByRole('region', { name: 'Contacts' }))
        .getAllByRole('button')
        .map((button) => button.textContent);
    };

    expect(await found('secretariat')).toEqual([expect.stringMatching(/^Youssef Alaoui\s*Secrétariat$/)]);
    expect(await found('DIRECTION')).toEqual([expect.stringMatching(/Direction$/)]);
    expect(await found('comptabilite')).toEqual([expect.stringMatching(/Comptabilité$/)]);
    const school = await found('école');
    expect(school.length).toBeGreaterThanOrEqual(3);
    for (const role of ['Secrétariat', 'Comptabilité', 'Direction']) {
      expect(school.some((text) => text?.endsWith(role))).toBe(true);
    }
  });

  it('Contact search by role in the user`s language: "accounting" in English', async () => {
    const { user } = await renderSignedIn('parent', '/messagerie', { language: 'en' });
    const search = await screen.findByRole('searchbox');
    await user.type(search, 'accounting');
    const contacts = await screen.findByRole('region', { name: 'Contacts' });
    expect(within(contacts).getByRole('button')).toHaveTextContent(/Accounting$/);
  });

  it('choosing a found contact opens the conversation with that person', async () => {
    const { user } = await renderSignedIn('parent', '/messagerie');
    await user.type(await screen.findByRole('searchbox', { name: 'Rechercher un contact' }), 'youssef');
    const contacts = await screen.findByRole('region', { name: 'Contacts' });
    await user.click(within(contacts).getByRole('button', { name: /Youssef Alaoui/ }));
    const feed = await screen.findByRole('list', { name: FEED });
    expect(await within(feed).findByText(LAST_OF_YOUSSEF)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Youssef Alaoui' })).toBeInTheDocument();
  });
});

describe('messaging page: the feed (Chat message, Business constants HH:MM)', () => {
  it('opening a conversation shows the feed with day separators, HH:MM times (with the date before today), sides and the PDF to download', async () => {
    // Today is 22 November 2026 for this test: the seed's messages are on the 20th, 21st (yesterday), 22nd (today).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T12:00:00Z') });
    const { user } = await renderSignedIn('parent', '/messagerie');
    const feed = await openConversationWith(user, 'Samira Benali', LAST_OF_SAMIRA);

    expect(
      within(feed)
        .getAllByRole('separator')
        .map((separator) => separator.textContent),
    ).toEqual(['20 novembre 2026', 'Hier', 'Aujourd’hui'.replace('’', "'")]);
    const times = Array.from(feed.querySelectorAll('time')).map((time) => time.textContent);
    // Message dates: today's message shows its time only, the earlier ones their day and month too.
    expect(times).toEqual([
      `20 nov. ${localTime('2026-11-20T07:42:00Z')}`,
      `20 nov. ${localTime('2026-11-20T08:05:00Z')}`,
      `21 nov. ${localTime('2026-11-21T17:10:00Z')}`,
      localTime('2026-11-22T08:30:00Z'),
    ]);
    for (const time of times) expect(time).toMatch(/(^| )([01]\d|2[0-3]):[0-5]\d$/);

    // The parent's own messages are on the "me" side, Samira's on the other.
    const sides = Array.from(feed.querySelectorAll('[data-side]')).map((item) =>
      item.getAttribute('data-side'),
    );
    expect(sides).toEqual(['me', 'them', 'me', 'them']);
    expect(within(feed).getAllByText('Samira Benali :')).toHaveLength(2);

    expect(
      within(feed).getByRole('button', { name: 'Télécharger certificat-scolarite.pdf' }),
    ).toHaveTextContent('certificat-scolarite.pdf');
    // The conversation's header names the other person and the pupil.
    expect(screen.getByRole('heading', { level: 2, name: 'Samira Benali' })).toBeInTheDocument();
    expect(screen.getByText('Au sujet de Yasmine El Idrissi', { selector: 'header p' })).toBeInTheDocument();
  });

  it('a message `<img src=x onerror=alert(1)>` is shown as text: no element is created from it', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    await postAs('admin', 1, '<img src=x onerror=alert(1)>');
    const { user } = await renderSignedIn('parent', '/messagerie');
    const feed = await openConversationWith(user, 'Samira Benali', '<img src=x onerror=alert(1)>');

    expect(within(feed).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    // The list's preview of the last message is text as well.
    expect(await conversationButton('Samira Benali')).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(alert).not.toHaveBeenCalled();
  });

  it('a `javascript:` address is not a link; an https one is a link opening in a new tab without referrer', async () => {
    await postAs('admin', 1, 'Cliquez javascript:alert(1) ou voyez https://ecole.example/menu.');
    const { user } = await renderSignedIn('parent', '/messagerie');
    const feed = await openConversationWith(user, 'Samira Benali', 'https://ecole.example/menu');

    const links = within(feed).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://ecole.example/menu');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(links[0]).toHaveAttribute('rel', expect.stringContaining('noreferrer'));
    const paragraph = links[0]?.closest('p') as HTMLElement;
    expect(paragraph).toHaveTextContent('Cliquez javascript:alert(1) ou voyez https://ecole.example/menu.');
    expect(feed.querySelector('a[href^="javascript"]')).toBeNull();
  });
});

describe('messaging page: sending (composer with text and files)', () => {
  it('sending text adds the message on my side and empties the composer', async () => {
    const { user } = await renderSignedIn('parent', '/messagerie');
    const feed = await openConversationWith(user, 'Samira Benali', LAST_OF_SAMIRA);
    const text = screen.getByLabelText('Votre message');
    await user.type(text, 'Merci beaucoup Madame.');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    const sent = await within(feed).findByText('Merci beaucoup Madame.');
    expect(sent.closest('[data-side]')).toHaveAttribute('data-side', 'me');
    expect(text).toHaveValue('');
    expect(db.data.messages.at(-1)).toMatchObject({
      conversationId: 1,
      sender_id: 3,
      message: 'Merci beaucoup Madame.',
    });
  });

  it('Enter sends, Shift+Enter starts a new line (kept as one line break)', async () => {
    const { user } = await renderSignedIn('parent', '/messagerie');
    const feed = await openConversationWith(user, 'Samira Benali', LAST_OF_SAMIRA);
    const text = screen.getByLabelText('Votre message');
    await user.type(text, 'Ligne 1{Shift>}{Enter}{/Shift}Ligne 2{Enter}');
    const sent = await within(feed).findByText(/Ligne 1\s+Ligne 2/);
    expect(sent.textContent).toBe('Ligne 1\nLigne 2');
    expect(db.data.messages.at(-1)?.message).toBe('Ligne 1\nLigne 2');
    expect(text).toHaveValue('');
  });

  it('a message of 4000 characters with line breaks is accepted (a line break counts once, as in the composer)', async () => {
    const { user } = await renderSignedIn('parent', '/messagerie');
    const feed = await openConversationWith(user, 'Samira Benali', LAST_OF_SAMIRA);
    const long = `${'a'.repeat(1999)}\n${'b'.repeat(1998)}\nc`;
    expect(long).toHaveLength(4000);
    const text = screen.getByLabelText('Votre message');
    await user.click(text);
    await user.paste(long);
    expect(text).toHaveValue(long);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(db.data.messages.at(-1)?.message).toBe(long));
    expect(await within(feed).findByText(/^a+\s+b+\s+c$/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a file chosen through "Joindre des fichiers" is sent with the text and can be downloaded', async () => {
    const { user } = await renderSignedIn('parent', '/messagerie');
    const feed = await openConversationWith(user, 'Samira Benali', LAST_OF_SAMIRA);
    const pdf = new File(['%PDF-1.4 relevé'], 'releve.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Joindre des fichiers'), pdf);
    const chosen = screen.getByRole('list', { name: 'Pièces jointes' });
    expect(chosen).toHaveTextContent('releve.pdf');
    await user.type(screen.getByLabelText('Votre message'), 'Le relevé demandé.');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    const sent = await within(feed).findByRole('button', { name: 'Télécharger releve.pdf' });
    expect(sent.closest('[data-side]')).toHaveAttribute('data-side', 'me');
    expect(within(feed).getByText('Le relevé demandé.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Pièces jointes' })).not.toBeInTheDocument();
    // The demo API received the file itself (multipart), not just its name.
    const stored = db.data.messages.at(-1);
    expect(stored?.attachments).toEqual([
      expect.objectContaining({ name: 'releve.pdf', mimeType: 'application/pdf', size: pdf.size }),
    ]);
    const content = db.data.files[stored?.attachments[0]?.path ?? ''];
    expect(new TextDecoder().decode(Uint8Array.from(atob(content ?? ''), (c) => c.charCodeAt(0)))).toBe(
      '%PDF-1.4 relevé',
    );
  });

  it('a refused file type (.exe) shows the clear error and is not added', async () => {
    const { user } = await renderSignedIn('parent', '/messagerie');
    await openConversationWith(user, 'Samira Benali', LAST_OF_SAMIRA);
    // The picker's "all files" choice: the input's accept list does not stop the user.
    const picker = userEvent.setup({ applyAccept: false });
    await picker.upload(
      screen.getByLabelText('Joindre des fichiers'),
      new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "« setup.exe » n'est pas accepté : images, PDF, texte ou Word uniquement.",
    );
    expect(screen.queryByRole('list', { name: 'Pièces jointes' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
  });

  it('Uploads by content: an HTML page named facture.pdf and declared a PDF is refused before anything is sent', async () => {
    const { user } = await renderSignedIn('parent', '/messagerie');
    await openConversationWith(user, 'Samira Benali', LAST_OF_SAMIRA);
    await user.upload(
      screen.getByLabelText('Joindre des fichiers'),
      new File(['<!doctype html><script>alert(1)</script>'], 'facture.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "« facture.pdf » n'est pas accepté : images, PDF, texte ou Word uniquement.",
    );
    expect(screen.queryByRole('list', { name: 'Pièces jointes' })).not.toBeInTheDocument();
  });

  it('a file over 5 MB shows the clear error and is not added; a valid one then clears the error', async () => {
    const { user } = await renderSignedIn('parent', '/messagerie');
    await openConversationWith(user, 'Samira Benali', LAST_OF_SAMIRA);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Joindre des fichiers'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent('« scan.pdf » dépasse 5 Mo.');
    expect(screen.queryByRole('list', { name: 'Pièces jointes' })).not.toBeInTheDocument();

    await user.upload(
      screen.getByLabelText('Joindre des fichiers'),
      new File(['x'], 'petit.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByRole('list', { name: 'Pièces jointes' })).toHaveTextContent('petit.pdf');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failed send (500) keeps the text and the files and offers "Réessayer"; retrying sends them once', async () => {
    let failing = true;
    server.use(
      http.post('*/api/chat/conversations/:id/messages', () =>
        failing ? HttpResponse.json({ message: 'Server error' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = await renderSignedIn('parent', '/messagerie');
    const feed = await openConversationWith(user, 'Samira Benali', LAST_OF_SAMIRA);
    const before = db.data.messages.length;
    await user.upload(
      screen.getByLabelText('Joindre des fichiers'),
      new File(['note'], 'mot-absence.txt', { type: 'text/plain' }),
    );
    await user.type(screen.getByLabelText('Votre message'), 'Mot d’absence de Yasmine.');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      "Le message n'a pas été envoyé. Votre texte et vos fichiers sont conservés.",
    );
    expect(screen.getByLabelText('Votre message')).toHaveValue('Mot d’absence de Yasmine.');
    expect(screen.getByRole('list', { name: 'Pièces jointes' })).toHaveTextContent('mot-absence.txt');
    expect(within(feed).queryByText('Mot d’absence de Yasmine.')).not.toBeInTheDocument();
    expect(db.data.messages).toHaveLength(before);

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await within(feed).findByText('Mot d’absence de Yasmine.')).toBeInTheDocument();
    expect(within(feed).getByRole('button', { name: 'Télécharger mot-absence.txt' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Votre message')).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Pièces jointes' })).not.toBeInTheDocument();
    expect(db.data.messages).toHaveLength(before + 1);
    expect(db.data.messages.at(-1)?.attachments.map((file) => file.name)).toEqual(['mot-absence.txt']);
  });

  it('a message the server saved but whose answer was lost is sent once, however often "Réessayer" is pressed', async () => {
    // The first send reaches the demo API and is recorded; its answer never comes back (docs/api.md "Idempotency").
    server.use(
      http.post(
        '*/api/chat/conversations/:id/messages',
        async ({ request }) => {
          await getResponse(handlers, request.clone());
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    const { user } = await renderSignedIn('parent', '/messagerie');
    const feed = await openConversationWith(user, 'Samira Benali', LAST_OF_SAMIRA);
    const before = db.data.messages.length;
    await user.upload(
      screen.getByLabelText('Joindre des fichiers'),
      new File(['note'], 'mot-absence.txt', { type: 'text/plain' }),
    );
    await user.type(screen.getByLabelText('Votre message'), 'Yasmine sera absente demain.');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    const alert = await screen.findByRole('alert');

    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));

    expect(await within(feed).findByText('Yasmine sera absente demain.')).toBeInTheDocument();
    expect(screen.getByLabelText('Votre message')).toHaveValue('');
    expect(db.data.messages).toHaveLength(before + 1);
    expect(within(feed).getAllByText('Yasmine sera absente demain.')).toHaveLength(1);
  });

  it('Nothing typed is lost: a send with no answer within the time limit says it is not confirmed, keeps the text, and "Réessayer" records it once', async () => {
    const previous = setAnswerTimeLimit(300);
    onTestFinished(() => void setAnswerTimeLimit(previous));
    // The demo API records the message, and its answer never comes (a stalled mobile network).
    server.use(
      http.post(
        '*/api/chat/conversations/:id/messages',
        async ({ request }) => {
          await getResponse(handlers, request.clone());
          await new Promise(() => undefined);
        },
        { once: true },
      ),
    );
    const { user } = await renderSignedIn('parent', '/messagerie');
    const feed = await openConversationWith(user, 'Samira Benali', LAST_OF_SAMIRA);
    const before = db.data.messages.length;
    await user.type(screen.getByLabelText('Votre message'), 'Le bus est-il à l’heure ?');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Envoi en cours…')).toBeInTheDocument();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Le serveur n'a pas confirmé l'envoi : il a peut-être été reçu.");
    expect(screen.getByLabelText('Votre message')).toHaveValue('Le bus est-il à l’heure ?');
    expect(screen.queryByText('Envoi en cours…')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await within(feed).findByText('Le bus est-il à l’heure ?')).toBeInTheDocument();
    expect(db.data.messages).toHaveLength(before + 1);
  });

  it('Nothing typed is lost: the unsent text of a conversation survives leaving the page and a reload, and goes once sent', async () => {
    const { user, unmount } = await renderSignedIn('parent', '/messagerie');
    await openConversationWith(user, 'Samira Benali', LAST_OF_SAMIRA);
    await user.type(screen.getByLabelText('Votre message'), 'Brouillon pour Mme Benali');
    // Another conversation has its own draft (empty).
    await openConversationWith(user, 'Youssef Alaoui', LAST_OF_YOUSSEF);
    expect(screen.getByLabelText('Votre message')).toHaveValue('');

    // A reload: the app starts again in the same tab.
    unmount();
    const again = await renderSignedIn('parent', '/messagerie');
    const feed = await openConversationWith(again.user, 'Samira Benali', LAST_OF_SAMIRA);
    expect(screen.getByLabelText('Votre message')).toHaveValue('Brouillon pour Mme Benali');

    await again.user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await within(feed).findByText('Brouillon pour Mme Benali')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('chatDrafts')).toBeNull();
  });

  it('a message the other side sent just before mine is not skipped (last message id of the last received)', async () => {
    const { user } = await renderSignedIn('parent', '/messagerie');
    const feed = await openConversationWith(user, 'Samira Benali', LAST_OF_SAMIRA);
    // Samira answers while the parent is typing, before the next poll.
    await postAs('admin', 1, 'Je vous envoie aussi le règlement.');
    await user.type(screen.getByLabelText('Votre message'), 'Merci !');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    await within(feed).findByText('Merci !');
    expect(await within(feed).findByText('Je vous envoie aussi le règlement.')).toBeInTheDocument();
    const texts = Array.from(feed.querySelectorAll('[data-side] p[dir="auto"]')).map((p) => p.textContent);
    expect(texts.slice(-2)).toEqual(['Je vous envoie aussi le règlement.', 'Merci !']);
  });
});

describe('messaging page: failures of the API', () => {
  it('polling fails, "Connexion interrompue" shows, the poll backs off, then recovers and shows what arrived meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { user } = await renderSignedIn('parent', '/messagerie');
    await openConversationWith(user, 'Samira Benali', LAST_OF_SAMIRA);
    const polls = countRequests('GET', '/api/chat/conversations/1/messages');
    let failing = true;
    server.use(
      http.get('*/api/chat/conversations/:id/messages', () =>
        failing ? HttpResponse.json({ message: 'Server error' }, { status: 500 }) : undefined,
      ),
    );

    // First poll 3 s after opening: it fails.
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await screen.findByText(POLL_NOTICE)).toBeInTheDocument();
    expect(polls.count).toBe(1);
    await postAs('admin', 1, 'Le bus partira à 16:45 demain.');
    failing = false;

    // Backed off: no new poll 3 s later (the next waits 6 s after a failure).
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(polls.count).toBe(1);
    expect(screen.getByText(POLL_NOTICE)).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(4500));
    const feed = screen.getByRole('list', { name: FEED });
    expect(await within(feed).findByText('Le bus partira à 16:45 demain.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(POLL_NOTICE)).not.toBeInTheDocument());
    expect(polls.count).toBe(2);
    // Asked only for what came after the last message shown.
    expect(polls.urls).toEqual(['?after=4', '?after=4']);
  });

  it('polling pauses while the tab is hidden and polls at once when it shows again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { user } = await renderSignedIn('parent', '/messagerie');
    await openConversationWith(user, 'Samira Benali', LAST_OF_SAMIRA);
    const polls = countRequests('GET', '/api/chat/conversations/1/messages');
    let hidden = true;
    const visibility = vi.spyOn(document, 'hidden', 'get').mockImplementation(() => hidden);
    document.dispatchEvent(new Event('visibilitychange'));
    await postAs('admin', 1, 'Message arrivé onglet caché.');

    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(polls.count).toBe(0);

    hidden = false;
    document.dispatchEvent(new Event('visibilitychange'));
    const feed = screen.getByRole('list', { name: FEED });
    expect(await within(feed).findByText('Message arrivé onglet caché.')).toBeInTheDocument();
    expect(polls.count).toBe(1);
    visibility.mockRestore();
  });

  it('a malformed message in the answer (no message_id, wrong types) is skipped and the rest is shown', async () => {
    const sender = { displayname: 'Samira Benali', profilepicture: null };
    const good = (id: number, message: string) => ({
      message_id: id,
      sender_id: 1,
      sender,
      created_at: `2026-11-20T09:0${id}:00Z`,
      message,
      attachments: [],
    });
    server.use(
      http.get('*/api/chat/conversations/:id/messages', () =>
        HttpResponse.json([
          good(1, 'Premier message valide.'),
          {
            sender_id: 1,
            sender,
            created_at: '2026-11-20T09:02:00Z',
            message: 'Sans identifiant',
            attachments: [],
          },
          { ...good(3, 'Identifiant texte'), message_id: 'trois' },
          { ...good(4, 'Sans pièces jointes'), attachments: undefined },
          null,
          good(5, 'Dernier message valide.'),
        ]),
      ),
    );
    const { user, store } = await renderSignedIn('parent', '/messagerie');
    const feed = await openConversationWith(user, 'Samira Benali', 'Dernier message valide.');

    expect(within(feed).getByText('Premier message valide.')).toBeInTheDocument();
    for (const text of ['Sans identifiant', 'Identifiant texte', 'Sans pièces jointes'])
      expect(within(feed).queryByText(text)).not.toBeInTheDocument();
    expect(store.getState().chat.messFeed.map((message) => message.message_id)).toEqual([1, 5]);
    expect(store.getState().chat.lastMessageId).toBe(5);
  });

  it('an attachment is fetched once: downloading it twice requests GET chat/files once', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const downloads = countRequests('GET', '/api/chat/files');
    const { user, store } = await renderSignedIn('parent', '/messagerie');
    const feed = await openConversationWith(user, 'Samira Benali', LAST_OF_SAMIRA);
    const button = within(feed).getByRole('button', { name: 'Télécharger certificat-scolarite.pdf' });

    await user.click(button);
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    await user.click(button);
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));

    expect(downloads.urls).toEqual([`?path=${encodeURIComponent('chat/1/1-certificat-scolarite.pdf')}`]);
    const anchors = click.mock.contexts as HTMLAnchorElement[];
    for (const anchor of anchors) {
      expect(anchor.download).toBe('certificat-scolarite.pdf');
      // Not an image: offered as a download only, never opened as a page.
      expect(anchor.href).toMatch(/^data:application\/octet-stream;base64,JVBERi0xLjQ/);
    }
    expect(Object.keys(store.getState().chat.files)).toEqual(['chat/1/1-certificat-scolarite.pdf']);
  });

  it('an image attachment is previewed as an <img> from a data: URL, fetched once', async () => {
    const downloads = countRequests('GET', '/api/chat/files');
    const bytes = Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0));
    await postAs('admin', 1, 'La photo de la sortie.', { name: 'sortie.png', type: 'image/png', bytes });
    const { user } = await renderSignedIn('parent', '/messagerie');
    const feed = await openConversationWith(user, 'Samira Benali', 'La photo de la sortie.');

    const image = await within(feed).findByRole('img', { name: 'sortie.png' });
    // The exact bytes are checked in the browser suite: MSW hands jsdom a blob answer decoded as text.
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    expect(within(feed).getByRole('button', { name: 'Télécharger sortie.png' })).toBeInTheDocument();
    expect(downloads.count).toBe(1);
  });

  it('a failed file download says so and can be tried again', async () => {
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    let failing = true;
    server.use(
      http.get('*/api/chat/files', () =>
        failing ? HttpResponse.json({ message: 'Server error' }, { status: 500 }) : undefined,
      ),
    );
    const { user, store } = await renderSignedIn('parent', '/messagerie');
    const feed = await openConversationWith(user, 'Samira Benali', LAST_OF_SAMIRA);
    const button = within(feed).getByRole('button', { name: 'Télécharger certificat-scolarite.pdf' });
    await user.click(button);
    expect(await within(feed).findByRole('alert')).toHaveTextContent(
      "Le fichier n'a pas pu être récupéré. Réessayez.",
    );
    failing = false;
    await user.click(button);
    await waitFor(() => expect(within(feed).queryByRole('alert')).not.toBeInTheDocument());
    expect(store.getState().chat.files['chat/1/1-certificat-scolarite.pdf']).toMatch(/^data:/);
  });

  it('when the lists cannot be loaded the page says so and "Réessayer" loads them', async () => {
    let failing = true;
    server.use(
      http.get('*/api/chat/conversations', () =>
        failing ? HttpResponse.json({ message: 'Server error' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = await renderSignedIn('parent', '/messagerie');
    expect(await screen.findByText("La messagerie n'a pas pu être chargée.")).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await conversationButton('Samira Benali')).toBeInTheDocument();
  });
});
