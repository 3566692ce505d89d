// Session history for the app's router (docs/decisions/024): the browser's, over pushState and
// popstate, and one in memory for tests and the server. A location carries the state a navigation
// gave it and a key, kept in the browser's own history entry so back and forward bring them back.

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

export interface Location extends Path {
  state: unknown;
  key: string;
}

/** Where to go: a path string (absolute, relative, or only `?query` / `#hash`) or its parts. */
export type To = string | Partial<Path>;

export interface Update {
  action: NavigationType;
  location: Location;
}

export interface History {
  readonly location: Location;
  readonly action: NavigationType;
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  go(delta: number): void;
  /** Called after every change of location; returns the function that stops listening. */
  listen(listener: (update: Update) => void): () => void;
}

/** Splits "/a/b?c=1#d" into its parts; a missing part is empty. */
export function parsePath(path: string): Path {
  let rest = path;
  let hash = '';
  let search = '';
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  return { pathname: rest, search: search === '?' ? '' : search, hash: hash === '#' ? '' : hash };
}

/** The path string of a location's parts; a lone "?" or "#" is left out. */
export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const fragment = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return pathname + query + fragment;
}

/**
 * `to` as a full path from the page at `fromPathname`: an empty pathname keeps the current page (so
 * "?page=2" changes only the query), a relative one is resolved against the current path's segments.
 */
export function resolveTo(to: To, fromPathname: string): Path {
  const parts = typeof to === 'string' ? parsePath(to) : { pathname: '', search: '', hash: '', ...to };
  const target = parts.pathname ?? '';
  let pathname = fromPathname;
  if (target.startsWith('/')) pathname = target;
  else if (target) {
    const segments = fromPathname.replace(/\/+$/, '').split('/');
    for (const segment of target.split('/')) {
      if (segment === '..') {
        if (segments.length > 1) segments.pop();
      } else if (segment !== '.') segments.push(segment);
    }
    pathname = segments.join('/') || '/';
  }
  return { pathname, search: normalise(parts.search ?? '', '?'), hash: normalise(parts.hash ?? '', '#') };
}

function normalise(part: string, mark: '?' | '#'): string {
  if (!part || part === mark) return '';
  return part.startsWith(mark) ? part : mark + part;
}

function createKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

/** The browser's history entry as this router writes it: the navigation's state, its key and its position. */
type EntryState = { usr: unknown; key: string; idx: number } | null;

/** The browser's session history. Listening to popstate starts with the first listener. */
export function createBrowserHistory(): History {
  const globalHistory = window.history;
  let action: NavigationType = 'POP';
  const listeners = new Set<(update: Update) => void>();

  const entry = () => globalHistory.state as EntryState;
  const readLocation = (): Location => {
    const { pathname, search, hash } = window.location;
    return { pathname, search, hash, state: entry()?.usr ?? null, key: entry()?.key ?? 'default' };
  };
  // The first entry is given a position, so a later POP can tell back from forward.
  let index = entry()?.idx;
  if (index == null) {
    index = 0;
    globalHistory.replaceState({ ...(globalHistory.state ?? {}), idx: index }, '');
  }
  let location = readLocation();

  const notify = () => {
    location = readLocation();
    for (const listener of [...listeners]) listener({ action, location });
  };
  const onPopState = () => {
    action = 'POP';
    index = entry()?.idx ?? index;
    notify();
  };

  const change = (kind: 'PUSH' | 'REPLACE', to: To, state: unknown) => {
    const path = createPath(resolveTo(to, location.pathname));
    const nextIndex = kind === 'PUSH' ? (index ?? 0) + 1 : (index ?? 0);
    const record: EntryState = { usr: state ?? null, key: createKey(), idx: nextIndex };
    try {
      if (kind === 'PUSH') globalHistory.pushState(record, '', path);
      else globalHistory.replaceState(record, '', path);
    } catch {
      // Safari limits pushState to 100 calls in 30 s, and a state that cannot be cloned throws:
      // a full page load still gets the visitor there.
      if (kind === 'PUSH') window.location.assign(path);
      else window.location.replace(path);
      return;
    }
    index = nextIndex;
    action = kind;
    notify();
  };

  return {
    get location() {
      return location;
    },
    get action() {
      return action;
    },
    push: (to, state) => change('PUSH', to, state),
    replace: (to, state) => change('REPLACE', to, state),
    go: (delta) => globalHistory.go(delta),
    listen(listener) {
      if (listeners.size === 0) window.addEventListener('popstate', onPopState);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('popstate', onPopState);
      };
    },
  };
}

/** A history kept in memory (tests, and wherever there is no browser), starting at the last entry given. */
export function createMemoryHistory(initialEntries: To[] = ['/']): History {
  const toLocation = (to: To, from: string, state: unknown = null): Location => ({
    ...resolveTo(to, from),
    state,
    key: createKey(),
  });
  const entries = (initialEntries.length > 0 ? initialEntries : ['/']).map((to) => toLocation(to, '/'));
  let index = entries.length - 1;
  let action: NavigationType = 'POP';
  const listeners = new Set<(update: Update) => void>();
  const current = () => entries[index] as Location;
  const notify = () => {
    for (const listener of [...listeners]) listener({ action, location: current() });
  };

  return {
    get location() {
      return current();
    },
    get action() {
      return action;
    },
    push(to, state) {
      const next = toLocation(to, current().pathname, state);
      index += 1;
      entries.splice(index, entries.length - index, next);
      action = 'PUSH';
      notify();
    },
    replace(to, state) {
      entries[index] = toLocation(to, current().pathname, state);
      action = 'REPLACE';
      notify();
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      action = 'POP';
      notify();
    },
    listen(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
