/*
 * The promotion the price lists apply (docs/product.md#records "Active
 * promotion", docs/product.md#states): the first active one for the visitor's utm data, read over GraphQL so a server-rendered page
 * already shows it (without Apollo Client: lib/public-data.tsx). A credits_multiplier promotion multiplies the visitors of every package at
 * the same price.
 */
import { useContext } from 'react';
import { graphql } from '@/graphql/generated';
import { CATALOGUE_REFRESH_MS } from '@/lib/constants';
import { usePublicQuery } from '@/lib/public-data';
import { firstActivePromotion } from '@/features/promotion-popup/promotion-rules';
import type { ActivePromotion } from '@/features/promotion-popup/promotion-api';
import { VisitorContext } from '@/features/visitor/VisitorContext';

export const VisitorPromotionsQuery = graphql(`
  query VisitorPromotions($utmSource: String, $utmMedium: String, $utmCampaign: String) {
    activePromotions(utmSource: $utmSource, utmMedium: $utmMedium, utmCampaign: $utmCampaign) {
      id
      type
      creditsMultiplier
      offerTitle
      offerDescription
      startAt
      endAt
    }
  }
`);

/** The promotion types that change what a package delivers. */
const MULTIPLYING_TYPES = new Set(['credits_multiplier']);

/**
 * The promotions running now for the visitor's utm data, at most 60 s old (docs/product.md#limits): what the price lists apply
 * and /promotion lists, so a campaign visitor sent there by the popup finds the campaign's offer.
 */
export function useVisitorPromotions(): { promotions: ActivePromotion[]; loading: boolean } {
  // Outside the public area (no visitor) there is no utm data: the gate-wide promotions apply.
  const utm = useContext(VisitorContext)?.utm;
  const variables = { utmSource: utm?.utmSource ?? null, utmMedium: utm?.utmMedium ?? null, utmCampaign: utm?.utmCampaign ?? null };
  const { data, loading } = usePublicQuery(VisitorPromotionsQuery, { variables, maxAgeMs: CATALOGUE_REFRESH_MS });
  return { promotions: data?.activePromotions ?? [], loading };
}

export function usePricingPromotion(): ActivePromotion | null {
  const promotion = firstActivePromotion(useVisitorPromotions().promotions, Date.now());
  return promotion && MULTIPLYING_TYPES.has(promotion.type) && promotion.creditsMultiplier > 0 ? promotion : null;
}

/** The visitors a package delivers while the promotion runs. */
export function promotedSize(size: number, promotion: Pick<ActivePromotion, 'creditsMultiplier'> | null): number {
  return promotion ? Math.round(size * promotion.creditsMultiplier) : size;
}
