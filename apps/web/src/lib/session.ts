// The signed-in session (requirements DEC-4): kept in sessionStorage under the keys of requirements DATA-1, so a
// reload keeps it and closing the tab ends it. Components read it through `useSession()`.
import { useSyncExternalStore } from 'react';
import { LANGUAGE_STORAGE_KEY } from './storage-keys';

export const SESSION_KEYS = ['accessToken', 'role', 'firstName', 'lastName'] as const;

export type Session = {
  accessToken: string | null;
  role: string | null;
  firstName: string | null;
  lastName: string | null;
};

const EMPTY_SESSION: Session = { accessToken: null, role: null, firstName: null, lastName: null };
const CHANGE_EVENT = 'gharguru:session';

function storage(): Storage | null {
  return typeof window === 'undefined' ? null : window.sessionStorage;
}

export function getAccessToken(): string | null {
  return storage()?.getItem('accessToken') ?? null;
}

export function saveSession(values: { accessToken: string; role: string; firstName: string; lastName: string }) {
  const store = storage();
  if (!store) return;
  for (const key of SESSION_KEYS) store.setItem(key, values[key]);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Replaces only the token, e.g. after a password change answers with a fresh one. */
export function saveAccessToken(accessToken: string) {
  storage()?.setItem('accessToken', accessToken);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/**
 * Logout: clears ALL browser storage as requirements NAV-8 says, except the remembered language choice,
 * which is a device preference rather than session data (a family sharing one phone keeps Nepali).
 */
export function clearSession() {
  if (typeof window === 'undefined') return;
  const language = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  window.localStorage.clear();
  window.sessionStorage.clear();
  if (language !== null) window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

let cached: Session = EMPTY_SESSION;

function readSession(): Session {
  const store = storage();
  if (!store) return EMPTY_SESSION;
  const next: Session = {
    accessToken: store.getItem('accessToken'),
    role: store.getItem('role'),
    firstName: store.getItem('firstName'),
    lastName: store.getItem('lastName'),
  };
  // useSyncExternalStore needs the same object while nothing changed.
  const same = SESSION_KEYS.every((key) => cached[key] === next[key]);
  if (!same) cached = next;
  return cached;
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The session; empty while prerendering and hydrating, so the prerendered HTML always matches. */
export function useSession(): Session {
  return useSyncExternalStore(subscribe, readSession, () => EMPTY_SESSION);
}

/** The header treats a user as signed in only when the stored role is teacher or admin (requirements §4). */
export function isSignedInRole(role: string | null): role is 'teacher' | 'admin' {
  return role === 'teacher' || role === 'admin';
}
