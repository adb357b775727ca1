import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installBrowserBridges } from '../../../tests/helpers/browserBridges';
import { stubWidth } from '../../../tests/helpers/media';
import { renderSignedIn } from '../../../tests/helpers/shell';
import { db } from '../../mocks/core/db';

let removeBridges: () => void = () => undefined;
beforeAll(async () => {
  removeBridges = installBrowserBridges();
  await import('./MessagingPage');
}, 60_000);
afterAll(() => removeBridges());
afterEach(() => vi.unstubAllGlobals());

const WORDS = {
  fr: {
    open: 'Nouveau message',
    about: 'Au sujet de Yasmine El Idrissi',
    office: ['Secrétariat', 'Comptabilité', 'Direction'],
    message: 'Votre message',
    send: 'Envoyer',
  },
  ar: {
    open: 'رسالة جديدة',
    about: 'بخصوص Yasmine El Idrissi',
    office: ['الكتابة العامة', 'المحاسبة', 'الإدارة'],
    message: null,
    send: null,
  },
} as const;

describe('a parent’s "New message": a conversation with the office about the selected child', () => {
  it.each(['fr', 'ar'] as const)(
    '%s: the child is named in the dialog and the conversation, the API records it, and the first message goes there',
    async (language) => {
      stubWidth(390);
      const words = WORDS[language];
      const { user } = await renderSignedIn('parent', '/messagerie', { language });
      await user.click(await screen.findByRole('button', { name: words.open }));
      const dialog = await screen.findByRole('dialog', { name: words.open });
      expect(within(dialog).getByTestId('new-message-child')).toHaveTextContent(words.about);
      // The office of Yasmine's branch (Casablanca Anfa) by role, secretariat first.
      const people = within(within(dialog).getByRole('list')).getAllByRole('button');
      const roles = people.map((button) => button.querySelector('span > span')?.textContent);
      expect(roles[0]).toBe(words.office[0]);
      expect(new Set(roles)).toEqual(new Set(words.office));
      const before = db.data.conversations.length;
      await user.click(people[0]!);

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const conversation = db.data.conversations.at(-1)!;
      expect(db.data.conversations).toHaveLength(before + 1);
      expect(conversation).toMatchObject({ studentId: 101 });
      expect(conversation.participantIds).toContain(3);
      // The open conversation is headed with the child's name.
      expect(await screen.findByText(words.about, { selector: 'header p' })).toBeInTheDocument();

      if (words.message && words.send) {
        await user.type(screen.getByLabelText(words.message), 'Yasmine aura besoin d’un certificat.');
        await user.click(screen.getByRole('button', { name: words.send }));
        await waitFor(() =>
          expect(
            db.data.messages.filter((m) => m.conversationId === conversation.id).map((m) => m.message),
          ).toEqual(['Yasmine aura besoin d’un certificat.']),
        );
      }
    },
  );

  it('staff have no such button (they start a conversation from the contact search)', async () => {
    await renderSignedIn('staff', '/messagerie');
    await screen.findByRole('searchbox', { name: 'Rechercher un contact' });
    expect(screen.queryByRole('button', { name: 'Nouveau message' })).not.toBeInTheDocument();
  });
});

/** A phone's `matchMedia`, answering both min-width and max-width queries (px or rem) for a `width` px window. */
function phoneMedia(width: number) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => {
      const min = /min-width:\s*([\d.]+)(rem|px)/.exec(query);
      const max = /max-width:\s*([\d.]+)(rem|px)/.exec(query);
      const px = (match: RegExpExecArray) => Number(match[1]) * (match[2] === 'rem' ? 16 : 1);
      return {
        matches: (!min || width >= px(min)) && (!max || width <= px(max)) && Boolean(min || max),
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        addListener: vi.fn(),
        removeListener: vi.fn(),
      };
    }),
  );
}

describe('the messaging page opens at its top on a phone (Visual direction "Phones")', () => {
  it('is not scrolled under the header when it opens; a conversation opened then is brought up below the header', async () => {
    phoneMedia(390);
    // jsdom has no scrolling: the page's call is recorded.
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    try {
      const { user } = await renderSignedIn('parent', '/messagerie');
      const list = await screen.findByRole('heading', { name: 'Conversations' });
      await waitFor(() => expect(within(list.closest('section')!).getAllByRole('listitem').length).toBe(2));
      expect(scrolled).not.toHaveBeenCalled();

      await user.click(within(list.closest('section')!).getAllByRole('button')[0]!);
      await waitFor(() => expect(scrolled).toHaveBeenCalledWith({ block: 'start' }));
      const page = screen.getByRole('region', { name: 'Messagerie' });
      expect(scrolled.mock.contexts.at(-1)).toBe(page);
      // Its scroll margin clears the 80 px header (shell sizes.ts HEADER_HEIGHT), floating header included.
      expect(page.className).toMatch(/\bscroll-mt-24\b/);
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });
});
