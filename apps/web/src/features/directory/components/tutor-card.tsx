// One listed offer in the directory: what is taught, the fee, and the teacher's public profile
// (issue 27: experience, institution, and the badge naming what was checked). The card starts with a
// fixed-size slot for the teacher's photo, so a photo never moves the text when it loads.
import type { PublicTuition } from '@gharguru/contract';
import { Link } from '../../../lib/router';
import { formatAmount, formatDate, placeLabel, subjectsLabel } from '../../../lib/format';
import { type TFunction, useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { TeacherPhoto } from '../../../components/teacher-photo';
import { RatingStars } from '../../../components/rating-stars';
import { experienceText, verificationBadge } from '../../../lib/tutor-profile';

export function offerPrice(t: TFunction, language: string, offer: Pick<PublicTuition, 'price' | 'priceType'>) {
  return t('directory.price', {
    amount: formatAmount(language, offer.price),
    unit: t(`directory.per.${offer.priceType}`),
  });
}

export function VerifiedBadge({ teacher }: { teacher: PublicTuition['teacher'] }) {
  const { t, i18n } = useTranslation();
  if (!teacher.verified || !teacher.verifiedAt) {
    return <span className="text-sm text-slate-600">{t('directory.notVerified')}</span>;
  }
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-teal-50 px-2.5 py-0.5 text-sm font-medium text-teal-800 ring-1 ring-teal-700/20">
      <span aria-hidden="true">✓</span>
      {verificationBadge(t, i18n.language, teacher) ??
        t('directory.verified', { date: formatDate(i18n.language, teacher.verifiedAt) })}
    </span>
  );
}

/**
 * `listSearch`: the list's filters (its query string). The class goes to the offer's page so
 * "Request this tutor" can fill it in; the whole list goes along as navigation state, so the
 * page's "All tutors" returns to this list.
 */
export function TutorCard({ offer, listSearch }: { offer: PublicTuition; listSearch: URLSearchParams }) {
  const { t, i18n } = useTranslation();
  const studentClass = listSearch.get('class');
  const teacher = offer.teacher;
  const experience = experienceText(t, teacher.experienceYears);
  return (
    <li className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:gap-4 sm:p-5">
      <TeacherPhoto name={teacher.displayName} photo={teacher.photo} size="card" />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="text-lg font-semibold text-slate-900">
              <Link
                to={
                  studentClass
                    ? `${paths.tutor(offer._id)}?class=${encodeURIComponent(studentClass)}`
                    : paths.tutor(offer._id)
                }
                state={{ listSearch: listSearch.toString() }}
                className="hover:underline focus-visible:outline-2 focus-visible:outline-teal-700"
              >
                {offer.name}
              </Link>
            </h2>
            <p className="text-slate-700">
              {t('directory.teaches', {
                forClass: t(`directory.bands.${offer.forClass}`),
                subjects: subjectsLabel(i18n.language, offer.subjects),
              })}
            </p>
          </div>
          <p className="text-lg font-bold whitespace-nowrap text-teal-800">{offerPrice(t, i18n.language, offer)}</p>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
          <span className="font-medium text-slate-900">{teacher.displayName}</span>
          {offer.rating && <RatingStars rating={offer.rating} />}
          {experience && <span>{experience}</span>}
          {teacher.institution && <span>{teacher.institution}</span>}
          <span>
            {t('directory.place', {
              area: placeLabel(i18n.language, teacher.area),
              city: placeLabel(i18n.language, teacher.city),
            })}
          </span>
          <VerifiedBadge teacher={teacher} />
        </div>
      </div>
    </li>
  );
}
