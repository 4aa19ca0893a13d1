import Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../../common/errors';

/*
 * Login attempts are limited per client IP (every attempt) and per account (failed attempts only; a success
 * clears the account's count), so neither one address nor a spread of addresses can guess one password.
 * With REDIS_URL the counters live in Redis and every process behind a load balancer shares them.
 */

export interface LimiterOptions {
  ipPoints: number;
  accountPoints: number;
  duration: number;
}
export class LoginLimiter {
  constructor(
    private readonly perIp: RateLimiterAbstract,
    private readonly perAccount: RateLimiterAbstract,
    private readonly onClose: () => Promise<void> = async () => undefined,
  ) {}

  static inMemory(opts: LimiterOptions): LoginLimiter {
    return new LoginLimiter(
      new RateLimiterMemory({ keyPrefix: 'login_ip', points: opts.ipPoints, duration: opts.duration }),
      new RateLimiterMemory({ keyPrefix: 'login_account', points: opts.accountPoints, duration: opts.duration }),
    );
  }

  static inRedis(url: string, prefix: string, opts: LimiterOptions): LoginLimiter {
    const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
    return new LoginLimiter(
      new RateLimiterRedis({ storeClient: client, keyPrefix: `${prefix}:login_ip`, points: opts.ipPoints, duration: opts.duration }),
      new RateLimiterRedis({ storeClient: client, keyPrefix: `${prefix}:login_account`, points: opts.accountPoints, duration: opts.duration }),
      async () => {
        await client.quit().catch(() => client.disconnect());
      },
    );
  }

  close(): Promise<void> {
    return this.onClose();
  }

  /** Throws TooManyRequestsError when the IP or the account is over its limit; counts the attempt for the IP. */
  async beforeAttempt(ip: string, account: string): Promise<void> {
    const blocked = await this.perAccount.get(account);
    if (blocked && blocked.remainingPoints <= 0) throw new TooManyRequestsError(Math.max(1, Math.ceil(blocked.msBeforeNext / 1000)));
    try {
      await this.perIp.consume(ip);
    } catch (e) {
      if (e instanceof RateLimiterRes) throw new TooManyRequestsError(Math.max(1, Math.ceil(e.msBeforeNext / 1000)));
      throw e;
    }
  }

  async failed(account: string): Promise<void> {
    try {
      await this.perAccount.consume(account);
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) throw e;
    }
  }

  async succeeded(account: string): Promise<void> {
    await this.perAccount.delete(account);
  }
}
