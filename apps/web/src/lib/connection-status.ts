// Whether the last call to the API reached the server (issue 14): the HTTP client reports a call
// that failed on the way (no connection, or its 10 s time-out) and any answer after it, so a form
// can say the connection is lost, keep what was typed and offer to try again.
import { useSyncExternalStore } from 'react';

let lost = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (lost === next) return;
  lost = next;
  for (const listener of listeners) listener();
}

export const connectionStatus = {
  /** A call did not reach the server, or got no answer within the time-out. */
  failed: () => set(true),
  /** The server answered (whatever it said). */
  answered: () => set(false),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** True while the last call to the API failed on the way. */
export function useConnectionLost(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => lost,
    () => false,
  );
}
