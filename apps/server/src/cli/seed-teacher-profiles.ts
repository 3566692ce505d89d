// The demo tutors' public profiles (issue 27), a step of `npm run seed` (seed-demo-data.ts): a bio in
// English or नेपाली, experience, institution, gender, languages, how and when they teach, and about a
// third verified with what was checked. Chosen from each tutor's place in the list, not from the
// demo data's random numbers, so the rest of the demo data stays as it was. Runs inside the seed's
// transaction and writes the offers' directory copies (db/schema.ts) with the profile.
import type { Gender, TeachingLanguage, TeachingMode, TeachingTime, VerificationCheck } from '@gharguru/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { teachers, tuitions } from '../db/schema.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface SeededTeacher {
  id: string;
  subjects: string[];
  city: string;
  createdAt: Date;
}

const INSTITUTIONS = [
  'Tribhuvan University',
  'Amrit Campus',
  'Patan Multiple Campus',
  'Kathmandu University',
  'Padma Kanya Multiple Campus',
  'त्रिभुवन विश्वविद्यालय',
  'पृथ्वीनारायण क्याम्पस',
  'St. Xavier’s College',
];

const GENDERS: Gender[] = ['female', 'male', 'female', 'male', 'female', 'male', 'unspecified', 'other'];
const SECOND_LANGUAGES: TeachingLanguage[] = ['newari', 'maithili', 'hindi', 'bhojpuri', 'tamang', 'tharu'];
const MODES: TeachingMode[][] = [['home'], ['home', 'online'], ['online'], ['home']];
const TIMES: TeachingTime[][] = [
  ['morning'],
  ['evening'],
  ['morning', 'evening'],
  ['day', 'evening'],
  ['morning', 'day'],
];
const CHECKS: VerificationCheck[][] = [
  ['identity', 'qualification'],
  ['identity', 'qualification', 'interview'],
  ['identity', 'interview', 'reference'],
  ['qualification'],
];

function englishBio(subjects: string, city: string, years: number): string {
  return [
    `I have taught ${subjects} for ${years === 0 ? 'a few months' : `${years} years`}, mostly to students in ${city}.`,
    'Each lesson starts with what the student found hard at school that day; we finish with a short practice set.',
    'Parents get a short note every month on what we covered and what comes next.',
  ].join(' ');
}

function nepaliBio(subjects: string, city: string): string {
  return [
    `म ${city}मा ${subjects} पढाउँछु।`,
    'हरेक पाठ विद्यार्थीलाई विद्यालयमा गाह्रो लागेको कुराबाट सुरु हुन्छ, र अन्त्यमा छोटो अभ्यास गर्छौं।',
    'अभिभावकलाई हरेक महिना के पढियो र अब के पढिन्छ भन्ने छोटो जानकारी दिन्छु।',
  ].join('\n');
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The profile of the `index`th demo tutor; every third (the demo teacher included) verified. */
export function demoTeacherProfile(teacher: SeededTeacher, index: number, now: Date) {
  const experienceYears = (index * 7) % 16;
  const subjects = teacher.subjects.slice(0, 2).join(', ');
  const verified = index % 3 === 0;
  // Verified some weeks after joining, never in the future.
  const verifiedAt = verified
    ? new Date(Math.min(teacher.createdAt.getTime() + (10 + index) * DAY_MS, now.getTime()))
    : null;
  return {
    bio: index % 2 === 0 ? englishBio(subjects, teacher.city, experienceYears) : nepaliBio(subjects, teacher.city),
    experienceYears,
    institution: INSTITUTIONS[index % INSTITUTIONS.length] as string,
    gender: GENDERS[index % GENDERS.length] as Gender,
    languages: (index % 4 === 3
      ? ['nepali', SECOND_LANGUAGES[index % SECOND_LANGUAGES.length]]
      : [
          'nepali',
          'english',
          ...(index % 5 === 0 ? [SECOND_LANGUAGES[index % SECOND_LANGUAGES.length]] : []),
        ]) as TeachingLanguage[],
    modes: MODES[index % MODES.length] as TeachingMode[],
    times: TIMES[index % TIMES.length] as TeachingTime[],
    verifiedAt,
    verificationChecks: verified ? (CHECKS[(index / 3) % CHECKS.length] as VerificationCheck[]) : [],
  };
}

export async function seedTeacherProfiles(tx: Tx, seeded: SeededTeacher[], now = new Date()): Promise<number> {
  let verifiedCount = 0;
  for (const [index, teacher] of seeded.entries()) {
    const profile = demoTeacherProfile(teacher, index, now);
    if (profile.verifiedAt) verifiedCount++;
    await tx.update(teachers).set(profile).where(eq(teachers.id, teacher.id));
    await tx
      .update(tuitions)
      .set({
        teacherVerified: profile.verifiedAt !== null,
        teacherGender: profile.gender,
        teacherModes: profile.modes,
        teacherTimes: profile.times,
      })
      .where(eq(tuitions.teacherId, teacher.id));
  }
  return verifiedCount;
}
