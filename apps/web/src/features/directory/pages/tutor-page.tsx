// /tutors/:id — one listed offer with the teacher's public profile and "Request this tutor", which
// opens the request form with the subjects and the class filled in (the band's class when it is one
// class, else the class the family filtered the directory by, `?class=`). Issue 27: the teacher's whole
// public profile (bio, experience, institution, languages, how and when they teach, what was checked).
import { CLASSES, type ForClass, type PublicTuition, type StudentClass, forClassOf } from '@gharguru/contract';
import { Link, useLocation, useParams, useSearchParams } from '../../../lib/router';
import { DocumentTitle } from '../../../components/document-title';
import { LoadError } from '../../../components/load-error';
import { Spinner } from '../../../components/spinner';
import { degreeLabel, formatDate, levelLabel, placeLabel, subjectsLabel } from '../../../lib/format';
import { registerPageTexts, useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { experienceText, joinWithAnd } from '../../../lib/tutor-profile';
import { usePublicTuition } from '../api/get-public-tuition';
import { tutorTitle } from '../directory-meta';
import { VerifiedBadge, offerPrice } from '../components/tutor-card';
import { TeacherPhoto } from '../../../components/teacher-photo';
import { TutorReviews } from '../components/tutor-reviews';
import { enDirectory } from '../../../lib/i18n/en-directory';

registerPageTexts(enDirectory);

/** The class a band stands for, when it is a single class. */
const CLASS_OF_BAND: Partial<Record<ForClass, string>> = { '+2-11th': '11', '+2-12th': '12', Bachelor: 'Bachelor' };

/** The family's class, when it is one this offer teaches. */
function chosenClass(offer: PublicTuition, wanted: string | null): string | undefined {
  if (!wanted || !(CLASSES as readonly string[]).includes(wanted)) return undefined;
  return forClassOf(wanted as StudentClass) === offer.forClass ? wanted : undefined;
}

export function requestLink(offer: PublicTuition, wantedClass: string | null = null): string {
  // The tutor's place, so the family does not have to type it (issue 33).
  const params = new URLSearchParams({
    tuition: offer._id,
    subjects: offer.subjects.join(', '),
    city: offer.teacher.city,
    area: offer.teacher.area,
  });
  const studentClass = CLASS_OF_BAND[offer.forClass] ?? chosenClass(offer, wantedClass);
  if (studentClass) params.set('class', studentClass);
  return `${paths.findTutor}?${params.toString()}`;
}

/** The teacher's own words and choices; each line only when given. */
function TutorProfileDetails({ teacher }: { teacher: PublicTuition['teacher'] }) {
  const { t } = useTranslation();
  const experience = experienceText(t, teacher.experienceYears);
  const list = (labels: string[]) => joinWithAnd(t, labels);
  const rows = [
    experience && { label: undefined, value: experience },
    teacher.institution && { label: t('tutorProfile.institution'), value: teacher.institution },
    teacher.languages.length > 0 && {
      label: t('tutorProfile.teachesIn'),
      value: list(teacher.languages.map((value) => t(`tutorProfile.languages.${value}`))),
    },
    teacher.modes.length > 0 && {
      label: t('tutorProfile.lessons'),
      value: list(teacher.modes.map((value) => t(`tutorProfile.modes.${value}`))),
    },
    teacher.times.length > 0 && {
      label: t('tutorProfile.available'),
      value: list(teacher.times.map((value) => t(`tutorProfile.times.${value}`))),
    },
  ].filter((row): row is { label: string | undefined; value: string } => Boolean(row));
  return (
    <>
      {teacher.bio && (
        <div className="mt-4">
          <h3 className="font-semibold text-slate-900">{t('tutorProfile.about')}</h3>
          <p className="mt-1 whitespace-pre-line text-slate-800">{teacher.bio}</p>
        </div>
      )}
      {rows.length > 0 && (
        <ul className="mt-3 grid gap-1 text-slate-700">
          {rows.map((row) => (
            <li key={row.value}>
              {row.label && <span className="font-medium text-slate-900">{row.label}: </span>}
              {row.value}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export default function TutorPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  // Opened from the list: "All tutors" goes back to those filters (tutor-card.tsx).
  const { state } = useLocation();
  const listSearch: unknown = (state as { listSearch?: unknown } | null)?.listSearch;
  const backTo = typeof listSearch === 'string' && listSearch ? `${paths.tutors}?${listSearch}` : paths.tutors;
  const offer = usePublicTuition(id);

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
        <Link to={backTo} className="text-teal-800 underline">
          ← {t('directory.back')}
        </Link>
        {offer.status === 'pending' ? (
          <Spinner />
        ) : offer.status === 'error' ? (
          <LoadError error={offer.error} />
        ) : offer.data === null ? (
          // Not listed (the server answers this page with HTTP 404).
          <section className="mt-6">
            <DocumentTitle title={t('common.notFoundTitle')} />
            <h1 className="text-2xl font-bold text-slate-900">{t('common.notFoundTitle')}</h1>
            <p role="alert" className="mt-3 text-slate-800">
              {t('directory.notFound')}
            </p>
          </section>
        ) : (
          <article className="mt-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            <DocumentTitle title={tutorTitle(t, offer.data.tuition)} />
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{offer.data.tuition.name}</h1>
            <p className="mt-2 text-slate-700">
              {t('directory.teaches', {
                forClass: t(`directory.bands.${offer.data.tuition.forClass}`),
                subjects: subjectsLabel(i18n.language, offer.data.tuition.subjects),
              })}
            </p>
            <p className="mt-3 text-2xl font-bold text-teal-800">{offerPrice(t, i18n.language, offer.data.tuition)}</p>
            {offer.data.tuition.teacherDetails && (
              <p className="mt-4 whitespace-pre-line text-slate-800">{offer.data.tuition.teacherDetails}</p>
            )}
            <section className="mt-6 border-t border-slate-200 pt-4">
              <h2 className="text-lg font-semibold text-slate-900">{t('directory.about')}</h2>
              <div className="mt-2 flex items-center gap-4">
                <TeacherPhoto
                  name={offer.data.tuition.teacher.displayName}
                  photo={offer.data.tuition.teacher.photo}
                  size="page"
                />
                <div>
                  <p className="text-lg font-medium text-slate-900">{offer.data.tuition.teacher.displayName}</p>
                  <div className="mt-2">
                    <VerifiedBadge teacher={offer.data.tuition.teacher} />
                  </div>
                </div>
              </div>
              <TutorProfileDetails teacher={offer.data.tuition.teacher} />
              <ul className="mt-3 grid gap-1 text-slate-700">
                <li>{t('directory.degree', { degree: degreeLabel(t, offer.data.tuition.teacher.degree) })}</li>
                <li>{t('directory.level', { level: levelLabel(t, offer.data.tuition.teacher.level) })}</li>
                <li>
                  {t('directory.place', {
                    area: placeLabel(i18n.language, offer.data.tuition.teacher.area),
                    city: placeLabel(i18n.language, offer.data.tuition.teacher.city),
                  })}
                </li>
                <li>
                  {t('directory.memberSince', {
                    date: formatDate(i18n.language, offer.data.tuition.teacher.memberSince),
                  })}
                </li>
              </ul>
            </section>
            <TutorReviews teacherId={offer.data.tuition.teacher._id} rating={offer.data.tuition.rating} />
            <Link
              to={requestLink(offer.data.tuition, search.get('class'))}
              className="mt-6 inline-block rounded-lg bg-teal-700 px-5 py-3 font-semibold text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
            >
              {t('directory.requestThis')}
            </Link>
          </article>
        )}
      </div>
    </div>
  );
}
