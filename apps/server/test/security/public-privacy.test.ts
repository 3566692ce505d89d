// Nothing private leaves through a public endpoint (issue 9, requirements DEC-11): every route
// reachable without a token is walked with realistic data, and no answer may hold a teacher's mobile
// number, e-mail or full last name, nor any trace of an offer an admin has not approved; nor a
// reviewing family's mobile, e-mail or surname (issue 27).
import { API_PATHS, type PublicTuition, StudentRequestSchema } from '@gharguru/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildStudentRequest } from '@gharguru/contract/testing';
import { matches, reviewInvites, studentRequests, teachers } from '../../src/db/schema.js';
import { newLinkToken, secretHash } from '../../src/lib/one-time-secrets.js';
import { newRequestCode } from '../../src/modules/student-requests/request-code.js';
import { addOffer, adminForFile, setTeacherVerified, signUpTeacher, testAppForFile } from '../test-app.js';

const t = testAppForFile();
const bodies: { path: string; body: string }[] = [];
const secrets: string[] = [];
const unlisted: { id: string; name: string }[] = [];
let requestCode: string;
/** A listed teacher with a family's review (issue 27), and an unused review link. */
let reviewedTeacherId: string;
let reviewToken: string;

async function get(path: string) {
  const response = await t.api({ method: 'GET', path });
  bodies.push({ path, body: response.body });
  return response;
}

const admin = adminForFile(t);

beforeAll(async () => {
  const people = [
    { firstName: 'Bishnu', lastName: 'Adhikari', mobile: '9851111111', city: 'Lalitpur' },
    { firstName: 'Kamala', lastName: 'Maharjan', mobile: '9852222222', city: 'Kathmandu' },
  ];
  for (const [index, person] of people.entries()) {
    const teacher = await signUpTeacher(t, person);
    secrets.push(person.mobile, teacher.email, person.lastName);
    // Issue 27: a whole public profile, the gender included (a filter only, never shown).
    const profile = await t.api({
      method: 'PUT',
      path: API_PATHS.teacherProfile,
      token: teacher.token,
      body: {
        ...person,
        degree: 'Master',
        level: '+2',
        area: 'Area',
        subjects: ['Maths'],
        bio: `Bio of ${person.firstName}: patient, exam-focused lessons.`,
        experienceYears: 5 + index,
        institution: 'Tribhuvan University',
        gender: index === 0 ? 'female' : 'male',
        languages: ['nepali', 'english'],
        modes: ['home', 'online'],
        times: ['morning'],
      },
    });
    expect(profile.statusCode).toBe(200);
    const listed = await addOffer(t, teacher, { name: `Listed maths ${index}`, subjects: ['Maths', 'Science'] });
    await t.api({ method: 'PUT', path: API_PATHS.adminTuitionUpdate(listed), token: admin.token });
    const name = `Unapproved offer ${index}`;
    unlisted.push({ id: await addOffer(t, teacher, { name, subjects: ['Maths', 'Accounts'] }), name });
    await setTeacherVerified(t, admin.token, teacher.id, index === 0);
  }
  const request = await t.post(API_PATHS.studentRequest, buildStudentRequest({ mobile: '9863333333' }));
  requestCode = request.json().requestCode;
  // Two families after real tuition with the first teacher: one reviewed, one holds its link.
  const [teacher] = await t.database.db
    .select({ id: teachers.id })
    .from(teachers)
    .where(eq(teachers.lastName, 'Adhikari'));
  reviewedTeacherId = teacher!.id;
  for (const [index, family] of [
    { firstName: 'Sarita', lastName: 'Shresthacharya', mobile: '9874444444', email: 'sarita.family@example.com' },
    { firstName: 'Nabin', lastName: 'Bajracharya', mobile: '9875555555', email: 'nabin.family@example.com' },
  ].entries()) {
    secrets.push(family.lastName, family.mobile, family.email);
    const [row] = await t.database.db
      .insert(studentRequests)
      .values({ ...StudentRequestSchema.parse(buildStudentRequest(family)), requestCode: newRequestCode() })
      .returning({ id: studentRequests.id });
    const [match] = await t.database.db
      .insert(matches)
      .values({ requestId: row!.id, teacherId: reviewedTeacherId, state: 'started', startedAt: new Date() })
      .returning({ id: matches.id });
    const token = newLinkToken();
    await t.database.db
      .insert(reviewInvites)
      .values({ matchId: match!.id, tokenHash: secretHash(token), expiresAt: new Date(Date.now() + 86_400_000) });
    if (index === 1) reviewToken = token;
    else {
      const saved = await t.post(API_PATHS.publicReview(token), { rating: 5, comment: 'Kind and clear. धन्यवाद' });
      expect(saved.statusCode, saved.body).toBe(201);
    }
  }
});

