// Runs an action that answers with the server's `{ message }` and shows that message as a success
// notification, or the error's message as an error one (requirements §7, §8). An action that does
// not reach the server (no connection, or the 10 s time-out) is told by the screen's lost-connection
// notice instead, whose Try again runs it again (issue 14; AppPage shows it).
import { errorText, isConnectionFailure } from '../../lib/api-client';
import { type Retry, connectionStatus } from '../../lib/connection-status';
import type { ServerText } from '../../lib/i18n/server-text';
import { notify } from './notification-store';

export type OutcomeOptions = {
  /** Shows the server's message on success (default); false: the caller moves on without one. */
  announce?: boolean;
  /** The text for a refusal, when the caller words it itself (undefined: the server's message). */
  refusal?: (error: unknown) => ServerText | undefined;
  /** Runs after success (go to another screen), after Try again's success too. */
  afterwards?: () => unknown;
};

/** Resolves to true when the action succeeded. */
export async function notifyOutcome(
  action: () => Promise<{ message: string; code?: string }>,
  options: OutcomeOptions = {},
): Promise<boolean> {
  const retry: Retry = { kind: 'action', run: () => void notifyOutcome(action, options) };
  connectionStatus.sending(retry);
  try {
    const outcome = await action();
    connectionStatus.settled(retry);
    if (options.announce !== false) notify.success(outcome);
    await options.afterwards?.();
    return true;
  } catch (error) {
    if (!isConnectionFailure(error)) {
      // Answered with a refusal: nothing to send again.
      connectionStatus.settled(retry);
      notify.error(options.refusal?.(error) ?? errorText(error));
    }
    return false;
  }
}
