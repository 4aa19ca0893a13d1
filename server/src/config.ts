import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/*
 * Every environment variable the server reads is declared here and nowhere else. A bad value stops the boot
 * with a message that names the variable. Secrets have a development default that is generated once into
 * DATA_DIR; in production a missing secret refuses to boot.
 */

const booleanish = z.enum(['1', '0', 'true', 'false', 'yes', 'no', '']).transform((v) => v === '1' || v === 'true' || v === 'yes');

/**
 * express `trust proxy` (which peers may set X-Forwarded-For, so which address the per-IP limits see): unset or
 * `false` trusts none (the peer's address is the client's); `true` trusts every hop (only behind a proxy that
 * overwrites the header); a number trusts that many hops; otherwise a comma list of addresses, subnets (CIDR) or
 * the names loopback, linklocal, uniquelocal.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): boolean | number | string[] => {
    const lower = v.toLowerCase();
    if (lower === '' || lower === 'false') return false;
    if (lower === 'true') return true;
    if (/^\d+$/.test(v)) return Number(v);
    const items = v.split(',').map((s) => s.trim());
    const bad = items.filter((item) => !isProxyAddress(item));
    if (bad.length) {
      ctx.addIssue({
        code: 'custom',
        message: `must be false, true, a hop count, or a comma list of addresses, subnets, loopback, linklocal, uniquelocal (not ${bad.map((b) => JSON.stringify(b)).join(', ')})`,
      });
      return z.NEVER;
    }
    return items;
  });

function isProxyAddress(item: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(item)) return true;
  const [address, bits, ...rest] = item.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /**
   * The database itself when DATABASE_URL goes through a transaction pooler (PgBouncer): LISTEN, the boot lock and
   * the job queue keep session state and connect here (db/direct.ts).
   */
  DATABASE_DIRECT_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** A streaming replica for reports and staff lists (db/replica.ts); unset: every read on the primary. */
  DATABASE_REPLICA_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_REPLICA_MAX_LAG_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  /** Relative paths are taken from the working directory; the default is `.data` at the repository root. */
  DATA_DIR: z.string().min(1).optional(),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_TTL: z.coerce.number().int().positive().default(3600),
  /**
   * argon2id cost of the password hashes made from now on (a stored hash keeps the cost it was made with, so
   * changing these never locks anyone out). Defaults: the library's 64 MiB, t=3, p=4.
   */
  PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(1024).max(4194304).default(65536),
  PASSWORD_HASH_TIME_COST: z.coerce.number().int().min(1).max(20).default(3),
  PASSWORD_HASH_PARALLELISM: z.coerce.number().int().min(1).max(16).default(4),
  API_KEY_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  API_KEY_RATE_POINTS: z.coerce.number().int().positive().default(600),
  API_KEY_RATE_DURATION: z.coerce.number().int().positive().default(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  BODY_LIMIT: z
    .string()
    .regex(/^\d+(b|kb|mb)$/i, 'must look like 100kb or 1mb')
    .default('100kb'),
  TRUST_PROXY: trustProxy.default(false),
  SEED_DEMO: booleanish.optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'letters, digits and : . - _ only')
    .default('trafficgate'),
  LOGIN_RATE_PAIR_POINTS: z.coerce.number().int().positive().default(5),
  LOGIN_RATE_IP_POINTS: z.coerce.number().int().positive().default(20),
  LOGIN_RATE_ACCOUNT_POINTS: z.coerce.number().int().min(0).default(5),
  LOGIN_RATE_MAX_DELAY_MS: z.coerce.number().int().min(0).max(30_000).default(3000),
  LOGIN_RATE_DURATION: z.coerce.number().int().positive().default(900),
  REGISTER_RATE_IP_POINTS: z.coerce.number().int().positive().default(10),
  REGISTER_RATE_DURATION: z.coerce.number().int().positive().default(3600),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(2).default(8),
  GRAPHQL_MAX_COMPLEXITY: z.coerce.number().int().min(10).default(5000),
  GRAPHQL_MAX_TOKENS: z.coerce.number().int().min(100).default(4000),
  GRAPHQL_MAX_ROOT_FIELDS: z.coerce.number().int().min(1).default(20),
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().min(1).default(30),
  GRAPHQL_TIMEOUT_MS: z.coerce.number().int().min(1).max(300_000).default(10_000),
  GRAPHQL_MAX_RESPONSE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  GRAPHQL_MAX_CONCURRENT_PER_IP: z.coerce.number().int().min(1).default(8),
  GRAPHQL_MAX_CONCURRENT_PER_KEY: z.coerce.number().int().min(1).default(8),
  GRAPHQL_INTROSPECTION: booleanish.optional(),
  PUBLIC_URL: z.string().url().optional(),
  CLIENT_DIST: z.string().optional(),
  CLIENT_SSR_ENTRY: z.string().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(/^[^\s@<>"]+@[^\s@<>"]+$/, 'must be a bare e-mail address (the brand name is added per gate)')
    .optional(),
  ACCOUNT_RATE_IP_POINTS: z.coerce.number().int().positive().default(10),
  ACCOUNT_RATE_EMAIL_POINTS: z.coerce.number().int().positive().default(3),
  ACCOUNT_RATE_DURATION: z.coerce.number().int().positive().default(3600),
  DEMO_PACKAGE_CODE: z.string().min(1).max(64).default('demo'),
  DEMO_FETCH_ALLOW_PRIVATE: booleanish.optional(),
  DEMO_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  DEMO_FETCH_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(16 * 1024 * 1024)
    .default(1024 * 1024),
  DEMO_RATE_IP_POINTS: z.coerce.number().int().positive().default(30),
  DEMO_RATE_DURATION: z.coerce.number().int().positive().default(3600),
  GOOGLE_CLIENT_ID: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  GOOGLE_JWKS_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('https://www.googleapis.com/oauth2/v3/certs'),
  FACEBOOK_GRAPH_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('https://graph.facebook.com'),
  FACEBOOK_APP_ID: z
    .string()
    .regex(/^\d{1,32}$/, 'must be the numeric app id')
    .optional(),
  FACEBOOK_APP_SECRET: z.string().min(8).optional(),
  // First run: the default gate created when the database has no gate at all.
  DEFAULT_GATE_HOST: z
    .string()
    .regex(
      /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/,
      'must be a lower-case host name without scheme, port or path',
    )
    .max(255)
    .default('localhost'),
  DEFAULT_GATE_NAME: z.string().trim().min(1).max(120).default('Trafficgate'),
  DEFAULT_GATE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  SUPPORT_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  /** Optional bearer token for GET /metrics; unset: /metrics is open (keep it off the public network). */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // Billing (docs/payments.md): which adapter takes the gate's `card` method, and each adapter's settings.
  CARD_PROVIDER: z.enum(['sandbox', 'hosted', 'nmi', 'none']).optional(),
  NMI_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('https://secure.nmi.com'),
  NMI_SECURITY_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
  NMI_TOKENIZATION_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
  NMI_WEBHOOK_SIGNING_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
  NMI_COLLECT_JS_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  NMI_GATEWAY_JS_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  NMI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(30_000),
  CARD_PROVIDER_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  CARD_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  PAYPAL_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('https://api-m.sandbox.paypal.com'),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_WEBHOOK_ID: z.string().min(1).optional(),
  // Projects: the traffic-delivery partner and its signed per-visit reports.
  DELIVERY_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  DELIVERY_API_KEY: z.string().min(1).optional(),
  DELIVERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  DELIVERY_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  DELIVERY_OFF_TARGET_POINTS: z.coerce.number().min(1).max(100).default(15),
  DELIVERY_OFF_TARGET_MIN_VISITS: z.coerce.number().int().min(1).default(100),
  DELIVERY_VISIT_RETENTION_DAYS: z.coerce.number().int().min(62).max(36_500).default(400),
  // Jobs: the durable queue's in-process worker of a web process.
  RUN_WORKER: booleanish.optional(),
  // Web processes sharing the port through node:cluster (unset or 1: this process serves alone).
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  WEB_SPARE_PROCESSES: z.coerce.number().int().min(0).max(8).default(1),
  // E-mail campaigns: messages per second of one campaign, recipients read per page, how long a
  // sender holds a campaign without renewing, and the retries of a refused message (backoff doubles each time).
  CAMPAIGN_RATE_PER_SECOND: z.coerce.number().positive().max(100_000).default(10),
  CAMPAIGN_BATCH_SIZE: z.coerce.number().int().min(1).max(10_000).default(500),
  CAMPAIGN_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  CAMPAIGN_LEASE_SECONDS: z.coerce.number().min(1).max(3600).default(120),
  CAMPAIGN_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  CAMPAIGN_RETRY_DELAY_SECONDS: z.coerce.number().min(0.1).max(86_400).default(60),
  // Webhooks: address ranges exempted from the safe-fetch rules, the delivery deadline, the retry
  // schedule (seconds after each failed attempt), how long an endpoint may fail before it is disabled, and the
  // balance at or under which balance.low is sent.
  WEBHOOK_ALLOW_CIDRS: z
    .string()
    .default('')
    .transform((v, ctx): string[] => {
      const items = v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const bad = items.filter((item) => !isCidr(item));
      if (bad.length) {
        ctx.addIssue({
          code: 'custom',
          message: `must be a comma list of address ranges like 127.0.0.0/8 (not ${bad.map((b) => JSON.stringify(b)).join(', ')})`,
        });
        return z.NEVER;
      }
      return items;
    }),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  WEBHOOK_RETRY_SCHEDULE: z
    .string()
    .default('5,300,1800,7200,18000,36000,36000,50400,50400,57600,57600')
    .transform((v, ctx): number[] => {
      const items = v.split(',').map((s) => Number(s.trim()));
      if (!items.length || items.length > 30 || items.some((n) => !Number.isFinite(n) || n < 0 || n > 7 * 86_400)) {
        ctx.addIssue({ code: 'custom', message: 'must be a comma list of at most 30 delays in seconds (0 to 604800)' });
        return z.NEVER;
      }
      return items;
    }),
  WEBHOOK_DISABLE_AFTER_SECONDS: z.coerce
    .number()
    .min(0)
    .max(30 * 86_400)
    .default(3 * 86_400),
  WEBHOOK_BALANCE_LOW_UNITS: z.coerce.number().int().min(0).max(1_000_000).default(1),
  // The CPU priority (nice) of an `npm run worker` process, so jobs yield to web processes on the same machine.
  WORKER_NICE: z.coerce.number().int().min(0).max(19).default(0),
});

