import type { RestRequest } from './request';
import { BadRequestError } from '../common/errors';
import { postListSpec } from '../modules/content/post.input';
import { emailCampaignHistoryListSpec } from '../modules/marketing/email-campaign-history.input';
import { emailCampaignListSpec } from '../modules/marketing/email-campaign.input';
import { promotionListSpec } from '../modules/marketing/promotion.input';
import { reciprocalLinkListSpec } from '../modules/marketing/reciprocal-link.input';
import { bodyAsInput, pathId } from './operations';
import type { RestResource, RestRoute } from './resource';

// The marketing part of the route table (see rest/route-table.ts): marketing, content, tracking and geo.

export const PromotionResource: RestResource = {
  type: 'Promotion',
  path: 'promotions',
  description: 'A time-boxed offer, e.g. more credits for every purchase.',
  fields:
    'id name code type creditsMultiplier offerTitle offerDescription enabled startAt endAt utmSource utmMedium utmCampaign gateId shownNow shadowedById createdAt',
  spec: promotionListSpec,
  list: { field: 'promotions', argsType: 'PromotionFilter' },
  item: { field: 'promotion' },
  create: { field: 'createPromotion', inputType: 'PromotionCreateInput' },
  update: { field: 'updatePromotion', inputType: 'PromotionUpdateInput' },
  references: { shadowedById: 'Promotion' },
};

export const EmailCampaignResource: RestResource = {
  type: 'EmailCampaign',
  path: 'email_campaigns',
  description: 'An e-mail sent to the users of one gate or of every gate.',
  fields:
    'id name code status type onetime enabled startAt endAt subject bodyHtml bodyText gateId segment segmentDays periodDays run runStartedAt runFinishedAt nextRunAt createdAt',
  spec: emailCampaignListSpec,
  list: { field: 'emailCampaigns', argsType: 'EmailCampaignFilter' },
  item: { field: 'emailCampaign' },
  create: { field: 'createEmailCampaign', inputType: 'EmailCampaignCreateInput' },
  update: { field: 'updateEmailCampaign', inputType: 'EmailCampaignUpdateInput' },
};

export const EmailCampaignHistoryResource: RestResource = {
  type: 'EmailCampaignHistory',
  path: 'email_campaign_histories',
  description: 'One delivery of an e-mail campaign to a user.',
  fields:
    'id emailCampaignId userId email run status delivered error attempts nextAttemptAt test sentAt createdAt emailCampaign { __typename id name code } user { __typename id login }',
  spec: emailCampaignHistoryListSpec,
  list: { field: 'emailCampaignHistories', argsType: 'EmailCampaignHistoryFilter' },
  item: { field: 'emailCampaignHistory' },
};

export const PostResource: RestResource = {
  type: 'Post',
  path: 'posts',
  description: 'A content page; blog posts appear in the blog of gates that have one.',
  fields: 'id title slug enabled blog excerpt content publicatedAt gateId createdAt',
  spec: postListSpec,
  list: { field: 'posts', argsType: 'PostFilter' },
  item: { field: 'post' },
  create: { field: 'createPost', inputType: 'PostCreateInput' },
  update: { field: 'updatePost', inputType: 'PostUpdateInput' },
};

export const ReciprocalLinkResource: RestResource = {
  type: 'ReciprocalLink',
  path: 'reciprocal_links',
  description: 'A link users place on their site in exchange for bonus traffic.',
  fields: 'id url anchor enabled gateId createdAt',
  spec: reciprocalLinkListSpec,
  list: { field: 'reciprocalLinks', argsType: 'ReciprocalLinkFilter' },
  item: { field: 'reciprocalLink' },
  create: { field: 'createReciprocalLink', inputType: 'ReciprocalLinkCreateInput' },
  update: { field: 'updateReciprocalLink', inputType: 'ReciprocalLinkUpdateInput' },
};

