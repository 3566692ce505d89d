// Issue 27: the directory's card and the tutor's page show the teacher's public profile (experience,
// institution, bio, languages, lessons, times, what was checked), and the list filters by gender, mode
// and time through the URL.
import { API_PATHS, type PublicTuition } from '@gharguru/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { type FakeRoute, fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { offer } from '../../../test/records/offer-records';
import TutorPage from './tutor-page';
import TutorsPage from './tutors-page';

const facetsRoute: FakeRoute = {
  method: 'GET',
  path: API_PATHS.publicDirectoryFacets,
  answer: {
    body: { message: 'ok', code: 'directoryFacetsFetched', cities: [], areas: [], subjects: [], typicalFees: [] },
  },
};
const listRoute = (tuitions: PublicTuition[]): FakeRoute => ({
  method: 'GET',
  path: API_PATHS.publicTuitions,
  answer: {
    body: { message: 'ok', code: 'tutorsFetched', tuitions, total: tuitions.length, totalIsLowerBound: false },
  },
});
const offerRoute: FakeRoute = {
  method: 'GET',
  path: API_PATHS.publicTuition(offer._id),
  answer: { body: { message: 'ok', code: 'tutorFetched', tuition: offer } },
};

const render = (path: string) =>
  renderRoutes(
    [
      { path: '/tutors', element: <TutorsPage /> },
      { path: '/tutors/:id', element: <TutorPage /> },
    ],
    path,
  );

describe('the tutor card', () => {
  it('[PROF-8] shows experience, institution and the badge naming the checks, and no bio', async () => {
    fakeApi([listRoute([offer]), facetsRoute]);
    render('/tutors');
    const card = (await screen.findByRole('link', { name: 'SEE Maths at home' })).closest('li') as HTMLElement;
    expect(within(card).getByText('10 years of experience')).toBeInTheDocument();
    expect(within(card).getByText('Tribhuvan University')).toBeInTheDocument();
    expect(within(card).getByText('ID and certificate checked, February 2026')).toBeInTheDocument();
    expect(within(card).queryByText(offer.teacher.bio as string)).toBeNull();
  });

  it('[PROF-8] leaves out what the teacher has not given, and says "New tutor" for 0 years', async () => {
    const bare: PublicTuition = {
      ...offer,
      teacher: {
        ...offer.teacher,
        experienceYears: 0,
        institution: null,
        verified: false,
        verifiedAt: null,
        verificationChecks: [],
      },
    };
    fakeApi([listRoute([bare]), facetsRoute]);
    render('/tutors');
    const card = (await screen.findByRole('link', { name: 'SEE Maths at home' })).closest('li') as HTMLElement;
    expect(within(card).getByText('New tutor')).toBeInTheDocument();
    expect(within(card).getByText('Not verified yet')).toBeInTheDocument();
    expect(within(card).queryByText('Tribhuvan University')).toBeNull();
  });

  it('[PROF-8] sends the gender, mode and time filters from the form and keeps them in the URL', async () => {
    const api = fakeApi([listRoute([offer]), facetsRoute]);
    const { router } = render('/tutors?mode=online');
    expect(await screen.findByLabelText('Lessons')).toHaveValue('online');
    await userEvent.selectOptions(screen.getByLabelText('Tutor'), 'female');
    await userEvent.selectOptions(screen.getByLabelText('Time of day'), 'evening');
    await userEvent.click(screen.getByRole('button', { name: 'Show tutors' }));
    expect(router.state.location.search).toBe('?gender=female&mode=online&time=evening');
    const last = api.calls('GET', API_PATHS.publicTuitions).at(-1)?.url.searchParams;
    expect(Object.fromEntries(last ?? [])).toMatchObject({ gender: 'female', mode: 'online', time: 'evening' });
    expect(document.title).toContain('Female tutor · Online · Evening');
  });
});

describe('/tutors/:id', () => {
  it('[PROF-8] shows the whole public profile', async () => {
    fakeApi([offerRoute]);
    render(`/tutors/${offer._id}`);
    expect(await screen.findByText('I explain maths with everyday examples.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About me' })).toBeInTheDocument();
    expect(screen.getByText('10 years of experience')).toBeInTheDocument();
    expect(screen.getByText('Nepali and English')).toBeInTheDocument();
    expect(screen.getByText('At home')).toBeInTheDocument();
    expect(screen.getByText('Evening')).toBeInTheDocument();
    expect(screen.getByText('ID and certificate checked, February 2026')).toBeInTheDocument();
  });

  it('[PROF-6] says it in Nepali, the badge in the Nepali calendar', async () => {
    await act(() => setLanguage('ne'));
    try {
      fakeApi([offerRoute]);
      render(`/tutors/${offer._id}`);
      expect(await screen.findByText('नेपाली र अङ्ग्रेजी')).toBeInTheDocument();
      expect(screen.getByText('१० वर्षको अनुभव')).toBeInTheDocument();
      // 1 February 2026 is 18 Magh 2082 in Bikram Sambat.
      expect(screen.getByText('परिचयपत्र र प्रमाणपत्र जाँच गरिएको, माघ २०८२')).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});
