import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';

/*
 * A process-wide notification bus on PostgreSQL LISTEN/NOTIFY (the cluster reuses it for the gate
 * configuration and the package/promotion caches). One dedicated connection LISTENs on one channel; a message is
 * `<topic>:<payload>` (`user:42`, `gate:*`). Database triggers publish the changes of cached tables
 * (migration Migration20261126140000), so every writer — any process, a migration, psql — invalidates every process.
 *
 * What a cache may rely on:
 * - `listening` is true only while the connection is up and has received its own probe: a database or a proxy that
 *   does not deliver notifications leaves it false, and caches then read through on every request.
 * - `epoch` changes with every message and with every loss of the connection (a coarse "did anything arrive" check;
 *   ops/row-cache.ts tracks its own keys instead, so it does not drop reads because of other rows' changes).
 * - `sync()` resolves once every notification committed before the call has been received here (PostgreSQL delivers
 *   them in commit order).
 * A lost or new connection clears every cache (every subscriber gets the payload BUS_RESET); a lost one is retried
 * with backoff.
 */

export const NOTIFY_CHANNEL = 'trafficgate_cache';
/** The payload every subscriber gets when the connection was lost or (re)made: forget everything. */
export const BUS_RESET = '*reset';

/** The part of a `pg` client the bus uses. */
export interface ListenClient {
  query(sql: string, params?: unknown[]): Promise<unknown>;
  on(event: 'notification', fn: (msg: { channel: string; payload?: string }) => void): unknown;
  on(event: 'error' | 'end', fn: (err?: Error) => void): unknown;
  end?(): Promise<void> | void;
}

export interface NotifyBusOptions {
  /** Opens a new connection of its own to the database (a direct one: db/direct.ts). */
  connect: () => Promise<ListenClient>;
  /**
   * Sends `select pg_notify(channel, payload)` on another connection than the listening one (the ORM's pool): the
   * delivery probe must cross connections, as the changes it stands for do (an embedded database behind a socket
   * delivers a connection's own notifications only).
   */
  notify: (channel: string, payload: string) => Promise<unknown>;
  /** Closes a connection `connect` opened. */
  disconnect?: (client: ListenClient) => Promise<void> | void;
  logger?: Logger;
  /** How long to wait for the probe before deciding the database does not deliver notifications. */
  probeTimeoutMs?: number;
}

type Handler = (payload: string) => void;

export class NotifyBus {
  private client: ListenClient | null = null;
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly waiting = new Map<string, () => void>();
  private closed = false;
  private retryMs = 500;
  private retryTimer: NodeJS.Timeout | null = null;
  private _listening = false;
  private _epoch = 0;

  constructor(private readonly opts: NotifyBusOptions) {}

  get listening(): boolean {
    return this._listening;
  }

  get epoch(): number {
    return this._epoch;
  }

  /** Connects and verifies delivery; never throws: without a working bus `listening` stays false. */
  async start(): Promise<this> {
    await this.connect();
    return this;
  }

  /** Calls `handler(payload)` for every message of `topic`, and with BUS_RESET when everything must be forgotten. */
  subscribe(topic: string, handler: Handler): () => void {
    let set = this.handlers.get(topic);
    if (!set) this.handlers.set(topic, (set = new Set()));
    set.add(handler);
    return () => set!.delete(handler);
  }

  /** Resolves once every notification committed before this call has arrived here (false without a connection). */
  async sync(timeoutMs = 5000): Promise<boolean> {
    if (!this.client || !this._listening) return false;
    const token = randomUUID();
    const arrived = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(token);
        resolve(false);
      }, timeoutMs);
      this.waiting.set(token, () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    try {
      await this.opts.notify(NOTIFY_CHANNEL, `bus:${token}`);
    } catch {
      this.waiting.delete(token);
      return false;
    }
    return arrived;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.lost();
    if (client) await Promise.resolve(this.opts.disconnect ? this.opts.disconnect(client) : client.end?.()).catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    let client: ListenClient;
    try {
      client = await this.opts.connect();
    } catch (err) {
      this.opts.logger?.warn({ err }, 'notification bus: cannot connect; caches read through until it can');
      this.retry();
      return;
    }
    client.on('notification', (msg) => {
      if (msg.channel === NOTIFY_CHANNEL && msg.payload) this.deliver(msg.payload);
    });
    const onBroken = (err?: Error) => {
      if (this.client !== client) return;
      this.opts.logger?.warn({ err }, 'notification bus: connection lost; caches cleared and read through until it is back');
      this.lost();
      this.retry();
    };
    client.on('error', onBroken);
    client.on('end', onBroken);
    try {
      await client.query(`listen ${NOTIFY_CHANNEL}`);
      this.client = client;
      // Delivery is proven, not assumed (a pooler in transaction mode, or an embedded database, may not deliver).
      this._listening = true;
      const delivered = await this.sync(this.opts.probeTimeoutMs ?? 2000);
      if (!delivered) {
        this._listening = false;
        this.opts.logger?.warn('notification bus: the database does not deliver notifications; caches read through');
        return;
      }
      this.retryMs = 500;
      this.bump('*', BUS_RESET);
    } catch (err) {
      this.opts.logger?.warn({ err }, 'notification bus: LISTEN failed');
      this.lost();
      this.retry();
    }
  }

  private retry(): void {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, 30_000);
  }

  private lost(): void {
    this.client = null;
    this._listening = false;
    this.bump('*', BUS_RESET);
  }

  private deliver(message: string): void {
    const i = message.indexOf(':');
    const topic = i < 0 ? message : message.slice(0, i);
    const payload = i < 0 ? '' : message.slice(i + 1);
    if (topic === 'bus') {
      this.waiting.get(payload)?.();
      this.waiting.delete(payload);
      return;
    }
    this.bump(topic, payload);
  }

  private bump(topic: string, payload: string): void {
    this._epoch += 1;
    const targets = topic === '*' ? [...this.handlers.values()] : [this.handlers.get(topic)];
    for (const set of targets) {
      for (const handler of set ?? []) {
        try {
          handler(payload);
        } catch (err) {
          this.opts.logger?.error({ err }, 'notification bus: a subscriber failed');
        }
      }
    }
  }
}
