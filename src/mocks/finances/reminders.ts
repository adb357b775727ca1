/**
 * Payment reminders of the demo (DOMAIN.md "Finances": reminders, level 1-3, date, channel). What is overdue is
 * never stored: it is derived from the ledger with today's date; a reminder only records that a family was
 * reminded, when, at which level, by whom and of what.
 */

export type ReminderLevel = 1 | 2 | 3;
export type ReminderChannel = 'message';

export interface DemoReminder {
  id: number;
  familyId: number;
  branchId: number;
  yearId: number;
  /** Day the reminder was sent, `YYYY-MM-DD`. */
  date: string;
  level: ReminderLevel;
  channel: ReminderChannel;
  /** Member of staff who sent it. */
  byUserId: number;
  /** Amount overdue and oldest due date when it was sent (what the message said). */
  amount: number;
  oldestDueDate: string;
  /** Users (guardians with a portal account) who received the message. */
  recipientIds: number[];
}

export const MAX_REMINDER_LEVEL: ReminderLevel = 3;

/** The level of the next reminder: one more than the last one, at most 3. */
export function nextReminderLevel(previous: ReminderLevel | null): ReminderLevel {
  if (previous === null) return 1;
  return Math.min(MAX_REMINDER_LEVEL, previous + 1) as ReminderLevel;
}

const INTRO: Record<ReminderLevel, string> = {
  1: 'Sauf erreur de notre part, le règlement suivant ne nous est pas encore parvenu.',
  2: 'Malgré notre précédent rappel, le règlement suivant reste en attente.',
  3: 'Dernier rappel : malgré nos relances, le règlement suivant reste impayé.',
};

/**
 * The reminder's text (French, the school's language), sent through messaging to each guardian with an account.
 * @example reminderText({ guardianName: 'Karim El Idrissi', familyName: 'El Idrissi', amount: 2450, ... })
 */
export function reminderText(options: {
  guardianName: string;
  familyName: string;
  amount: number;
  currency: string;
  oldestDueDate: string;
  installments: number;
  level: ReminderLevel;
}): string {
  const amount = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: options.currency }).format(
    options.amount,
  );
  const due = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${options.oldestDueDate}T00:00:00Z`),
  );
  const count =
    options.installments > 1 ? `${options.installments} échéances impayées` : '1 échéance impayée';
  return [
    `Bonjour ${options.guardianName},`,
    '',
    INTRO[options.level],
    `Famille ${options.familyName} : ${amount} restent dus (${count}, la plus ancienne échue le ${due}).`,
    'Merci de régulariser la situation auprès du secrétariat ou par virement. Si le paiement a été fait entre-temps, veuillez ne pas tenir compte de ce message.',
    '',
    `Relance n° ${options.level} — Le service comptabilité`,
  ].join('\n');
}
