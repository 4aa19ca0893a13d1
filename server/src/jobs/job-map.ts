/*
 * Every job of the app: its name and the payload it carries. The queue's `send`, `work` and `schedule` take the
 * name from `JOBS` and type the payload from `JobPayloads`, so a job's data is written once, here. Types only and
 * constants: every module may import this file, and it imports none of them.
 */

export const JOBS = {
  /** Every minute: reminders three days ahead, then renew or end the projects whose period is over. */
  projectsSweep: 'projects.sweep',
  /** Tell the delivery partner what the project's campaign must be now (start, change, stop). */
  deliverySync: 'delivery.sync',
  /** A project mail to its owner (reminder, expired, off target). */
  projectMail: 'projects.mail',
  /** Every hour: flag the projects whose delivery is off their order, clear those back on it. */
  deliveryTargets: 'delivery.targets',
  /** Daily: the delivery log's partitions for the months ahead, and the months past the retention dropped. */
  deliveryPartitions: 'delivery.partitions',
  /** Daily: the ledger's partitions for the months ahead (the ledger is never dropped). */
  ledgerPartitions: 'billing.ledger-partitions',
  /** The purchase receipt of one invoice, with its PDF. */
  billingReceipt: 'billing.receipt',
  /** Every five minutes: charge the stored cards of the NMI subscriptions whose period is over. */
  cardRenewals: 'billing.card-renewals',
  /** Tell the owner of a declined renewal when the card is tried again, or that the subscription ended. */
  cardDeclinedMail: 'billing.card-declined-mail',
  /** Daily: compare yesterday's NMI transactions with our payments and flag what differs. */
  cardReconcile: 'billing.card-reconcile',
  /** Stop one recurring order at its provider (account removal). */
  billingCancelRecurring: 'billing.cancel-recurring',
  /** An account mail with a link (verification, password reset, e-mail change, demo activation, sign-up attempt). */
  accountLinkMail: 'account.link-mail',
  /** Every minute: hand the e-mail campaigns that are due to a sender. */
  campaignTick: 'marketing.campaign-tick',
  /** Send (or go on sending) one e-mail campaign. */
  campaignSend: 'marketing.campaign-send',
  /** Daily: queue the reciprocal-link check of every project that has a link. */
  reciprocalCheckAll: 'marketing.reciprocal-check-all',
  /** Check one project's page for its reciprocal link. */
  reciprocalCheck: 'marketing.reciprocal-check',
  /** One webhook delivery attempt. */
  webhookDeliver: 'webhooks.deliver',
  /** Tell an endpoint's owner it was disabled after failing for too long. */
  webhookDisabledMail: 'webhooks.disabled-mail',
} as const;

export type JobName = (typeof JOBS)[keyof typeof JOBS];

/** A scheduled job's payload: it carries nothing. */
export type NoPayload = Record<string, never>;

export type ProjectMailJob =
  | { kind: 'reminder' | 'expired'; projectId: number; expiredAt: string }
  | { kind: 'offTarget'; projectId: number; gap: number; on: string };

export interface ReceiptJob {
  invoiceId: number;
  /** Promotion bonus units credited with the payment (said in the mail). */
  bonus: number;
}

export interface CardDeclinedMailJob {
  orderId: number;
  /** NMI's response text of the decline. */
  reason: string;
  /** When the card is tried again (ISO); null: the subscription has ended. */
  retryAt: string | null;
}

export type LinkMail =
  | { kind: 'change-email'; newEmail: string }
  | { kind: 'activate-email'; projectUrl: string }
  | { kind: 'verify-email' }
  | { kind: 'reset-password' }
  | { kind: 'registration-attempt' };

export type LinkMailJob = { userId: number; siteUrl: string } & LinkMail;

export interface JobPayloads {
  'projects.sweep': NoPayload;
  'delivery.sync': { projectId: number };
  'projects.mail': ProjectMailJob;
  'delivery.targets': NoPayload;
  'delivery.partitions': NoPayload;
  'billing.ledger-partitions': NoPayload;
  'billing.receipt': ReceiptJob;
  'billing.cancel-recurring': { orderId: number };
  'billing.card-renewals': NoPayload;
  'billing.card-declined-mail': CardDeclinedMailJob;
  'billing.card-reconcile': NoPayload;
  'account.link-mail': LinkMailJob;
  'marketing.campaign-tick': NoPayload;
  'marketing.campaign-send': { campaignId: number };
  'marketing.reciprocal-check-all': NoPayload;
  'marketing.reciprocal-check': { projectId: number };
  'webhooks.deliver': { deliveryId: number };
  'webhooks.disabled-mail': { endpointId: number };
}
