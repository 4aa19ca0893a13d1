import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/*
 * Every environment variable the server reads is declared here and nowhere else. A bad value stops the boot
 * with a message that names the variable. Secrets have a development default that is generated once into
 * DATA_DIR; in production a missing secret refuses to boot.
 */

const booleanish = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** Relative paths are taken from the working directory; the default is `.data` at the repository root. */
  DATA_DIR: z.string().min(1).optional(),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_TTL: z.coerce.number().int().positive().default(3600),
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
  BODY_LIMIT: z.string().regex(/^\d+(b|kb|mb)$/i, 'must look like 100kb or 1mb').default('100kb'),
  TRUST_PROXY: z.string().default('loopback'),
  SEED_DEMO: booleanish.optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL').optional(),
  REDIS_KEY_PREFIX: z.string().regex(/^[\w:.-]{1,64}$/, 'letters, digits and : . - _ only').default('trafficgate'),
  LOGIN_RATE_IP_POINTS: z.coerce.number().int().positive().default(20),
  LOGIN_RATE_ACCOUNT_POINTS: z.coerce.number().int().positive().default(5),
  LOGIN_RATE_DURATION: z.coerce.number().int().positive().default(900),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(2).default(8),
  GRAPHQL_MAX_COMPLEXITY: z.coerce.number().int().min(10).default(5000),
  PUBLIC_URL: z.string().url().optional(),
  CLIENT_DIST: z.string().optional(),
  CLIENT_SSR_ENTRY: z.string().optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL').optional(),
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
  DEMO_FETCH_MAX_BYTES: z.coerce.number().int().min(1024).max(16 * 1024 * 1024).default(1024 * 1024),
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
  FACEBOOK_APP_ID: z.string().regex(/^\d{1,32}$/, 'must be the numeric app id').optional(),
  FACEBOOK_APP_SECRET: z.string().min(8).optional(),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  dbPoolMax: number;
  jwtSecret: string;
  jwtTtl: number;
  logLevel: string;
  corsOrigins: string[];
  bodyLimit: string;
  trustProxy: string;
  seedDemo: boolean;
  redisUrl?: string;
  redisKeyPrefix: string;
  loginRate: { ipPoints: number; accountPoints: number; duration: number };
  graphql: { maxDepth: number; maxComplexity: number };
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

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
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
  if (!e.FACEBOOK_APP_ID !== !e.FACEBOOK_APP_SECRET) {
    throw new ConfigError('Invalid configuration:\n  FACEBOOK_APP_ID, FACEBOOK_APP_SECRET: set both or neither');
  }
  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    dbPoolMax: e.DB_POOL_MAX,
    jwtSecret: e.JWT_SECRET ?? devSecret(dataDir, 'jwt-secret'),
    jwtTtl: e.JWT_TTL,
    logLevel: e.LOG_LEVEL,
    corsOrigins: e.CORS_ORIGINS,
    bodyLimit: e.BODY_LIMIT,
    trustProxy: e.TRUST_PROXY,
    seedDemo: isProduction ? false : (e.SEED_DEMO ?? true),
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    loginRate: {
      ipPoints: e.LOGIN_RATE_IP_POINTS,
      accountPoints: e.LOGIN_RATE_ACCOUNT_POINTS,
      duration: e.LOGIN_RATE_DURATION,
    },
    graphql: { maxDepth: e.GRAPHQL_MAX_DEPTH, maxComplexity: e.GRAPHQL_MAX_COMPLEXITY },
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
  };
}
