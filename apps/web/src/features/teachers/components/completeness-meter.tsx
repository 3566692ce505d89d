// The profile edit screen's completeness meter and the hint of what families look at first
// (issue 27). Announced politely as the teacher fills fields in; the bar itself is decoration.
import { useTranslation } from '../../../lib/i18n';
import { joinWithAnd } from '../../../lib/tutor-profile';
import { type ProfileDraft, completeness } from '../profile-completeness';

export function CompletenessMeter({ draft }: { draft: ProfileDraft }) {
  const { t } = useTranslation();
  const { percent, missing } = completeness(draft);
  return (
    <section
      aria-labelledby="profile-completeness"
      className="rounded-xl border border-teal-200 bg-teal-50 p-4 sm:col-span-2"
    >
      <p id="profile-completeness" className="font-semibold text-slate-900" aria-live="polite">
        {t('profileForm.completeness', { percent })}
      </p>
      <div className="mt-2 h-2 overflow-hidden rounded-full bg-white" aria-hidden="true">
        <div className="h-full rounded-full bg-teal-700" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2 text-sm text-slate-700">{t('profileForm.familiesLookFirst')}</p>
      <p className="mt-1 text-sm text-slate-700">
        {missing.length === 0
          ? t('profileForm.complete')
          : t('profileForm.stillMissing', {
              items: joinWithAnd(
                t,
                missing.map((item) => t(`profileForm.items.${item}`)),
              ),
            })}
      </p>
    </section>
  );
}
