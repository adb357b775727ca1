// With its extension: the demo API (loaded by vite.config.ts) imports this file too.
import { toProfilePicture, type ProfilePicture } from '../../api/schemas.ts';
import { numberLocale } from '../../lib/locale.ts';
import type { ChatMessage } from './chat.schemas';

/**
 * A message as the feed shows it (Entities): id, sender name, picture, content, time HH:MM (with its date when it is
 * not today: `formatMessageDate`), side, files.
 */
export interface DisplayMessage {
  id: number;
  senderName: string;
  picture: ProfilePicture | null;
  content: string;
  time: string;
  side: 'me' | 'them';
  files: ChatMessage['attachments'];
  day: string;
}

/** Spec Business constants: chat time is HH:MM on a 24-hour clock, in the user's time zone, with Latin digits. */
export function formatTime(iso: string, language: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(numberLocale(language), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(date);
}

/**
 * When a message was sent, as the conversation list and the bubbles show it (locale-aware, Latin digits, 24-hour):
 * today the time only ("12:02"); earlier this year the day and month ("20 nov."); before, the full date
 * ("20/11/2025"). `withTime` (the bubbles) adds the time to an older date ("20 nov. 12:02"). Days are the user's
 * calendar days, in `timeZone`.
 */
export function formatMessageDate(
  iso: string,
  language: string,
  {
    now = new Date(),
    timeZone,
    withTime = false,
  }: { now?: Date; timeZone?: string; withTime?: boolean } = {},
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const day = dayOf(iso, timeZone);
  const today = dayOf(now.toISOString(), timeZone);
  const time = formatTime(iso, language, timeZone);
  if (day === today) return time;
  const options: Intl.DateTimeFormatOptions =
    day.slice(0, 4) === today.slice(0, 4)
      ? { day: 'numeric', month: 'short', timeZone }
      : { day: '2-digit', month: '2-digit', year: 'numeric', timeZone };
  const shown = new Intl.DateTimeFormat(numberLocale(language), options).format(date);
  return withTime ? `${shown} ${time}` : shown;
}

/** The calendar day of a message in the user's time zone, for day separators (YYYY-MM-DD). */
export function dayOf(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }).format(date);
}

/** A picture from the API, kept only when it is one of the four image types (never SVG or HTML). */
export function safePicture(picture: ProfilePicture | null | undefined): ProfilePicture | null {
  return picture ? toProfilePicture(picture) : null;
}

export function toDisplayMessage(
  message: ChatMessage,
  myId: number,
  language: string,
  timeZone?: string,
  now: Date = new Date(),
): DisplayMessage {
  return {
    id: message.message_id,
    senderName: message.sender.displayname,
    picture: safePicture(message.sender.profilepicture),
    content: message.message,
    time: formatMessageDate(message.created_at, language, { now, timeZone, withTime: true }),
    side: message.sender_id === myId ? 'me' : 'them',
    files: message.attachments,
    day: dayOf(message.created_at, timeZone),
  };
}

export type TextSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;

/**
 * Splits message text into plain text and links. Only http(s) addresses become links; everything else
 * (javascript:, data:, HTML) stays inert text, rendered by React as text, never as HTML.
 */
export function linkify(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let index = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    // Trailing punctuation belongs to the sentence, not the address.
    const href = match[0].replace(/[.,;:!?)\]]+$/, '');
    if (start > index) segments.push({ kind: 'text', text: text.slice(index, start) });
    segments.push({ kind: 'link', text: href, href });
    index = start + href.length;
  }
  if (index < text.length) segments.push({ kind: 'text', text: text.slice(index) });
  return segments;
}

/** Human file size in the active language. */
export function formatSize(bytes: number, language: string): string {
  const format = (value: number, unit: 'kilobyte' | 'megabyte' | 'byte') =>
    new Intl.NumberFormat(numberLocale(language), { style: 'unit', unit, maximumFractionDigits: 1 }).format(
      value,
    );
  if (bytes < 1024) return format(bytes, 'byte');
  if (bytes < 1024 * 1024) return format(bytes / 1024, 'kilobyte');
  return format(bytes / 1024 / 1024, 'megabyte');
}

/**
 * A file's kind as the server typed it ("PDF", "JPEG"...), never read from its name: a name can claim any
 * extension (Spoofed text), the type is what the server detected in its content (docs/api.md "Text").
 */
export function fileKind(mimeType: string): string {
  const subtype = mimeType.split('/')[1]?.split(/[;+]/)[0]?.trim() ?? '';
  return subtype ? subtype.replace(/^x-/, '').toUpperCase() : '?';
}
