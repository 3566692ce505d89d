// /tutors — the public directory: approved offers, filtered by the URL (shareable; the back button
// goes to the previous filters), paged, with verified badges and a typical-fee hint.
import {
  CLASSES,
  DIRECTORY_SHOWN_CITY,
  DIRECTORY_SORTS,
  PRICE_TYPES,
  type StudentClass,
  directorySearchOf,
  forClassOf,
} from '@gharguru/contract';
import { type FormEvent, Suspense, useEffect, useRef } from 'react';
import { Link, useSearchParams } from '../../../lib/router';
import { DocumentTitle } from '../../../components/document-title';
import { LoadError } from '../../../components/load-error';
import { Spinner } from '../../../components/spinner';
import { formatAmount } from '../../../lib/format';
import { registerPageTexts, useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useDirectoryFacets } from '../api/get-directory-facets';
import { DIRECTORY_PAGE_SIZE as PAGE_SIZE, directoryQueryOf, usePublicTuitions } from '../api/get-public-tuitions';
import { totalText, tutorsTitle } from '../directory-meta';
import { DirectoryPager } from '../components/directory-pager';
import { FacetOptions } from '../components/facet-options';
import { ProfileFilters } from '../components/profile-filters';
import { TutorCard } from '../components/tutor-card';
import { enDirectory } from '../../../lib/i18n/en-directory';

registerPageTexts(enDirectory);

const control =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-teal-700';

function TypicalFee({ studentClass, city }: { studentClass?: string; city?: string }) {
  const { t, i18n } = useTranslation();
  const facets = useDirectoryFacets();
  if (!studentClass || !(CLASSES as readonly string[]).includes(studentClass) || !facets.data) return null;
  const band = forClassOf(studentClass as StudentClass);
  const inCity =
    city &&
    facets.data.typicalFees.find((fee) => fee.forClass === band && fee.city?.toLowerCase() === city.toLowerCase());
  const anywhere = facets.data.typicalFees.find((fee) => fee.forClass === band && fee.city === null);
  const fee = inCity || anywhere;
  if (!fee) return null;
  const values = { band: t(`directory.bands.${band}`), amount: formatAmount(i18n.language, fee.medianMonthly) };
  return (
    <p className="rounded-lg bg-amber-50 px-4 py-3 text-amber-900">
      {inCity
        ? t('directory.typicalFee', { ...values, city: inCity.city ?? '' })
        : t('directory.typicalFeeAnywhere', values)}
    </p>
  );
}

