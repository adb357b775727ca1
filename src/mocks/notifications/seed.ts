import type { LocalText, PushTopic } from '../../domain/pushRules.ts';
import type { SeedStep } from '../core/seed.ts';

declare module '../core/tables.ts' {
  interface DemoData {
    notifications: DemoNotification[];
  }
}

export interface DemoNotification {
  id: number;
  userId: number;
  /** Branch the notification is about; null for every branch. */
  schoolbranchid: number | null;
  title: string;
  body: string;
  createdAt: string;
  read: boolean;
  /**
   * What push needs to offer it to the user's devices (docs/api.md "Push notifications"); never in the
   * notifications' answer. The seed's notifications have none.
   */
  topic?: PushTopic;
  /** The child it is about: the push opens the portal on that child. */
  studentId?: number | null;
  /** The portal's page it is about (`/gestion-demandes`). */
  link?: string;
  /** Pushed even within the user's quiet hours. */
  urgent?: boolean;
  /** Two notifications of one tag replace each other on a device (default: its own id). */
  tag?: string;
  /**
   * What the user's devices show instead of the title and body, in each language: the in-app notification is in
   * French, a push is in its device's language.
   */
  push?: { title: LocalText; body?: LocalText };
}

function seedNotifications(): DemoNotification[] {
  const items: Array<Omit<DemoNotification, 'id'>> = [
    {
      userId: 1,
      schoolbranchid: 1,
      title: 'Conseil de classe du 1er trimestre',
      body: 'Les conseils de classe du primaire se tiendront du 8 au 12 décembre. Le planning est affiché en salle des professeurs.',
      createdAt: '2026-11-21T16:20:00Z',
      read: false,
    },
    {
      userId: 1,
      schoolbranchid: 2,
      title: 'Paiements en retard',
      body: '14 familles de Rabat Agdal ont une échéance de plus de 30 jours. Pensez à envoyer les relances.',
      createdAt: '2026-11-20T09:05:00Z',
      read: false,
    },
    {
      userId: 1,
      schoolbranchid: null,
      title: 'Mise à jour du portail',
      body: 'La messagerie accepte désormais les pièces jointes jusqu’à 5 Mo.',
      createdAt: '2026-11-15T08:00:00Z',
      read: true,
    },
    {
      userId: 2,
      schoolbranchid: 1,
      title: 'Nouvelle préinscription',
      body: 'Un dossier de préinscription en CE1 attend sa vérification.',
      createdAt: '2026-11-21T10:30:00Z',
      read: false,
    },
    {
      userId: 3,
      schoolbranchid: 1,
      title: 'Réunion parents-professeurs',
      body: 'La réunion parents-professeurs de la classe de Yasmine aura lieu le vendredi 28 novembre à 17 h.',
      createdAt: '2026-11-19T14:00:00Z',
      read: false,
    },
    {
      userId: 3,
      schoolbranchid: 3,
      title: 'رحلة مدرسية',
      body: 'تنظم المدرسة رحلة إلى حدائق ماجوريل يوم 5 دجنبر. المرجو إرجاع الإذن موقعًا قبل 1 دجنبر.',
      createdAt: '2026-11-18T11:45:00Z',
      read: false,
    },
  ];
  return items.map((item, index) => ({ id: index + 1, ...item }));
}

export const notificationsStep: SeedStep<'notifications'> = {
  tables: ['notifications'],
  make: () => ({ notifications: seedNotifications() }),
};
