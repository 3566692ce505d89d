// The red 'Error: {message}' of a screen whose data failed to load (requirements §8). A read that did
// not reach the server (a lost connection) says so instead, in the page's language, with the same
// notice as a form's, and loads the page again once the browser is online (issue 33).
import { useEffect } from 'react';
import { ApiError, errorText } from '../lib/api-client';
import { translateMessage, useTranslation } from '../lib/i18n';
import { ConnectionNotice } from './connection-notice';

export function LoadError({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation();
  const unreachable = error instanceof ApiError && error.status === 0;
  useEffect(() => {
    if (!unreachable) return;
    const reload = () => window.location.reload();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [unreachable]);
  if (unreachable) return <ConnectionNotice kind="action" onRetry={() => window.location.reload()} className="" />;
  return (
    <p role="alert" className="py-4 font-medium text-red-700">
      {t('common.error', { message: translateMessage(errorText(error), i18n.language) })}
    </p>
  );
}
