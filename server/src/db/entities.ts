import { AuditEntry } from '../modules/audit/audit.entity';
import { ActionToken } from '../modules/auth/action-token.entity';
import { ApiKey } from '../modules/auth/api-key.entity';
import { Balance } from '../modules/billing/balance.entity';
import { Invoice, InvoiceCounter } from '../modules/billing/invoice.entity';
import { Order } from '../modules/billing/order.entity';
import { Payment } from '../modules/billing/payment.entity';
import { PaymentDiscrepancy } from '../modules/billing/payment-discrepancy.entity';
import { LedgerReference } from '../modules/billing/ledger-reference.entity';
import { Transaction } from '../modules/billing/transaction.entity';
import { Post } from '../modules/content/post.entity';
import { DeliveryDailyCount } from '../modules/delivery/delivery-daily-count.entity';
import { DeliveryVisit } from '../modules/delivery/delivery-visit.entity';
import { Gate } from '../modules/gates/gate.entity';
import { EmailCampaignHistory } from '../modules/marketing/email-campaign-history.entity';
import { EmailCampaign } from '../modules/marketing/email-campaign.entity';
import { Promotion } from '../modules/marketing/promotion.entity';
import { ReciprocalLink } from '../modules/marketing/reciprocal-link.entity';
import { ReciprocalLinkCheck } from '../modules/marketing/reciprocal-link-check.entity';
import { Package } from '../modules/packages/package.entity';
import { Project } from '../modules/projects/project.entity';
import { ProjectTrafficSettings } from '../modules/targeting/traffic-settings.entity';
import { CookieConsentLog } from '../modules/tracking/cookie-consent-log.entity';
import { VisitorSession } from '../modules/tracking/visitor-session.entity';
import { User } from '../modules/users/user.entity';
import { WebhookDelivery } from '../modules/webhooks/webhook-delivery.entity';
import { WebhookEndpoint } from '../modules/webhooks/webhook-endpoint.entity';

export const entities = [
  Gate,
  User,
  ActionToken,
  ApiKey,
  WebhookEndpoint,
  WebhookDelivery,
  Package,
  ReciprocalLink,
  Project,
  ProjectTrafficSettings,
  DeliveryVisit,
  DeliveryDailyCount,
  Order,
  Payment,
  PaymentDiscrepancy,
  LedgerReference,
  Transaction,
  Balance,
  Invoice,
  InvoiceCounter,
  Promotion,
  EmailCampaign,
  EmailCampaignHistory,
  ReciprocalLinkCheck,
  Post,
  VisitorSession,
  CookieConsentLog,
  AuditEntry,
];
