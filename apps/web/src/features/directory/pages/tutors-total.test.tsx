// /tutors when the server stopped counting (issues 9, 12): past 1,000 matches the API's total is a
// lower bound, so the page says "1,000+" and pages with previous/next and no last page.
import { API_PATHS, type PublicTuition } from '@gharguru/contract';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import TutorsPage from './tutors-page';

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => setLanguage('en'));
});

const offer: PublicTuition = {
  _id: '55555555-5555-4555-8555-555555555555',
  name: 'SEE Maths at home',
  subjects: ['Maths'],
  forClass: 'Secondary',
  price: 6000,
  priceType: 'monthly',
  teacherDetails: null,
  createdAt: '2026-01-15T10:00:00.000Z',
  teacher: {
    _id: '66666666-6666-4666-8666-666666666666',
    displayName: 'Ram T.',
    degree: 'Master',
    level: '+2',
    city: 'Lalitpur',
    area: 'Jawalakhel',
    verified: false,
    verifiedAt: null,
    memberSince: '2025-06-01T10:00:00.000Z',
  },
};
const facets = { message: 'ok', code: 'directoryFacetsFetched', cities: [], areas: [], subjects: [], typicalFees: [] };

function answer(total: number, totalIsLowerBound: boolean) {
  return fakeApi([
    {
      method: 'GET',
      path: API_PATHS.publicTuitions,
      answer: { body: { message: 'ok', code: 'tutorsFetched', tuitions: [offer], total, totalIsLowerBound } },
    },
    { method: 'GET', path: API_PATHS.publicDirectoryFacets, answer: { body: facets } },
  ]);
}

describe('/tutors with a total that is a lower bound', () => {
  it('says 1,000+ and offers the next page without a last page number', async () => {
    answer(1000, true);
    renderRoutes([{ path: '/tutors', element: <TutorsPage /> }], '/tutors?subject=maths&page=3');
    expect(await screen.findByText('1,000+ tutors found')).toBeInTheDocument();
    expect(screen.getByText('Page 3')).toBeInTheDocument();
    expect(screen.queryByText(/Page 3 of/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/tutors?subject=maths&page=4');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/tutors?subject=maths&page=2');
  });

  it('says it in Nepali with Devanagari digits', async () => {
    await act(() => setLanguage('ne'));
    answer(1000, true);
    renderRoutes([{ path: '/tutors', element: <TutorsPage /> }], '/tutors');
    expect(await screen.findByText('१,०००+ शिक्षक भेटिए')).toBeInTheDocument();
    expect(screen.getByText('पृष्ठ १')).toBeInTheDocument();
  });

  it('keeps the exact count and the last page when the total is exact', async () => {
    answer(25, false);
    renderRoutes([{ path: '/tutors', element: <TutorsPage /> }], '/tutors?page=3');
    expect(await screen.findByText('25 tutors found')).toBeInTheDocument();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
  });
});
