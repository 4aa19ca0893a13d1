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
  DATA_DIR: z.string().min(1).default('./.data'),
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
}

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
  const dataDir = path.resolve(e.DATA_DIR);
  if (isProduction && !e.JWT_SECRET) {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required when NODE_ENV=production');
  }
  if (isProduction && e.SEED_DEMO) {
    throw new ConfigError('Invalid configuration:\n  SEED_DEMO: demo accounts are never seeded in production');
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
    clientDist: path.resolve(e.CLIENT_DIST ?? path.join(__dirname, '..', '..', 'client', 'dist')),
  };
}