function isCidr(item: string): boolean {
  const [address, bits, ...rest] = item.split('/');
  const version = isIP(address);
  if (!version || rest.length || bits === undefined || !/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

export type Env = z.input<typeof envSchema>;

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl?: string;
  /** Where connections that keep session state go: DATABASE_DIRECT_URL, else DATABASE_URL (unset: embedded). */
  databaseDirectUrl?: string;
  /**
   * DATABASE_URL is a transaction pooler (DATABASE_DIRECT_URL names another address): a request's connection is
   * lent per transaction, so nothing is prepared or kept on it between transactions.
   */
  databasePooled: boolean;
  /** The read replica and how far behind it may replay before it is skipped (DATABASE_REPLICA_*). */
  replica?: { url: string; maxLagSeconds: number };
  dataDir: string;
  dbPoolMax: number;
  jwtSecret: string;
  jwtTtl: number;
  /** API keys: the HMAC key their secrets are stored under, and each key's request budget. */
  apiKeys: { hashSecret: string; rate: { points: number; duration: number } };
  logLevel: string;
  corsOrigins: string[];
  bodyLimit: string;
  /** express `trust proxy`: false (none), true (all), a hop count, or addresses/subnets/names. */
  trustProxy: boolean | number | string[];
  seedDemo: boolean;
  redisUrl?: string;
  redisKeyPrefix: string;
  /** Failed logins per (account, IP) pair and per IP before 429; per account before answers slow down. */
  loginRate: { pairPoints: number; ipPoints: number; accountPoints: number; maxDelayMs: number; duration: number };
  /** Sign-ups (GraphQL `register`) per client IP. */
  registerRate: { ipPoints: number; duration: number };
  graphql: {
    maxDepth: number;
    maxComplexity: number;
    /** Tokens a document may have: parsing stops there. */
    maxTokens: number;
    maxRootFields: number;
    maxAliases: number;
    timeoutMs: number;
    maxResponseBytes: number;
    /** /graphql requests in flight per client address (requests without an API key). */
    maxConcurrentPerIp: number;
    /** /graphql requests in flight per API key, whatever address they come from. */
    maxConcurrentPerKey: number;
    /** Schema introspection, the explorer and "Did you mean" hints; default: on outside production. */
    introspection: boolean;
  };
  publicUrl?: string;
  clientDist: string;
  /** The server renderer of the public pages (client/dist-ssr/entry-server.cjs, built by `npm run build`). */
  clientSsrEntry: string;
  mail: {
    /** Unset: messages are written as .eml files into `outboxDir` instead of being sent. */
    smtpUrl?: string;
    /** Sender address; unset: the gate's support e-mail. The display name is always the gate's site name. */
    from?: string;
    outboxDir: string;
  };
  /** Password-reset requests and verification resends: per client IP and per e-mail address. */
  accountRate: { ipPoints: number; emailPoints: number; duration: number };
  demo: {
    packageCode: string;
    fetch: { allowPrivate: boolean; timeoutMs: number; maxBytes: number; maxRedirects: number };
    rate: { ipPoints: number; duration: number };
  };
  social: {
    /** Accepted audiences of Google ID tokens; empty: Google sign-in is off. */
    googleClientIds: string[];
    googleJwksUrl: string;
    facebookGraphUrl: string;
    /** Both set: Facebook sign-in is on. */
    facebook?: { appId: string; appSecret: string };
  };
  /** The default gate created at first boot when the database has no gate (modules/gates/first-run.ts). */
  firstRunGate: { host: string; name: string; siteUrl: string; supportEmail: string };
  /** Bearer token GET /metrics requires; unset: open. */
  metricsToken?: string;
  payments: {
    card: {
      /**
       * The adapter behind the gate's `card` method (docs/payments.md): `nmi` (NMI's gateway), `hosted` (a hosted page
       * at providerUrl speaking our generic signed postbacks), `sandbox` (the built-in test page, never in production),
       * `none` (card is not offered).
       */
      provider: 'sandbox' | 'hosted' | 'nmi' | 'none';
      /** Whether CARD_PROVIDER was set: an explicit `none` runs without card payments even where a gate lists card. */
      providerChosen: boolean;
      /** The hosted payment page of the `hosted` adapter. */
      providerUrl?: string;
      /** HMAC-SHA256 key of the provider's notifications (X-Signature). */
      webhookSecret: string;
    };
    nmi: {
      /** Base URL of NMI's Payment and Query APIs (`/api/transact.php`, `/api/query.php`). */
      apiUrl: string;
      /** The private API key of server-to-server calls; set when provider is `nmi`. */
      securityKey: string;
      /** The public key Collect.js tokenizes card data with in the buyer's browser. */
      tokenizationKey: string;
      /** HMAC-SHA256 key of NMI's webhooks (`Webhook-Signature`). */
      webhookSigningKey: string;
      /** Where the browser loads Collect.js from. */
      collectJsUrl: string;
      /** Where the browser loads Gateway.js (3-D Secure) from. */
      gatewayJsUrl: string;
      timeoutMs: number;
    };
    paypal: {
      apiUrl: string;
      /** Both set: PayPal is usable (still only on gates listing it in paymentMethods). */
      clientId?: string;
      clientSecret?: string;
      webhookId?: string;
    };
  };
  delivery: {
    /** The partner's API; unset: campaign status is derived from the project's own state. */
    apiUrl?: string;
    apiKey?: string;
    timeoutMs: number;
    /** HMAC-SHA256 key of POST /api/delivery/reports (X-Signature); unset in production: reports are refused. */
    webhookSecret?: string;
    /** A project is off target when a delivered share is more than `points` off its order over `minVisits` or more visits. */
    offTarget: { points: number; minVisits: number };
    /** Visits older than this many days are dropped, a month at a time; the daily counters stay (visit-partitions.ts). */
    visitRetentionDays: number;
  };
  /** Whether this process runs the job queue's worker (default true; `npm run worker` runs workers only). */
  runWorker: boolean;
  /** Web processes forked by a primary on one port (node:cluster); 1: no primary, this process serves. */
  webConcurrency: number;
  /** Booted web processes kept waiting to replace a dead one at once (with webConcurrency > 1). */
  webSpareProcesses: number;
  /** E-mail campaign sending (modules/marketing/campaign-sender.ts). */
  campaigns: {
    ratePerSecond: number;
    batchSize: number;
    /** Messages of one sender in the mail server's hands at once (and its pooled SMTP connections). */
    concurrency: number;
    leaseSeconds: number;
    maxAttempts: number;
    retryDelaySeconds: number;
  };
  /** Webhooks (docs/webhooks.md). */
  webhooks: {
    /** Address ranges (CIDR) an endpoint may point into despite the safe-fetch rules (self-hosters, tests). */
    allowCidrs: string[];
    /** A delivery is succeeded when a 2xx answer arrives within this. */
    timeoutMs: number;
    /** Seconds before each automatic retry (before jitter of ±10 %); its length is the number of retries. */
    retrySchedule: number[];
    /** An endpoint whose every delivery failed for this long is disabled and its owner e-mailed. */
    disableAfterSeconds: number;
    /** balance.low is sent when a spend takes a balance from above this to this or less. */
    balanceLowUnits: number;
  };
  /** Nice value `npm run worker` sets on itself (0: unchanged). */
  workerNice: number;
}

const REPO_ROOT = path.join(__dirname, '..', '..');

export class ConfigError extends Error {}

/** Reads a generated development secret from DATA_DIR, creating it on first use. */
function devSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, 'secrets', name);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** OWASP's smallest argon2id setting (19 MiB, two passes): production refuses anything cheaper. */
const OWASP_MIN_MEMORY_KIB = 19456;
const OWASP_MIN_TIME_COST = 2;

