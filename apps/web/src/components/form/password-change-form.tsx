// The password change form of both admins and teachers (spec section 5): current, new and confirmed
// new password on the contract schema the caller passes. On failure the user stays here with the
// server's message under its field (wrong current password) or above the button (anything else).
import type { BaseSyntheticEvent } from 'react';
import { useState } from 'react';
import type { z } from 'zod';
import { errorMessage } from '../../lib/api-client';
import { translateMessage, useTranslation } from '../../lib/i18n';
import { notify } from '../notification/notification-store';
import { SubmitButton, TextField } from './field';
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
  changePassword: (values: PasswordChangeValues) => Promise<{ message: string }>;
  onDone: () => void | Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const form = useZodForm(schema, { currentPassword: '', newPassword: '', conformNewPassword: '' });
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = (event?: BaseSyntheticEvent) =>
    form.submit(async (values) => {
      setFailure(null);
      try {
        const { message } = await changePassword(values);
        notify.success(message);
        await onDone();
      } catch (error) {
        form.showServerErrors(error);
        const message = errorMessage(error);
        if (message !== form.getFieldState('currentPassword').error?.message) setFailure(message);
        notify.error(message);
      }
    })(event);

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <TextField
        label={t('staff.currentPassword')}
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <TextField
        label={t('staff.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={newPasswordHint}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <TextField
        label={t('staff.confirmNewPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.conformNewPassword?.message}
        {...register('conformNewPassword')}
      />
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {translateMessage(failure, i18n.language)}
        </p>
      )}
      <SubmitButton submitting={isSubmitting}>{t('staff.passwordSubmit')}</SubmitButton>
    </form>
  );
}