export default function TutorsPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = directoryQueryOf(params);
  const page = Number(params.get('page') ?? '1') || 1;
  const list = usePublicTuitions(query);
  const facets = useDirectoryFacets();

  // Without the script the browser sends the form as a GET and the server answers with the same
  // clean address (directorySearchOf); with it, the address changes in place.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setParams(directorySearchOf((name) => form.get(name)));
  };
  const city = params.get('city');
  const areas = city ? (facets.data?.areas ?? []).filter((area) => area.city.toLowerCase() === city.toLowerCase()) : [];
  const area = params.get('area');
  // Another page of results starts at the results, not at the pager far below.
  const results = useRef<HTMLElement>(null);
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    results.current?.scrollIntoView?.({ block: 'start' });
  }, [page]);
  // Past 1,000 matches the total is a lower bound: no last page, and a next one.
  const pages = !list.data
    ? 1
    : list.data.totalIsLowerBound
      ? undefined
      : Math.max(1, Math.ceil(list.data.total / PAGE_SIZE));

  return (
    <div className="bg-slate-50">
      <DocumentTitle title={tutorsTitle(t, params)} />
      <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('directory.title')}</h1>
        <p className="mt-2 max-w-3xl text-slate-700">{t('directory.intro')}</p>
        <div className="mt-6 grid items-start gap-6 lg:grid-cols-[18rem_1fr]">
          <form
            key={params.toString()}
            method="get"
            action={paths.tutors}
            onSubmit={onSubmit}
            aria-label={t('directory.filters')}
            // Two columns on a phone, so the results start within the first screen or two.
            className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:gap-4 lg:grid-cols-1"
          >
            <input type="hidden" name={DIRECTORY_SHOWN_CITY} value={params.get('city') ?? ''} />
            <label className="col-span-2 text-sm font-medium text-slate-800 lg:col-span-1">
              {t('directory.subject')}
              <input
                name="subject"
                defaultValue={params.get('subject') ?? ''}
                placeholder={t('directory.subjectPlaceholder')}
                className={control}
              />
            </label>
            <label className="text-sm font-medium text-slate-800">
              {t('fields.class')}
              <select name="class" defaultValue={params.get('class') ?? ''} className={control}>
                <option value="">{t('directory.anyClass')}</option>
                {CLASSES.map((value) => (
                  <option key={value} value={value}>
                    {value === 'Bachelor' ? t('fields.bachelor') : t('fields.classOption', { value: Number(value) })}
                  </option>
                ))}
              </select>
            </label>
            <label className="text-sm font-medium text-slate-800">
              {t('directory.city')}
              <select name="city" defaultValue={params.get('city') ?? ''} className={control}>
                <option value="">{t('directory.anyCity')}</option>
                <FacetOptions current={city} facets={facets.data?.cities ?? []} />
              </select>
            </label>
            {/* The areas of the city in the address: choosing a city first, then its area. */}
            {city && (areas.length > 0 || area) && (
              <label className="col-span-2 text-sm font-medium text-slate-800 lg:col-span-1">
                {t('directory.area')}
                <select name="area" defaultValue={area ?? ''} className={control}>
                  <option value="">{t('directory.anyArea')}</option>
                  <FacetOptions current={area} facets={areas} />
                </select>
              </label>
            )}
            <label className="text-sm font-medium text-slate-800">
              {t('directory.priceType')}
              <select name="priceType" defaultValue={params.get('priceType') ?? ''} className={control}>
                <option value="">{t('directory.anyPriceType')}</option>
                {PRICE_TYPES.map((value) => (
                  <option key={value} value={value}>
                    {t(`directory.per.${value}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="text-sm font-medium text-slate-800">
              {t('directory.priceMax')}
              <input
                name="priceMax"
                type="number"
                min={0}
                inputMode="numeric"
                defaultValue={params.get('priceMax') ?? ''}
                className={control}
              />
            </label>
            <label className="col-span-2 flex items-center gap-2 lg:col-span-1 text-sm font-medium text-slate-800">
              <input
                name="verified"
                type="checkbox"
                value="true"
                defaultChecked={params.get('verified') === 'true'}
                className="size-4"
              />
              {t('directory.verifiedOnly')}
            </label>
            <ProfileFilters params={params} control={control} />
            <label className="text-sm font-medium text-slate-800">
              {t('directory.sort')}
              <select name="sort" defaultValue={params.get('sort') ?? 'relevance'} className={control}>
                {DIRECTORY_SORTS.map((value) => (
                  <option key={value} value={value}>
                    {t(`directory.sorts.${value}`)}
                  </option>
                ))}
              </select>
            </label>
            <div className="col-span-2 flex flex-wrap gap-3 lg:col-span-1">
              <button
                type="submit"
                className="rounded-lg bg-teal-700 px-4 py-2 font-semibold text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
              >
                {t('directory.apply')}
              </button>
              <Link to={paths.tutors} className="px-2 py-2 text-teal-800 underline">
                {t('directory.clear')}
              </Link>
            </div>
          </form>

          {/* Only the count and the empty text are announced when the results change, not every card. */}
          <section ref={results} className="grid scroll-mt-4 gap-4">
            <TypicalFee studentClass={params.get('class') ?? undefined} city={params.get('city') ?? undefined} />
            {list.status === 'pending' ? (
              <Spinner />
            ) : list.status === 'error' ? (
              <LoadError error={list.error} />
            ) : list.data.tuitions.length === 0 ? (
              <div
                role="status"
                className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-700"
              >
                <p>{t('directory.empty')}</p>
                <Link to={paths.findTutor} className="mt-3 inline-block font-semibold text-teal-800 underline">
                  {t('directory.postRequest')}
                </Link>
              </div>
            ) : (
              <>
                <p role="status" className="text-slate-700">
                  {t('directory.results', {
                    total: totalText(i18n.language, list.data),
                    count: list.data.total,
                  })}
                </p>
                {/*
                 * The cards hydrate after the rest of the page (issue 31): a Suspense boundary in the
                 * server's HTML is hydrated in a pass of its own once the page around it (the filters,
                 * the header) is interactive; nothing in it suspends, so nothing is shown twice. A tap
                 * on a card before then hydrates it at once.
                 */}
                <Suspense fallback={null}>
                  <ul className="grid gap-4">
                    {list.data.tuitions.map((offer) => (
                      <TutorCard key={offer._id} offer={offer} listSearch={params} />
                    ))}
                  </ul>
                </Suspense>
                {pages !== 1 && <DirectoryPager params={params} page={page} pages={pages} />}
              </>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}
