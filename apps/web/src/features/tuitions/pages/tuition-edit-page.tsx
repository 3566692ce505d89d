// /tution/edit/{id}: the post's form prefilled (subjects joined with ', ') -> PUT edit ->
// notification -> details page.
import { useTranslation } from '../../../lib/i18n';
import { useNavigate, useParams } from '../../../lib/router';
import { AppPage } from '../../../components/app-page';
import { notify } from '../../../components/notification/notification-store';
import { paths } from '../../../lib/paths';
import { useEditTuition } from '../api/edit-tuition';
import { TuitionForm } from '../components/tuition-form';
import { TuitionPostGate } from '../components/tuition-post-gate';

export default function TuitionEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const edit = useEditTuition();
  return (
    <AppPage
      size="narrow"
      documentTitle={t('pages.tuitionEdit')}
      title={t('pages.tuitionEdit')}
      intro={t('tuitions.editIntro')}
    >
      <TuitionPostGate id={id}>
        {(post) => (
          <TuitionForm
            draftKey={`tuition:${id}`}
            defaultValues={{
              name: post.name,
              subjects: post.subjects.join(', '),
              forClass: post.forClass,
              price: String(post.price),
              priceType: post.priceType,
              teacherDetails: post.teacherDetails ?? '',
            }}
            submitLabel={t('staff.saveChanges')}
            cancelTo={paths.tuitionDetails(id)}
            onSave={async (values) => {
              notify.success(await edit.mutateAsync({ id, input: values }));
              await navigate(paths.tuitionDetails(id));
            }}
          />
        )}
      </TuitionPostGate>
    </AppPage>
  );
}
