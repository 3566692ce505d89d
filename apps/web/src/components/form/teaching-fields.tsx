// What a teacher teaches and where: degree, level, subjects, city and area, with the registration's
// labels and options. Teacher registration and the teacher's profile edit both show these.
import { DEGREES, TEACHER_LEVELS } from '@gharguru/contract';
import { useTranslation } from '../../lib/i18n';
import { CommonField, SelectField } from './field';
import type { FieldBinding } from './use-zod-form';

type TeachingField = 'degree' | 'level' | 'subjects' | 'city' | 'area';

export function TeachingFields({
  field,
  degreePlaceholder,
}: {
  field: (name: TeachingField) => FieldBinding<TeachingField>;
  /** A first, empty choice (registration starts without a degree). */
  degreePlaceholder?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <SelectField
        label={t('fields.degree')}
        placeholder={degreePlaceholder}
        options={DEGREES.map((value) => ({ value, label: t(`options.degree.${value}`) }))}
        {...field('degree')}
      />
      <SelectField
        label={t('fields.level')}
        options={TEACHER_LEVELS.map((value) => ({ value, label: t(`options.level.${value}`) }))}
        {...field('level')}
      />
      <CommonField kind="subjects" className="sm:col-span-2" {...field('subjects')} />
      <CommonField kind="city" {...field('city')} />
      <CommonField kind="area" {...field('area')} />
    </>
  );
}
