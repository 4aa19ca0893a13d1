import { registerEnumType } from 'type-graphql';

/* Every status and kind value of the data model, in one place (ARCHITECTURE.md "Data model"). */

export enum OrderStatus {
  New = 'new',
  Pending = 'pending',
  Paid = 'paid',
  Active = 'active',
  Cancelled = 'cancelled',
  Expired = 'expired',
  Refunded = 'refunded',
  Failed = 'failed',
}

export enum PaymentStatus {
  Pending = 'pending',
  Succeeded = 'succeeded',
  Failed = 'failed',
  Refunded = 'refunded',
}

export enum TransactionSource {
  Payment = 'payment',
  PromotionBonus = 'promotion_bonus',
  Admin = 'admin',
  Demo = 'demo',
  ProjectAssignment = 'project_assignment',
  Refund = 'refund',
}

export enum PromotionType {
  CreditsMultiplier = 'credits_multiplier',
}

export enum EmailCampaignStatus {
  Draft = 'draft',
  Scheduled = 'scheduled',
  Sending = 'sending',
  Sent = 'sent',
  Paused = 'paused',
}

export enum EmailCampaignType {
  Newsletter = 'newsletter',
  Promotion = 'promotion',
  Reminder = 'reminder',
  Welcome = 'welcome',
}

export enum ActionTokenPurpose {
  VerifyEmail = 'verify_email',
  ActivateEmail = 'activate_email',
  ResetPassword = 'reset_password',
  Unsubscribe = 'unsubscribe',
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
