import { http, HttpResponse } from 'msw';
import { db } from '../core/db.ts';
import type { DemoConversation, DemoMessage } from './seed.ts';
import type { DemoData, DemoUser } from '../core/tables.ts';
import { allowedTypeOf, ATTACHMENT_RULES, nameForType } from '../../domain/attachments.ts';
import { readForm, toBase64 } from '../core/upload.ts';
import { authenticate, numberParam } from '../core/session.ts';

/** A message sent, as the recipient's devices are told of it (docs/api.md "Push notifications"). */
export interface SentChatMessage {
  conversationId: number;
  senderId: number;
  recipientId: number;
  studentId: number | null;
  text: string;
}
type SentListener = (data: DemoData, message: SentChatMessage) => void;
const sentListeners = new Set<SentListener>();

/**
 * Registers `listener` for every message sent from now on (src/mocks/index.ts registers push's: a listener rather
 * than an import, as push reads the modules that read the chat). A listener's failure never reaches the sender.
 */
export function onChatMessageSent(listener: SentListener): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

/** Attachment rules of docs/api.md "Messaging": the same list the portal checks before sending. */
const ATTACHMENT_TYPES: readonly string[] = ATTACHMENT_RULES.types;
const MAX_ATTACHMENT_BYTES = ATTACHMENT_RULES.maxBytes;
const MAX_ATTACHMENTS = ATTACHMENT_RULES.maxFiles;
const MAX_MESSAGE_LENGTH = ATTACHMENT_RULES.maxLength;

function branchesOf(user: DemoUser): number[] {
  if (!user.isParent) return user.branchIds;
  return db.data.students.filter((s) => user.studentIds.includes(s.studentid)).map((s) => s.branchId);
}

/** The student a conversation may be about: a parent's own child, a student of a staff member's branches. */
function studentFor(user: DemoUser, id: unknown) {
  const student = db.data.students.find((s) => s.studentid === id);
  if (!student) return undefined;
  const mine = user.isParent
    ? user.studentIds.includes(student.studentid)
    : user.branchIds.includes(student.branchId);
  return mine ? student : undefined;
}

function roleOf(user: DemoUser): string {
  return user.roles[0]?.name ?? '';
}

function person(user: DemoUser) {
  return {
    id: user.id,
    displayname: user.displayname,
    role: roleOf(user),
    profilepicture: user.profilepicture,
  };
}

/** People the user may write to: the others who share one of the user's branches (optionally one branch) and use messaging. */
function contactsOf(user: DemoUser, branch: number | null): DemoUser[] {
  const mine = branchesOf(user).filter((id) => branch === null || id === branch);
  return db.data.users.filter(
    (other) =>
      other.id !== user.id &&
      // Parents write to staff, not to other families.
      !(user.isParent && other.isParent) &&
      // Only to someone who can read messages: staff without messaging (canteen, transport) are not contacts.
      (other.isParent || other.roles.some((role) => role.permissions.includes('view-messagerie-page'))) &&
      branchesOf(other).some((id) => mine.includes(id)),
  );
}

function messageAnswer(message: DemoMessage) {
  const sender = db.data.users.find((user) => user.id === message.sender_id);
  return {
    message_id: message.message_id,
    sender_id: message.sender_id,
    sender: { displayname: sender?.displayname ?? '', profilepicture: sender?.profilepicture ?? null },
    created_at: message.created_at,
    message: message.message,
    attachments: message.attachments,
  };
}

function messagesOf(conversationId: number): DemoMessage[] {
  return db.data.messages
    .filter((m) => m.conversationId === conversationId)
    .sort((a, b) => a.message_id - b.message_id);
}

function conversationAnswer(conversation: DemoConversation, user: DemoUser) {
  const otherId = conversation.participantIds.find((id) => id !== user.id) ?? user.id;
  const other = db.data.users.find((candidate) => candidate.id === otherId);
  const messages = messagesOf(conversation.id);
  const lastRead = conversation.lastRead[String(user.id)] ?? 0;
  const student = db.data.students.find((s) => s.studentid === conversation.studentId);
  const last = messages[messages.length - 1];
  return {
    conversationId: conversation.id,
    participant: other ? person(other) : { id: otherId, displayname: '', role: '', profilepicture: null },
    student: student
      ? { studentid: student.studentid, name: `${student.firstname_fr} ${student.lastname_fr}` }
      : null,
    lastMessage: last ? messageAnswer(last) : null,
    unread: messages.filter((m) => m.message_id > lastRead && m.sender_id !== user.id).length,
  };
}

function conversationFor(user: DemoUser, id: number): DemoConversation | undefined {
  return db.data.conversations.find((c) => c.id === id && c.participantIds.includes(user.id));
}

function invalid(code: string, message: string, status = 422) {
  return HttpResponse.json({ message, code }, { status });
}

