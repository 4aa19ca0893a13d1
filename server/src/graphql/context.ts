import type { JobQueue } from '../jobs/queue';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../config';
import type { RoleName } from '../modules/auth/roles';
import type { Gate } from '../modules/gates/gate.entity';
import type { RequestOrigin } from '../modules/gates/site-url';
import type { User } from '../modules/users/user.entity';
import type { Loaders } from './loaders';
import type { Mailer } from '../mail/mailer';
import type { LoginLimiter, RateLimitStore, RequestLimiter } from '../modules/auth/login-limiter';
import type { SocialAuth } from '../modules/auth/social-auth';
import type { TokenService } from '../modules/auth/token.service';
import type { PrincipalCache } from '../modules/auth/principal-cache';
import type { NotifyBus } from '../ops/notify-bus';
import type { ReadReplicaRouting } from '../db/replica.types';
import type { ApiKeyAuthenticator } from '../modules/auth/api-key.authenticate';
import type { ApiKeyPrincipal } from '../modules/auth/api-key.scopes';

/** What lives for the whole process and is shared by every request. */
export interface AppServices {
  config: Config;
  tokens: TokenService;
  /** API keys: verification, keyed hashing and the per-key rate limit. */
  apiKeys: ApiKeyAuthenticator;
  loginLimiter: LoginLimiter;
  /** Password-reset requests and verification resends, per client IP and per e-mail. */
  accountLimiter: RequestLimiter;
  /** Demo URL checks and demo sign-ups, per client IP (each check makes the server fetch a page). */
  demoLimiter: RequestLimiter;
  /** Sign-ups (`register`), per client IP. */
  registerLimiter: RequestLimiter;
  /** Test events and redeliveries asked for by hand, per client IP and per webhook endpoint. */
  webhookSendLimiter: RequestLimiter;
  mailer: Mailer;
  social: SocialAuth;
  /** The durable job queue (jobs/queue.ts). */
  jobs: JobQueue;
  /** The port this process listens on: `config.port` until it listens (PORT=0 picks one), then the real one. */
  listening: { port: number };
  /** The gates and token users remembered per process, forgotten through the notification bus. */
  principals?: PrincipalCache;
  /** The process's LISTEN/NOTIFY bus (ops/notify-bus.ts). */
  bus?: NotifyBus;
  /** The read replica, when DATABASE_REPLICA_URL is set (db/replica.ts). */
  replica?: ReadReplicaRouting;
  /** Where the rate-limit counters live (Redis or memory); its state feeds the redis_up metric. */
  rateLimits?: RateLimitStore;
}

/** The per-request context of every GraphQL operation, whether it came from /graphql or from /api. */
export interface Context {
  em: EntityManager;
  /**
   * Where statements that bypass the identity map run (common/read-model.ts): `em` once the request has one, else the
   * ORM's own EntityManager, so an operation that only reads or writes rows that way forks nothing. Read it through
   * statementsOf: a context made elsewhere (a page, a job, a test) may not have it.
   */
  statements?: EntityManager;
  gate: Gate;
  /** The gate's id, known without loading the gate. */
  gateId: number;
  /**
   * The effective user: the impersonated one while an admin switches user. Built by buildRequestContext, the gate,
   * the user and the impersonator become managed entities of `em` on first read: code that needs only
   * who is asking reads `userId`.
   */
  user: User | null;
  /** The effective user's id (null for anonymous requests), known without loading the user. */
  userId: number | null;
  /** The admin behind a switch-user request. */
  impersonator: User | null;
  /** The API key the request was made with: the user narrowed by its scopes; null for a JWT or none. */
  apiKey: ApiKeyPrincipal | null;
  /** The effective user's roles with inheritance expanded; empty for anonymous requests. */
  roles: ReadonlySet<RoleName>;
  loaders: Loaders;
  ip: string;
  requestId: string;
  /** Where the request arrived (protocol and Host): links in mail may use it only as modules/gates/site-url.ts allows. */
  origin?: RequestOrigin;
  /** The request is a report (a CSV export): its list pages may be read from the replica (graphql/replica-routing.ts). */
  reporting?: boolean;
  services: AppServices;
}

/** Where `ctx`'s statements that bypass the identity map run (Context.statements), `em` when it names none. */
export function statementsOf(ctx: Context): EntityManager {
  return ctx.statements ?? ctx.em;
}
