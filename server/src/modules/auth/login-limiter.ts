import Redis from 'ioredis';
import type { Logger } from 'pino';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../../common/errors';

/*
 * Rate limits of logins, sign-ups and the e-mail flows. Counters live in memory, or with
 * REDIS_URL in Redis (keys under REDIS_KEY_PREFIX) so every process behind a load balancer shares them; while
 * Redis is unreachable each process falls back to its own memory counters instead of failing the request.
 */

/** A Redis command that gets no answer within this long counts as Redis down (the memory counters answer). */
const REDIS_COMMAND_TIMEOUT_MS = 1000;

/**
 * Where the counters live: one Redis connection (or none) shared by every limiter of the process.
 *
 * Redis unreachable at boot or mid-run never fails a request. Every limiter has a memory "insurance"
 * limiter (rate-limiter-flexible) that counts while Redis does not answer: the limits then hold per process. One
 * warning is logged per outage (and one line when Redis is back), `redisUp()` feeds the `redis_up` metric, and
 * the shared counters are used again as soon as the connection is ready (ioredis reconnects by itself).
 */
export class RateLimitStore {
  /** undefined until the first connection attempt ends. */
  private up: boolean | undefined;

  private constructor(
    private readonly redis: Redis | null,
    private readonly prefix: string,
    logger?: Logger,
  ) {
    if (!redis) return;
    const down = (err?: Error) => {
      if (this.up === false) return;
      this.up = false;
      logger?.warn(
        { err: err ? { message: err.message, code: (err as { code?: string }).code } : undefined },
        "Redis unreachable: rate limits are counted in each process's memory until it returns",
      );
    };
    redis.on('ready', () => {
      if (this.up === false) logger?.info('Redis reachable again: rate limits are shared again');
      this.up = true;
    });
    // The listener also keeps ioredis from printing every failed reconnection attempt.
    redis.on('error', (err: Error) => down(err));
    redis.on('close', () => {
      if (this.up) down();
    });
  }

  static inMemory(): RateLimitStore {
    return new RateLimitStore(null, '');
  }

  static inRedis(url: string, keyPrefix: string, logger?: Logger): RateLimitStore {
    const redis = new Redis(url, {
      // Commands fail at once while the connection is down: the memory limiter answers instead of a queue waiting.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      lazyConnect: false,
    });
    return new RateLimitStore(redis, keyPrefix, logger);
  }

  /** 1 while Redis answers, 0 while it does not; undefined without REDIS_URL (counters in memory by design). */
  redisUp(): number | undefined {
    if (!this.redis) return undefined;
    return this.up ? 1 : 0;
  }

  /** A counter of `points` per `duration` seconds; `name` becomes part of its Redis keys (`<prefix>:<name>:<key>`). */
  limiter(name: string, points: number, duration: number): RateLimiterAbstract {
    if (!this.redis) return new RateLimiterMemory({ keyPrefix: name, points, duration });
    return new RateLimiterRedis({
      storeClient: this.redis,
      keyPrefix: `${this.prefix}:${name}`,
      points,
      duration,
      insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points, duration }),
    });
  }

  async close(): Promise<void> {
    const redis = this.redis;
    if (redis) await redis.quit().catch(() => redis.disconnect());
  }
}

function tooMany(msBeforeNext: number): TooManyRequestsError {
  return new TooManyRequestsError(Math.max(1, Math.ceil(msBeforeNext / 1000)));
}

/** Charges one point; a refusal becomes TooManyRequestsError (429 + Retry-After). */
async function charge(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (e) {
    if (e instanceof RateLimiterRes) throw tooMany(e.msBeforeNext);
    throw e;
  }
}

export interface RequestLimiterOptions {
  /** Requests per client IP per window. */
  ipPoints: number;
  /** Requests per key (an e-mail address, a user) per window. */
  keyPoints: number;
  /** The window, in seconds. */
  duration: number;
}

/**
 * Every request counted per client IP and per key: password-reset and verification mails, demo sign-ups and URL
 * checks (key constant), sign-ups (key = the operation). Over either limit → 429 with Retry-After.
 */
export class RequestLimiter {
  private readonly perIp: RateLimiterAbstract;
  private readonly perKey: RateLimiterAbstract;

  constructor(store: RateLimitStore, name: string, opts: RequestLimiterOptions) {
    this.perIp = store.limiter(`${name}:ip`, opts.ipPoints, opts.duration);
    this.perKey = store.limiter(`${name}:key`, opts.keyPoints, opts.duration);
  }

