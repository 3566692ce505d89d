// Whether a teacher's own offer is listed in the public directory, in words; a listed offer links to
// its public page, so the teacher sees it as families do.
import type { TuitionRecord } from '@gharguru/contract';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';

export function ListingState({ post, withLink = false }: { post: TuitionRecord; withLink?: boolean }) {
  const { t } = useTranslation();
  if (!post.listed) return <span className="text-slate-700">{t('tuitions.notListed')}</span>;
  return (
    <span className="font-medium text-green-900">
      {t('tuitions.listed')}
      {withLink && (
        <>
          {' · '}
          <Link to={paths.tutor(post._id)} className="text-teal-800 underline">
            {t('tuitions.viewListing')}
          </Link>
        </>
      )}
    </span>
  );
}
