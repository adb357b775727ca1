import { describe, expect, it } from 'vitest';
import type { ChatMessage } from './chat.schemas';
import {
  dayOf,
  fileKind,
  formatMessageDate,
  formatSize,
  formatTime,
  linkify,
  safePicture,
  toDisplayMessage,
} from './chatView';

const SAME_DAY = new Date('2026-11-20T20:00:00Z');

const PNG = { mimeType: 'image/png', data: 'iVBORw0KGgo=' };

const received: ChatMessage = {
  message_id: 42,
  sender_id: 3,
  sender: { displayname: 'Karim El Idrissi', profilepicture: PNG },
  created_at: '2026-11-20T17:10:00Z',
  message: 'Bonjour Madame',
  attachments: [{ path: 'chat/1/42-0-a.pdf', name: 'a.pdf', mimeType: 'application/pdf', size: 10 }],
};

/** The hour Intl gives in a zone at an instant, independently of the code under test. */
function hourIn(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone }).format(
    new Date(iso),
  );
}

const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/;

describe('chat message display (Chat message, Chat time HH:MM 24-hour)', () => {
  it('Entities: a received message is shown as id, sender name, picture, content, time, side and files', () => {
    expect(toDisplayMessage(received, 1, 'fr', 'UTC', SAME_DAY)).toEqual({
      id: 42,
      senderName: 'Karim El Idrissi',
      picture: PNG,
      content: 'Bonjour Madame',
      time: '17:10',
      side: 'them',
      files: received.attachments,
      day: '2026-11-20',
    });
    // The user's own message is on the "me" side.
    expect(toDisplayMessage(received, 3, 'fr', 'UTC', SAME_DAY).side).toBe('me');
  });

  it('Business constants: the time is HH:MM on a 24-hour clock in the user’s time zone (UTC 17:10, Casablanca 18:10)', () => {
    const iso = '2026-11-20T17:10:00Z';
    expect(formatTime(iso, 'fr', 'UTC')).toBe('17:10');
    // Morocco is UTC+1 outside Ramadan: Intl's own zone data gives the expected hour.
    expect(hourIn(iso, 'Africa/Casablanca')).toBe('18');
    expect(formatTime(iso, 'fr', 'Africa/Casablanca')).toBe('18:10');
    expect(toDisplayMessage(received, 1, 'fr', 'Africa/Casablanca', SAME_DAY).time).toBe('18:10');
    // 24-hour in English too (no AM/PM), with a leading zero.
    expect(formatTime('2026-11-20T21:05:00Z', 'en', 'UTC')).toBe('21:05');
    expect(formatTime('2026-11-20T03:07:00Z', 'en', 'UTC')).toBe('03:07');
    // Midnight is 00, not 24.
    expect(formatTime('2026-11-20T00:30:00Z', 'fr', 'UTC')).toBe('00:30');
  });

  it('Business constants: in Arabic the time uses Latin digits', () => {
    for (const language of ['ar', 'ar-EG', 'ar-SA']) {
      const time = formatTime('2026-11-20T17:10:00Z', language, 'UTC');
      expect(time).not.toMatch(ARABIC_DIGITS);
      expect(time.replace(/[\u200e\u200f\u061c]/g, '')).toBe('17:10');
    }
    expect(formatSize(2_500_000, 'ar')).not.toMatch(ARABIC_DIGITS);
  });

  it('an invalid date gives an empty time and day rather than "Invalid Date"', () => {
    expect(formatTime('not a date', 'fr', 'UTC')).toBe('');
    expect(dayOf('not a date', 'UTC')).toBe('');
  });

  it('day separators use the calendar day in the user’s time zone', () => {
    expect(dayOf('2026-11-20T23:30:00Z', 'UTC')).toBe('2026-11-20');
    expect(dayOf('2026-11-20T23:30:00Z', 'Africa/Casablanca')).toBe('2026-11-21');
  });

  it('an SVG (or any non-image) sender picture is dropped; png, jpeg, webp and gif are kept', () => {
    const svg = {
      ...received,
      sender: { ...received.sender, profilepicture: { mimeType: 'image/svg+xml', data: 'PHN2Zz4=' } },
    };
    expect(toDisplayMessage(svg, 1, 'fr', 'UTC').picture).toBeNull();
    expect(safePicture({ mimeType: 'text/html', data: 'PGI+' })).toBeNull();
    expect(safePicture(null)).toBeNull();
    expect(safePicture(undefined)).toBeNull();
    for (const mimeType of ['image/png', 'image/jpeg', 'image/webp', 'image/gif'])
      expect(safePicture({ mimeType, data: 'AA==' })).toEqual({ mimeType, data: 'AA==' });
  });
});

