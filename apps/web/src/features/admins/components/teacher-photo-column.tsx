// The admin's teacher list: the teacher's photo, and its removal with a reason the teacher receives
// by e-mail (issue 27). The reason is checked with the contract's schema before it is sent.
import { AdminPhotoRemovalSchema, type TeacherRecord } from '@gharguru/contract';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notifyOutcome } from '../../../components/notification/notify-outcome';
import { TeacherPhoto } from '../../../components/teacher-photo';
import type { Column } from '../../../components/data-table';
import { type TFunction, translateMessage, useTranslation } from '../../../lib/i18n';
import { useRemoveTeacherPhoto } from '../api/remove-teacher-photo';
import { fullName } from './admin-columns';
import { smallButton } from './row-actions';

function PhotoCell({ teacher }: { teacher: TeacherRecord }) {
  const { t, i18n } = useTranslation();
  const reasonId = useId();
  const errorId = useId();
  const remove = useRemoveTeacherPhoto();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const name = fullName(teacher);

  const confirm = async () => {
    const checked = AdminPhotoRemovalSchema.safeParse({ reason });
    if (!checked.success) {
      setProblem(translateMessage(checked.error.issues[0]?.message ?? '', i18n.language));
      return;
    }
    const done = await notifyOutcome(() => remove.mutateAsync({ id: teacher._id, reason: checked.data.reason }));
    if (done) setOpen(false);
  };

  if (!teacher.photo) return <span className="text-xs text-slate-700">{t('photos.admin.noPhoto')}</span>;
  return (
    <div className="flex flex-col items-start gap-2">
      <TeacherPhoto name={name} photo={teacher.photo} size="card" />
      <button
        type="button"
        className={smallButton}
        aria-label={`${t('photos.admin.remove')}: ${name}`}
        onClick={() => {
          setReason('');
          setProblem(undefined);
          setOpen(true);
        }}
      >
        {t('photos.admin.remove')}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('photos.admin.removeTitle', { name })}
        description={t('photos.admin.reasonLabel')}
        confirmLabel={t('photos.admin.confirm')}
        pending={remove.isPending}
        onConfirm={() => void confirm()}
      >
        <label htmlFor={reasonId} className="sr-only">
          {t('photos.admin.reasonLabel')}
        </label>
        <textarea
          id={reasonId}
          value={reason}
          rows={3}
          maxLength={400}
          placeholder={t('photos.admin.reasonPlaceholder')}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(event) => setReason(event.target.value)}
          className="mt-3 w-full rounded-lg border border-slate-300 p-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-teal-700"
        />
        {problem && (
          <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-red-700">
            {problem}
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}

export const photoColumn = (t: TFunction): Column<TeacherRecord> => ({
  id: 'photo',
  header: t('photos.admin.photo'),
  cell: (row) => <PhotoCell teacher={row} />,
});