export const marketingResources: RestResource[] = [
  PostResource,
  EmailCampaignResource,
  EmailCampaignHistoryResource,
  PromotionResource,
  ReciprocalLinkResource,
];

/*
 * Views of the same classes with the fields visitors and users may see. Members keep the class's own `@id`
 * (looked up by type); `path` only names the collection.
 */
const ActivePromotionView: RestResource = {
  type: 'Promotion',
  path: 'promotions/active',
  description: 'Running promotions.',
  fields: 'id type creditsMultiplier offerTitle offerDescription startAt endAt',
};

const OfferedLinkFields = 'id url anchor enabled createdAt';

const OfferedReciprocalLinkView: RestResource = {
  type: 'ReciprocalLink',
  path: 'reciprocal_links/active',
  description: 'Reciprocal links offered on this gate.',
  fields: OfferedLinkFields,
};

const BlogPostView: RestResource = {
  type: 'Post',
  path: 'posts',
  description: 'A published blog post.',
  fields: 'id title slug excerpt content publicatedAt createdAt',
};

/** A query-string parameter as one optional string (the first one when repeated). */
function queryText(req: RestRequest, name: string): string | undefined {
  const v = req.query[name];
  const first = Array.isArray(v) ? v[0] : v;
  return typeof first === 'string' && first.trim() ? first : undefined;
}

/** `code=US,GB`, `code[]=US&code[]=GB` or `code=US&code=GB` as a list. */
function queryList(req: RestRequest, name: string): string[] | undefined {
  const v = req.query[name];
  const parts = (Array.isArray(v) ? v : typeof v === 'object' && v !== null ? Object.values(v) : [v])
    .filter((p): p is string => typeof p === 'string')
    .flatMap((p) => p.split(','))
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.length ? parts : undefined;
}

function bodyText(req: RestRequest, key: string): string {
  const body: unknown = req.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new BadRequestError('The request body must be a JSON object.');
  const value = (body as Record<string, unknown>)[key];
  if (typeof value !== 'string') throw new BadRequestError(`The key "${key}" must be provided.`);
  return value;
}

