// Loads one of the teacher's posts for the details and edit screens: a spinner while loading,
// 'No data found for ID {id}' when there is no such post, and the server's message in the red
// 'Error: …' otherwise (e.g. 403 for another teacher's post).
import type { TuitionRecord } from '@gharguru/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { LoadError } from '../../../components/load-error';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { useTuitionPost } from '../api/get-tuition-post';

/** 404, and 400 for an id that cannot exist (not a UUID): both mean "no such post". */
const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

export function TuitionPostGate({ id, children }: { id: string; children: (post: TuitionRecord) => ReactNode }) {
  const { t } = useTranslation();
  const { data, isLoading, error } = useTuitionPost(id);
  if (isLoading) return <Spinner />;
  if (error && isMissing(error)) return <p className="py-4 text-slate-700">{t('tuitions.noDataForId', { id })}</p>;
  if (error) return <LoadError error={error} />;
  if (!data?.post) return <p className="py-4 text-slate-700">{t('tuitions.noDataForId', { id })}</p>;
  return children(data.post);
}
