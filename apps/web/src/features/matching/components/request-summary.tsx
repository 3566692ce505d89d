// The request at the top of the admin's request page: family, code, class, subjects, place, timing
// and the offer the family chose.
import type { StudentRequestRecord } from '@gharguru/contract';
import { DetailList } from '../../../components/detail-list';
import { areaAndCity, subjectsLabel } from '../../../lib/format';
import { RequestProgressChip } from '../../../components/request-progress-chip';
import { useTranslation } from '../../../lib/i18n';
import { classLabel, fullName } from './labels';

export function RequestSummary({ request }: { request: StudentRequestRecord }) {
  const { t, i18n } = useTranslation();
  return (
    <DetailList
      items={[
        {
          label: t('matching.request.code'),
          value: <span className="font-mono font-semibold">{request.requestCode}</span>,
        },
        {
          label: t('matching.request.family'),
          value: (
            <>
              {fullName(request)} ·{' '}
              <a className="text-teal-800 underline" href={`tel:${request.mobile}`}>
                {request.mobile}
              </a>
            </>
          ),
        },
        { label: t('matching.request.class'), value: classLabel(t, request.class) },
        { label: t('matching.request.subjects'), value: subjectsLabel(i18n.language, request.subjects) },
        { label: t('matching.request.place'), value: areaAndCity(i18n.language, request.area, request.city) },
        { label: t('matching.request.timing'), value: t(`options.timing.${request.timing}`) },
        {
          label: t('matching.request.chosen'),
          value: request.tuition
            ? `${request.tuition.name} (${request.tuition.teacherName})`
            : t('matching.request.noChoice'),
        },
        {
          label: t('matching.request.status'),
          value: <RequestProgressChip progress={request.progress} />,
        },
      ]}
    />
  );
}
