// Issue 27: the directory carries the teacher's public profile (never a phone number, an e-mail or
// the gender), filters by gender, mode and time on the offers' indexed copies, and shows the whole
// profile on /tutors/:id rendered by the server, in English and in Nepali.
import { MSG } from '@gharguru/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverRendererForFile } from '../../../test/server-renderer.js';
import {
  type SignedInTeacher,
  addOffer,
  adminForFile,
  signUpTeacher,
  testAppForFile,
  testConfig,
} from '../../../test/test-app.js';

const webDist = serverRendererForFile();
const notifications = { ...testConfig().notifications, publicUrl: 'http://gharguru.test' };
const t = testAppForFile({ webDist, notifications });
const admin = adminForFile(t);

const base = { degree: 'Master' as const, level: '+2' as const, subjects: ['Maths'], city: 'Bhaktapur', area: 'Thimi' };
const GITA = { firstName: 'Gita', lastName: 'Bhandari', mobile: '9841000011', ...base };
const HARI = { firstName: 'Hari', lastName: 'Karki', mobile: '9841000012', ...base };
const GITA_PROFILE = {
  bio: 'I make algebra feel like a puzzle.\nStudents keep a notebook of their own questions.',
  experienceYears: 8,
  institution: 'Padma Kanya Campus',
  gender: 'female',
  languages: ['nepali', 'newari'],
  modes: ['home'],
  times: ['morning', 'evening'],
};
const HARI_PROFILE = { gender: 'male', modes: ['online'], times: ['day'], languages: ['english'] };

let gita: SignedInTeacher;
let hari: SignedInTeacher;
const offers: Record<string, string> = {};

const editProfile = async (teacher: SignedInTeacher, person: typeof GITA, profile: object) => {
  const response = await t.api({
    method: 'PUT',
    path: '/teacher/profile',
    token: teacher.token,
    body: { ...person, ...profile },
  });
  expect(response.statusCode).toBe(200);
};
const listed = async (query: string) => {
  const response = await t.api({ method: 'GET', path: `/public/tuitions?city=Bhaktapur${query}` });
  expect(response.statusCode).toBe(200);
  return (response.json().tuitions as { name: string }[]).map((offer) => offer.name).sort();
};
const page = (url: string, language = 'en') =>
  t.app.inject({ method: 'GET', url, headers: { host: 'gharguru.test', cookie: `gg_lang=${language}` } });

beforeAll(async () => {
  gita = await signUpTeacher(t, GITA);
  hari = await signUpTeacher(t, HARI);
  // Gita's offer is added before her profile is filled in (the edit updates its copies), Hari's after.
  offers.gita = await addOffer(
    t,
    gita,
    { name: 'Algebra with Gita', forClass: 'Secondary' },
    { adminToken: admin.token },
  );
  await editProfile(gita, GITA, GITA_PROFILE);
  await editProfile(hari, HARI, HARI_PROFILE);
  offers.hari = await addOffer(
    t,
    hari,
    { name: 'Online maths with Hari', forClass: 'Secondary' },
    { adminToken: admin.token },
  );
  const verified = await t.api({
    method: 'PUT',
    path: `/admin/profile/teacher/${gita.id}/verify`,
    token: admin.token,
    body: { verified: true, checks: ['identity', 'qualification'] },
  });
  expect(verified.statusCode).toBe(200);
});

