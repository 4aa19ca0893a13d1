/*
 * The public pages' data without Apollo Client (Apollo, rxjs and graphql are not part of a public
 * page's first load). A public query (the gate, the packages, the promotions, the blog) is read through
 * `usePublicQuery` with the same typed document as before; its answer is kept here by operation name and variables.
 *
 * - On the server (entry-server.tsx) a query without an answer is fetched while the page renders, and the page is
 *   rendered again once the answers are in (as Apollo's prerenderStatic did); the answers are embedded in the page
 *   (`<script type="application/json" id="server-data">`), so the browser's first render has them and hydration
 *   matches, without a request.
 * - In the browser a missing answer is fetched from /graphql with plain fetch, carrying what the Apollo link would
 *   send (the token and switch-user target except for the sessionless CurrentGate; lib/session-headers.ts), counted
 *   by the loading bar, and a refused token ends the session as it does there.
 * - `maxAgeMs` is the catalogue's freshness rule (docs/product.md#limits, lib/catalogue-freshness.ts): a screen shows an answer
 *   younger than that without asking again, an older one at once while asking again. Embedded answers count from
 *   the time the page loaded. Without it an answer is kept for the page's lifetime, like Apollo's cache-first.
 * - A new session (login, logout, expiry, a refused switch) drops every answer but the gate's (`clearSession`): what a
 *   signed-in user (staff see every package) was shown is asked for again, not shown to the next visitor.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { createContext, useContext, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { logger } from './logger';
import { operationName } from './operation-name';
import { startRequest } from './request-tracker';
import { authHeaders, SESSIONLESS_OPERATIONS } from './session-headers';
import { entryOf, PublicQueryError, type Entry, type StoredResult } from './public-data-entry';

export { entryOf, PublicQueryError, type Entry, type GraphQLErrorShape, type StoredResult } from './public-data-entry';

export const SERVER_DATA_ELEMENT_ID = 'server-data';

export interface PublicDataOptions {
  /** Answers embedded by the server renderer. */
  initial?: Record<string, StoredResult> | null;
  fetch?: typeof fetch;
  uri?: string;
  /** False on the server: the page is rendered for a visitor, without a session. */
  session?: boolean;
}

export function queryKey(document: object, variables?: object | null): string {
  return `${operationName(document)}:${JSON.stringify(variables ?? {})}`;
}

/** The answer depends on the session (everything but the gate). */
const sessionBound = (key: string) => !SESSIONLESS_OPERATIONS.has(key.slice(0, key.indexOf(':')));

export class PublicData {
  private readonly entries = new Map<string, Entry>();
  private readonly inflight = new Map<string, Promise<void>>();
  private readonly listeners = new Set<() => void>();
  private readonly fetch: typeof fetch;
  private readonly uri: string;
  private readonly session: boolean;
  /** Counts new sessions (clearSession): an answer asked for before the last one is dropped. */
  private generation = 0;

