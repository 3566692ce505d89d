// Newer / older pages of a list of reviews (ten a page).
import { REVIEW_PAGE_LIMIT } from '@gharguru/contract';
import { useTranslation } from '../../../lib/i18n';

export function ReviewPager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const pages = Math.ceil(total / REVIEW_PAGE_LIMIT);
  if (pages <= 1) return null;
  return (
    <div className="mt-4 flex gap-3">
      <button type="button" className="btn-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('reviews.previous')}
      </button>
      <button type="button" className="btn-secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('reviews.next')}
      </button>
    </div>
  );
}
