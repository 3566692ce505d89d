// Runs an action that answers with the server's `{ message }` and shows that message as a success
// notification, or the error's message as an error one (spec sections 7 and 8).
import { errorMessage } from '../../lib/api-client';
import { notify } from './notification-store';

/** Resolves to true when the action succeeded. */
export async function notifyOutcome(action: () => Promise<{ message: string }>): Promise<boolean> {
  try {
    const { message } = await action();
    notify.success(message);
    return true;
  } catch (error) {
    notify.error(errorMessage(error));
    return false;
  }
}
