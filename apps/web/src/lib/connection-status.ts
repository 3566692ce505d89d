// Whether the last call to the API reached the server (issue 14): the HTTP client reports a call
// that failed on the way (no connection, or its 10 s time-out) and any answer after it, so a form
// can say the connection is lost, keep what was typed and offer to try again.
//
// A signed-in screen (AppPage) also remembers what it sent last, a form or a button's action
// (notifyOutcome), to offer it as Try again once a call fails on the way: not while it is on its way,
// and not once it was answered.
import { useSyncExternalStore } from 'react';

/** How to send again: a form (what was typed is still in it) or a button's action. */
export type Retry = { run: () => void; kind: 'form' | 'action' };

let lost = false;
/** Calls that failed on the way so far. */
let failures = 0;
/** What was sent last, and how many calls had failed then: it is offered after the next failure. */
let sent: { retry: Retry; since: number } | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export const connectionStatus = {
  /** A call did not reach the server, or got no answer within the time-out. */
  failed: () => {
    failures++;
    lost = true;
    emit();
  },
  /** The server answered (whatever it said). */
  answered: () => {
    // A form sent since the last failure got its answer (it leaves the screen or shows what was
    // refused). An action settles itself (notifyOutcome): other calls answer while it is on its way.
    const formAnswered = sent?.retry.kind === 'form' && failures === sent.since;
    if (formAnswered) sent = null;
    if (!lost && !formAnswered) return;
    lost = false;
    emit();
  },
  /** A screen sends something: Try again would do `retry` if this (or a later call) fails on the way. */
  sending: (retry: Retry) => {
    sent = { retry, since: failures };
    emit();
  },
  /** `retry`'s sending succeeded, or the screen that sent it is gone (null: whatever was sent). */
  settled: (retry: Retry | null = null) => {
    if (!sent || (retry && sent.retry !== retry)) return;
    sent = null;
    emit();
  },
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

/**
 * What a signed-in screen offers to send again: what it sent last, once a call failed on the way after
 * it was sent, until it is sent again, succeeds or the screen is left. It stays when the connection
 * comes back (other calls answer): what was sent has still not arrived.
 */
export function useRetry(): Retry | null {
  return useSyncExternalStore(
    subscribe,
    () => (sent && failures > sent.since ? sent.retry : null),
    () => null,
  );
}