describe('every public endpoint', () => {
  it('answers the directory, its facets, each offer and a status check', async () => {
    const queries = [
      '',
      '?subject=maths',
      '?subject=accounts',
      '?class=10',
      '?city=Lalitpur',
      '?verified=true',
      '?sort=price',
      '?sort=newest&limit=1&page=2',
      '?sort=rating',
      '?minRating=4',
      '?gender=female',
      '?mode=online&time=morning',
    ];
    const seen: PublicTuition[] = [];
    for (const query of queries) {
      const response = await get(`${API_PATHS.publicTuitions}${query}`);
      expect(response.statusCode).toBe(200);
      seen.push(...response.json().tuitions);
    }
    expect(new Set(seen.map((offer) => offer.name))).toEqual(new Set(['Listed maths 0', 'Listed maths 1']));
    for (const offer of seen) expect((await get(API_PATHS.publicTuition(offer._id))).statusCode).toBe(200);
    for (const offer of unlisted) expect((await get(API_PATHS.publicTuition(offer.id))).statusCode).toBe(404);
    expect((await get(API_PATHS.publicDirectoryFacets)).statusCode).toBe(200);
    expect((await get(API_PATHS.publicConfig)).statusCode).toBe(200);
    expect((await get(API_PATHS.health)).statusCode).toBe(200);
    const reviewed = await get(`${API_PATHS.publicTeacherReviews(reviewedTeacherId)}?page=1`);
    expect(reviewed.json().reviews).toHaveLength(1);
    expect((await get(API_PATHS.publicTestimonials)).json().testimonials).toHaveLength(1);
    expect((await get(API_PATHS.publicReview(reviewToken))).statusCode).toBe(200);

    const status = await t.post(API_PATHS.publicRequestStatus, { requestCode, mobile: '9863333333' });
    expect(status.statusCode).toBe(200);
    bodies.push({ path: API_PATHS.publicRequestStatus, body: status.body });
  });

  it('[DIR-5] never holds a mobile number, an e-mail, a full last name or an unapproved offer', () => {
    expect(bodies.length).toBeGreaterThan(10);
    const forbidden = [...secrets, ...unlisted.flatMap((offer) => [offer.id, offer.name]), 'Accounts', 'accounts'];
    const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
    for (const { path, body } of bodies) {
      for (const secret of forbidden) expect(body.includes(secret), `${path} shows ${secret}`).toBe(false);
      // No ten-digit run outside ids: a phone number in any field, whoever's it is.
      expect(/\d{10}/.test(body.replace(uuid, '')), `${path} shows a ten-digit number`).toBe(false);
    }
  });

  it('[PROF-7] carries the public profile but never the gender', () => {
    const offers = bodies.filter(({ path }) => path.startsWith(API_PATHS.publicTuitions));
    expect(offers.some(({ body }) => body.includes('Bio of Bishnu') && body.includes('"experienceYears":5'))).toBe(
      true,
    );
    for (const { path, body } of bodies) {
      expect(/"gender"|"(fe)?male"/.test(body), `${path} shows a gender`).toBe(false);
    }
  });
});
