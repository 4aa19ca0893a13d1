export interface ActivePromotion {
  id: number;
  type: string;
  creditsMultiplier: number;
  offerTitle: string;
  offerDescription: string;
  startAt: string;
  endAt: string;
}

/** The utm data the server uses to pick campaign-specific promotions. */
export interface PromotionUtm {
  utmSource?: string | null;
  utmMedium?: string | null;
  utmCampaign?: string | null;
}

export interface PromotionApi {
  fetchActive(utm: PromotionUtm): Promise<ActivePromotion[]>;
}

interface HydraCollection {
  'hydra:member'?: unknown;
}

function toPromotion(raw: Record<string, unknown>): ActivePromotion {
  return {
    id: Number(raw.id),
    type: String(raw.type ?? ''),
    // Decimal columns can arrive as strings.
    creditsMultiplier: Number(raw.creditsMultiplier),
    offerTitle: String(raw.offerTitle ?? ''),
    offerDescription: String(raw.offerDescription ?? ''),
    startAt: String(raw.startAt ?? ''),
    endAt: String(raw.endAt ?? ''),
  };
}

export function activePromotionsUrl(utm: PromotionUtm): string {
  const params = new URLSearchParams();
  if (utm.utmSource) params.set('utm_source', utm.utmSource);
  if (utm.utmMedium) params.set('utm_medium', utm.utmMedium);
  if (utm.utmCampaign) params.set('utm_campaign', utm.utmCampaign);
  const query = params.toString();
  return query ? `/api/promotions/active?${query}` : '/api/promotions/active';
}

export const fetchPromotionApi: PromotionApi = {
  async fetchActive(utm) {
    const url = activePromotionsUrl(utm);
    const response = await fetch(url, { headers: { Accept: 'application/ld+json' } });
    if (!response.ok) {
      throw new Error(`GET ${url} failed with status ${response.status}`);
    }
    const body = (await response.json()) as HydraCollection;
    const members = Array.isArray(body['hydra:member']) ? (body['hydra:member'] as unknown[]) : [];
    return members.filter((member): member is Record<string, unknown> => typeof member === 'object' && member !== null).map(toPromotion);
  },
};
