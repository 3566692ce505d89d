// Notification state of requirements §3: open, severity and message. One store for the whole app;
// pages call `notify.success(...)` / `notify.error(...)` after an action (the HTTP client never does).
// A notification belongs to the page that raised it (issue 14): moving to another page closes it,
// except the move the action itself makes in the same turn (e.g. "saved" and then the details page).
import { SOMETHING_WENT_WRONG } from '@gharguru/contract';
import { useSyncExternalStore } from 'react';
import type { ServerText } from '../../lib/i18n/server-text';

export type Severity = '' | 'success' | 'error';
/** `message` keeps the server's code (when it sent one) so the area shows it in the reader's language. */
export type NotificationState = { open: boolean; severity: Severity; message: ServerText; id: number };

const CLOSED: NotificationState = { open: false, severity: '', message: '', id: 0 };
let state: NotificationState = CLOSED;
const listeners = new Set<() => void>();

/** The page the router shows, and the page the open notification belongs to. */
let shownPath = '';
/**
 * `fresh` until the person does something after the notification opened: a page change before that is
 * the raising action's own (e.g. "saved", then the details page), and the notification moves along.
 */
let page = { path: '', fresh: false };

function set(next: NotificationState) {
  state = next;
  for (const listener of listeners) listener();
}

function endFresh() {
  page = { ...page, fresh: false };
}

function open(severity: Severity, message: ServerText) {
  page = { path: shownPath, fresh: true };
  if (typeof document !== 'undefined') {
    document.addEventListener('pointerdown', endFresh, { capture: true, once: true });
    document.addEventListener('keydown', endFresh, { capture: true, once: true });
  }
  set({ open: true, severity, message, id: state.id + 1 });
}

export const notify = {
  success(message: ServerText) {
    open('success', message);
  },
  /** Without a message the default text of requirements ERR-2 is shown. */
  error(message?: ServerText) {
    open('error', message || SOMETHING_WENT_WRONG);
  },
  close() {
    if (state.open) set({ ...state, open: false });
  },
  /**
   * The router shows `path`: a notification raised on another page closes, unless its action moved
   * here (`byHistory`, back or forward, is never the action's own move).
   */
  pageShown(path: string, byHistory = false) {
    shownPath = path;
    if (!state.open || path === page.path) return;
    if (page.fresh && !byHistory) page = { path, fresh: false };
    else notify.close();
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useNotification(): NotificationState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => CLOSED,
  );
}

/** For tests: back to the initial closed state. */
export function resetNotification() {
  page = { path: '', fresh: false };
  shownPath = '';
  set(CLOSED);
}
