// Notification state of spec section 3: open, severity and message. One store for the whole app;
// pages call `notify.success(...)` / `notify.error(...)` after an action (the HTTP client never does).
import { SOMETHING_WENT_WRONG } from '@gharguru/contract';
import { useSyncExternalStore } from 'react';
import type { ServerText } from '../../lib/i18n/server-text';

export type Severity = '' | 'success' | 'error';
/** `message` keeps the server's code (when it sent one) so the area shows it in the reader's language. */
export type NotificationState = { open: boolean; severity: Severity; message: ServerText; id: number };

const CLOSED: NotificationState = { open: false, severity: '', message: '', id: 0 };
let state: NotificationState = CLOSED;
const listeners = new Set<() => void>();

function set(next: NotificationState) {
  state = next;
  for (const listener of listeners) listener();
}

export const notify = {
  success(message: ServerText) {
    set({ open: true, severity: 'success', message, id: state.id + 1 });
  },
  /** Without a message the spec's default text is shown. */
  error(message?: ServerText) {
    set({ open: true, severity: 'error', message: message || SOMETHING_WENT_WRONG, id: state.id + 1 });
  },
  close() {
    if (state.open) set({ ...state, open: false });
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
  set(CLOSED);
}
