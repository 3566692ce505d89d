// The signed-in teacher's profile as GET /api/teacher/profile answers it, for the teacher screens' tests.
import { API_PATHS, MSG, type TeacherProfile } from '@gharguru/contract';
import { EMPTY_PUBLIC_PROFILE } from '@gharguru/contract/testing';
import type { FakeRoute } from '../fake-api';

export const profileData: TeacherProfile = {
  firstName: 'Ram',
  lastName: 'Thapa',
  mobile: '9812345678',
  email: 'ram@example.com',
  degree: 'Master',
  subjects: ['Physics', 'Maths'],
  level: '+2',
  city: 'Lalitpur',
  area: 'Jawalakhel',
  verified: false,
  verifiedAt: null,
  mobileConfirmed: false,
  ...EMPTY_PUBLIC_PROFILE,
  verificationChecks: [],
  createdAt: '2025-01-15T10:00:00.000Z',
  photo: null,
};

/** GET /api/teacher/profile answering with `profileData` and `over`. */
export const profileRoute = (over: Partial<TeacherProfile> = {}): FakeRoute => ({
  method: 'GET',
  path: API_PATHS.teacherProfile,
  answer: { body: { message: MSG.profileFetched, code: 'profileFetched', profileData: { ...profileData, ...over } } },
});
