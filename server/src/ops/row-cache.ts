import { BUS_RESET, type NotifyBus } from './notify-bus';

/*
 * Database rows remembered per process and forgotten through the notification bus (ops/notify-bus.ts). Correct by
 * construction rather than by expiry:
 * - nothing is served from memory while the bus is not listening;
 * - a value read while a notification about its key (or a reset) arrived is used for that request only;
 * - a change this process makes itself is forgotten at once (`changedHere`), and the key is not cached again until
 *   the database's notification of that change has arrived, so the next request here never sees the old row, even
 *   when the change commits after a concurrent request read it;
 * - other processes forget it when the notification reaches them (the commit's delivery time, well under a
 *   millisecond on one machine).
 */

/** How long a key changed here stays uncached when its notification never comes (a rolled-back transaction). */
const PENDING_MS = 30_000;

export class RowCache<K, V> {
  private readonly values = new Map<K, V>();
  private readonly pending = new Map<K, number>();
  private pendingAll = 0;
  /** Reads in flight per key; a notification about the key marks them stale, so their value is not kept. */
  private readonly loading = new Map<K, Set<{ stale: boolean }>>();
  private resets = 0;

  /**
   * @param topic  the bus topic of the table (`user`); a payload `*` clears everything
   * @param keyOf  the key a notification's payload names, or `'*'` for all keys
   * @param max    entries kept; the oldest is dropped beyond it
   */
  constructor(
    private readonly bus: NotifyBus,
    topic: string,
    private readonly keyOf: (payload: string) => K | '*',
    private readonly max = 10_000,
  ) {
    bus.subscribe(topic, (payload) =>
      payload === BUS_RESET ? this.forget('*', false) : this.forget(payload === '*' ? '*' : keyOf(payload), true),
    );
  }

  /** The cached value of `key`, or `load()`'s (kept when it is safe to keep). */
  async get(key: K, load: () => Promise<V | null>): Promise<V | null> {
    if (!this.bus.listening) return load();
    const hit = this.values.get(key);
    if (hit !== undefined) return hit;
    const resets = this.resets;
    const read = { stale: false };
    let reads = this.loading.get(key);
    if (!reads) this.loading.set(key, (reads = new Set()));
    reads.add(read);
    let value: V | null;
    try {
      value = await load();
    } finally {
      reads.delete(read);
      if (!reads.size && this.loading.get(key) === reads) this.loading.delete(key);
    }
    if (value !== null && this.bus.listening && !read.stale && this.resets === resets && !this.isPending(key)) {
      if (this.values.size >= this.max) this.values.delete(this.values.keys().next().value as K);
      this.values.set(key, value);
    }
    return value;
  }

  /** This process changed the row of `key` (or of every key): forget it now and until its notification arrives. */
  changedHere(key: K | '*'): void {
    this.forget(key, false);
    if (key === '*') this.pendingAll = Date.now() + PENDING_MS;
    else this.pending.set(key, Date.now() + PENDING_MS);
  }

  get size(): number {
    return this.values.size;
  }

  private isPending(key: K): boolean {
    const now = Date.now();
    if (this.pendingAll > now) return true;
    const until = this.pending.get(key);
    if (until === undefined) return false;
    if (until > now) return true;
    this.pending.delete(key);
    return false;
  }

  private forget(key: K | '*', notified: boolean): void {
    if (key === '*') {
      this.values.clear();
      this.resets += 1;
      // A lost or new connection clears everything but cannot vouch for changes still in flight: only a
      // notification from the database ends the wait of keys changed here.
      if (notified) {
        this.pending.clear();
        this.pendingAll = 0;
      }
      return;
    }
    this.values.delete(key);
    for (const read of this.loading.get(key) ?? []) read.stale = true;
    if (notified) this.pending.delete(key);
  }
}
