// Nothing private leaves through a public endpoint (issue 9, requirements DEC-11): every route
// reachable without a token is walked with realistic data, and no answer may hold a teacher's mobile
// number, e-mail or full last name, nor any trace of an offer an admin has not approved.
import { API_PATHS, type PublicTuition } from '@gharguru/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildStudentRequest } from '@gharguru/contract/testing';
import { addOffer, adminForFile, setTeacherVerified, signUpTeacher, testAppForFile } from '../test-app.js';

const t = testAppForFile();
const bodies: { path: string; body: string }[] = [];
const secrets: string[] = [];
const unlisted: { id: string; name: string }[] = [];
let requestCode: string;

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
