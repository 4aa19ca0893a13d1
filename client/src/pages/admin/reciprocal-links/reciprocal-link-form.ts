/* The reciprocal link form's values and their conversion to and from the GraphQL reciprocal link inputs. */
import type { ReciprocalLinkCreateInput, ReciprocalLinkUpdateInput } from '@/graphql/generated/graphql';

export interface ReciprocalLinkFormValues {
  url: string;
  anchor: string;
  enabled: boolean;
  /** A gate id, '' for every gate. */
  gateId: string;
}

export const emptyReciprocalLink: ReciprocalLinkFormValues = { url: '', anchor: '', enabled: true, gateId: '' };

export interface ReciprocalLinkRecord {
  url: string;
  anchor: string;
  enabled: boolean;
  gateId?: number | null;
}

export function reciprocalLinkFormValues(link: ReciprocalLinkRecord): ReciprocalLinkFormValues {
  return { url: link.url, anchor: link.anchor, enabled: link.enabled, gateId: link.gateId == null ? '' : String(link.gateId) };
}

export function reciprocalLinkUpdateInput(v: ReciprocalLinkFormValues): ReciprocalLinkUpdateInput {
  return { url: v.url.trim(), anchor: v.anchor.trim(), enabled: v.enabled, gateId: v.gateId.trim() ? Number(v.gateId) : null };
}

export function reciprocalLinkCreateInput(v: ReciprocalLinkFormValues): ReciprocalLinkCreateInput {
  const { gateId, ...rest } = reciprocalLinkUpdateInput(v);
  return { ...rest, url: v.url.trim(), ...(gateId == null ? {} : { gateId }) };
}
