/*
 * The e-mail campaign form's values (text as typed) and their conversion to and from the GraphQL inputs. One place
 * per field: a new field (segment parameters, a recurring period) is a line in each of the four parts below and
 * an input in EmailCampaignInputs.
 */
import { fromDateTimeInput, toDateTimeInput } from '@/features/admin/DateTimeInput';
import type {
  EmailCampaignCreateInput,
  EmailCampaignSegment,
  EmailCampaignStatus,
  EmailCampaignType,
  EmailCampaignUpdateInput,
} from '@/graphql/generated/graphql';

export interface EmailCampaignFormValues {
  name: string;
  code: string;
  status: string;
  type: string;
  onetime: boolean;
  enabled: boolean;
  /** "YYYY-MM-DDTHH:mm" UTC, '' for none. */
  startAt: string;
  endAt: string;
  subject: string;
  bodyText: string;
  bodyHtml: string;
  /** A gate id, '' for every gate. */
  gateId: string;
  /** Who gets it: a segment of the gate's subscribed users. */
  segment: string;
  /** Days of the segment's rule (credits unused for N days, project expiring within N days); '' for none. */
  segmentDays: string;
  /** Days between the runs of a recurring campaign; '' for none. */
  periodDays: string;
}

export const emailCampaignStatusOptions = [
  { value: 'draft', label: 'Draft' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'sending', label: 'Sending' },
  { value: 'paused', label: 'Paused' },
  { value: 'sent', label: 'Sent' },
] as const;

export const emailCampaignSegmentOptions = [
  { value: 'all_subscribed', label: 'All subscribed users' },
  { value: 'never_bought', label: 'Never bought' },
  { value: 'credits_unused', label: 'Credits unused for N days' },
  { value: 'project_expiring', label: 'Project expiring within N days' },
  { value: 'demo_not_activated', label: 'Demo sign-ups not yet activated' },
] as const;

export const emailCampaignTypeOptions = [
  { value: 'newsletter', label: 'Newsletter' },
  { value: 'promotion', label: 'Promotion' },
  { value: 'reminder', label: 'Reminder' },
  { value: 'welcome', label: 'Welcome' },
] as const;

export const emptyEmailCampaign: EmailCampaignFormValues = {
  name: '',
  code: '',
  status: 'draft',
  type: 'newsletter',
  onetime: true,
  enabled: true,
  startAt: '',
  endAt: '',
  subject: '',
  bodyText: '',
  bodyHtml: '',
  gateId: '',
  segment: 'all_subscribed',
  segmentDays: '',
  periodDays: '',
};

export interface EmailCampaignRecord {
  name: string;
  code: string;
  status: EmailCampaignStatus;
  type: EmailCampaignType;
  onetime: boolean;
  enabled: boolean;
  startAt?: string | null;
  endAt?: string | null;
  subject: string;
  bodyText: string;
  bodyHtml: string;
  gateId?: number | null;
  segment?: EmailCampaignSegment | null;
  segmentDays?: number | null;
  periodDays?: number | null;
}

export function emailCampaignFormValues(c: EmailCampaignRecord): EmailCampaignFormValues {
  return {
    name: c.name,
    code: c.code,
    status: c.status,
    type: c.type,
    onetime: c.onetime,
    enabled: c.enabled,
    startAt: toDateTimeInput(c.startAt),
    endAt: toDateTimeInput(c.endAt),
    subject: c.subject,
    bodyText: c.bodyText,
    bodyHtml: c.bodyHtml,
    gateId: c.gateId == null ? '' : String(c.gateId),
    segment: c.segment ?? 'all_subscribed',
    segmentDays: c.segmentDays == null ? '' : String(c.segmentDays),
    periodDays: c.periodDays == null ? '' : String(c.periodDays),
  };
}

export function emailCampaignUpdateInput(v: EmailCampaignFormValues): EmailCampaignUpdateInput {
  return {
    name: v.name.trim(),
    code: v.code.trim(),
    status: v.status as EmailCampaignStatus,
    type: v.type as EmailCampaignType,
    onetime: v.onetime,
    enabled: v.enabled,
    // null clears them.
    startAt: fromDateTimeInput(v.startAt),
    endAt: fromDateTimeInput(v.endAt),
    subject: v.subject.trim(),
    bodyText: v.bodyText,
    bodyHtml: v.bodyHtml,
    gateId: v.gateId.trim() ? Number(v.gateId) : null,
    segment: v.segment as EmailCampaignSegment,
    segmentDays: v.segmentDays.trim() ? Number(v.segmentDays) : null,
    periodDays: v.periodDays.trim() ? Number(v.periodDays) : null,
  };
}

export function emailCampaignCreateInput(v: EmailCampaignFormValues): EmailCampaignCreateInput {
  const { startAt, endAt, gateId, segmentDays, periodDays, ...rest } = emailCampaignUpdateInput(v);
  return {
    ...rest,
    ...(segmentDays == null ? {} : { segmentDays }),
    ...(periodDays == null ? {} : { periodDays }),
    name: v.name.trim(),
    code: v.code.trim(),
    ...(startAt ? { startAt } : {}),
    ...(endAt ? { endAt } : {}),
    ...(gateId == null ? {} : { gateId }),
  };
}
