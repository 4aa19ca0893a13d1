import { StateConflictError } from '../../common/errors';
import { EmailCampaignStatus } from '../../common/statuses';
import type { EmailCampaign } from './email-campaign.entity';

/*
 * The e-mail campaign status machine, every allowed move in one table, as order-status.ts does for
 * orders. Staff move a campaign between draft, scheduled and paused; `sending` and `sent` are set by the sender
 * (campaign-sender.ts) only. A move the table does not list is refused with CONFLICT (REST 409).
 *
 *   draft ──► scheduled ──► sending ──► sent            (a onetime campaign, or a recurring one past endAt)
 *     ▲          │   ▲         │  └──► scheduled        (a recurring campaign waits for its next run)
 *     └──────────┘   │         ▼
 *                    └──── paused ◄── scheduled         (resumed: the run in progress goes on where it stopped)
 */

const TRANSITIONS: Record<EmailCampaignStatus, readonly EmailCampaignStatus[]> = {
  [EmailCampaignStatus.draft]: [EmailCampaignStatus.scheduled],
  [EmailCampaignStatus.scheduled]: [
    EmailCampaignStatus.draft,
    EmailCampaignStatus.paused,
    EmailCampaignStatus.sending,
    EmailCampaignStatus.sent,
  ],
  [EmailCampaignStatus.sending]: [EmailCampaignStatus.paused, EmailCampaignStatus.sent, EmailCampaignStatus.scheduled],
  [EmailCampaignStatus.paused]: [EmailCampaignStatus.scheduled, EmailCampaignStatus.draft],
  [EmailCampaignStatus.sent]: [],
};

/** What staff may ask for; the rest belongs to the sender. */
export const STAFF_STATUSES: readonly EmailCampaignStatus[] = [
  EmailCampaignStatus.draft,
  EmailCampaignStatus.scheduled,
  EmailCampaignStatus.paused,
];

export function canTransition(from: EmailCampaignStatus, to: EmailCampaignStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** A staff move (in memory; the caller flushes) or CONFLICT. Asking for the status it has is no move and allowed. */
export function staffTransition(campaign: EmailCampaign, to: EmailCampaignStatus): void {
  if (campaign.status === to) return;
  if (!STAFF_STATUSES.includes(to)) {
    throw new StateConflictError(`A campaign becomes ${to} by sending; choose draft, scheduled or paused.`);
  }
  if (!canTransition(campaign.status, to)) {
    throw new StateConflictError(`A campaign that is ${campaign.status} cannot become ${to}.`);
  }
  campaign.status = to;
}
