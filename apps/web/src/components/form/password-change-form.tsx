// The password change form of both admins and teachers (requirements §5): current, new and confirmed
// new password on the contract schema the caller passes. On failure the user stays here with the
// server's message under its field (wrong current password) or above the button (anything else).
// Each field can show what was typed (issue 14).
import { useState } from 'react';
import type { z } from 'zod';
import { type ServerText, translateMessage, useTranslation } from '../../lib/i18n';
import { englishText } from '../../lib/i18n/server-text';
import { notify } from '../notification/notification-store';
import { SubmitButton } from './field';
import { PasswordField } from './password-field';
import { useZodForm } from './use-zod-form';

export type PasswordChangeValues = { currentPassword: string; newPassword: string; conformNewPassword: string };

export function PasswordChangeForm({
  schema,
  newPasswordHint,
  changePassword,
  onDone,
}: {
  schema: z.ZodType<PasswordChangeValues, PasswordChangeValues>;
  newPasswordHint: string;
  changePassword: (values: PasswordChangeValues) => Promise<{ message: string; code?: string }>;
  onDone: () => void | Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const form = useZodForm(schema, { currentPassword: '', newPassword: '', conformNewPassword: '' });
  const [failure, setFailure] = useState<ServerText | null>(null);

  const onSubmit = form.submit(
    (values) => {
      setFailure(null);
      return changePassword(values);
    },
    {
      onSuccess: onDone,
      report: (message) => {
        if (englishText(message) !== form.getFieldState('currentPassword').error?.message) setFailure(message);
        notify.error(message);
      },
    },
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <PasswordField
        label={t('staff.currentPassword')}
        autoComplete="current-password"
        {...form.field('currentPassword')}
      />
      <PasswordField
        label={t('staff.newPassword')}
        autoComplete="new-password"
        hint={newPasswordHint}
        {...form.field('newPassword')}
      />
      <PasswordField
        label={t('staff.confirmNewPassword')}
        autoComplete="new-password"
        {...form.field('conformNewPassword')}
      />
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {translateMessage(failure, i18n.language)}
        </p>
      )}
      <SubmitButton submitting={form.formState.isSubmitting}>{t('staff.passwordSubmit')}</SubmitButton>
    </form>
  );
}