describe('GET /public/tuitions: the public profile', () => {
  it('[PROF-7] carries bio, experience, institution, languages, modes, times and checks', async () => {
    const response = await t.api({ method: 'GET', path: `/public/tuitions/${offers.gita}` });
    expect(response.json().tuition.teacher).toMatchObject({
      displayName: 'Gita B.',
      bio: GITA_PROFILE.bio,
      experienceYears: 8,
      institution: 'Padma Kanya Campus',
      languages: ['nepali', 'newari'],
      modes: ['home'],
      times: ['morning', 'evening'],
      verified: true,
      verificationChecks: ['identity', 'qualification'],
    });
  });

  it('[PROF-7] privacy walk: no phone number, e-mail, full last name or gender in any public answer or page', async () => {
    const answers = [
      await t.api({ method: 'GET', path: '/public/tuitions?city=Bhaktapur' }),
      await t.api({ method: 'GET', path: `/public/tuitions/${offers.gita}` }),
      await t.api({ method: 'GET', path: `/public/tuitions/${offers.hari}` }),
      await t.api({ method: 'GET', path: '/public/tuitions?city=Bhaktapur&gender=female' }),
      await page('/tutors?city=Bhaktapur'),
      await page(`/tutors/${offers.gita}`),
      await page(`/tutors/${offers.gita}`, 'ne'),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      for (const secret of [GITA.mobile, HARI.mobile, gita.email, hari.email, GITA.lastName, HARI.lastName]) {
        expect(answer.body, `${secret} in a public answer`).not.toContain(secret);
      }
      // Neither as a field of the JSON answers nor in the data a page embeds (the filter's own
      // <select name="gender"> is no data).
      expect(answer.body).not.toMatch(/"gender":|:"(female|male)"/);
    }
  });
});

describe('GET /public/tuitions: gender, mode and time filters', () => {
  it('[PROF-8] filters by gender, by mode and by time, alone and together', async () => {
    expect(await listed('')).toEqual(['Algebra with Gita', 'Online maths with Hari']);
    expect(await listed('&gender=female')).toEqual(['Algebra with Gita']);
    expect(await listed('&gender=male')).toEqual(['Online maths with Hari']);
    expect(await listed('&gender=other')).toEqual([]);
    expect(await listed('&mode=online')).toEqual(['Online maths with Hari']);
    expect(await listed('&mode=home&time=evening')).toEqual(['Algebra with Gita']);
    expect(await listed('&time=day&gender=female')).toEqual([]);
  });

  it('[PROF-8] follows a profile edit at once', async () => {
    await editProfile(hari, HARI, { ...HARI_PROFILE, modes: ['home', 'online'] });
    expect(await listed('&mode=home')).toEqual(['Algebra with Gita', 'Online maths with Hari']);
    await editProfile(hari, HARI, HARI_PROFILE);
    expect(await listed('&mode=home')).toEqual(['Algebra with Gita']);
  });

  it.each([
    ['gender=x', MSG.genderInvalid],
    ['mode=car', MSG.modesInvalid],
    ['time=night', MSG.timesInvalid],
  ])('[PROF-8] refuses %s with 400 and its message', async (query, message) => {
    const response = await t.api({ method: 'GET', path: `/public/tuitions?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('/tutors/:id rendered on the server', () => {
  it('[PROF-8] shows the whole profile and the badge in English', async () => {
    const html = (await page(`/tutors/${offers.gita}`)).body;
    expect(html).toContain('I make algebra feel like a puzzle.');
    expect(html).toContain('8 years of experience');
    expect(html).toContain('Padma Kanya Campus');
    expect(html).toContain('Nepali and Newari');
    expect(html).toMatch(/ID and certificate checked, [A-Z][a-z]+ \d{4}/);
  });

  it('[PROF-6] shows the profile and the badge in Nepali', async () => {
    const html = (await page(`/tutors/${offers.gita}`, 'ne')).body;
    expect(html).toContain('८ वर्षको अनुभव');
    expect(html).toContain('नेपाली र नेवारी');
    // The month in Bikram Sambat: a BS month name and a 20xx BS year in Devanagari digits.
    expect(html).toMatch(
      /परिचयपत्र र प्रमाणपत्र जाँच गरिएको, (बैशाख|जेठ|असार|साउन|भदौ|असोज|कात्तिक|मंसिर|पुस|माघ|फागुन|चैत) २०[७-९][०-९]/,
    );
  });

  it('[PROF-8] the list shows experience, institution and the badge on the card', async () => {
    const html = (await page('/tutors?city=Bhaktapur&gender=female')).body;
    expect(html).toContain('Algebra with Gita');
    expect(html).not.toContain('Online maths with Hari');
    expect(html).toContain('8 years of experience');
    expect(html).toContain('Padma Kanya Campus');
  });
});
