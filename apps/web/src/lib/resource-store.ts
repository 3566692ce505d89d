// The data the server-rendered public pages read (/tutors, /tutors/:id; docs/decisions/017 and
// 021-directory-resource-store.md): what TanStack Query did for them, in ~1 KB gzipped instead of
// its ~12 KB, towards /home's JavaScript budget (issues 9 and 12; docs/performance.md). Read-only answers
// cached by key and shared by every part of the page that reads them, one request per key at a time,
// aborted when no part waits for it any more (a filter changed), one retry of a failed read, the
// previous answer kept on screen while the next loads, and the answers the server rendered with taken
// in before hydration, so nothing is fetched twice. The signed-in screens keep TanStack Query.
import { createContext, useCallback, useContext, useEffect, useRef, useSyncExternalStore } from 'react';

export type ResourceKey = readonly unknown[];

/**
 * The answers a server-rendered page embeds, as `<script type="application/json" id="gg-queries">`
 * (data, not code: the CSP's `script-src 'self'` does not run it).
 */
export const EMBEDDED_QUERIES_ID = 'gg-queries';
type Embedded = { queries: { queryKey: ResourceKey; state: { data: unknown } }[] };

export interface ResourceState {
  data?: unknown;
  error?: unknown;
  /** When `data` came (ms); 0 while there is none. */
  updatedAt: number;
  fetching: boolean;
}

export interface ReadOptions {
  /** How long an answer counts as current: a part that mounts later reads it without a request. */
  staleTime?: number;
  /** Tries after a failure, one second apart (TanStack Query's default here was 1). */
  retry?: number;
}

interface Entry {
  state: ResourceState;
  listeners: Set<() => void>;
  /** Mounted parts that want this answer; the request is aborted when the last one goes. */
  users: number;
  controller?: AbortController;
}

const EMPTY: ResourceState = { updatedAt: 0, fetching: false };
/** Answers no part reads any more are kept up to this many (back and forward show them at once). */
const KEEP = 40;
const RETRY_DELAY_MS = 1000;

/**
 * A key as text. Keys are built in one order on the server and in the browser (an object's fields
 * too: `directoryQueryOf`), so the same key gives the same text.
 */
export const keyText = (key: ResourceKey): string => JSON.stringify(key);

export class ResourceStore {
  readonly #entries = new Map<string, Entry>();