  /** Throws TooManyRequestsError when the key is over its limit, else counts the request for the IP (and refuses it over the IP's). */
  async beforeAttempt(ip: string, key: string): Promise<void> {
    const blocked = await this.perKey.get(key);
    if (blocked && blocked.remainingPoints <= 0) throw tooMany(blocked.msBeforeNext);
    await charge(this.perIp, ip);
  }

  /** Counts the request for the key. */
  async failed(key: string): Promise<void> {
    try {
      await this.perKey.consume(key);
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) throw e;
    }
  }
}

export interface LoginLimiterOptions {
  /** Failed logins of one account from one IP per window before that pair is refused (429). */
  pairPoints: number;
  /** Failed logins from one IP, any accounts, per window before that IP is refused (429). */
  ipPoints: number;
  /** Failed logins of one account, from all IPs, per window before its answers are slowed down. */
  accountPoints: number;
  /** The longest the answer for a much-attacked account is held back, in milliseconds. */
  maxDelayMs: number;
  /** The window, in seconds. */
  duration: number;
}

/** The first slowed answer waits this long; each further failure doubles it, up to `maxDelayMs`. */
export const FIRST_DELAY_MS = 250;

/**
 * Login attempts. Nobody can lock someone else out:
 * - failures are counted per (account, IP) pair: the pair that keeps guessing is refused (429), nobody else;
 * - failures are counted per IP, any accounts: one address cannot spray guesses over many accounts. Successful
 *   logins do not count (an office behind one address signs in all day);
 * - failures of one account from all IPs never lock it: they slow every answer about it down, progressively
 *   and at most `maxDelayMs`, so a spread of addresses guesses slowly while the owner, with the right password
 *   from a clean address, still gets in. A successful login clears the account's and its pair's failures.
 * The pair and the IP are charged before the password is checked (parallel guesses cannot slip past the limit);
 * a successful login gives the IP its point back.
 */
export class LoginLimiter {
  private readonly perPair: RateLimiterAbstract;
  private readonly perIp: RateLimiterAbstract;
  private readonly perAccount: RateLimiterAbstract;

  constructor(
    store: RateLimitStore,
    private readonly opts: LoginLimiterOptions,
  ) {
    this.perPair = store.limiter('login:pair', opts.pairPoints, opts.duration);
    this.perIp = store.limiter('login:ip', opts.ipPoints, opts.duration);
    // Never refuses: its count only sets the delay.
    this.perAccount = store.limiter('login:account', Number.MAX_SAFE_INTEGER, opts.duration);
  }

  /** How long to hold back an answer about an account that has failed `failures` times in the window. */
  delayFor(failures: number): number {
    const over = failures - this.opts.accountPoints;
    if (over < 0 || this.opts.maxDelayMs <= 0) return 0;
    return Math.min(this.opts.maxDelayMs, FIRST_DELAY_MS * 2 ** Math.min(over, 30));
  }

  /**
   * Counts the attempt for its pair and its IP; throws TooManyRequestsError over either limit. Resolves with the
   * milliseconds the answer must be held back for (0 unless the account is under attack).
   */
  async beforeAttempt(ip: string, account: string): Promise<number> {
    await charge(this.perPair, pairKey(account, ip));
    try {
      await charge(this.perIp, ip);
    } catch (e) {
      // Refused for its IP: the attempt was never made, so it does not count against the pair.
      await this.perPair.reward(pairKey(account, ip)).catch(() => undefined);
      throw e;
    }
    const failures = await this.perAccount.get(account);
    return this.delayFor(failures?.consumedPoints ?? 0);
  }

  async failed(_ip: string, account: string): Promise<void> {
    await this.perAccount.penalty(account);
  }

  async succeeded(ip: string, account: string): Promise<void> {
    await Promise.all([this.perIp.reward(ip), this.perPair.delete(pairKey(account, ip)), this.perAccount.delete(account)]);
  }

  /** The owner proved control of the account another way (a password reset): forget its failures. */
  async recovered(ip: string, account: string): Promise<void> {
    await Promise.all([this.perPair.delete(pairKey(account, ip)), this.perAccount.delete(account)]);
  }
}

function pairKey(account: string, ip: string): string {
  return `${account}|${ip}`;
}
