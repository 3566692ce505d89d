// The directory's filters on the teacher's profile (issue 27): lessons at home or online, the time
// of day, and the tutor's gender. Plain selects in the filter form, read from and written to the URL.
import { TEACHING_MODES, TEACHING_TIMES } from '@gharguru/contract';
import { type TranslationKey, useTranslation } from '../../../lib/i18n';

const FILTERS = [
  {
    name: 'mode',
    label: 'tutorProfile.filterMode',
    any: 'tutorProfile.anyMode',
    options: TEACHING_MODES.map((value) => [value, `tutorProfile.modes.${value}`] as const),
  },
  {
    name: 'time',
    label: 'tutorProfile.filterTime',
    any: 'tutorProfile.anyTime',
    options: TEACHING_TIMES.map((value) => [value, `tutorProfile.times.${value}`] as const),
  },
  {
    name: 'gender',
    label: 'tutorProfile.filterGender',
    any: 'tutorProfile.anyGender',
    options: (['female', 'male', 'other'] as const).map(
      (value) => [value, `tutorProfile.genderFilter.${value}`] as const,
    ),
  },
] satisfies {
  name: string;
  label: TranslationKey;
  any: TranslationKey;
  options: (readonly [string, TranslationKey])[];
}[];

export function ProfileFilters({ params, control }: { params: URLSearchParams; control: string }) {
  const { t } = useTranslation();
  return FILTERS.map((filter) => (
    <label key={filter.name} className="text-sm font-medium text-slate-800">
      {t(filter.label)}
      <select name={filter.name} defaultValue={params.get(filter.name) ?? ''} className={control}>
        <option value="">{t(filter.any)}</option>
        {filter.options.map(([value, label]) => (
          <option key={value} value={value}>
            {t(label)}
          </option>
        ))}
      </select>
    </label>
  ));
}
