// When sending did not reach GharGuru (no connection, or no answer within the 10 s time-out): says so
// beside the form, that what was typed is kept, and offers to send it again (issue 14). The public
// forms' frame (FormPage) and the signed-in screens' frame (AppPage) show it while the connection is
// lost after something of theirs was sent; it goes once the server answers.
import { useTranslation } from '../lib/i18n';
import { Icon } from './icons/icon';

export function ConnectionNotice({
  onRetry,
  kind = 'form',
  className = 'mt-5',
}: {
  onRetry: () => void;
  /** A form keeps what was typed; an action (a button's) has nothing typed to keep; a page that could not be opened. */
  kind?: 'form' | 'action' | 'page';
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className={`flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-center ${className}`}
    >
      <Icon name="alert-circle" className="size-5 shrink-0" />
      <p className="flex-1">
        {t(kind === 'form' ? 'connection.lost' : kind === 'page' ? 'connection.lostPage' : 'connection.lostAction')}
      </p>
      <button type="button" className="btn-secondary min-h-11" onClick={onRetry}>
        {t('connection.tryAgain')}
      </button>
    </div>
  );
}
