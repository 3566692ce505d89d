// The password rules as the forms show them before the first error (issue 14), from the contract's
// limits: 6 to 20 characters, and for admins at least one capital letter (AdminRegisterSchema).
import { LIMITS } from '@gharguru/contract';
import type { TFunction } from '../../../lib/i18n';

export function passwordRules(t: TFunction, role: 'teacher' | 'admin'): string {
  const limits = { min: LIMITS.passwordMin, max: LIMITS.passwordMax };
  return role === 'admin' ? t('fields.adminPasswordRules', limits) : t('fields.passwordRules', limits);
}
