// Records shaped like the matching desk's API answers, for its screens' tests.
import type { AdminMatch, StudentRequestRecord, Suggestion, TeacherMatch } from '@gharguru/contract';
import { student } from './admin-records';

const at = '2026-11-20T10:00:00.000Z';
export const REQUEST_ID = '11111111-1111-4111-8111-111111111111';
export const RAM_ID = '33333333-3333-4333-8333-333333333333';
export const HARI_ID = '44444444-4444-4444-8444-444444444444';
export const OFFER_ID = '22222222-2222-4222-8222-222222222222';

export const request: StudentRequestRecord = student({
  _id: REQUEST_ID,
  subjects: ['Maths', 'Accounts'],
  createdAt: at,
  updatedAt: at,
});

/** The record with only `keys`, in their order (the parts of a request or teacher a match carries). */
const pick = <T, K extends keyof T>(record: T, keys: K[]) =>
  Object.fromEntries(keys.map((key) => [key, record[key]])) as Pick<T, K>;

const teacher = (over: Partial<Suggestion['teacher']>): Suggestion['teacher'] => ({
  _id: RAM_ID,
  firstName: 'Ram',
  lastName: 'Thapa',
  mobile: '9800000001',
  level: 'SEE',
  city: 'Kathmandu',
  area: 'Baneshwor',
  subjects: ['Maths'],
  verified: true,
  activeMatches: 0,
  ...over,
});

export const ramSuggestion: Suggestion = {
  teacher: teacher({}),
  tuition: {
    _id: OFFER_ID,
    name: 'SEE Maths',
    subjects: ['Maths'],
    forClass: 'Secondary',
    price: 5000,
    priceType: 'monthly',
  },
  score: 75,
  reasons: [
    { code: 'reasonTeaches', text: 'Teaches Maths', params: { subjects: 'Maths' } },
    { code: 'reasonSameArea', text: 'Same area: Baneshwor', params: { area: 'Baneshwor' } },
    { code: 'reasonVerified', text: 'Verified' },
  ],
  misses: [{ code: 'missSubject', text: 'Does not list Accounts', params: { subject: 'Accounts' } }],
};

export const hariSuggestion: Suggestion = {
  teacher: teacher({
    _id: HARI_ID,
    firstName: 'Hari',
    lastName: 'Lama',
    area: 'Patan',
    city: 'Lalitpur',
    verified: false,
  }),
  score: 30,
  reasons: [{ code: 'reasonTeaches', text: 'Teaches Maths', params: { subjects: 'Maths' } }],
  misses: [
    { code: 'missNotVerified', text: 'Not verified yet' },
    { code: 'missNoOffer', text: 'No listed offer' },
  ],
};

export const adminMatch = (over: Partial<AdminMatch> = {}): AdminMatch => ({
  _id: '77777777-7777-4777-8777-777777777777',
  state: 'proposed',
  closeReason: null,
  teacherNote: null,
  adminNote: null,
  tuition: ramSuggestion.tuition ?? null,
  monthlyFee: null,
  startedOn: null,
  createdAt: at,
  acceptedAt: null,
  endedAt: null,
  updatedAt: at,
  history: [{ fromState: null, toState: 'proposed', actorRole: 'admin', actorName: 'Gita A.', note: null, at }],
  request: pick(request, [
    '_id',
    'requestCode',
    'firstName',
    'lastName',
    'mobile',
    'class',
    'subjects',
    'timing',
    'city',
    'area',
    'status',
  ]),
  teacher: pick(teacher({}), ['_id', 'firstName', 'lastName', 'mobile', 'level', 'city', 'area', 'verified']),
  ...over,
});

export const teacherMatch = (over: Partial<TeacherMatch> = {}): TeacherMatch => ({
  _id: '88888888-8888-4888-8888-888888888888',
  state: 'proposed',
  closeReason: null,
  teacherNote: null,
  tuition: ramSuggestion.tuition ?? null,
  monthlyFee: null,
  startedOn: null,
  createdAt: at,
  acceptedAt: null,
  endedAt: null,
  updatedAt: at,
  history: [],
  request: { class: '10', subjects: ['Maths'], timing: 'Evening', city: 'Kathmandu', area: 'Baneshwor' },
  family: null,
  ...over,
});
