// The new password twice, as both reset pages ask for it (issue 30); each takes its form's field binding.
import type { ComponentProps } from 'react';
import { PasswordField } from '../../../components/form/password-field';
import { useTranslation } from '../../../lib/i18n';

type Binding = Omit<ComponentProps<typeof PasswordField>, 'label' | 'autoComplete'>;

export function NewPasswordFields({ newPassword, confirm }: { newPassword: Binding; confirm: Binding }) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={t('recovery.newPassword')}
        autoComplete="new-password"
        hint={t('recovery.passwordHint')}
        {...newPassword}
      />
      <PasswordField label={t('recovery.confirmNewPassword')} autoComplete="new-password" {...confirm} />
    </>
  );
}
