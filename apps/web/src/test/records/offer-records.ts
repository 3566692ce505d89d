// A public tutor offer as the directory's API answers it, for the directory's and the request form's tests.
import { API_PATHS, type PublicTuition } from '@gharguru/contract';
import type { FakeRoute } from '../fake-api';

export const offer: PublicTuition = {
  _id: '55555555-5555-4555-8555-555555555555',
  name: 'SEE Maths at home',
  subjects: ['Maths', 'Science'],
  forClass: 'Secondary',
  price: 6000,
  priceType: 'monthly',
  teacherDetails: 'Ten years of teaching',
  createdAt: '2026-01-15T10:00:00.000Z',
  teacher: {
    _id: '66666666-6666-4666-8666-666666666666',
    displayName: 'Ram T.',
    degree: 'Master',
    level: '+2',
    city: 'Lalitpur',
    area: 'Jawalakhel',
    verified: true,
    verifiedAt: '2026-02-01T10:00:00.000Z',
    memberSince: '2025-06-01T10:00:00.000Z',
    photo: null,
    bio: 'I explain maths with everyday examples.',
    experienceYears: 10,
    institution: 'Tribhuvan University',
    languages: ['nepali', 'english'],
    modes: ['home'],
    times: ['evening'],
    verificationChecks: ['identity', 'qualification'],
  },
};

/** GET /api/public/tuitions/{id}: `offer`, or 404 once it is no longer listed. */
export const tuitionRoute: FakeRoute = {
  method: 'GET',
  path: API_PATHS.publicTuition(offer._id),
  answer: { body: { message: 'ok', code: 'tutorFetched', tuition: offer } },
};
export const notListedRoute: FakeRoute = {
  ...tuitionRoute,
  answer: { status: 404, body: { message: 'This tutor offer is not available', code: 'tutorNotListed' } },
};
