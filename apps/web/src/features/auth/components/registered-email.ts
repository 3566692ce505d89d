// After registering, the sign-in form starts with the e-mail just registered (issue 14). It travels
// in the navigation's state (never the URL, so it stays out of history and server logs).
import { useLocation } from 'react-router';

type RegisteredState = { registeredEmail?: unknown } | null;

/** The navigation state a registration page passes to the sign-in page. */
export function registeredState(email: string): { registeredEmail: string } {
  return { registeredEmail: email };
}

/** The e-mail a registration page passed, or ''. */
export function useRegisteredEmail(): string {
  const state = useLocation().state as RegisteredState;
  const email = state?.registeredEmail;
  return typeof email === 'string' ? email : '';
}
