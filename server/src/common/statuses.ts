import { registerEnumType } from 'type-graphql';

/*
 * Every status and kind value of the data model, in one place (docs/product.md#records). Member names equal
 * the stored values because type-graphql names GraphQL enum values after the members: clients (GraphQL and the
 * REST/Hydra API alike) read and send `paid`, `credits_multiplier`, … exactly as docs/product.md#records shows them.
 */

export enum OrderStatus {
  new = 'new',
  pending = 'pending',
  paid = 'paid',
  active = 'active',
  cancelled = 'cancelled',
  expired = 'expired',
  refunded = 'refunded',
  failed = 'failed',
}

export enum PaymentStatus {
  pending = 'pending',
  succeeded = 'succeeded',
  failed = 'failed',
  refunded = 'refunded',
}

export enum TransactionSource {
  payment = 'payment',
  promotion_bonus = 'promotion_bonus',
  admin = 'admin',
  demo = 'demo',
  project_assignment = 'project_assignment',
  refund = 'refund',
  /** The reward for a verified reciprocal link (modules/marketing/reciprocal-check.service.ts). */
  reciprocal_link = 'reciprocal_link',
}

export enum PromotionType {
  credits_multiplier = 'credits_multiplier',
}

export enum EmailCampaignStatus {
  draft = 'draft',
  scheduled = 'scheduled',
  sending = 'sending',
  sent = 'sent',
  paused = 'paused',
}

export enum EmailCampaignType {
  newsletter = 'newsletter',
  promotion = 'promotion',
  reminder = 'reminder',
  welcome = 'welcome',
}

/** Whom a campaign goes to (modules/marketing/campaign-segments.ts has the query of each). */
export enum EmailCampaignSegment {
  /** Every subscribed user of the campaign's gate (every gate when it has none). */
  all_subscribed = 'all_subscribed',
  /** Users who never paid for a package. */
  never_bought = 'never_bought',
  /** Users holding credits whose ledger has not moved for `segmentDays` days. */
  credits_unused = 'credits_unused',
  /** Owners of a project whose package period ends within `segmentDays` days. */
  project_expiring = 'project_expiring',
  /** Demo sign-ups who have not activated (confirmed) their e-mail. */
  demo_not_activated = 'demo_not_activated',
}

/** One message of a campaign to one address (EmailCampaignHistory.status). */
export enum EmailCampaignDelivery {
  /** Claimed by a sender; the message is being handed to the mail server. */
  sending = 'sending',
  delivered = 'delivered',
  /** The mail server refused or could not be reached: retried with backoff until the attempts run out. */
  failed = 'failed',
}

export enum ActionTokenPurpose {
  VerifyEmail = 'verify_email',
  ActivateEmail = 'activate_email',
  ResetPassword = 'reset_password',
  Unsubscribe = 'unsubscribe',
  ChangeEmail = 'change_email',
}

export enum SortDirection {
  ASC = 'ASC',
  DESC = 'DESC',
}

registerEnumType(OrderStatus, { name: 'OrderStatus' });
registerEnumType(PaymentStatus, { name: 'PaymentStatus' });
registerEnumType(TransactionSource, { name: 'TransactionSource' });
registerEnumType(PromotionType, { name: 'PromotionType' });
registerEnumType(EmailCampaignStatus, { name: 'EmailCampaignStatus' });
registerEnumType(EmailCampaignType, { name: 'EmailCampaignType' });
registerEnumType(EmailCampaignSegment, { name: 'EmailCampaignSegment' });
registerEnumType(EmailCampaignDelivery, { name: 'EmailCampaignDelivery' });
registerEnumType(SortDirection, { name: 'SortDirection' });
