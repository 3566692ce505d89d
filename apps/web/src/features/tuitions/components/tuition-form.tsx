// The add and edit form of a tuition post (TuitionFormSchema, requirements §5): subjects as
// comma-separated text, class and price type from the contract's lists, price as typed text so the
// schema's own messages apply ('Must be a positive Number'). What was typed is kept as a draft in the
// tab until saved or cancelled, so a reload after a lost connection loses nothing (issue 14).
import { FOR_CLASSES, PRICE_TYPES, type Tuition, TuitionFormSchema, type TuitionFormInput } from '@gharguru/contract';
import { useTranslation } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { CommonField, SelectField, SubmitButton, TextAreaField, TextField } from '../../../components/form/field';
import { useFormDraft } from '../../../components/form/use-form-draft';
import { type DefaultValues, useZodForm } from '../../../components/form/use-zod-form';

export function TuitionForm({
  draftKey,
  defaultValues,
  submitLabel,
  cancelTo,
  onSave,
}: {
  /** The draft's name: 'tuition:new', or the post's id. */
  draftKey: string;
  defaultValues: DefaultValues<TuitionFormInput>;
  submitLabel: string;
  cancelTo: string;
  /** Saves the post; a thrown error keeps the user on the form with the message shown. */
  onSave: (values: Tuition) => Promise<void>;
}) {
  const { t } = useTranslation();
  const form = useZodForm(TuitionFormSchema, defaultValues);
  const draft = useFormDraft(form, draftKey, ['name', 'subjects', 'price', 'teacherDetails']);
  const onSubmit = form.submit(async (values) => {
    await onSave(values);
    draft.clear();
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-8"
    >
      <TextField
        className="sm:col-span-2"
        label={t('tuitions.fields.name')}
        hint={t('tuitions.fields.nameHint')}
        {...form.field('name')}
      />
      <CommonField kind="subjects" className="sm:col-span-2" {...form.field('subjects')} />
      <SelectField
        label={t('tuitions.fields.forClass')}
        placeholder={t('tuitions.fields.forClassPlaceholder')}
        options={FOR_CLASSES.map((value) => ({ value, label: t(`tuitions.forClass.${value}`) }))}
        {...form.field('forClass')}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField label={t('tuitions.fields.price')} inputMode="decimal" {...form.field('price')} />
        <SelectField
          label={t('tuitions.fields.priceType')}
          options={PRICE_TYPES.map((value) => ({ value, label: t(`tuitions.priceType.${value}`) }))}
          {...form.field('priceType')}
        />
      </div>
      <TextAreaField
        className="sm:col-span-2"
        label={t('tuitions.fields.teacherDetails')}
        hint={t('tuitions.fields.teacherDetailsHint')}
        optional
        {...form.field('teacherDetails')}
      />
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <SubmitButton submitting={form.formState.isSubmitting}>{submitLabel}</SubmitButton>
        <Link to={cancelTo} className="btn-secondary" onClick={draft.clear}>
          {t('staff.cancel')}
        </Link>
      </div>
    </form>
  );
}
