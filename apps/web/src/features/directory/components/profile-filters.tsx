// The directory's filters on the teacher's profile (issue 27): gender, lessons at home or online,
// and the time of day. Plain selects in the filter form, read from and written to the URL.
import { TEACHING_MODES, TEACHING_TIMES } from '@gharguru/contract';
import { useTranslation } from '../../../lib/i18n';

const GENDER_FILTERS = ['female', 'male', 'other'] as const;

export function ProfileFilters({ params, control }: { params: URLSearchParams; control: string }) {
  const { t } = useTranslation();
  return (
    <>
      <label className="text-sm font-medium text-slate-800">
        {t('tutorProfile.filterMode')}
        <select name="mode" defaultValue={params.get('mode') ?? ''} className={control}>
          <option value="">{t('tutorProfile.anyMode')}</option>
          {TEACHING_MODES.map((value) => (
            <option key={value} value={value}>
              {t(`tutorProfile.modes.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium text-slate-800">
        {t('tutorProfile.filterTime')}
        <select name="time" defaultValue={params.get('time') ?? ''} className={control}>
          <option value="">{t('tutorProfile.anyTime')}</option>
          {TEACHING_TIMES.map((value) => (
            <option key={value} value={value}>
              {t(`tutorProfile.times.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium text-slate-800">
        {t('tutorProfile.filterGender')}
        <select name="gender" defaultValue={params.get('gender') ?? ''} className={control}>
          <option value="">{t('tutorProfile.anyGender')}</option>
          {GENDER_FILTERS.map((value) => (
            <option key={value} value={value}>
              {t(`tutorProfile.genderFilter.${value}`)}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
