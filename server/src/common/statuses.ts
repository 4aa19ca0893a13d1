import { registerEnumType } from 'type-graphql';

/*
 * Every status and kind value of the data model, in one place (ARCHITECTURE.md "Data model"). Member names equal
 * the stored values because type-graphql names GraphQL enum values after the members: clients (GraphQL and the
 * REST/Hydra API alike) read and send `paid`, `credits_multiplier`, … exactly as SPEC.md §3 shows them.
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
registerEnumType(SortDirection, { name: 'SortDirection' });
