import type { ClassType } from 'type-graphql';
import { BlogResolver, PostResolver } from '../modules/content/post.resolver';
import { SlugResolver } from '../modules/content/slug.resolver';
import { GeoResolver } from '../modules/geo/geo.resolver';
import { EmailCampaignHistoryResolver } from '../modules/marketing/email-campaign-history.resolver';
import { EmailCampaignResolver } from '../modules/marketing/email-campaign.resolver';
import { PromotionPublicResolver, PromotionResolver } from '../modules/marketing/promotion.resolver';
import { ReciprocalLinkResolver, ReciprocalLinkUserResolver } from '../modules/marketing/reciprocal-link.resolver';
import { CookieConsentLogResolver } from '../modules/tracking/cookie-consent-log.resolver';
import { VisitorSessionResolver } from '../modules/tracking/visitor-session.resolver';

// The marketing resolvers (see graphql/resolvers.ts): marketing, content, tracking and geo.
export const marketingResolvers: ClassType[] = [
  PromotionResolver,
  PromotionPublicResolver,
  EmailCampaignResolver,
  EmailCampaignHistoryResolver,
  ReciprocalLinkResolver,
  ReciprocalLinkUserResolver,
  PostResolver,
  BlogResolver,
  SlugResolver,
  VisitorSessionResolver,
  CookieConsentLogResolver,
  GeoResolver,
];
