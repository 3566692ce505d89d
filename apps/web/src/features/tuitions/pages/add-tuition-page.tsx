// /add-tuition: a new tuition post (TuitionFormSchema) -> POST /tution/add -> notification -> dashboard.
import { DEFAULTS } from '@gharguru/contract';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from '../../../lib/router';
import { AppPage } from '../../../components/app-page';
import { notify } from '../../../components/notification/notification-store';
import { paths } from '../../../lib/paths';
import { useAddTuition } from '../api/add-tuition';
import { TuitionForm } from '../components/tuition-form';

export default function AddTuitionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const add = useAddTuition();
  return (
    <AppPage
      size="narrow"
      documentTitle={t('pages.addTuition')}
      title={t('pages.addTuition')}
      intro={t('tuitions.addIntro')}
    >
      <TuitionForm
        draftKey="tuition:new"
        defaultValues={{ name: '', subjects: '', price: '', priceType: DEFAULTS.priceType, teacherDetails: '' }}
        submitLabel={t('tuitions.addTuition')}
        cancelTo={paths.teacherDashboard}
        onSave={async (values) => {
          notify.success(await add.mutateAsync(values));
          await navigate(paths.teacherDashboard);
        }}
      />
    </AppPage>
  );
}
