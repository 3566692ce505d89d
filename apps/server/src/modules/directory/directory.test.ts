// The public directory (issue 9): only approved offers, only public teacher details, filters that
// forgive spellings, facets and typical fees, teacher verification, request codes and tracking.
import { MSG, REQUEST_CODE_PATTERN, StudentListResponseSchema, type PublicTuition } from '@gharguru/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildStudentRequest, buildTuition } from '@gharguru/contract/testing';
import {
  addOffers,
  addOffer as addTeacherOffer,
  adminForFile,
  MISSING_ID,
  rateLimits,
  setOfferStatus,
  setTeacherVerified,
  signUpTeacher,
  testAppForFile,
  withTestApp,
} from '../../../test/test-app.js';
import type { SignedInTeacher } from '../../../test/test-app.js';
import { expectContractAnswer } from '../../../test/contract-answer.js';

const t = testAppForFile();
const admin = adminForFile(t);
/** Ram Thapaliya teaches Maths and Computer in Lalitpur (SEE level); Sita Shrestha +2 Physics in Kathmandu. */
let ram: SignedInTeacher;
let sita: SignedInTeacher;
const offers: Record<string, string> = {};

const RAM = {
  firstName: 'Ram',
  lastName: 'Thapaliya',
  mobile: '9841000001',
  city: 'Lalitpur',
  area: 'Jawalakhel',
  level: 'SEE',
} as const;
const SITA = {
  firstName: 'Sita',
  lastName: 'Shrestha',
  mobile: '9841000002',
  city: 'Kathmandu',
  area: 'Baneshwor',
  level: '+2',
} as const;

const addOffer = (teacher: SignedInTeacher, input: Record<string, unknown> & { name: string }) =>
  addTeacherOffer(t, teacher, input);
const addListedOffer = (teacher: SignedInTeacher, input: Record<string, unknown> & { name: string }) =>
  addTeacherOffer(t, teacher, input, { adminToken: admin.token });
const setStatus = (id: string, status: 'Pending' | 'Completed') => setOfferStatus(t, admin.token, id, status);

