/* The promotion form's values (text as typed) and their conversion to and from the GraphQL promotion inputs. */
import { fromDateTimeInput, toDateTimeInput } from '@/features/admin/DateTimeInput';
import type { PromotionCreateInput, PromotionType, PromotionUpdateInput } from '@/graphql/generated/graphql';

export interface PromotionFormValues {
  name: string;
  code: string;
  type: string;
  /** "2" (credits × 2), as typed. */
  creditsMultiplier: string;
  offerTitle: string;
  offerDescription: string;
  enabled: boolean;
  /** "YYYY-MM-DDTHH:mm" UTC. */
  startAt: string;
  endAt: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  /** A gate id, '' for every gate. */
  gateId: string;
}

export const emptyPromotion: PromotionFormValues = {
  name: '',
  code: '',
  type: 'credits_multiplier',
  creditsMultiplier: '2',
  offerTitle: '',
  offerDescription: '',
  enabled: true,
  startAt: '',
  endAt: '',
  utmSource: '',
  utmMedium: '',
  utmCampaign: '',
  gateId: '',
};

export interface PromotionRecord {
  name: string;
  code: string;
  type: PromotionType;
  creditsMultiplier: number;
  offerTitle: string;
  offerDescription: string;
  enabled: boolean;
  startAt: string;
  endAt: string;
  utmSource?: string | null;
  utmMedium?: string | null;
  utmCampaign?: string | null;
  gateId?: number | null;
}

export function promotionFormValues(p: PromotionRecord): PromotionFormValues {
  return {
    name: p.name,
    code: p.code,
    type: p.type,
    creditsMultiplier: String(p.creditsMultiplier),
    offerTitle: p.offerTitle,
    offerDescription: p.offerDescription,
    enabled: p.enabled,
    startAt: toDateTimeInput(p.startAt),
    endAt: toDateTimeInput(p.endAt),
    utmSource: p.utmSource ?? '',
    utmMedium: p.utmMedium ?? '',
    utmCampaign: p.utmCampaign ?? '',
    gateId: p.gateId == null ? '' : String(p.gateId),
  };
}

const utm = (text: string) => text.trim() || null;

export function promotionUpdateInput(v: PromotionFormValues): PromotionUpdateInput {
  return {
    name: v.name.trim(),
    code: v.code.trim(),
    type: v.type as PromotionType,
    creditsMultiplier: Number(v.creditsMultiplier),
    offerTitle: v.offerTitle.trim(),
    offerDescription: v.offerDescription.trim(),
    enabled: v.enabled,
    startAt: fromDateTimeInput(v.startAt),
    endAt: fromDateTimeInput(v.endAt),
    // null: no narrowing by that utm value.
    utmSource: utm(v.utmSource),
    utmMedium: utm(v.utmMedium),
    utmCampaign: utm(v.utmCampaign),
    gateId: v.gateId.trim() ? Number(v.gateId) : null,
  };
}

export function promotionCreateInput(v: PromotionFormValues): PromotionCreateInput {
  const { gateId, startAt, endAt, ...rest } = promotionUpdateInput(v);
  return {
    ...rest,
    name: v.name.trim(),
    code: v.code.trim(),
    creditsMultiplier: Number(v.creditsMultiplier),
    startAt: startAt ?? '',
    endAt: endAt ?? '',
    ...(gateId == null ? {} : { gateId }),
  };
}
