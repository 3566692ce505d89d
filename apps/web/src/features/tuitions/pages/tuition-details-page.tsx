// /tution-details/{id}: one of the teacher's posts with Edit and Delete. Edit first sends the whole
// post to the edit endpoint and then opens the edit screen (requirements §4); Delete asks first and
// then returns to the dashboard.
import type { TuitionRecord } from '@gharguru/contract';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate, useParams } from '../../../lib/router';
import { AppPage } from '../../../components/app-page';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DetailList } from '../../../components/detail-list';
import { notifyOutcome } from '../../../components/notification/notify-outcome';
import { formatDate, formatPrice, subjectsLabel } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useDeleteTuition } from '../api/delete-tuition';
import { useEditTuition } from '../api/edit-tuition';
import { TuitionPostGate } from '../components/tuition-post-gate';
import { ListingState } from '../components/listing-state';
import { TuitionStatusChip } from '../components/tuition-status-chip';

export default function TuitionDetailsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <AppPage size="narrow" documentTitle={t('pages.tuitionDetails')} title={t('pages.tuitionDetails')}>
      <Link
        to={paths.teacherDashboard}
        className="-mt-2 mb-6 inline-flex items-center gap-1 text-sm font-semibold text-teal-800 underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('tuitions.backToDashboard')}
      </Link>
      <TuitionPostGate id={id}>{(post) => <TuitionDetails post={post} />}</TuitionPostGate>
    </AppPage>
  );
}

function TuitionDetails({ post }: { post: TuitionRecord }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const edit = useEditTuition();
  const remove = useDeleteTuition();
  const [confirming, setConfirming] = useState(false);

  // Edit as requirements BEH-25 asks: the edit call with the whole post, then the edit screen (no notification).
  const onEdit = () =>
    notifyOutcome(() => edit.mutateAsync({ id: post._id, input: post }), {
      announce: false,
      afterwards: () => navigate(paths.tuitionEdit(post._id)),
    });

  const onDelete = async () => {
    await notifyOutcome(() => remove.mutateAsync(post._id), { afterwards: () => navigate(paths.teacherDashboard) });
    setConfirming(false);
  };

  return (
    <article className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <h2 className="text-xl font-semibold text-slate-900 sm:text-2xl">{post.name}</h2>
        <div className="flex flex-wrap gap-3">
          <button type="button" className="btn-primary" disabled={edit.isPending} onClick={onEdit}>
            {t('staff.edit')}
          </button>
          <button type="button" className="btn-danger px-5 py-2.5 text-base" onClick={() => setConfirming(true)}>
            {t('staff.delete')}
          </button>
        </div>
      </div>
      <DetailList
        items={[
          { label: t('admins.columns.price'), value: formatPrice(t, i18n.language, post.price, post.priceType) },
          { label: t('staff.status'), value: <TuitionStatusChip status={post.status} /> },
          { label: t('tuitions.directory'), value: <ListingState post={post} withLink /> },
          { label: t('fields.subjects'), value: subjectsLabel(i18n.language, post.subjects) },
          { label: t('tuitions.fields.forClass'), value: t(`tuitions.forClass.${post.forClass}`) },
          ...(post.teacherDetails
            ? [
                {
                  label: t('tuitions.fields.teacherDetails'),
                  value: <span className="whitespace-pre-line">{post.teacherDetails}</span>,
                  wide: true,
                },
              ]
            : []),
          { label: t('tuitions.posted'), value: formatDate(i18n.language, post.createdAt) },
        ]}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('tuitions.deleteTitle')}
        description={t('tuitions.deleteText', { name: post.name })}
        confirmLabel={t('staff.delete')}
        pending={remove.isPending}
        onConfirm={() => void onDelete()}
      />
    </article>
  );
}