export interface PasswordHashing {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

const passwordHashingSchema = envSchema.pick({
  NODE_ENV: true,
  PASSWORD_HASH_MEMORY_KIB: true,
  PASSWORD_HASH_TIME_COST: true,
  PASSWORD_HASH_PARALLELISM: true,
});

function passwordHashingOf(e: z.infer<typeof passwordHashingSchema>): PasswordHashing {
  if (
    e.NODE_ENV === 'production' &&
    (e.PASSWORD_HASH_MEMORY_KIB < OWASP_MIN_MEMORY_KIB || e.PASSWORD_HASH_TIME_COST < OWASP_MIN_TIME_COST)
  ) {
    throw new ConfigError(
      `Invalid configuration:\n  PASSWORD_HASH_MEMORY_KIB, PASSWORD_HASH_TIME_COST: production needs at least ${OWASP_MIN_MEMORY_KIB} KiB and ${OWASP_MIN_TIME_COST} passes (OWASP's smallest argon2id setting)`,
    );
  }
  return { memoryCost: e.PASSWORD_HASH_MEMORY_KIB, timeCost: e.PASSWORD_HASH_TIME_COST, parallelism: e.PASSWORD_HASH_PARALLELISM };
}

function issuesMessage(error: z.ZodError): string {
  return `Invalid configuration:\n  ${error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n  ')}`;
}

function withoutEmpty(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''));
}

