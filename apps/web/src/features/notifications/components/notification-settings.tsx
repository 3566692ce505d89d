// The notification settings of the signed-in teacher or admin: the language of their messages and a
// switch per kind they may turn off. Security notes are always sent and say so.
import type { NotificationLanguage, OptionalNotificationKind, SessionRole } from '@gharguru/contract';
import { useEffect, useId, useState } from 'react';
import { AppPage } from '../../../components/app-page';
import { LoadError } from '../../../components/load-error';
import { notifyOutcome } from '../../../components/notification/notify-outcome';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../lib/i18n';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/notification-preferences';

export function NotificationSettings({ account: role }: { account: SessionRole }) {
  const { t } = useTranslation();
  const preferences = useNotificationPreferences(role);
  const save = useSaveNotificationPreferences(role);
  const [language, setLanguage] = useState<NotificationLanguage>('en');
  const [muted, setMuted] = useState<OptionalNotificationKind[]>([]);
  const loaded = preferences.data?.preferences;
  useEffect(() => {
    if (!loaded) return;
    setLanguage(loaded.language);
    setMuted(loaded.muted);
  }, [loaded]);
  const languageId = useId();

  return (
    <AppPage
      documentTitle={t('notifications.settings.title')}
      title={t('notifications.settings.title')}
      intro={t('notifications.settings.intro')}
      size="narrow"
    >
      {preferences.isLoading ? (
        <Spinner />
      ) : preferences.error || !loaded ? (
        <LoadError error={preferences.error} />
      ) : (
        <form
          className="space-y-6 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
          onSubmit={(event) => {
            event.preventDefault();
            void notifyOutcome(() => save.mutateAsync({ language, muted }));
          }}
        >
          <div className="flex flex-col gap-1">
            <label htmlFor={languageId} className="font-medium text-slate-900">
              {t('notifications.settings.language')}
            </label>
            <select
              id={languageId}
              className="min-h-11 rounded-md border border-slate-400 bg-white px-3 text-slate-900"
              value={language}
              onChange={(event) => setLanguage(event.target.value as NotificationLanguage)}
            >
              <option value="en">English</option>
              <option value="ne" lang="ne">
                नेपाली
              </option>
            </select>
          </div>
          <fieldset>
            <legend className="font-medium text-slate-900">{t('notifications.settings.kinds')}</legend>
            <ul className="mt-2 space-y-2">
              {loaded.kinds.map((kind) => (
                <li key={kind}>
                  <label className="flex min-h-11 items-center gap-3 text-slate-900">
                    <input
                      type="checkbox"
                      className="size-5"
                      checked={!muted.includes(kind)}
                      onChange={(event) =>
                        setMuted((current) =>
                          event.target.checked ? current.filter((k) => k !== kind) : [...current, kind],
                        )
                      }
                    />
                    {t(`notifications.kinds.${kind}`)}
                  </label>
                </li>
              ))}
              <li>
                <label className="flex min-h-11 items-center gap-3 text-slate-700">
                  <input type="checkbox" className="size-5" checked disabled />
                  {t('notifications.settings.securityAlways')}
                </label>
              </li>
            </ul>
          </fieldset>
          <button type="submit" className="btn-primary" disabled={save.isPending}>
            {t('staff.saveChanges')}
          </button>
        </form>
      )}
    </AppPage>
  );
}
