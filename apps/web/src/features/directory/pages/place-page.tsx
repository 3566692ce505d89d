// /tutors/in/:city and /tutors/in/:city/:subject (issue 32): a page for each city and each subject
// in a city with enough listed offers, rendered by the server from the live directory like /tutors.
// It answers the search a family types ("maths tutor Lalitpur"): the count, the typical monthly fee
// by class band in that city, the newest offers, and links to the full list, the city's areas, its
// other subjects and the same subject elsewhere. A place with too few offers is a 404.
import { type DirectoryFacetsResponse, FOR_CLASSES, subjectName } from '@gharguru/contract';
import { DocumentTitle } from '../../../components/document-title';
import { LoadError } from '../../../components/load-error';
import { Spinner } from '../../../components/spinner';
import { formatAmount, placeLabel } from '../../../lib/format';
import { registerPageTexts, useTranslation } from '../../../lib/i18n';
import { enDirectory } from '../../../lib/i18n/en-directory';
import { paths } from '../../../lib/paths';
import { Link, useParams } from '../../../lib/router';
import { useDirectoryFacets } from '../api/get-directory-facets';
import { directorySearch, usePublicTuitions } from '../api/get-public-tuitions';
import { TutorCard } from '../components/tutor-card';
import { type Place, findPlace, placePath, placeQuery, placeTitle } from '../place';

registerPageTexts(enDirectory);

const sameCity = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const linkClass = 'text-teal-800 underline';

function LinkList({ title, links }: { title: string; links: { to: string; text: string }[] }) {
  if (links.length === 0) return null;
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.text}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PlaceListing({ place, facets }: { place: Place; facets: DirectoryFacetsResponse }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const query = placeQuery(place);
  const list = usePublicTuitions(query);
  const title = placeTitle(t, language, place);
  const fees = FOR_CLASSES.flatMap((band) =>
    facets.typicalFees.filter((fee) => fee.forClass === band && fee.city !== null && sameCity(fee.city, place.city)),
  );
  const subject = place.subjectKey;
  const subjectsHere = facets.citySubjects.filter((pair) => sameCity(pair.city, place.city) && pair.value !== subject);
  const elsewhere = subject
    ? facets.citySubjects.filter((pair) => pair.value === subject && !sameCity(pair.city, place.city))
    : [];
  const areas = facets.areas.filter((area) => sameCity(area.city, place.city)).slice(0, 20);
  const total = formatAmount(language, place.count);
  const city = placeLabel(language, place.city);

  return (
    <>
      <DocumentTitle title={t('places.metaTitle', { title })} />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-2 text-slate-700">{t('places.summary', { total, city, count: place.count })}</p>
      {fees.length > 0 && (
        <section className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-amber-900">
          <h2 className="font-semibold">{t('places.typicalFees', { city })}</h2>
          <ul className="mt-1 grid gap-1 sm:grid-cols-2">
            {fees.map((fee) => (
              <li key={fee.forClass}>
                {t('places.typicalFee', {
                  band: t(`directory.bands.${fee.forClass}`),
                  amount: formatAmount(language, fee.medianMonthly),
                  count: fee.offers,
                })}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="mt-6 grid gap-4">
        <h2 className="text-xl font-semibold text-slate-900">{t('places.newest')}</h2>
        {list.status === 'pending' ? (
          <Spinner />
        ) : list.status === 'error' ? (
          <LoadError error={list.error} />
        ) : (
          <ul className="grid gap-4">
            {list.data.tuitions.map((offer) => (
              <TutorCard key={offer._id} offer={offer} listSearch={new URLSearchParams()} />
            ))}
          </ul>
        )}
        <Link
          to={`${paths.tutors}${directorySearch({ city: place.city, subject })}`}
          className={`${linkClass} font-semibold`}
        >
          {t('places.seeAll', { total })}
        </Link>
      </section>
      <div className="mt-6 grid gap-4">
        <LinkList
          title={t('places.subjectsHere', { city })}
          links={subjectsHere.map((pair) => ({
            to: placePath(place.city, pair.value),
            text: t('places.subjectLink', {
              subject: subjectName(pair.value, language),
              offers: formatAmount(language, pair.count),
            }),
          }))}
        />
        {subject && (
          <LinkList
            title={t('places.elsewhere', { subject: subjectName(subject, language) })}
            links={elsewhere.map((pair) => ({
              to: placePath(pair.city, subject),
              text: t('places.subjectLink', {
                subject: placeLabel(language, pair.city),
                offers: formatAmount(language, pair.count),
              }),
            }))}
          />
        )}
        <LinkList
          title={t('places.areas', { city })}
          links={areas.map((area) => ({
            to: `${paths.tutors}${directorySearch({ city: place.city, area: area.value, subject })}`,
            // The area's count is of all its offers, not of this subject's: the name alone.
            text: placeLabel(language, area.value),
          }))}
        />
      </div>
    </>
  );
}

export default function PlacePage() {
  const { t } = useTranslation();
  const { city = '', subject } = useParams();
  const facets = useDirectoryFacets();
  const place = facets.data ? findPlace(facets.data, city, subject) : null;

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
        <Link to={paths.tutors} className={linkClass}>
          ← {t('directory.back')}
        </Link>
        <div className="mt-4">
          {facets.status === 'pending' ? (
            <Spinner />
          ) : facets.status === 'error' ? (
            <LoadError error={facets.error} />
          ) : place && facets.data ? (
            <PlaceListing place={place} facets={facets.data} />
          ) : (
            // Too few offers here (the server answers this page with HTTP 404).
            <section>
              <DocumentTitle title={t('common.notFoundTitle')} />
              <h1 className="text-2xl font-bold text-slate-900">{t('common.notFoundTitle')}</h1>
              <p role="alert" className="mt-3 text-slate-800">
                {t('places.notFound')}
              </p>
              <Link to={paths.tutors} className={`mt-3 inline-block font-semibold ${linkClass}`}>
                {t('nav.browseTutors')}
              </Link>
            </section>
          )}
        </div>
      </div>
    </div>
  );
}
