// Under a public form (issue 14): when sending it did not reach GharGuru (no connection, or no answer
// within the 10 s time-out), says so beside the form, that what was typed is kept, and offers to send
// it again. FormPage shows it only after a form of the page was sent, while the
// connection is lost; it goes once the server answers.
import type { RefObject } from 'react';
import { useTranslation } from '../lib/i18n';
import { Icon } from './icons/icon';

export function ConnectionNotice({ within }: { within: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  const tryAgain = () => within.current?.querySelector('form')?.requestSubmit();
  return (
    <div
      role="alert"
      className="mt-5 flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-center"
    >
      <Icon name="alert-circle" className="size-5 shrink-0" />
      <p className="flex-1">{t('connection.lost')}</p>
      <button type="button" className="btn-secondary min-h-11" onClick={tryAgain}>
        {t('connection.tryAgain')}
      </button>
    </div>
  );
}