export const marketingRoutes: RestRoute[] = [
  // Promotions (docs/api.md#calls): before /promotions/:id
  {
    method: 'get',
    path: '/promotions/active',
    operation: `query ActivePromotions($utmSource: String, $utmMedium: String, $utmCampaign: String) {
      result: activePromotions(utmSource: $utmSource, utmMedium: $utmMedium, utmCampaign: $utmCampaign) { ${ActivePromotionView.fields} }
    }`,
    variables: (req) => ({
      utmSource: queryText(req, 'utm_source'),
      utmMedium: queryText(req, 'utm_medium'),
      utmCampaign: queryText(req, 'utm_campaign'),
    }),
    result: { kind: 'list', resource: ActivePromotionView },
  },

  // E-mail campaigns (docs/api.md#calls): the admin's test send, and the named status actions.
  {
    method: 'post',
    path: '/admin/email_campaigns/send',
    operation: `mutation TestSend($input: EmailCampaignTestSendInput!) {
      result: sendTestEmailCampaign(input: $input) { ${EmailCampaignHistoryResource.fields} }
    }`,
    variables: (req) => ({ input: bodyAsInput(req, 'EmailCampaignTestSendInput') }),
    result: { kind: 'item', resource: EmailCampaignHistoryResource, status: 201 },
  },
  ...(['schedule', 'pause', 'unschedule'] as const).map((action): RestRoute => ({
    method: 'post',
    path: `/email_campaigns/:id/${action}`,
    operation: `mutation CampaignStatus($id: Int!) { result: ${action}EmailCampaign(id: $id) { ${EmailCampaignResource.fields} } }`,
    variables: (req) => ({ id: pathId(req) }),
    row: 'emailCampaign',
    result: { kind: 'item', resource: EmailCampaignResource },
  })),
  {
    method: 'get',
    path: '/email_campaigns/:id/audience',
    operation: 'query CampaignAudience($id: Int!) { result: emailCampaignAudience(id: $id) }',
    variables: (req) => ({ id: pathId(req) }),
    result: { kind: 'raw' },
    transform: (count) => ({ count }),
  },
  {
    // RFC 8058: mail clients POST here (List-Unsubscribe of marketing mail) with the body List-Unsubscribe=One-Click.
    method: 'post',
    path: '/unsubscribe/:token',
    operation: 'mutation OneClick($token: String!) { result: unsubscribeOneClick(token: $token) }',
    variables: (req) => ({ token: String(req.params.token) }),
    result: { kind: 'raw' },
    transform: () => ({ unsubscribed: true }),
  },

  // Reciprocal links (docs/api.md#calls): before /reciprocal_links/:id
  {
    method: 'get',
    path: '/reciprocal_links/active',
    operation: `query ActiveReciprocalLinks { result: activeReciprocalLinks { ${OfferedLinkFields} } }`,
    result: { kind: 'list', resource: OfferedReciprocalLinkView },
  },
  {
    method: 'get',
    path: '/reciprocal_links/random',
    operation: `query RandomReciprocalLink { result: randomReciprocalLink { __typename ${OfferedLinkFields} } }`,
    result: { kind: 'raw' },
    // docs/api.md#calls: "a response without id counts as none".
    transform: (link) => link ?? {},
  },
  {
    method: 'delete',
    path: '/reciprocal_links/:id',
    operation: 'mutation DeleteReciprocalLink($id: Int!) { result: deleteReciprocalLink(id: $id) }',
    variables: (req) => ({ id: pathId(req) }),
    result: { kind: 'empty' },
  },

  // Posts and the slug tool (docs/api.md#calls)
  {
    method: 'get',
    path: '/posts/blog/:slug',
    operation: `query BlogPost($slug: String!) { result: blogPost(slug: $slug) { ${BlogPostView.fields} } }`,
    variables: (req) => ({ slug: String(req.params.slug) }),
    result: { kind: 'item', resource: BlogPostView },
  },
  {
    method: 'post',
    path: '/admin/tools/slug',
    operation: 'mutation Slug($slug: String!) { result: slugify(slug: $slug) }',
    variables: (req) => ({ slug: bodyText(req, 'slug') }),
    result: { kind: 'raw' },
    transform: (slugged) => ({ slugged }),
  },

  // Tracking (docs/api.md#calls)
  {
    method: 'post',
    path: '/sessions',
    operation: `mutation Session($input: VisitorSessionInput!) {
      result: recordVisitorSession(input: $input) { visitorUuid sessionUuid utmSource utmMedium utmCampaign country }
    }`,
    variables: (req) => ({ input: bodyAsInput(req, 'VisitorSessionInput') }),
    result: { kind: 'raw', status: 201 },
  },
  {
    method: 'post',
    path: '/cookie-consent-log/new',
    operation: `mutation CookieConsent($input: CookieConsentInput!) {
      result: logCookieConsent(input: $input) { id cookieTypes sessionUuid createdAt }
    }`,
    variables: (req) => ({ input: bodyAsInput(req, 'CookieConsentInput') }),
    result: { kind: 'raw', status: 201 },
  },

  // Geo (docs/api.md#calls)
  {
    method: 'get',
    path: '/country',
    operation: 'query Country { result: country { code name } }',
    result: { kind: 'raw' },
  },
  {
    method: 'get',
    path: '/geo-details',
    operation: 'query GeoDetails { result: geoDetails { ip country { code name } continent { code name } } }',
    result: { kind: 'raw' },
  },
  {
    method: 'get',
    path: '/dictionary/continentAndCountries',
    operation: `query GeoDictionary($query: String, $codes: [String!]) {
      result: geoDictionary(query: $query, codes: $codes) {
        continents { code name } countries { code name continent }
      }
    }`,
    variables: (req) => ({ query: queryText(req, 'query'), codes: queryList(req, 'code') }),
    result: { kind: 'raw' },
  },
];
