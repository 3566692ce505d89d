// A signed-in person's own profile (admin or teacher): title and intro, the links to what they can
// change (the first one is the main action), and their details once loaded.
import { Link } from 'react-router';
import { AppPage } from './app-page';
import { type Detail, DetailList } from './detail-list';
import { LoadError } from './load-error';
import { Spinner } from './spinner';

export interface ProfileLink {
  to: string;
  label: string;
}

export function AccountProfile({
  title,
  intro,
  links,
  isLoading,
  error,
  details,
}: {
  title: string;
  intro: string;
  links: ProfileLink[];
  isLoading: boolean;
  error: unknown;
  /** Undefined until the profile has loaded. */
  details: Detail[] | undefined;
}) {
  return (
    <AppPage
      size="narrow"
      documentTitle={title}
      title={title}
      intro={intro}
      actions={links.map((link, index) => (
        <Link key={link.to} to={link.to} className={index === 0 ? 'btn-primary' : 'btn-secondary'}>
          {link.label}
        </Link>
      ))}
    >
      {isLoading && <Spinner />}
      {error ? <LoadError error={error} /> : null}
      {details && <DetailList items={details} />}
    </AppPage>
  );
}
