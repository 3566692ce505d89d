// The red 'Error: {message}' of a screen whose data failed to load (requirements §8).
import { errorText } from '../lib/api-client';
import { translateMessage, useTranslation } from '../lib/i18n';

export function LoadError({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation();
  return (
    <p role="alert" className="py-4 font-medium text-red-700">
      {t('common.error', { message: translateMessage(errorText(error), i18n.language) })}
    </p>
  );
}
