// Places typed in Nepali or English are one place (issue 33): a known city or area is stored under its
// English name, so the directory's filters and facets and the matching's "same area" treat "ललितपुर"
// and "Lalitpur" alike; a tole not on the list keeps what was typed; migration 0020 maps old rows.
import fs from 'node:fs';
import { StudentRequestSchema, type PublicTuition } from '@gharguru/contract';
import { buildStudentRequest } from '@gharguru/contract/testing';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addOffers, adminForFile, signUpTeacher, testAppForFile } from '../../../test/test-app.js';
import type { SignedInTeacher } from '../../../test/test-app.js';
import { studentRequests, teachers, tuitions } from '../../db/schema.js';
import { newRequestCode } from '../student-requests/request-code.js';

const t = testAppForFile();
const admin = adminForFile(t);
let maya: SignedInTeacher;
let ram: SignedInTeacher;
let hari: SignedInTeacher;
let gita: SignedInTeacher;

async function get<T>(path: string): Promise<T> {
  const response = await t.api({ method: 'GET', path, token: path.startsWith('/admin') ? admin.token : undefined });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}
const teachersIn = async (query: string) =>
  (await get<{ tuitions: PublicTuition[] }>(`/public/tuitions?${query}`)).tuitions
    .map((offer) => offer.teacher.displayName)
    .sort();
const placeOf = async (teacher: SignedInTeacher) =>
  (
    await t.database.db
      .select({ city: teachers.city, area: teachers.area })
      .from(teachers)
      .where(eq(teachers.id, teacher.id))
  )[0];

beforeAll(async () => {
  maya = await signUpTeacher(t, { firstName: 'Maya', lastName: 'Gurung', city: 'ललितपुर', area: 'लगनखेल' });
  ram = await signUpTeacher(t, { firstName: 'Ram', lastName: 'Thapa', city: 'Lalitpur', area: 'Jawalakhel' });
  hari = await signUpTeacher(t, { firstName: 'Hari', lastName: 'Karki', city: ' kathmandu ', area: 'Gongabu' });
  gita = await signUpTeacher(t, { firstName: 'Gita', lastName: 'Rai', city: 'Kathmandu', area: 'Naya  Tole' });
  const offer = { subjects: ['Maths'], forClass: 'Secondary', price: 5000 };
  await addOffers(
    t,
    {
      maya: [maya, { name: 'Maths at home', ...offer }],
      ram: [ram, { name: 'Maths for SEE', ...offer }],
      hari: [hari, { name: 'Maths, Gongabu', ...offer }],
      gita: [gita, { name: 'Maths near you', ...offer }],
    },
    { adminToken: admin.token },
  );
});

describe('[FIX-32] one place whichever spelling was typed', () => {
  it('stores a known place under its English name and an unknown tole as typed', async () => {
    expect(await placeOf(maya)).toEqual({ city: 'Lalitpur', area: 'Lagankhel' });
    expect(await placeOf(hari)).toEqual({ city: 'Kathmandu', area: 'Gongabu' });
    expect(await placeOf(gita)).toEqual({ city: 'Kathmandu', area: 'Naya Tole' });
  });

  it('filters the directory by either spelling, and counts the city once in the facets', async () => {
    expect(await teachersIn('city=Lalitpur')).toEqual(['Maya G.', 'Ram T.']);
    expect(await teachersIn(`city=${encodeURIComponent('ललितपुर')}`)).toEqual(['Maya G.', 'Ram T.']);
    expect(await teachersIn(`area=${encodeURIComponent('गोंगबु')}`)).toEqual(['Hari K.']);
    expect(await teachersIn('area=naya%20tole')).toEqual(['Gita R.']);
    const facets = await get<{ cities: { value: string; count: number }[] }>('/public/directory-facets');
    expect(
      facets.cities.filter((city) => city.value.toLowerCase().includes('lalitpur') || city.value === 'ललितपुर'),
    ).toEqual([{ value: 'Lalitpur', count: 2 }]);
  });

  it('ranks a family who typed "गोंगबु" as in the same area as a tutor in Gongabu', async () => {
    const request = await t.post('/student/request', {
      ...buildStudentRequest({ city: 'काठमाडौं', area: 'गोंगबु', subjects: ['Maths'], class: '10' }),
    });
    expect(request.statusCode, request.body).toBe(201);
    const [row] = await t.database.db
      .select({ id: studentRequests.id, city: studentRequests.city, area: studentRequests.area })
      .from(studentRequests)
      .orderBy(sql`${studentRequests.createdAt} desc`)
      .limit(1);
    expect(row).toMatchObject({ city: 'Kathmandu', area: 'Gongabu' });
    const { suggestions } = await get<{
      suggestions: { teacher: { firstName: string }; reasons: { text: string }[] }[];
    }>(`/admin/student-requests/${row!.id}/suggestions`);
    expect(suggestions[0]?.teacher.firstName).toBe('Hari');
    expect(suggestions[0]?.reasons.map((reason) => reason.text)).toContain('Same area: Gongabu');
  });
});

describe('[FIX-32] migration 0020 maps the rows typed before', () => {
  it('moves known spellings to the English name, keeps unknown ones, and the offers follow', async () => {
    const [old] = await t.database.db
      .insert(teachers)
      .values({
        firstName: 'Old',
        lastName: 'Row',
        email: 'old.row@example.com',
        mobile: '9812000099',
        passwordHash: 'x',
        degree: 'Bachelor',
        level: 'SEE',
        subjects: ['Maths'],
        city: 'ललितपुर ',
        area: 'गोङ्गबु',
      })
      .returning({ id: teachers.id });
    await t.database.db.insert(tuitions).values({
      teacherId: old!.id,
      name: 'Old offer',
      subjects: ['Maths'],
      forClass: 'Secondary',
      price: 5000,
      priceType: 'monthly',
      teacherCityKey: 'ललितपुर ',
      teacherAreaKey: 'गोङ्गबु',
    });
    const requestCode = newRequestCode();
    await t.database.db.insert(studentRequests).values({
      ...StudentRequestSchema.parse(buildStudentRequest({ city: 'काठमाडौँ', area: 'सानो टोल' })),
      requestCode,
    });

    const migration = fs.readFileSync(new URL('../../db/migrations/0020_place_names.sql', import.meta.url), 'utf8');
    await t.database.db.transaction(async (tx) => {
      for (const statement of migration.split('--> statement-breakpoint')) await tx.execute(sql.raw(statement));
    });

    expect(await placeOf({ id: old!.id } as SignedInTeacher)).toEqual({ city: 'Lalitpur', area: 'Gongabu' });
    const [offer] = await t.database.db
      .select({ city: tuitions.teacherCityKey, area: tuitions.teacherAreaKey })
      .from(tuitions)
      .where(eq(tuitions.teacherId, old!.id));
    expect(offer).toEqual({ city: 'lalitpur', area: 'gongabu' });
    const [request] = await t.database.db
      .select({ city: studentRequests.city, area: studentRequests.area })
      .from(studentRequests)
      .where(eq(studentRequests.requestCode, requestCode));
    expect(request).toEqual({ city: 'Kathmandu', area: 'सानो टोल' });
    // Rows already right are left alone: the other teachers keep their places.
    expect(await placeOf(gita)).toEqual({ city: 'Kathmandu', area: 'Naya Tole' });
  });
});
