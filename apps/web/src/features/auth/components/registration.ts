// What the registration pages share with each other and with sign-in (issue 14), in one module:
// bundled apart, each of these few lines was a chunk of its own that cost more than its content
// (issue 12).
import { LIMITS } from '@gharguru/contract';
import { useLocation } from '../../../lib/router';
import type { TFunction } from '../../../lib/i18n';

/**
 * The password rules as the forms show them before the first error, from the contract's limits: 6
 * to 20 characters, and for admins at least one capital letter (AdminRegisterSchema).
 */
export function passwordRules(t: TFunction, role: 'teacher' | 'admin'): string {
  const limits = { min: LIMITS.passwordMin, max: LIMITS.passwordMax };
  return role === 'admin' ? t('fields.adminPasswordRules', limits) : t('fields.passwordRules', limits);
}

// After registering, the sign-in form starts with the e-mail just registered. It travels in the
// navigation's state (never the URL, so it stays out of history and server logs).
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
