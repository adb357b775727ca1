/**
 * An online payment order's states and a parent's choices (domain/onlinePayments.ts has the rules), a module of their
 * own so that the parent's dashboard, which names the states, does not carry the rules' code on its first load.
 */

/**
 * An order's states. `pending`: created, the parent on the bank's page, or back without the bank's word yet.
 * `paid`: an accepted callback was recorded (a payment and its receipt). `refused`: the bank's last word was a
 * refusal. `cancelled`: the parent came back through the failure address without a callback (cancelled on the bank's
 * page). Only `paid` is final: the bank lets the payer try again on its page, so a refusal, or a return through the
 * failure address, may still be followed by an accepted callback, which is recorded (the card was charged).
 */
export const ONLINE_PAYMENT_STATUSES = ['pending', 'paid', 'refused', 'cancelled'] as const;
export type OnlinePaymentStatus = (typeof ONLINE_PAYMENT_STATUSES)[number];

/** What a parent pays: the next installment, everything overdue, or an amount typed (at most what is owed). */
export const ONLINE_PAYMENT_CHOICES = ['next', 'overdue', 'amount'] as const;
export type OnlinePaymentChoice = (typeof ONLINE_PAYMENT_CHOICES)[number];