async function directory(query = '') {
  const response = await t.api({ method: 'GET', path: `/public/tuitions${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { message: string; code: string; tuitions: PublicTuition[]; total: number };
}
const names = (list: { tuitions: PublicTuition[] }) => list.tuitions.map((offer) => offer.name).sort();

beforeAll(async () => {
  ram = await signUpTeacher(t, { ...RAM, subjects: ['Maths'] });
  sita = await signUpTeacher(t, { ...SITA, subjects: ['Physics'] });
  const ids = await addOffers(t, {
    maths: [ram, { name: 'SEE Maths at home', subjects: ['Mathematics'], forClass: 'Secondary', price: 6000 }],
    computer: [
      ram,
      {
        name: 'Computer basics',
        subjects: ['Computer Science', 'english'],
        forClass: 'Lower Secondary',
        price: 500,
        priceType: 'hourly',
      },
    ],
    physics: [sita, { name: 'Class 12 Physics', subjects: ['physics'], forClass: '+2-12th', price: 9000 }],
    secondaryPhysics: [sita, { name: 'SEE Science', subjects: ['विज्ञान'], forClass: 'Secondary', price: 8000 }],
    pending: [sita, { name: 'Waiting for review', subjects: ['Maths'], forClass: 'Secondary', price: 100 }],
  });
  Object.assign(offers, ids);
  for (const key of ['maths', 'computer', 'physics', 'secondaryPhysics']) await setStatus(offers[key]!, 'Completed');
});

describe('GET /public/tuitions', () => {
  it('[DIR-3] [DEC-11] lists approved offers only, with the public teacher profile', async () => {
    const list = await directory();
    expect(list.code).toBe('tutorsFetched');
    expect(list.total).toBe(4);
    expect(names(list)).toEqual(['Class 12 Physics', 'Computer basics', 'SEE Maths at home', 'SEE Science']);
    const maths = list.tuitions.find((offer) => offer._id === offers.maths)!;
    expect(maths).toMatchObject({
      name: 'SEE Maths at home',
      subjects: ['Mathematics'],
      forClass: 'Secondary',
      price: 6000,
      priceType: 'monthly',
      teacher: {
        _id: ram.id,
        displayName: 'Ram T.',
        degree: 'Master',
        level: 'SEE',
        city: 'Lalitpur',
        area: 'Jawalakhel',
        verified: false,
        verifiedAt: null,
      },
    });
    expect(Object.keys(maths.teacher).sort()).toEqual(
      [
        ...['_id', 'area', 'city', 'degree', 'displayName', 'level', 'memberSince', 'verified', 'verifiedAt'],
        // The photo's square copies (issue 27), or null.
        'photo',
        // The public profile (issue 27): no gender, which is only a filter.
        ...['bio', 'experienceYears', 'institution', 'languages', 'modes', 'times', 'verificationChecks'],
      ].sort(),
    );
  });

  it.each([
    ['?subject=maths', ['SEE Maths at home']],
    ['?subject=%E0%A4%97%E0%A4%A3%E0%A4%BF%E0%A4%A4', ['SEE Maths at home']], // गणित
    ['?subject=%20MATH%20', ['SEE Maths at home']],
    ['?subject=computer', ['Computer basics']],
    ['?subject=Computer%20%20science', ['Computer basics']],
    ['?subject=science', ['SEE Science']],
    ['?subject=English', ['Computer basics']],
    ['?subject=music', []],
    ['?class=10', ['SEE Maths at home', 'SEE Science']],
    ['?class=7', ['Computer basics']],
    ['?class=12', ['Class 12 Physics']],
    ['?class=Bachelor', []],
    ['?city=lalitpur', ['Computer basics', 'SEE Maths at home']],
    ['?city=Kathmandu&area=BANESHWOR', ['Class 12 Physics', 'SEE Science']],
    ['?priceMin=5000&priceMax=8000', ['SEE Maths at home', 'SEE Science']],
    ['?priceType=hourly', ['Computer basics']],
    ['?subject=maths&class=10&city=Lalitpur', ['SEE Maths at home']],
    ['?city=', ['Class 12 Physics', 'Computer basics', 'SEE Maths at home', 'SEE Science']],
  ])('filters %s', async (query, expected) => {
    const list = await directory(query);
    expect(names(list)).toEqual(expected);
    expect(list.total).toBe(expected.length);
    if (expected.length === 0) expect(list).toMatchObject({ message: MSG.noTuitions, code: 'noTuitions' });
  });

  it('[DIR-3] matches a class to the teacher level too: an SEE-level teacher does not show for class 11 or 12', async () => {
    const plusTwoByRam = await addListedOffer(ram, {
      name: 'Ram +2 maths',
      subjects: ['Maths'],
      forClass: '+2-11th',
      price: 7000,
    });
    expect(names(await directory('?class=11'))).toEqual([]);
    await t.api({ method: 'DELETE', path: `/tution/posts/delete/${plusTwoByRam}`, token: ram.token });
  });

  it('[DIR-3] sorts by price and newest, and pages', async () => {
    const byPrice = await directory('?sort=price');
    expect(byPrice.tuitions.map((offer) => offer.price)).toEqual([500, 6000, 8000, 9000]);
    const newest = await directory('?sort=newest');
    expect(newest.tuitions.map((offer) => offer.name)).toEqual([
      'SEE Science',
      'Class 12 Physics',
      'Computer basics',
      'SEE Maths at home',
    ]);
    const second = await directory('?sort=newest&page=2&limit=3');
    expect(second.tuitions.map((offer) => offer.name)).toEqual(['SEE Maths at home']);
    expect(second.total).toBe(4);
  });

  it.each([
    ['?limit=51', MSG.directoryLimitInvalid],
    ['?class=13', MSG.classInvalid],
    ['?priceMin=-1', MSG.priceFilterInvalid],
    ['?priceMin=9000&priceMax=100', MSG.priceRangeInvalid],
    ['?priceType=weekly', MSG.priceTypeInvalid],
    ['?sort=cheapest', MSG.sortInvalid],
    ['?verified=yes', MSG.verifiedFilterInvalid],
    ['?page=0', MSG.pageInvalid],
  ])('refuses %s with 400 and its message', async (query, message) => {
    const response = await t.api({ method: 'GET', path: `/public/tuitions${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('listing follows the admin and the teacher at once', () => {
  it('[DIR-1] takes an offer off when set back to Pending, edited by its teacher, or deleted', async () => {
    const input = { name: 'Short-lived offer', subjects: ['Nepali'], forClass: 'Primary' as const, price: 3000 };
    const id = await addOffer(ram, input);
    const shown = async () => (await t.api({ method: 'GET', path: `/public/tuitions/${id}` })).statusCode;
    expect(await shown()).toBe(404);
    await setStatus(id, 'Completed');
    expect(await shown()).toBe(200);
    await setStatus(id, 'Pending');
    expect(await shown()).toBe(404);
    expect(names(await directory('?subject=nepali'))).toEqual([]);

    await setStatus(id, 'Completed');
    const edited = await t.api({
      method: 'PUT',
      path: `/tution/posts/edit/${id}`,
      token: ram.token,
      // A change the directory shows (issue 33: new details alone keep it listed).
      body: buildTuition({ ...input, teacherDetails: 'Call me', price: 9999 }),
    });
    expect(edited.statusCode).toBe(200);
    expect(await shown()).toBe(404);

    await setStatus(id, 'Completed');
    await t.api({ method: 'DELETE', path: `/admin/profile/tution/delete/${id}`, token: admin.token });
    expect(await shown()).toBe(404);
  });

  it('[DIR-1] takes every offer of a deleted teacher off', async () => {
    const leaving = await signUpTeacher(t, { firstName: 'Hari', lastName: 'Gurung', city: 'Pokhara' });
    const id = await addListedOffer(leaving, {
      name: 'Pokhara English',
      subjects: ['English'],
      forClass: 'Primary',
      price: 2500,
    });
    expect(names(await directory('?city=Pokhara'))).toEqual(['Pokhara English']);
    await t.api({ method: 'DELETE', path: `/admin/profile/teacher/delete/${leaving.id}`, token: admin.token });
    expect(names(await directory('?city=Pokhara'))).toEqual([]);
    expect((await t.api({ method: 'GET', path: `/public/tuitions/${id}` })).statusCode).toBe(404);
  });

  it('tells the teacher which posts are listed', async () => {
    const posts = await t.post('/tution/posts', {}, sita.token);
    const listed = Object.fromEntries(
      posts.json().posts.map((post: { name: string; listed: boolean }) => [post.name, post.listed]),
    );
    expect(listed).toMatchObject({ 'Class 12 Physics': true, 'SEE Science': true, 'Waiting for review': false });
  });
});

describe('GET /public/tuitions/{id}', () => {
  it('[DIR-3] shows a listed offer and 404s an unlisted, missing or malformed one', async () => {
    const shown = await t.api({ method: 'GET', path: `/public/tuitions/${offers.physics}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      code: 'tutorFetched',
      tuition: { name: 'Class 12 Physics', teacher: { displayName: 'Sita S.' } },
    });
    const pending = await t.api({ method: 'GET', path: `/public/tuitions/${offers.pending}` });
    expect(pending.statusCode).toBe(404);
    expect(pending.json()).toMatchObject({ message: MSG.tutorNotListed, code: 'tutorNotListed' });
    const missing = await t.api({ method: 'GET', path: '/public/tuitions/00000000-0000-4000-8000-000000000000' });
    expect(missing.json()).toEqual(pending.json());
    expect((await t.api({ method: 'GET', path: '/public/tuitions/not-an-id' })).statusCode).toBe(400);
  });
});

describe('GET /public/directory-facets', () => {
  it('[DIR-4] counts cities, areas and subject keys of listed offers, and gives median monthly fees', async () => {
    const response = await t.api({ method: 'GET', path: '/public/directory-facets' });
    expect(response.statusCode, response.body).toBe(200);
    const facets = response.json();
    expect(facets.code).toBe('directoryFacetsFetched');
    expect(facets.cities).toEqual(
      expect.arrayContaining([
        { value: 'Lalitpur', count: 2 },
        { value: 'Kathmandu', count: 2 },
      ]),
    );
    expect(facets.areas).toEqual(expect.arrayContaining([{ city: 'Lalitpur', value: 'Jawalakhel', count: 2 }]));
    expect(facets.subjects).toEqual(
      expect.arrayContaining([
        { value: 'maths', count: 1 },
        { value: 'computer', count: 1 },
        { value: 'science', count: 1 },
      ]),
    );
    // Secondary monthly offers: 6,000 (Lalitpur) and 8,000 (Kathmandu); the hourly one is left out.
    expect(facets.typicalFees).toEqual(
      expect.arrayContaining([
        { forClass: 'Secondary', city: null, medianMonthly: 7000, offers: 2 },
        { forClass: 'Secondary', city: 'Lalitpur', medianMonthly: 6000, offers: 1 },
      ]),
    );
    expect(facets.typicalFees.some((fee: { forClass: string }) => fee.forClass === 'Lower Secondary')).toBe(false);
  });

  it('[DIR-4] drops its cached answer when an offer changes', async () => {
    const count = async () =>
      (await t.api({ method: 'GET', path: '/public/directory-facets' }))
        .json()
        .subjects.find((s: { value: string }) => s.value === 'maths')?.count;
    expect(await count()).toBe(1);
    await setStatus(offers.pending!, 'Completed');
    expect(await count()).toBe(2);
    await setStatus(offers.pending!, 'Pending');
    expect(await count()).toBe(1);
  });
});

describe('PUT /admin/profile/teacher/{id}/verify', () => {
  it('[DIR-2] verifies a teacher with a date, shows the badge and puts verified teachers first', async () => {
    const verified = await setTeacherVerified(t, admin.token, ram.id);
    expect(verified.statusCode, verified.body).toBe(200);
    const { verifiedAt } = verified.json();
    expect(verified.json()).toMatchObject({ code: 'teacherVerified', verified: true });
    expect(Date.parse(verifiedAt)).not.toBeNaN();

    const again = await setTeacherVerified(t, admin.token, ram.id);
    expect(again.json().verifiedAt).toBe(verifiedAt);

    const onlyVerified = await directory('?verified=true');
    expect(names(onlyVerified)).toEqual(['Computer basics', 'SEE Maths at home']);
    expect(onlyVerified.tuitions[0]!.teacher).toMatchObject({ verified: true, verifiedAt });
    const relevance = await directory();
    expect(relevance.tuitions.slice(0, 2).every((offer) => offer.teacher.verified)).toBe(true);

    const newOffer = await addListedOffer(ram, {
      name: 'Verified from the start',
      subjects: ['Maths'],
      forClass: 'Primary',
      price: 2000,
    });
    expect(names(await directory('?verified=true&class=3'))).toEqual(['Verified from the start']);

    const profile = await t.api({ method: 'GET', path: '/teacher/profile', token: ram.token });
    expect(profile.json().profileData).toMatchObject({ verified: true, verifiedAt });
    const list = await t.api({ method: 'GET', path: '/admin/profile/teacher-list', token: admin.token });
    const listed = list.json().teacherList.find((teacher: { _id: string }) => teacher._id === ram.id);
    expect(listed).toMatchObject({ verified: true, verifiedAt });

    const undone = await setTeacherVerified(t, admin.token, ram.id, false);
    expect(undone.json()).toMatchObject({ code: 'teacherUnverified', verified: false, verifiedAt: null });
    expect(names(await directory('?verified=true'))).toEqual([]);
    await t.api({ method: 'DELETE', path: `/tution/posts/delete/${newOffer}`, token: ram.token });
  });

  it('[DIR-2] refuses a bad body, an unknown teacher, and anyone but an admin', async () => {
    const path = `/admin/profile/teacher/${sita.id}/verify`;
    const bad = await t.api({ method: 'PUT', path, token: admin.token, body: { verified: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG.verifiedInvalid);
    const unknown = await setTeacherVerified(t, admin.token, MISSING_ID);
    expect(unknown.statusCode).toBe(404);
    expect((await t.api({ method: 'PUT', path, token: sita.token, body: { verified: true } })).statusCode).toBe(403);
    expect((await t.api({ method: 'PUT', path, body: { verified: true } })).statusCode).toBe(401);
  });
});

describe('requests with a chosen offer, request codes and tracking', () => {
  it('[TRACK-1] stores the chosen listed offer, answers with a request code and shows both to admins', async () => {
    const response = await t.post(
      '/student/request',
      buildStudentRequest({ mobile: '9800000101', tuitionId: offers.maths }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { requestCode } = response.json();
    expect(requestCode).toMatch(REQUEST_CODE_PATTERN);
    expect(response.json()).toMatchObject({ code: 'studentRequestReceived' });

    const list = await t.post('/admin/profile/student-list', { q: requestCode }, admin.token);
    expectContractAnswer(list, StudentListResponseSchema);
    expect(list.json().studentList).toEqual([
      expect.objectContaining({
        requestCode,
        tuition: { _id: offers.maths, name: 'SEE Maths at home', teacherName: 'Ram Thapaliya' },
      }),
    ]);
  });

  it('[TRACK-1] refuses an offer that is not listed or does not exist, and stores nothing', async () => {
    for (const tuitionId of [offers.pending, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await t.post('/student/request', buildStudentRequest({ mobile: '9800000102', tuitionId }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: MSG.tutorNotListed, errors: { tuitionId: MSG.tutorNotListed } });
    }
    const list = await t.post('/admin/profile/student-list', { q: '9800000102' }, admin.token);
    expect(list.json().studentList).toEqual([]);
  });

  it('[TRACK-1] gives every request its own code', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const response = await t.api({
        method: 'POST',
        path: '/student/request',
        // A different family each time: one family's repeat within a day keeps its first code (decision 016).
        body: buildStudentRequest({ mobile: `980000011${i}` }),
      });
      codes.add(response.json().requestCode);
    }
    expect(codes.size).toBe(5);
  });

  it('[TRACK-2] [DEC-12] tells the family the status by code and mobile, with the same 404 for a wrong code or mobile', async () => {
    const created = await t.post(
      '/student/request',
      buildStudentRequest({ mobile: '9800000104', tuitionId: offers.physics }),
    );
    const { requestCode } = created.json();
    const check = (body: unknown) => t.api({ method: 'POST', path: '/public/request-status', body });

    const received = await check({ requestCode: requestCode.toLowerCase().replaceAll('-', ' '), mobile: '9800000104' });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({
      code: 'requestStatusFetched',
      status: 'received',
      tuition: { _id: offers.physics, teacher: { displayName: 'Sita S.' } },
    });
    expect(Date.parse(received.json().submittedAt)).not.toBeNaN();

    const wrongMobile = await check({ requestCode, mobile: '9800000105' });
    const wrongCode = await check({
      requestCode: requestCode === 'GG-2222-22' ? 'GG-3333-33' : 'GG-2222-22',
      mobile: '9800000104',
    });
    expect(wrongMobile.statusCode).toBe(404);
    expect(wrongMobile.json()).toEqual({ message: MSG.requestNotFound, code: 'requestNotFound' });
    expect(wrongCode.json()).toEqual(wrongMobile.json());

    const bad = await check({ requestCode: 'hello', mobile: '9800000104' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG.requestCodeInvalid);

    const list = await t.post('/admin/profile/student-list', { q: requestCode }, admin.token);
    const id = list.json().studentList[0]._id;
    // [FIX-4] No teacher accepted it: an admin can only close it, with a reason, and the family reads "closed".
    const path = `/admin/profile/student-list/update-status/${id}`;
    expect((await t.api({ method: 'PUT', path, token: admin.token })).statusCode).toBe(409);
    await t.api({ method: 'PUT', path, token: admin.token, body: { closeReason: 'noTutorFound' } });
    expect((await check({ requestCode, mobile: '9800000104' })).json().status).toBe('closed');

    // The chosen offer leaves the answer once it is no longer listed.
    await setStatus(offers.physics!, 'Pending');
    expect((await check({ requestCode, mobile: '9800000104' })).json().tuition).toBeUndefined();
    await setStatus(offers.physics!, 'Completed');
  });
});

describe('rate limits of the public directory', () => {
  it('[TRACK-2] allows ten status checks a minute from one address', async () => {
    await withTestApp({ rateLimit: rateLimits() }, async (limited) => {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const response = await limited.post('/public/request-status', {
          requestCode: 'GG-2222-22',
          mobile: '9800000000',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 10).every((status) => status === 404)).toBe(true);
      expect(statuses[10]).toBe(429);
      const refused = await limited.post('/public/request-status', { requestCode: 'GG-2222-22', mobile: '9800000000' });
      expect(refused.json()).toMatchObject({ message: MSG.tooManyStatusChecks });
      // The directory's reads have their own, looser budget.
      expect((await limited.api({ method: 'GET', path: '/public/tuitions' })).statusCode).toBe(200);
    });
  });
});