  #entry(text: string): Entry {
    let entry = this.#entries.get(text);
    if (!entry) {
      this.#forgetUnused();
      entry = { state: EMPTY, listeners: new Set(), users: 0 };
      this.#entries.set(text, entry);
    }
    return entry;
  }

  #forgetUnused(): void {
    for (const [hash, entry] of this.#entries) {
      if (this.#entries.size < KEEP) return;
      if (entry.users === 0 && entry.listeners.size === 0) this.#entries.delete(hash);
    }
  }

  #update(entry: Entry, change: Partial<ResourceState>): void {
    entry.state = { ...entry.state, ...change };
    for (const listener of entry.listeners) listener();
  }

  /** What is held for a key (`keyText`). */
  get(text: string): ResourceState {
    return this.#entries.get(text)?.state ?? EMPTY;
  }

  /** An answer from elsewhere (the server's render, the embedded data), current as of now. */
  set(key: ResourceKey, data: unknown): void {
    this.#update(this.#entry(keyText(key)), { data, error: undefined, updatedAt: Date.now() });
  }

  subscribe(text: string, listener: () => void): () => void {
    const entry = this.#entry(text);
    entry.listeners.add(listener);
    return () => entry.listeners.delete(listener);
  }

  /**
   * A mounted part wants the answer for a key (`keyText`): it is fetched unless current or on its
   * way. Returns the release, which aborts the request once no part wants it any more.
   */
  want(text: string, load: (signal: AbortSignal) => Promise<unknown>, options: ReadOptions = {}): () => void {
    const entry = this.#entry(text);
    entry.users += 1;
    const { staleTime = 30_000, retry = 1 } = options;
    const current = entry.state.updatedAt > 0 && Date.now() - entry.state.updatedAt < staleTime;
    if (!current && !entry.controller) void this.#fetch(entry, load, retry);
    return () => {
      entry.users -= 1;
      if (entry.users === 0 && entry.controller) {
        entry.controller.abort();
        entry.controller = undefined;
        this.#update(entry, { fetching: false });
      }
    };
  }

  async #fetch(entry: Entry, load: (signal: AbortSignal) => Promise<unknown>, retry: number): Promise<void> {
    const controller = new AbortController();
    entry.controller = controller;
    // A new try clears an earlier failure: the page shows it is loading again.
    this.#update(entry, { fetching: true, error: undefined });
    for (let attempt = 0; ; attempt++) {
      try {
        const data = await load(controller.signal);
        if (controller.signal.aborted) return;
        entry.controller = undefined;
        this.#update(entry, { data, error: undefined, updatedAt: Date.now(), fetching: false });
        return;
      } catch (error) {
        if (controller.signal.aborted) return;
        if (attempt >= retry) {
          entry.controller = undefined;
          this.#update(entry, { error, fetching: false });
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
        if (controller.signal.aborted) return;
      }
    }
  }

  /** Every answer held, for the page's embedded data. */
  toJSON(): Embedded {
    return {
      queries: [...this.#entries]
        .filter(([, entry]) => entry.state.updatedAt > 0)
        .map(([text, entry]) => ({ queryKey: JSON.parse(text) as ResourceKey, state: { data: entry.state.data } })),
    };
  }

  /** Takes in the answers a server-rendered page embedded (and removes them from the page). */
  takeEmbedded(): void {
    const element = document.getElementById(EMBEDDED_QUERIES_ID);
    if (!element?.textContent) return;
    element.remove();
    try {
      const { queries } = JSON.parse(element.textContent) as Embedded;
      for (const { queryKey, state } of queries) this.set(queryKey, state.data);
    } catch {
      // Unreadable data: the page fetches as if it had none.
    }
  }
}

/** The store of a server render, or of a test; the browser's own is used when none is provided. */
export const ResourceStoreContext = createContext<ResourceStore | undefined>(undefined);

let browserStore: ResourceStore | undefined;

function useStore(): ResourceStore {
  const provided = useContext(ResourceStoreContext);
  if (provided) return provided;
  if (!browserStore) {
    browserStore = new ResourceStore();
    if (typeof document !== 'undefined') browserStore.takeEmbedded();
  }
  return browserStore;
}

/** The answer for the key, or (with `keepPrevious`) the last answer shown while it loads. */
export type Resource<T> =
  | { status: 'pending'; data: undefined; error: undefined }
  | { status: 'error'; data: undefined; error: unknown }
  | { status: 'success'; data: T; error: undefined };

/**
 * Reads the answer for `key`, fetching it with `load` (which should pass the signal to its request)
 * when there is none or it is older than `staleTime`.
 */
export function useResource<T>(
  key: ResourceKey,
  load: (signal: AbortSignal) => Promise<T>,
  { keepPrevious = false, ...options }: ReadOptions & { keepPrevious?: boolean } = {},
): Resource<T> {
  const store = useStore();
  const text = keyText(key);
  // The latest `load`, so a new function for the same key restarts nothing.
  const latest = useRef(load);
  latest.current = load;
  const subscribe = useCallback((listener: () => void) => store.subscribe(text, listener), [store, text]);
  const read = () => store.get(text);
  const state = useSyncExternalStore(subscribe, read, read);
  const { staleTime, retry } = options;
  useEffect(
    () => store.want(text, (signal) => latest.current(signal), { staleTime, retry }),
    [store, text, staleTime, retry],
  );
  const previous = useRef<{ data: T } | undefined>(undefined);
  // `null` is an answer too (an offer that is not listed): "no answer yet" is `updatedAt` 0.
  if (state.updatedAt > 0) previous.current = { data: state.data as T };
  if (state.error !== undefined) return { status: 'error', data: undefined, error: state.error };
  const shown = state.updatedAt > 0 || keepPrevious ? previous.current : undefined;
  if (shown) return { status: 'success', data: shown.data, error: undefined };
  return { status: 'pending', data: undefined, error: undefined };
}
