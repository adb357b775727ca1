import type { SeedStep } from '../core/seed.ts';
import type { DemoAttachment } from '../core/tables.ts';

declare module '../core/tables.ts' {
  interface DemoData {
    conversations: DemoConversation[];
    messages: DemoMessage[];
  }
}

export interface DemoMessage {
  message_id: number;
  conversationId: number;
  sender_id: number;
  created_at: string;
  message: string;
  attachments: DemoAttachment[];
}

export interface DemoConversation {
  id: number;
  participantIds: [number, number];
  /** The student the conversation is about, when there is one. */
  studentId: number | null;
  /** user id -> id of the last message that user has read. */
  lastRead: Record<string, number>;
}

/** A small PDF ("Certificat de scolarité"), attached to a seeded message. */
const CERTIFICATE_PDF =
  'JVBERi0xLjQKMSAwIG9iago8PC9UeXBlL0NhdGFsb2cvUGFnZXMgMiAwIFI+PgplbmRvYmoKMiAwIG9iago8PC9UeXBlL1BhZ2VzL0tpZHNbMyAwIFJdL0NvdW50IDE+PgplbmRvYmoKMyAwIG9iago8PC9UeXBlL1BhZ2UvUGFyZW50IDIgMCBSL01lZGlhQm94WzAgMCAyMDAgMTAwXT4+CmVuZG9iagp0cmFpbGVyCjw8L1Jvb3QgMSAwIFI+PgolJUVPRgo=';

function seedConversations(): {
  conversations: DemoConversation[];
  messages: DemoMessage[];
  files: Record<string, string>;
} {
  const conversations: DemoConversation[] = [
    { id: 1, participantIds: [1, 3], studentId: 101, lastRead: { '1': 3, '3': 4 } },
    { id: 2, participantIds: [2, 3], studentId: 102, lastRead: { '2': 7, '3': 6 } },
    { id: 3, participantIds: [1, 2], studentId: null, lastRead: { '1': 9, '2': 9 } },
  ];
  const certificatePath = 'chat/1/1-certificat-scolarite.pdf';
  const messages: DemoMessage[] = [
    {
      message_id: 1,
      conversationId: 1,
      sender_id: 3,
      created_at: '2026-11-20T07:42:00Z',
      message: 'Bonjour Madame, Yasmine a de la fièvre ce matin, elle ne viendra pas à l’école aujourd’hui.',
      attachments: [],
    },
    {
      message_id: 2,
      conversationId: 1,
      sender_id: 1,
      created_at: '2026-11-20T08:05:00Z',
      message: 'Bonjour Monsieur El Idrissi, merci de nous avoir prévenus. Bon rétablissement à Yasmine.',
      attachments: [],
    },
    {
      message_id: 3,
      conversationId: 1,
      sender_id: 3,
      created_at: '2026-11-21T17:10:00Z',
      message: 'Pourriez-vous m’envoyer un certificat de scolarité pour la CAF ?',
      attachments: [],
    },
    {
      message_id: 4,
      conversationId: 1,
      sender_id: 1,
      created_at: '2026-11-22T08:30:00Z',
      message: 'Voici le certificat de scolarité de Yasmine pour l’année 2026-2027.',
      attachments: [
        { path: certificatePath, name: 'certificat-scolarite.pdf', mimeType: 'application/pdf', size: 244 },
      ],
    },
    {
      message_id: 5,
      conversationId: 2,
      sender_id: 3,
      created_at: '2026-11-19T18:20:00Z',
      message: 'السلام عليكم، هل يمكن تغيير محطة الحافلة لآدم ابتداءً من الأسبوع المقبل؟',
      attachments: [],
    },
    {
      message_id: 6,
      conversationId: 2,
      sender_id: 2,
      created_at: '2026-11-20T09:15:00Z',
      message: 'وعليكم السلام، نعم ممكن. المرجو تحديد المحطة الجديدة.',
      attachments: [],
    },
    {
      message_id: 7,
      conversationId: 2,
      sender_id: 3,
      created_at: '2026-11-20T12:02:00Z',
      message: 'محطة حي الداوديات، قرب المسجد. شكرًا جزيلًا.',
      attachments: [],
    },
    {
      message_id: 8,
      conversationId: 3,
      sender_id: 2,
      created_at: '2026-11-21T15:00:00Z',
      message: 'Samira, les dossiers de préinscription de CE1 sont complets, je les dépose sur ton bureau.',
      attachments: [],
    },
    {
      message_id: 9,
      conversationId: 3,
      sender_id: 1,
      created_at: '2026-11-21T15:20:00Z',
      message: 'Parfait, merci Youssef. On les étudie lundi.',
      attachments: [],
    },
  ];
  return { conversations, messages, files: { [certificatePath]: CERTIFICATE_PDF } };
}

/** Three conversations (the admin and the parent, the secretariat and the parent, the two of staff), one attachment. */
export const conversationsStep: SeedStep<'conversations' | 'messages' | 'files'> = {
  tables: ['conversations', 'messages', 'files'],
  make: () => seedConversations(),
};
