// /tutors and /tutors/:id (issue 9), with the API faked at the network boundary. Request this tutor,
// through to the request form, is the app's journey test (app/request-this-tutor.test.tsx).
import { API_PATHS } from '@gharguru/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { type FakeRoute, fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { notListedRoute, offer, tuitionRoute } from '../../../test/records/offer-records';
import TutorPage from './tutor-page';
import TutorsPage from './tutors-page';

const facets = {
  message: 'ok',
  code: 'directoryFacetsFetched',
  cities: [{ value: 'Lalitpur', count: 1 }],
  areas: [],
  subjects: [{ value: 'maths', count: 1 }],
  typicalFees: [{ forClass: 'Secondary', city: 'Lalitpur', medianMonthly: 6000, offers: 3 }],
};

/** GET /api/public/tuitions: `offer`, of `total` offers in all. */
const tuitionsRoute = (total = 1): FakeRoute => ({
  method: 'GET',
  path: API_PATHS.publicTuitions,
  answer: { body: { message: 'ok', code: 'tutorsFetched', tuitions: [offer], total } },
});

const facetsRoute: FakeRoute = { method: 'GET', path: API_PATHS.publicDirectoryFacets, answer: { body: facets } };

function renderDirectory(path: string) {
  return renderRoutes(
    [
      { path: '/tutors', element: <TutorsPage /> },
      { path: '/tutors/:id', element: <TutorPage /> },
    ],
    path,
  );
}