/** Messaging between staff and families (docs/api.md "Messaging"). */
export const chatHandlers = [
  http.get('*/api/chat/contacts', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    return HttpResponse.json(contactsOf(user, numberParam(request, 'branch')).map(person));
  }),

  http.get('*/api/chat/conversations', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const answers = db.data.conversations
      .filter((c) => c.participantIds.includes(user.id))
      .map((c) => conversationAnswer(c, user))
      .sort((a, b) => (b.lastMessage?.created_at ?? '').localeCompare(a.lastMessage?.created_at ?? ''));
    return HttpResponse.json(answers);
  }),

  http.post('*/api/chat/conversations', async ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const body = (await request.json().catch(() => ({}))) as { participantId?: unknown; studentId?: unknown };
    // About a child (docs/api.md "Messaging"): one the caller may write about, else answered as unknown (Scope).
    const about =
      body.studentId === undefined || body.studentId === null ? null : studentFor(user, body.studentId);
    if (about === undefined) return invalid('INVALID_STUDENT', 'Unknown student');
    const other = db.data.users.find((candidate) => candidate.id === body.participantId);
    if (!other || !contactsOf(user, about?.branchId ?? null).includes(other)) {
      return invalid('NOT_A_CONTACT', 'Not a contact');
    }
    const studentId = about?.studentid ?? null;
    // Without a child, the pair's conversation; about a child, the pair's conversation about that child.
    let conversation = db.data.conversations.find(
      (c) =>
        c.participantIds.includes(user.id) &&
        c.participantIds.includes(other.id) &&
        (studentId === null || c.studentId === studentId),
    );
    if (!conversation) {
      conversation = {
        id: Math.max(0, ...db.data.conversations.map((c) => c.id)) + 1,
        participantIds: [user.id, other.id],
        studentId,
        lastRead: {},
      };
      db.data.conversations.push(conversation);
      db.changed();
    }
    return HttpResponse.json(conversationAnswer(conversation, user));
  }),

  http.get('*/api/chat/conversations/:id/messages', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const conversation = conversationFor(user, Number(params.id));
    if (!conversation) return HttpResponse.json({ message: 'Conversation not found' }, { status: 404 });
    const after = numberParam(request, 'after') ?? 0;
    const messages = messagesOf(conversation.id);
    const last = messages[messages.length - 1];
    if (last && (conversation.lastRead[String(user.id)] ?? 0) < last.message_id) {
      conversation.lastRead[String(user.id)] = last.message_id;
      db.changed();
    }
    return HttpResponse.json(messages.filter((m) => m.message_id > after).map(messageAnswer));
  }),

  http.post('*/api/chat/conversations/:id/messages', async ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const conversation = conversationFor(user, Number(params.id));
    if (!conversation) return HttpResponse.json({ message: 'Conversation not found' }, { status: 404 });
    const form = await readForm(request);
    if (form instanceof Response) return form;
    // Multipart turns every line break into CRLF: count a line break as one character, as the composer does.
    const text = String(form.get('message') ?? '')
      .replace(/\r\n?/g, '\n')
      .trim();
    // Duck-typed: under Vitest the global File is jsdom's, while the parsed form holds Node's.
    const files = form
      .getAll('files')
      .filter((file): file is File => typeof file === 'object' && file !== null && 'arrayBuffer' in file);
    if (!text && files.length === 0) return invalid('EMPTY_MESSAGE', 'Empty message');
    if (text.length > MAX_MESSAGE_LENGTH) return invalid('MESSAGE_TOO_LONG', 'Message too long');
    if (files.length > MAX_ATTACHMENTS) return invalid('TOO_MANY_FILES', 'Too many files');
    // Uploads by content: each file's type is what its first bytes say, never its name or declared type.
    const detected: string[] = [];
    for (const file of files) {
      if (file.size > MAX_ATTACHMENT_BYTES) return invalid('FILE_TOO_LARGE', 'File too large', 413);
      const type = await allowedTypeOf(file, ATTACHMENT_TYPES);
      if (!type) return invalid('UNSUPPORTED_TYPE', 'Unsupported file type');
      detected.push(type);
    }
    const messageId = Math.max(0, ...db.data.messages.map((m) => m.message_id)) + 1;
    const attachments = [];
    for (const [index, file] of files.entries()) {
      // The stored name's extension follows the detected type (docs/api.md "Uploads"): `page.html` read as text
      // is `page.txt`, so a download never opens as a page.
      const mimeType = detected[index]!;
      const name = nameForType(file.name || 'fichier', mimeType);
      const safeName = name.replace(/[^\p{L}\p{N}._-]+/gu, '_').slice(-120);
      const path = `chat/${conversation.id}/${messageId}-${index}-${safeName}`;
      db.data.files[path] = toBase64(new Uint8Array(await file.arrayBuffer()));
      attachments.push({ path, name, mimeType, size: file.size });
    }
    const message: DemoMessage = {
      message_id: messageId,
      conversationId: conversation.id,
      sender_id: user.id,
      created_at: new Date().toISOString(),
      message: text,
      attachments,
    };
    db.data.messages.push(message);
    conversation.lastRead[String(user.id)] = messageId;
    // The recipient's devices are told (docs/api.md "Push notifications"); the conversation itself is the in-app news.
    const recipientId = conversation.participantIds.find((id) => id !== user.id);
    if (recipientId !== undefined) {
      const sent: SentChatMessage = {
        conversationId: conversation.id,
        senderId: user.id,
        recipientId,
        studentId: conversation.studentId,
        text: text || attachments.map((attachment) => attachment.name).join(', '),
      };
      for (const listener of sentListeners) {
        try {
          listener(db.data, sent);
        } catch {
          // Telling the devices never fails the message.
        }
      }
    }
    db.changed();
    return HttpResponse.json(messageAnswer(message), { status: 201 });
  }),

  http.get('*/api/chat/files', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const path = new URL(request.url).searchParams.get('path') ?? '';
    const conversationId = Number(/^chat\/(\d+)\//.exec(path)?.[1]);
    const message = db.data.messages.find((m) => m.attachments.some((a) => a.path === path));
    const attachment = message?.attachments.find((a) => a.path === path);
    const data = db.data.files[path];
    if (!conversationFor(user, conversationId) || !attachment || data === undefined) {
      return HttpResponse.json({ message: 'File not found' }, { status: 404 });
    }
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    return new HttpResponse(bytes, {
      headers: {
        'Content-Type': attachment.mimeType,
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(attachment.name)}`,
        'X-Content-Type-Options': 'nosniff',
      },
    });
  }),
];
