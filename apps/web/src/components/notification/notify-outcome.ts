// Runs an action that answers with the server's `{ message }` and shows that message as a success
// notification, or the error's message as an error one (spec sections 7 and 8).
import { errorText } from '../../lib/api-client';
import { notify } from './notification-store';

/** Resolves to true when the action succeeded. */
export async function notifyOutcome(action: () => Promise<{ message: string; code?: string }>): Promise<boolean> {
  try {
    notify.success(await action());
    return true;
  } catch (error) {
    notify.error(errorText(error));
    return false;
  }
}