describe('/tutors', () => {
  it('[DIR-6] shows offers for the filters in the URL, with price, badge and typical fee, and keeps new filters in the URL', async () => {
    const api = fakeApi([tuitionsRoute(), facetsRoute]);
    const { router } = renderDirectory('/tutors?class=10&city=Lalitpur');
    // The class filter goes along to the offer, for "Request this tutor".
    expect(await screen.findByRole('link', { name: 'SEE Maths at home' })).toHaveAttribute(
      'href',
      `/tutors/${offer._id}?class=10`,
    );
    expect(screen.getByText('Rs. 6,000 / month')).toBeInTheDocument();
    expect(screen.getByText('ID and certificate checked, February 2026')).toBeInTheDocument();
    expect(
      await screen.findByText('Typical fee for Secondary (9–10) in Lalitpur: Rs. 6,000 / month'),
    ).toBeInTheDocument();
    const sent = api.calls('GET', API_PATHS.publicTuitions)[0]!.url.searchParams;
    expect(Object.fromEntries(sent)).toMatchObject({ class: '10', city: 'Lalitpur', limit: '12' });

    await userEvent.type(screen.getByLabelText('Subject'), 'गणित');
    await userEvent.click(screen.getByRole('button', { name: 'Show tutors' }));
    await waitFor(() => expect(router.state.location.search).toContain('subject='));
    expect(new URLSearchParams(router.state.location.search).get('subject')).toBe('गणित');
    expect(screen.queryByText(/phone|98\d{8}/)).toBeNull();
  });

  it("[DIR-6] offers the chosen city's areas, and a new city starts with any area", async () => {
    const api = fakeApi([
      tuitionsRoute(),
      {
        method: 'GET',
        path: API_PATHS.publicDirectoryFacets,
        answer: {
          body: {
            ...facets,
            cities: [
              { value: 'Lalitpur', count: 1 },
              { value: 'Pokhara', count: 1 },
            ],
            areas: [
              { value: 'Jawalakhel', city: 'Lalitpur', count: 1 },
              { value: 'Lakeside', city: 'Pokhara', count: 1 },
            ],
          },
        },
      },
    ]);
    const { router } = renderDirectory('/tutors?city=Lalitpur');
    const areaSelect = await screen.findByLabelText('Area');
    expect([...(areaSelect as HTMLSelectElement).options].map((option) => option.value)).toEqual(['', 'Jawalakhel']);
    await userEvent.selectOptions(areaSelect, 'Jawalakhel');
    await userEvent.click(screen.getByRole('button', { name: 'Show tutors' }));
    await waitFor(() => expect(router.state.location.search).toBe('?city=Lalitpur&area=Jawalakhel'));
    await waitFor(() =>
      expect(api.calls('GET', API_PATHS.publicTuitions).at(-1)!.url.searchParams.get('area')).toBe('Jawalakhel'),
    );

    await userEvent.selectOptions(screen.getByLabelText('City'), 'Pokhara');
    await userEvent.click(screen.getByRole('button', { name: 'Show tutors' }));
    await waitFor(() => expect(router.state.location.search).toBe('?city=Pokhara'));
  });

  it('[DIR-6] pages with links that keep the filters, and asks the server for that page', async () => {
    const api = fakeApi([tuitionsRoute(25), facetsRoute]);
    const { router } = renderDirectory('/tutors?class=10');
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?class=10&page=2'));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(api.calls('GET', API_PATHS.publicTuitions).at(-1)!.url.searchParams.get('page')).toBe('2');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/tutors?class=10');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/tutors?class=10&page=3');
  });

  it('[UX-2] keeps the list on screen while another loads, and aborts a request the family no longer waits for', async () => {
    const api = fakeApi([
      {
        method: 'GET',
        path: API_PATHS.publicTuitions,
        // Music never answers: the family changes the filters before it does.
        answer: ({ url }) =>
          url.searchParams.get('subject') === 'music'
            ? { hang: true }
            : { body: { message: 'ok', code: 'tutorsFetched', tuitions: [offer], total: 1 } },
      },
      facetsRoute,
    ]);
    const { router } = renderDirectory('/tutors?class=10');
    expect(await screen.findByRole('link', { name: 'SEE Maths at home' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Subject'), 'music');
    await userEvent.click(screen.getByRole('button', { name: 'Show tutors' }));
    await waitFor(() => expect(router.state.location.search).toBe('?subject=music&class=10'));
    const music = () => api.calls('GET', API_PATHS.publicTuitions).find((call) => call.url.searchParams.has('subject'));
    await waitFor(() => expect(music()).toBeDefined());
    expect(screen.getByRole('link', { name: 'SEE Maths at home' })).toBeInTheDocument();
    expect(music()!.init?.signal?.aborted).toBe(false);

    await userEvent.click(screen.getByRole('link', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(music()!.init?.signal?.aborted).toBe(true);
    expect(await screen.findByRole('link', { name: 'SEE Maths at home' })).toBeInTheDocument();
    // The facets were asked for once, though the form and the typical fee both read them.
    expect(api.calls('GET', API_PATHS.publicDirectoryFacets)).toHaveLength(1);
  });

  it("[DIR-6] an offer opened from the list goes back to the list's filters", async () => {
    fakeApi([tuitionsRoute(), facetsRoute, tuitionRoute]);
    renderDirectory('/tutors?city=Lalitpur&verified=true');
    await userEvent.click(await screen.findByRole('link', { name: 'SEE Maths at home' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'SEE Maths at home' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /All tutors/ })).toHaveAttribute(
      'href',
      '/tutors?city=Lalitpur&verified=true',
    );
  });

  it('[DIR-6] says so when nothing matches, and points to the request form', async () => {
    fakeApi([
      {
        method: 'GET',
        path: API_PATHS.publicTuitions,
        answer: { body: { message: 'No any Tuitions found', code: 'noTuitions', tuitions: [], total: 0 } },
      },
      facetsRoute,
    ]);
    renderDirectory('/tutors?subject=music');
    expect(await screen.findByText(/No tutors match these filters yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post a tuition request' })).toBeInTheDocument();
  });

  it('[DIR-6] shows the error when the directory cannot load', async () => {
    fakeApi([
      {
        method: 'GET',
        path: API_PATHS.publicTuitions,
        answer: { status: 500, body: { message: 'Something went wrong', code: 'somethingWentWrong' } },
      },
      facetsRoute,
    ]);
    renderDirectory('/tutors');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error:');
  });
});

describe('[DIR-8] /tutors when the server stopped counting (past 1,000 matches)', () => {
  function answer(total: number, totalIsLowerBound: boolean) {
    fakeApi([
      {
        method: 'GET',
        path: API_PATHS.publicTuitions,
        answer: { body: { message: 'ok', code: 'tutorsFetched', tuitions: [offer], total, totalIsLowerBound } },
      },
      facetsRoute,
    ]);
  }

  it('says 1,000+ and offers the next page without a last page number', async () => {
    answer(1000, true);
    renderDirectory('/tutors?subject=maths&page=3');
    expect(await screen.findByText('1,000+ tutor offers found')).toBeInTheDocument();
    expect(screen.getByText('Page 3')).toBeInTheDocument();
    expect(screen.queryByText(/Page 3 of/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/tutors?subject=maths&page=4');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/tutors?subject=maths&page=2');
  });

  it('says it in Nepali with Devanagari digits', async () => {
    await act(() => setLanguage('ne'));
    try {
      answer(1000, true);
      renderDirectory('/tutors');
      expect(await screen.findByText('१,०००+ ट्युसन प्रस्ताव भेटिए')).toBeInTheDocument();
      expect(screen.getByText('पृष्ठ १')).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('keeps the exact count and the last page when the total is exact', async () => {
    answer(25, false);
    renderDirectory('/tutors?page=3');
    expect(await screen.findByText('25 tutor offers found')).toBeInTheDocument();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
  });
});

describe('/tutors/:id', () => {
  it('[DIR-6] a class the offer does not teach is not carried', async () => {
    fakeApi([tuitionRoute]);
    renderDirectory(`/tutors/${offer._id}?class=3`);
    const link = await screen.findByRole('link', { name: 'Request this tutor' });
    expect(new URL(link.getAttribute('href') ?? '', 'http://x').searchParams.has('class')).toBe(false);
  });

  it('[REV-17] shows the rating, then the reviews as text with the tutor’s reply', async () => {
    const rated = { ...offer, rating: { average: 4.5, count: 2 } };
    const api = fakeApi([
      { ...tuitionRoute, answer: { body: { message: 'ok', code: 'tutorFetched', tuition: rated } } },
      {
        method: 'GET',
        path: API_PATHS.publicTeacherReviews(offer.teacher._id),
        answer: {
          body: {
            message: 'ok',
            code: 'reviewsFetched',
            total: 1,
            rating: rated.rating,
            reviews: [
              {
                _id: '1',
                familyName: 'Maya G.',
                area: 'Baneshwor',
                class: '10',
                rating: 5,
                comment: '</script><b>Great</b>',
                createdAt: '2026-11-20T09:00:00.000Z',
                reply: 'धन्यवाद',
                repliedAt: '2026-11-21T09:00:00.000Z',
              },
            ],
          },
        },
      },
    ]);
    renderDirectory(`/tutors/${offer._id}`);
    expect(await screen.findByText('</script><b>Great</b>')).toBeInTheDocument();
    expect(screen.getAllByText('Rated 4.5 out of 5 from 2 reviews').length).toBeGreaterThan(0);
    expect(screen.getByText('धन्यवाद')).toBeInTheDocument();
    expect(api.calls('GET', API_PATHS.publicTeacherReviews(offer.teacher._id))[0]?.url.searchParams.get('page')).toBe(
      '1',
    );
  });

  it('[REV-17] an offer without reviews says so', async () => {
    fakeApi([tuitionRoute]);
    renderDirectory(`/tutors/${offer._id}`);
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
  });

  it('[DIR-6] says an offer that is no longer listed is not available', async () => {
    fakeApi([notListedRoute]);
    renderDirectory(`/tutors/${offer._id}`);
    expect(await screen.findByText('This tutor offer is not available any more.')).toBeInTheDocument();
  });
});