describe('links in messages (links are inert unless http(s))', () => {
  it('http and https addresses become links, with the text around kept as text', () => {
    expect(linkify('Voir https://ecole.example/menu et http://a.test/x?y=1#z fin')).toEqual([
      { kind: 'text', text: 'Voir ' },
      { kind: 'link', text: 'https://ecole.example/menu', href: 'https://ecole.example/menu' },
      { kind: 'text', text: ' et ' },
      { kind: 'link', text: 'http://a.test/x?y=1#z', href: 'http://a.test/x?y=1#z' },
      { kind: 'text', text: ' fin' },
    ]);
    expect(linkify('HTTPS://ECOLE.EXAMPLE')).toEqual([
      { kind: 'link', text: 'HTTPS://ECOLE.EXAMPLE', href: 'HTTPS://ECOLE.EXAMPLE' },
    ]);
  });

  it('trailing punctuation belongs to the sentence, not to the address', () => {
    expect(linkify('Lien : https://ecole.example/a. Merci')).toEqual([
      { kind: 'text', text: 'Lien : ' },
      { kind: 'link', text: 'https://ecole.example/a', href: 'https://ecole.example/a' },
      { kind: 'text', text: '. Merci' },
    ]);
    for (const end of [',', ';', ':', '!', '?', ')', ']', '?!', '.)']) {
      const segments = linkify(`(https://ecole.example/b${end}`);
      expect(segments.find((segment) => segment.kind === 'link')).toEqual({
        kind: 'link',
        text: 'https://ecole.example/b',
        href: 'https://ecole.example/b',
      });
      expect(segments.map((segment) => segment.text).join('')).toBe(`(https://ecole.example/b${end}`);
    }
  });

  it('javascript:, data:, other schemes and HTML anchors stay plain text', () => {
    for (const text of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(document.cookie)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      'ftp://files.example/x',
      '<a href="javascript:alert(1)">clic</a>',
      '<img src=x onerror=alert(1)>',
      'mailto:direction@ecole.example',
    ])
      expect(linkify(text)).toEqual([{ kind: 'text', text }]);
  });

  it('an http(s) address cannot carry quotes or angle brackets into the href', () => {
    const segments = linkify('<a href="https://ecole.example/x">clic</a>');
    const link = segments.find((segment) => segment.kind === 'link');
    expect(link).toEqual({ kind: 'link', text: 'https://ecole.example/x', href: 'https://ecole.example/x' });
    expect(segments.map((segment) => segment.text).join('')).toBe(
      '<a href="https://ecole.example/x">clic</a>',
    );
  });

  it('no text is lost or duplicated by the split', () => {
    const text = 'a https://x.test b https://y.test/c, d\nhttp://z.test';
    expect(
      linkify(text)
        .map((segment) => segment.text)
        .join(''),
    ).toBe(text);
    expect(linkify('')).toEqual([]);
  });
});

describe('attachments', () => {
  it('file sizes are shown in bytes, kB or MB', () => {
    expect(formatSize(512, 'en')).toBe('512 byte');
    expect(formatSize(1536, 'en')).toBe('1.5 kB');
    expect(formatSize(5 * 1024 * 1024, 'en')).toBe('5 MB');
  });
});

describe('message dates (today the time, this year day and month, older the full date)', () => {
  const now = new Date('2026-11-24T09:00:00Z');
  const strip = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '');

  it('Message dates: a message of today shows its time only', () => {
    expect(formatMessageDate('2026-11-24T07:42:00Z', 'fr', { now, timeZone: 'UTC' })).toBe('07:42');
  });

  it('Message dates: a message of 20 November (this year) shows the day and month, never only "12:02"', () => {
    const iso = '2026-11-20T12:02:00Z';
    expect(formatMessageDate(iso, 'fr', { now, timeZone: 'UTC' })).toBe('20 nov.');
    expect(formatMessageDate(iso, 'en', { now, timeZone: 'UTC' })).toBe('Nov 20');
    const arabic = strip(formatMessageDate(iso, 'ar', { now, timeZone: 'UTC' }));
    expect(arabic).toMatch(/^20 /);
    expect(arabic).not.toMatch(ARABIC_DIGITS);
    // The bubbles keep the time next to the date.
    expect(formatMessageDate(iso, 'fr', { now, timeZone: 'UTC', withTime: true })).toBe('20 nov. 12:02');
    expect(toDisplayMessage({ ...received, created_at: iso }, 1, 'fr', 'UTC', now).time).toBe(
      '20 nov. 12:02',
    );
  });

  it('Message dates: a message of an earlier year shows the full date, in the language`s order', () => {
    const iso = '2025-06-03T08:00:00Z';
    expect(formatMessageDate(iso, 'fr', { now, timeZone: 'UTC' })).toBe('03/06/2025');
    expect(formatMessageDate(iso, 'en', { now, timeZone: 'UTC' })).toBe('06/03/2025');
    expect(strip(formatMessageDate(iso, 'ar', { now, timeZone: 'UTC' }))).toMatch(/^03\/06\/2025$/);
  });

  it('Message dates: "today" is the user`s calendar day (late evening UTC is tomorrow in Casablanca)', () => {
    const late = new Date('2026-11-24T23:30:00Z');
    expect(
      formatMessageDate('2026-11-24T23:10:00Z', 'fr', { now: late, timeZone: 'Africa/Casablanca' }),
    ).toBe('00:10');
    expect(
      formatMessageDate('2026-11-24T22:00:00Z', 'fr', { now: late, timeZone: 'Africa/Casablanca' }),
    ).toBe('24 nov.');
  });
});

describe('fileKind (Spoofed text: an attachment’s kind from its detected type)', () => {
  it('names the kind from the type the server gives, whatever the file is called', () => {
    expect(fileKind('application/pdf')).toBe('PDF');
    expect(fileKind('image/jpeg')).toBe('JPEG');
    expect(fileKind('image/svg+xml')).toBe('SVG');
    expect(fileKind('text/html; charset=utf-8')).toBe('HTML');
    expect(fileKind('application/x-zip-compressed')).toBe('ZIP-COMPRESSED');
    expect(fileKind('')).toBe('?');
  });
});
