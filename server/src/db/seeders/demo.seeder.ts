import type { EntityManager } from '@mikro-orm/postgresql';
import { WebhookEndpoint } from '../../modules/webhooks/webhook-endpoint.entity';
import { generateWebhookSecret } from '../../modules/webhooks/webhook.secret';
import type { Logger } from 'pino';
import {
  EmailCampaignDelivery,
  EmailCampaignStatus,
  EmailCampaignType,
  OrderStatus,
  PaymentStatus,
  PromotionType,
  TransactionSource,
} from '../../common/statuses';
import { hashPassword } from '../../modules/auth/password';
import { Role } from '../../modules/auth/roles';
import { book } from '../../modules/billing/ledger.service';
import { seedDemoBilling } from './demo-billing';
import { Order } from '../../modules/billing/order.entity';
import { Payment } from '../../modules/billing/payment.entity';
import { Post } from '../../modules/content/post.entity';
import { Gate, type GateConfig } from '../../modules/gates/gate.entity';
import { EmailCampaignHistory } from '../../modules/marketing/email-campaign-history.entity';
import { EmailCampaign } from '../../modules/marketing/email-campaign.entity';
import { Promotion } from '../../modules/marketing/promotion.entity';
import { ReciprocalLink } from '../../modules/marketing/reciprocal-link.entity';
import { Package } from '../../modules/packages/package.entity';
import { Project } from '../../modules/projects/project.entity';
import { periodReference } from '../../modules/projects/project-period.service';
import { User } from '../../modules/users/user.entity';
import { seedDemoDelivery } from './demo-delivery';
import { DEMO_RECIPES_ORDER, DEMO_SHOP_ORDER, flagDemoOffTarget, seedDemoTrafficSettings } from './demo-targeting';

/*
 * The demo data set: two gates, a package catalogue with variants, an active and an expired promotion,
 * posts, reciprocal links, e-mail campaigns with history, and one account per role. Credits are booked through
 * the ledger so balances equal the sum of their transactions, as in real use.
 */

export const DEMO_PASSWORD = 'demo-password';
export const PRODUCT_NAME = 'Trafficgate';
export const DEFAULT_GATE_HOST = 'localhost';
export const WHITE_LABEL_GATE_HOST = 'boost.localhost';

export const DEMO_ACCOUNTS: { email: string; roles: string[]; displayName: string }[] = [
  { email: 'superadmin@example.com', roles: [Role.SuperAdmin], displayName: 'Super Admin' },
  { email: 'admin@example.com', roles: [Role.Admin], displayName: 'Admin' },
  { email: 'manager@example.com', roles: [Role.Manager], displayName: 'Manager' },
  { email: 'support@example.com', roles: [Role.Support], displayName: 'Support' },
  { email: 'vip@example.com', roles: [Role.Vip], displayName: 'VIP Customer' },
  { email: 'user@example.com', roles: [], displayName: 'Demo User' },
  { email: 'user2@example.com', roles: [], displayName: 'Second User' },
];

const DAY = 86_400_000;

/**
 * A demo gate's configuration. `siteUrl` defaults to empty: a demo gate has no address of its own, its links in
 * mail follow the deployment (PUBLIC_URL, else the request's own host; modules/gates/site-url.ts).
 */
export function gateConfig(overrides: {
  siteName: string;
  siteUrl?: string;
  supportEmail: string;
  paymentMethods: string[];
  blog: boolean;
  primary: string;
}): GateConfig {
  return {
    prop: {
      siteName: overrides.siteName,
      siteUrl: overrides.siteUrl ?? '',
      supportEmail: overrides.supportEmail,
      logoText: { primary: overrides.siteName, secondary: 'Website traffic', short: overrides.siteName.slice(0, 2).toUpperCase() },
      cssVars: { '--primary-color': overrides.primary, '--secondary-color': '#1f2937', '--font-family': 'Inter, Roboto, sans-serif' },
      pagesContent: {
        home: { title: 'Cheap Website Traffic', lead: 'Real visitors for your website, delivered within days.' },
        footer: {
          address: '1 Demo Street, Wilmington, DE 19801, United States',
          paymentFacilitator: `Payments are processed by our card payment provider on behalf of ${overrides.siteName}.`,
        },
      },
    },
    blog: { enabled: overrides.blog },
    paymentMethods: overrides.paymentMethods,
    css: '',
    style: {},
    chatToken: null,
    pixelId: null,
    tagManagerId: null,
    recaptchaKey: null,
    socialAuth: { google: null, facebook: null },
  };
}