/**
 * The password-hash cost alone, for the code that hashes outside an app (seeders, the admin CLI) as well as
 * inside it: the same variables, parsed by the same rules as loadConfig.
 */
export function loadPasswordHashing(env: Record<string, string | undefined> = process.env): PasswordHashing {
  const parsed = passwordHashingSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) throw new ConfigError(issuesMessage(parsed.error));
  return passwordHashingOf(parsed.data);
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) throw new ConfigError(issuesMessage(parsed.error));
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  // The hash cost is read where hashes are made (loadPasswordHashing); checked here too, so a bad value stops the boot.
  passwordHashingOf(e);
  // src/ (swc) and dist/ (tsc) both sit two levels below the repository root.
  const dataDir = e.DATA_DIR ? path.resolve(e.DATA_DIR) : path.join(REPO_ROOT, '.data');
  if (isProduction && !e.JWT_SECRET) {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required when NODE_ENV=production');
  }
  if (isProduction && e.SEED_DEMO) {
    throw new ConfigError('Invalid configuration:\n  SEED_DEMO: demo accounts are never seeded in production');
  }
  if (isProduction && e.DEMO_FETCH_ALLOW_PRIVATE) {
    throw new ConfigError('Invalid configuration:\n  DEMO_FETCH_ALLOW_PRIVATE: private addresses are never fetched in production');
  }
  const cardProvider = e.CARD_PROVIDER ?? (e.NMI_SECURITY_KEY ? 'nmi' : e.CARD_PROVIDER_URL ? 'hosted' : isProduction ? 'none' : 'sandbox');
  if (isProduction && cardProvider === 'sandbox') {
    throw new ConfigError('Invalid configuration:\n  CARD_PROVIDER: the sandbox never takes payments in production (nmi, hosted or none)');
  }
  if (cardProvider === 'hosted' && !e.CARD_PROVIDER_URL) {
    throw new ConfigError('Invalid configuration:\n  CARD_PROVIDER_URL: required when CARD_PROVIDER=hosted');
  }
  if (cardProvider === 'nmi') {
    const missing = (['NMI_SECURITY_KEY', 'NMI_TOKENIZATION_KEY', 'NMI_WEBHOOK_SIGNING_KEY'] as const).filter((k) => !e[k]);
    if (missing.length) throw new ConfigError(`Invalid configuration:\n  ${missing.join(', ')}: required when CARD_PROVIDER=nmi`);
  }
  if (isProduction && cardProvider === 'hosted' && !e.CARD_WEBHOOK_SECRET) {
    throw new ConfigError('Invalid configuration:\n  CARD_WEBHOOK_SECRET: required when NODE_ENV=production');
  }
  if (!e.PAYPAL_CLIENT_ID !== !e.PAYPAL_CLIENT_SECRET) {
    throw new ConfigError('Invalid configuration:\n  PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET: set both or neither');
  }
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  WEB_CONCURRENCY: more than one web process needs DATABASE_URL (the embedded database belongs to one process)',
    );
  }
  if (e.DATABASE_REPLICA_URL && !e.DATABASE_URL) {
    throw new ConfigError('Invalid configuration:\n  DATABASE_REPLICA_URL: a replica needs DATABASE_URL (the embedded database has none)');
  }
  if (e.DATABASE_DIRECT_URL && !e.DATABASE_URL) {
    throw new ConfigError('Invalid configuration:\n  DATABASE_DIRECT_URL: set it beside DATABASE_URL (the pooled address), not alone');
  }
  if (!e.FACEBOOK_APP_ID !== !e.FACEBOOK_APP_SECRET) {
    throw new ConfigError('Invalid configuration:\n  FACEBOOK_APP_ID, FACEBOOK_APP_SECRET: set both or neither');
  }
  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseDirectUrl: e.DATABASE_DIRECT_URL ?? e.DATABASE_URL,
    databasePooled: !!e.DATABASE_DIRECT_URL && e.DATABASE_DIRECT_URL !== e.DATABASE_URL,
    replica: e.DATABASE_REPLICA_URL ? { url: e.DATABASE_REPLICA_URL, maxLagSeconds: e.DATABASE_REPLICA_MAX_LAG_SECONDS } : undefined,
    dataDir,
    dbPoolMax: e.DB_POOL_MAX,
    jwtSecret: e.JWT_SECRET ?? devSecret(dataDir, 'jwt-secret'),
    jwtTtl: e.JWT_TTL,
    apiKeys: {
      // Unset: derived from the JWT secret (so production needs no new secret); set it to rotate JWT_SECRET without
      // invalidating every API key.
      hashSecret:
        e.API_KEY_SECRET ??
        createHmac('sha256', e.JWT_SECRET ?? devSecret(dataDir, 'jwt-secret'))
          .update('trafficgate api keys')
          .digest('base64url'),
      rate: { points: e.API_KEY_RATE_POINTS, duration: e.API_KEY_RATE_DURATION },
    },
    logLevel: e.LOG_LEVEL,
    corsOrigins: e.CORS_ORIGINS,
    bodyLimit: e.BODY_LIMIT,
    trustProxy: e.TRUST_PROXY,
    seedDemo: isProduction ? false : (e.SEED_DEMO ?? true),
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    loginRate: {
      pairPoints: e.LOGIN_RATE_PAIR_POINTS,
      ipPoints: e.LOGIN_RATE_IP_POINTS,
      accountPoints: e.LOGIN_RATE_ACCOUNT_POINTS,
      maxDelayMs: e.LOGIN_RATE_MAX_DELAY_MS,
      duration: e.LOGIN_RATE_DURATION,
    },
    registerRate: { ipPoints: e.REGISTER_RATE_IP_POINTS, duration: e.REGISTER_RATE_DURATION },
    graphql: {
      maxDepth: e.GRAPHQL_MAX_DEPTH,
      maxComplexity: e.GRAPHQL_MAX_COMPLEXITY,
      maxTokens: e.GRAPHQL_MAX_TOKENS,
      maxRootFields: e.GRAPHQL_MAX_ROOT_FIELDS,
      maxAliases: e.GRAPHQL_MAX_ALIASES,
      timeoutMs: e.GRAPHQL_TIMEOUT_MS,
      maxResponseBytes: e.GRAPHQL_MAX_RESPONSE_BYTES,
      maxConcurrentPerIp: e.GRAPHQL_MAX_CONCURRENT_PER_IP,
      maxConcurrentPerKey: e.GRAPHQL_MAX_CONCURRENT_PER_KEY,
      introspection: e.GRAPHQL_INTROSPECTION ?? !isProduction,
    },
    publicUrl: e.PUBLIC_URL,
    clientDist: path.resolve(e.CLIENT_DIST ?? path.join(REPO_ROOT, 'client', 'dist')),
    clientSsrEntry: path.resolve(e.CLIENT_SSR_ENTRY ?? path.join(REPO_ROOT, 'client', 'dist-ssr', 'entry-server.cjs')),
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, outboxDir: path.join(dataDir, 'outbox') },
    accountRate: { ipPoints: e.ACCOUNT_RATE_IP_POINTS, emailPoints: e.ACCOUNT_RATE_EMAIL_POINTS, duration: e.ACCOUNT_RATE_DURATION },
    demo: {
      packageCode: e.DEMO_PACKAGE_CODE,
      fetch: {
        allowPrivate: e.DEMO_FETCH_ALLOW_PRIVATE ?? false,
        timeoutMs: e.DEMO_FETCH_TIMEOUT_MS,
        maxBytes: e.DEMO_FETCH_MAX_BYTES,
        maxRedirects: 3,
      },
      rate: { ipPoints: e.DEMO_RATE_IP_POINTS, duration: e.DEMO_RATE_DURATION },
    },
    social: {
      googleClientIds: e.GOOGLE_CLIENT_ID,
      googleJwksUrl: e.GOOGLE_JWKS_URL,
      facebookGraphUrl: e.FACEBOOK_GRAPH_URL.replace(/\/+$/, ''),
      facebook: e.FACEBOOK_APP_ID && e.FACEBOOK_APP_SECRET ? { appId: e.FACEBOOK_APP_ID, appSecret: e.FACEBOOK_APP_SECRET } : undefined,
    },
    firstRunGate: {
      host: e.DEFAULT_GATE_HOST,
      name: e.DEFAULT_GATE_NAME,
      siteUrl: (
        e.DEFAULT_GATE_URL ??
        e.PUBLIC_URL ??
        (e.DEFAULT_GATE_HOST === 'localhost' ? `http://localhost:${e.PORT || 4000}` : `https://${e.DEFAULT_GATE_HOST}`)
      ).replace(/\/+$/, ''),
      // A dotless host (localhost) makes no deliverable address: fall back to the sender or a placeholder.
      supportEmail:
        e.SUPPORT_EMAIL ?? e.MAIL_FROM ?? (e.DEFAULT_GATE_HOST.includes('.') ? `support@${e.DEFAULT_GATE_HOST}` : 'support@example.com'),
    },
    metricsToken: e.METRICS_TOKEN,
    payments: {
      card: {
        provider: cardProvider,
        providerChosen: e.CARD_PROVIDER !== undefined,
        providerUrl: e.CARD_PROVIDER_URL,
        // Required in production for the hosted adapter (above); the others only use it for the sandbox's links.
        webhookSecret:
          e.CARD_WEBHOOK_SECRET ?? (isProduction ? randomBytes(48).toString('base64url') : devSecret(dataDir, 'card-webhook-secret')),
      },
      nmi: {
        apiUrl: e.NMI_API_URL.replace(/\/+$/, ''),
        securityKey: e.NMI_SECURITY_KEY ?? '',
        tokenizationKey: e.NMI_TOKENIZATION_KEY ?? '',
        webhookSigningKey: e.NMI_WEBHOOK_SIGNING_KEY ?? '',
        collectJsUrl: e.NMI_COLLECT_JS_URL ?? `${e.NMI_API_URL.replace(/\/+$/, '')}/token/Collect.js`,
        gatewayJsUrl: e.NMI_GATEWAY_JS_URL ?? `${e.NMI_API_URL.replace(/\/+$/, '')}/js/v1/Gateway.js`,
        timeoutMs: e.NMI_TIMEOUT_MS,
      },
      paypal: {
        apiUrl: e.PAYPAL_API_URL,
        clientId: e.PAYPAL_CLIENT_ID,
        clientSecret: e.PAYPAL_CLIENT_SECRET,
        webhookId: e.PAYPAL_WEBHOOK_ID,
      },
    },
    delivery: {
      apiUrl: e.DELIVERY_API_URL,
      apiKey: e.DELIVERY_API_KEY,
      timeoutMs: e.DELIVERY_TIMEOUT_MS,
      webhookSecret: e.DELIVERY_WEBHOOK_SECRET ?? (isProduction ? undefined : devSecret(dataDir, 'delivery-webhook-secret')),
      offTarget: { points: e.DELIVERY_OFF_TARGET_POINTS, minVisits: e.DELIVERY_OFF_TARGET_MIN_VISITS },
      visitRetentionDays: e.DELIVERY_VISIT_RETENTION_DAYS,
    },
    runWorker: e.RUN_WORKER ?? true,
    webConcurrency: e.WEB_CONCURRENCY,
    webSpareProcesses: e.WEB_SPARE_PROCESSES,
    campaigns: {
      ratePerSecond: e.CAMPAIGN_RATE_PER_SECOND,
      batchSize: e.CAMPAIGN_BATCH_SIZE,
      concurrency: e.CAMPAIGN_CONCURRENCY,
      leaseSeconds: e.CAMPAIGN_LEASE_SECONDS,
      maxAttempts: e.CAMPAIGN_MAX_ATTEMPTS,
      retryDelaySeconds: e.CAMPAIGN_RETRY_DELAY_SECONDS,
    },
    webhooks: {
      allowCidrs: e.WEBHOOK_ALLOW_CIDRS,
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
      retrySchedule: e.WEBHOOK_RETRY_SCHEDULE,
      disableAfterSeconds: e.WEBHOOK_DISABLE_AFTER_SECONDS,
      balanceLowUnits: e.WEBHOOK_BALANCE_LOW_UNITS,
    },
    workerNice: e.WORKER_NICE,
  };
}