  constructor(options: PublicDataOptions = {}) {
    // Looked up per request so a test or polyfill installed later is used.
    this.fetch = options.fetch ?? ((input, init) => fetch(input, init));
    this.uri = options.uri ?? '/graphql';
    this.session = options.session ?? true;
    const at = Date.now();
    for (const [key, result] of Object.entries(options.initial ?? {})) {
      if (result && typeof result === 'object') this.entries.set(key, entryOf(result, at));
    }
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  entry(key: string): Entry | undefined {
    return this.entries.get(key);
  }

  /** The answer's data for this document and variables, if there is one. */
  read<TData>(document: TypedDocumentNode<TData, never>, variables?: object): TData | undefined {
    return this.entries.get(queryKey(document, variables))?.data as TData | undefined;
  }

  /** Asks the server (once at a time per key); resolves when the answer (or the failure) is stored. */
  request(key: string, document: object, variables: object | undefined): Promise<void> {
    const running = this.inflight.get(key);
    if (running) return running;
    const session = this.generation;
    const promise: Promise<void> = this.send(document, variables)
      .then((entry) => {
        // Asked for by the previous session (the token it carried is gone): not an answer for this one.
        if (session === this.generation || !sessionBound(key)) this.entries.set(key, entry);
      })
      .finally(() => {
        if (this.inflight.get(key) === promise) this.inflight.delete(key);
        this.emit();
      });
    this.inflight.set(key, promise);
    return promise;
  }

  /** True while a request is on its way (the server renderer renders again once they are answered). */
  get pending(): boolean {
    return this.inflight.size > 0;
  }

  /** Resolves when every request on its way has been answered. */
  async settled(): Promise<void> {
    while (this.inflight.size > 0) await Promise.all([...this.inflight.values()]);
  }

  /** The answers to embed in a server-rendered page (failures without an answer are asked again by the browser). */
  extract(): Record<string, StoredResult> {
    const out: Record<string, StoredResult> = {};
    for (const [key, entry] of this.entries) {
      if (entry.data !== undefined) out[key] = { data: entry.data };
      else if (entry.errors?.length) out[key] = { errors: entry.errors };
    }
    return out;
  }

  /** A new session: drops every answer but the sessionless ones (the gate); the screens showing them ask again. */
  clearSession(): void {
    this.generation += 1;
    for (const key of [...this.entries.keys()]) if (sessionBound(key)) this.entries.delete(key);
    // A request on its way carries the old session: the screens ask again instead of waiting for it.
    for (const key of [...this.inflight.keys()]) if (sessionBound(key)) this.inflight.delete(key);
    this.emit();
  }

  private emit() {
    for (const listener of [...this.listeners]) listener();
  }

  private async send(document: object, variables: object | undefined): Promise<Entry> {
    // The session is the one of the moment the query is asked (a logout meanwhile must not lend it its token).
    const name = operationName(document);
    const auth = this.session && !SESSIONLESS_OPERATIONS.has(name) ? authHeaders() : {};
    const end = startRequest();
    try {
      // The sending code (and the query printer) is a chunk of its own, loaded with the first
      // request; a server-rendered page carries its answers and sends none at first.
      let sender: typeof import('./public-data-fetch');
      try {
        sender = await import('./public-data-fetch');
      } catch (error) {
        // Offline, or a deploy replaced the files: the same answer as a request that got no response.
        logger.error(`[Connection] ${name}: no response from the server:`, error instanceof Error ? error.message : error);
        return { error: new PublicQueryError([], null), at: Date.now() };
      }
      return await sender.sendPublicQuery({ fetch: this.fetch, uri: this.uri, session: this.session }, { name, document, variables, auth });
    } finally {
      end();
    }
  }
}

/** The answers a server-rendered page carries, or null when it was not server-rendered (or the block is unreadable). */
export function readServerData(doc: Document = document): Record<string, StoredResult> | null {
  const element = doc.getElementById(SERVER_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const state: unknown = JSON.parse(element.textContent);
    return state && typeof state === 'object' ? (state as Record<string, StoredResult>) : null;
  } catch {
    return null;
  }
}

const PublicDataContext = createContext<PublicData | null>(null);

export function PublicDataProvider({ value, children }: { value: PublicData; children: ReactNode }) {
  return <PublicDataContext.Provider value={value}>{children}</PublicDataContext.Provider>;
}

export function usePublicData(): PublicData {
  const value = useContext(PublicDataContext);
  if (!value) throw new Error('usePublicData must be used inside <PublicDataProvider>');
  return value;
}

export interface PublicQueryOptions<TVariables> {
  variables?: TVariables;
  skip?: boolean;
  /** The catalogue's freshness limit (docs/product.md#limits): an older answer is shown and asked for again on mount. */
  maxAgeMs?: number;
}

export interface PublicQueryResult<TData> {
  data: TData | undefined;
  error: PublicQueryError | undefined;
  /** True until there is an answer (a kept answer is shown while a fresher one is asked for). */
  loading: boolean;
}

const isServer = typeof window === 'undefined';

/** A public query's answer: embedded by the server, kept from before, or fetched (see above). */
export function usePublicQuery<TData, TVariables extends object>(
  document: TypedDocumentNode<TData, TVariables>,
  options: PublicQueryOptions<TVariables> = {},
): PublicQueryResult<TData> {
  const { variables, skip = false, maxAgeMs = Infinity } = options;
  const store = usePublicData();
  const key = queryKey(document, variables);
  const read = () => store.entry(key);
  const entry = useSyncExternalStore(store.subscribe, read, read);
  // The server renders the page again once its requests are answered (entry-server.tsx).
  if (isServer && !skip && !entry) void store.request(key, document, variables);

  const missing = !entry;
  const lookedAt = useRef<string | null>(null);
  useEffect(() => {
    if (skip) return;
    const current = store.entry(key);
    // Decided once per screen and key: a kept answer without data (an error) or older than the limit is asked
    // again; an answer dropped by a new session is always asked again.
    const firstLook = lookedAt.current !== key;
    lookedAt.current = key;
    if (!current || (firstLook && (current.data === undefined || Date.now() - current.at >= maxAgeMs))) {
      void store.request(key, document, variables);
    }
    // `variables` are part of `key` (a new object with the same key asks nothing: the first look is past and a
    // request in flight is shared); `missing` turns true when a new session dropped the answer.
  }, [store, key, skip, missing, document, variables, maxAgeMs]);

  if (skip) return { data: undefined, error: undefined, loading: false };
  return { data: entry?.data as TData | undefined, error: entry?.error, loading: !entry };
}