export async function isDatabaseEmpty(em: EntityManager): Promise<boolean> {
  return (await em.count(Gate, {})) === 0;
}

/** Seeds the demo data set in one database transaction: it is there whole or not at all. */
export async function seedDemo(em: EntityManager, opts: { logger?: Logger; now?: Date } = {}): Promise<void> {
  await em.transactional((tem) => seedDemoData(tem as EntityManager, opts));
  opts.logger?.info({ gates: 2, accounts: DEMO_ACCOUNTS.length }, 'demo data seeded');
}

async function seedDemoData(em: EntityManager, opts: { now?: Date }): Promise<void> {
  const now = opts.now ?? new Date();
  const at = (days: number) => new Date(now.getTime() + days * DAY);

  const gate = em.create(Gate, {
    name: PRODUCT_NAME,
    host: DEFAULT_GATE_HOST,
    isDefault: true,
    description: 'Cheap Website Traffic',
    config: gateConfig({
      siteName: PRODUCT_NAME,
      supportEmail: 'support@example.com',
      paymentMethods: ['card'],
      blog: false,
      primary: '#2563eb',
    }),
  });
  const boost = em.create(Gate, {
    name: 'TrafficBoost',
    host: WHITE_LABEL_GATE_HOST,
    description: 'Targeted visitors for growing sites',
    config: gateConfig({
      siteName: 'TrafficBoost',
      supportEmail: 'help@boost.example.com',
      paymentMethods: ['card', 'paypal'],
      blog: true,
      primary: '#16a34a',
    }),
  });

  // Catalogue: three offers with size variants, plus the free demo package.
  const demo = em.create(Package, {
    name: 'Free Demo',
    code: 'demo',
    size: 500,
    priceMinor: 0,
    free: true,
    durationDays: 7,
    description: 'Try the service for free.',
  });
  const offers = [
    { name: 'Website Traffic', code: 'website-traffic', professional: false, guaranteedAlexa: false, perThousand: 99 },
    { name: 'Professional Traffic', code: 'professional-traffic', professional: true, guaranteedAlexa: false, perThousand: 199 },
    { name: 'Alexa Rank Boost', code: 'alexa-boost', professional: false, guaranteedAlexa: true, perThousand: 249 },
  ];
  const variants: Package[] = [];
  offers.forEach((o, i) => {
    const parent = em.create(Package, {
      name: o.name,
      code: o.code,
      size: 10_000,
      priceMinor: o.perThousand * 10,
      professional: o.professional,
      guaranteedAlexa: o.guaranteedAlexa,
      showOnMainPage: true,
      position: i,
    });
    variants.push(parent);
    [50_000, 100_000, 250_000].forEach((size, j) => {
      variants.push(
        em.create(Package, {
          name: `${o.name} ${size / 1000}k`,
          code: `${o.code}-${size / 1000}k`,
          size,
          priceMinor: Math.round(((o.perThousand * size) / 1000) * (1 - 0.05 * (j + 1))),
          parent,
          professional: o.professional,
          guaranteedAlexa: o.guaranteedAlexa,
          position: j + 1,
        }),
      );
    });
  });
  const boostOnly = em.create(Package, {
    name: 'Boost Starter',
    code: 'boost-starter',
    size: 5_000,
    priceMinor: 499,
    gate: boost,
    showOnMainPage: true,
  });

  em.create(Promotion, {
    name: 'Autumn double credits',
    code: 'AUTUMN2X',
    type: PromotionType.credits_multiplier,
    creditsMultiplier: 2,
    offerTitle: 'Double traffic on every package',
    offerDescription: 'Buy any package and get twice the visitors.',
    startAt: at(-3),
    endAt: at(10),
  });
  em.create(Promotion, {
    name: 'Summer bonus',
    code: 'SUMMER25',
    type: PromotionType.credits_multiplier,
    creditsMultiplier: 1.25,
    offerTitle: '25% more visitors',
    offerDescription: 'A quarter more traffic on every order.',
    startAt: at(-120),
    endAt: at(-60),
  });

  const posts = [
    ['How to get your first 1,000 visitors', 'first-1000-visitors'],
    ['Bounce rate explained', 'bounce-rate-explained'],
    ['Traffic quality checklist', 'traffic-quality-checklist'],
  ];
  posts.forEach(([title, slug], i) =>
    em.create(Post, {
      title,
      slug,
      excerpt: `${title}: a short guide.`,
      content: `<p>${title}.</p><p>Practical advice for website owners.</p>`,
      publicatedAt: at(-30 + i * 7),
      enabled: i < 2,
    }),
  );

  const links = [
    'https://partners.example.com/traffic',
    'https://directory.example.org/web-tools',
    'https://blogroll.example.net/marketing',
  ].map((url, i) => em.create(ReciprocalLink, { url, anchor: 'Buy website traffic', enabled: i < 2 }));

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const users = new Map<string, User>();
  for (const a of DEMO_ACCOUNTS) {
    users.set(
      a.email,
      em.create(User, {
        email: a.email,
        gate,
        passwordHash,
        roles: a.roles,
        displayName: a.displayName,
        emailConfirmed: true,
        lastActivity: at(-1),
      }),
    );
  }
  em.create(User, { email: 'user@example.com', gate: boost, passwordHash, displayName: 'Boost User', emailConfirmed: true });
  await em.flush();

  const user = users.get('user@example.com')!;
  const user2 = users.get('user2@example.com')!;
  const vip = users.get('vip@example.com')!;
  const [small, medium] = [variants[0], variants[1]];

  // user: a paid order of two 10k packages, one assigned to a project, and the free demo in use.
  const order1 = em.create(Order, {
    owner: user,
    package: small,
    quantity: 2,
    amountMinor: small.priceMinor * 2,
    status: OrderStatus.active,
    paymentProvider: 'card',
    firstPaymentAt: at(-20),
    lastPaymentAt: at(-20),
  });
  em.create(Order, {
    owner: user,
    package: medium,
    quantity: 1,
    amountMinor: medium.priceMinor,
    status: OrderStatus.cancelled,
    paymentProvider: 'card',
  });
  const order2 = em.create(Order, {
    owner: user2,
    package: medium,
    quantity: 1,
    amountMinor: medium.priceMinor,
    status: OrderStatus.paid,
    paymentProvider: 'card',
    firstPaymentAt: at(-2),
    lastPaymentAt: at(-2),
  });
  await em.flush();
  em.create(Payment, {
    order: order1,
    provider: 'card',
    providerEventId: 'demo-evt-1',
    status: PaymentStatus.succeeded,
    amountMinor: order1.amountMinor,
  });
  em.create(Payment, {
    order: order2,
    provider: 'card',
    providerEventId: 'demo-evt-2',
    status: PaymentStatus.succeeded,
    amountMinor: order2.amountMinor,
  });

  const p1 = em.create(Project, {
    title: 'My online shop',
    url: 'https://shop.example.com',
    owner: user,
    package: small,
    expiredAt: at(25),
    period: 1,
    autoRenew: true,
    gaId: 'G-DEMO1234',
    visitorsCount: 3120,
    trackingCodes: [{ ga_ids: ['G-DEMO1234'] }],
    reciprocalLink: links[0],
  });
  const p2 = em.create(Project, {
    title: 'Personal blog',
    url: 'https://blog.example.com',
    owner: user,
    package: demo,
    expiredAt: at(4),
    period: 1,
    visitorsCount: 212,
  });
  em.create(Project, { title: 'Landing page draft', url: 'https://landing.example.com', owner: user });
  const p3 = em.create(Project, {
    title: 'Recipes site',
    url: 'https://recipes.example.org',
    owner: user2,
    package: medium,
    expiredAt: at(28),
    period: 1,
    visitorsCount: 740,
  });
  em.create(Project, { title: 'Photo portfolio', url: 'https://photos.example.org', owner: user2 });
  em.create(Project, {
    title: 'VIP storefront',
    url: 'https://vip.example.com',
    owner: vip,
    trackingCodes: [{ ga_ids: ['G-VIP00001'] }],
    gaId: 'G-VIP00001',
  });
  await em.flush();

  await book(em, { owner: user, package: small, quantity: 2, source: TransactionSource.payment, reference: 'demo-evt-1', order: order1 });
  await book(em, {
    owner: user,
    package: small,
    quantity: -1,
    source: TransactionSource.project_assignment,
    reference: periodReference(p1.id, 1),
  });
  await book(em, { owner: user, package: demo, quantity: 1, source: TransactionSource.demo, reference: `demo-${user.id}` });
  await book(em, {
    owner: user,
    package: demo,
    quantity: -1,
    source: TransactionSource.project_assignment,
    reference: periodReference(p2.id, 1),
  });
  await book(em, { owner: user2, package: medium, quantity: 1, source: TransactionSource.payment, reference: 'demo-evt-2', order: order2 });
  await book(em, {
    owner: user2,
    package: medium,
    quantity: 1,
    source: TransactionSource.promotion_bonus,
    reference: 'demo-evt-2-bonus',
    order: order2,
    comment: 'AUTUMN2X',
  });
  await book(em, {
    owner: user2,
    package: medium,
    quantity: -1,
    source: TransactionSource.project_assignment,
    reference: periodReference(p3.id, 1),
  });
  await book(em, {
    owner: user2,
    package: small,
    quantity: 3,
    source: TransactionSource.admin,
    reference: 'demo-admin-gift-1',
    comment: 'Welcome gift',
  });
  seedDemoTrafficSettings(em, [
    { project: p1, owner: user, settings: DEMO_SHOP_ORDER },
    { project: p3, owner: user2, settings: DEMO_RECIPES_ORDER },
  ]);
  await em.flush();
  await seedDemoDelivery(
    em,
    [
      { project: p1, perDay: 75, settingsVersion: 1 },
      { project: p2, perDay: 12 },
      { project: p3, perDay: 40, settingsVersion: 1 },
    ],
    now,
  );
  await flagDemoOffTarget(em, p3, now);

  await seedDemoBilling(em, { now });

  const welcome = em.create(EmailCampaign, {
    name: 'Welcome series',
    code: 'welcome',
    type: EmailCampaignType.welcome,
    status: EmailCampaignStatus.sent,
    onetime: true,
    startAt: at(-30),
    run: 1,
    runStartedAt: at(-30),
    runFinishedAt: at(-30),
    subject: 'Welcome to Trafficgate',
    bodyText: 'Thanks for joining.',
    bodyHtml: '<p>Thanks for joining.</p>',
  });
  const autumn = em.create(EmailCampaign, {
    name: 'Autumn promotion',
    code: 'autumn-promo',
    type: EmailCampaignType.promotion,
    status: EmailCampaignStatus.scheduled,
    onetime: true,
    startAt: at(1),
    endAt: at(10),
    subject: 'Double traffic this week',
    bodyText: 'Get twice the visitors.',
    bodyHtml: '<p>Get twice the visitors.</p>',
  });
  em.create(EmailCampaign, {
    name: 'Renewal reminder',
    code: 'renewal-reminder',
    type: EmailCampaignType.reminder,
    status: EmailCampaignStatus.draft,
    onetime: false,
    enabled: false,
  });
  for (const u of [user, user2])
    em.create(EmailCampaignHistory, {
      emailCampaign: welcome,
      run: 1,
      user: u,
      email: u.email,
      delivered: true,
      status: EmailCampaignDelivery.delivered,
      sentAt: at(-30),
    });
  // A message refused before the campaign's first run (run 0): history only, the sender never retries it.
  em.create(EmailCampaignHistory, {
    emailCampaign: autumn,
    user: user2,
    email: user2.email,
    delivered: false,
    status: EmailCampaignDelivery.failed,
    error: 'Mailbox full',
  });
  // A webhook endpoint its owner switched off (so the demo sends nothing out), for the panel's list.
  em.create(WebhookEndpoint, {
    owner: user,
    url: 'https://hooks.example.com/trafficgate',
    description: 'CRM sync (demo)',
    events: ['order.paid', 'project.expired'],
    secret: generateWebhookSecret(),
    enabled: false,
    disabledAt: at(-1),
    disabledReason: 'Disabled by its owner',
  });
  void boostOnly;
  await em.flush();
}
