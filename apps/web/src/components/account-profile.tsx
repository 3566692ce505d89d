// A signed-in person's own profile (admin or teacher): title and intro, the links to what they can
// change (the first one is the main action), and their details once loaded: name and contacts, then
// the role's own.
import type { ReactNode } from 'react';
import type { SessionRole } from '@gharguru/contract';
import { Link } from '../lib/router';
import { useTranslation } from '../lib/i18n';
import { paths } from '../lib/paths';
import { AppPage } from './app-page';
import { type Detail, DetailList } from './detail-list';
import { LoadError } from './load-error';
import { Spinner } from './spinner';

const LINKS = {
  admin: [
    [paths.adminProfileUpdate, 'admins.profile.updateProfile'],
    [paths.adminFees, 'books.feesLink'],
    [paths.adminNotificationSettings, 'notifications.settings.link'],
    [paths.adminOutbox, 'notifications.outboxLink'],
  ],
  teacher: [
    [paths.teacherProfileEdit, 'teachers.profile.edit'],
    [paths.teacherChangePassword, 'staff.changePassword'],
    [paths.teacherNotificationSettings, 'notifications.settings.link'],
  ],
} as const;

export type Person = { firstName: string; lastName: string; mobile: string; email: string };

export function AccountProfile({
  account,
  query,
  person,
  more = [],
  notice,
}: {
  account: SessionRole;
  /** The profile's query: the spinner while it loads, the error if it failed. */
  query: { isLoading: boolean; error: unknown };
  /** Undefined until the profile has loaded. */
  person: Person | undefined;
  /** The role's own details, after the name and contacts. */
  more?: Detail[];
  /** Shown above the details (the teacher's "confirm your number", issue 30). */
  notice?: ReactNode;
}) {
  const { t } = useTranslation();
  const title = t(`pages.${account}Profile`);
  return (
    <AppPage
      size="narrow"
      documentTitle={title}
      title={title}
      intro={t(`${account}s.profile.intro`)}
      actions={LINKS[account].map(([to, label], index) => (
        <Link key={to} to={to} className={index === 0 ? 'btn-primary' : 'btn-secondary'}>
          {t(label)}
        </Link>
      ))}
    >
      {query.isLoading && <Spinner />}
      {query.error ? <LoadError error={query.error} /> : null}
      {notice}
      {person && (
        <DetailList
          items={[
            { label: t('fields.firstName'), value: person.firstName },
            { label: t('fields.lastName'), value: person.lastName },
            { label: t('fields.mobile'), value: person.mobile },
            { label: t('fields.email'), value: person.email },
            ...more,
          ]}
        />
      )}
    </AppPage>
  );
}
