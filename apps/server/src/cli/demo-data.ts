// Realistic, reproducible demo data for the seed command and the benchmarks: Nepali teachers and
// their tuition posts, student requests and contact messages. Pure: no database, no hashing.
// Every input has the contract's shape, so the same records can also be posted through the API.
import {
  CLASSES,
  DEGREES,
  type FOR_CLASSES,
  type ContactMessage,
  type ContactStatus,
  type Degree,
  type Status,
  type StudentClass,
  type StudentRequest,
  type TeacherLevel,
  type TeacherRegister,
  type Tuition,
} from '@gharguru/contract';
import {
  CONTACT_TOPICS,
  FEE_RANGE_NPR,
  FEMALE_FIRST_NAMES,
  LAST_NAMES,
  MALE_FIRST_NAMES,
  PLACES,
  STAGE_OF_FOR_CLASS,
  SUBJECTS_BY_STAGE,
  TEACHER_DETAILS,
  TUITION_NAME_PATTERNS,
  stageOfClass,
  type Stage,
} from './demo-vocabulary.js';

/** The accounts the seed command prints, so anyone can try both dashboards at once. */
export const DEMO_ACCOUNTS = {
  admin: {
    firstName: 'Ram',
    lastName: 'Thapa',
    mobile: '9801234567',
    email: 'admin@gharguru.local',
    password: 'Admin123',
  },
  teacher: {
    firstName: 'Sita',
    lastName: 'Sharma',
    mobile: '9841234567',
    email: 'teacher@gharguru.local',
    password: 'teacher123',
  },
} as const;

export type DemoTeacherProfile = Omit<TeacherRegister, 'password'>;

export interface DemoTuition {
  input: Tuition;
  status: Status;
  createdAt: Date;
}

export interface DemoTeacher {
  profile: DemoTeacherProfile;
  createdAt: Date;
  posts: DemoTuition[];
}

export interface DemoStudentRequest {
  input: StudentRequest;
  status: Status;
  createdAt: Date;
}

export interface DemoContactMessage {
  input: ContactMessage;
  status: ContactStatus;
  createdAt: Date;
}

export interface DemoPendingAdmin {
  firstName: string;
  lastName: string;
  mobile: string;
  email: string;
  createdAt: Date;
}

export interface DemoData {
  /** The first teacher is always the demo teacher of DEMO_ACCOUNTS. */
  teachers: DemoTeacher[];
  studentRequests: DemoStudentRequest[];
  contactMessages: DemoContactMessage[];
  /** Self-registered admins waiting for approval, so the approval panel has something to show. */
  pendingAdmins: DemoPendingAdmin[];
}

export interface DemoDataOptions {
  teachers?: number;
  studentRequests?: number;
  contactMessages?: number;
  pendingAdmins?: number;
  /** Same seed, same data: benchmarks compare like with like. */
  seed?: number;
  /** Dates are spread over the months before this moment. */
  now?: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const AFTER_SCHOOL_TIMINGS = ['Morning', 'Evening'] as const;

/** mulberry32: a tiny, fast PRNG; good enough for demo data and fully reproducible. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const chance = (probability: number) => next() < probability;
  /** `count` different items, in random order. */
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    const chosen: T[] = [];
    while (chosen.length < count && pool.length > 0)
      chosen.push(pool.splice(Math.floor(next() * pool.length), 1)[0] as T);
    return chosen;
  };
  return { int, pick, chance, sample };
}

type Random = ReturnType<typeof createRandom>;

function fill(pattern: string, values: Record<string, string | number>): string {
  return pattern.replace(/\{(\w+)\}/g, (_match, key: string) => String(values[key] ?? ''));
}

/** Nepali mobile numbers: 984/985/986 (NTC) and 980/981/982 (Ncell), ten digits. */
function mobileNumber(random: Random): string {
  return `98${random.pick([0, 1, 2, 4, 5, 6])}${String(random.int(0, 9_999_999)).padStart(7, '0')}`;
}

function personName(random: Random) {
  const firstName = random.chance(0.5) ? random.pick(MALE_FIRST_NAMES) : random.pick(FEMALE_FIRST_NAMES);
  return { firstName, lastName: random.pick(LAST_NAMES) };
}

function emailFor(firstName: string, lastName: string, n: number, domain: string): string {
  return `${firstName}.${lastName}${n}@${domain}`.toLowerCase();
}

function daysBefore(now: Date, random: Random, maxDays: number, minDays = 0): Date {
  return new Date(now.getTime() - random.int(minDays * DAY_MS, maxDays * DAY_MS));
}

/** A date between `after` and `now`: a post comes after its teacher signed up. */
function dateBetween(after: Date, now: Date, random: Random): Date {
  return new Date(random.int(after.getTime(), now.getTime()));
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

/** The highest stage a teacher with this degree teaches comfortably, and the matching level. */
const TEACHING_BY_DEGREE: Record<Degree, { level: TeacherLevel; forClasses: readonly (typeof FOR_CLASSES)[number][] }> =
  {
    '+2': { level: 'SEE', forClasses: ['Primary', 'Lower Secondary', 'Secondary'] },
    Bachelor: { level: '+2', forClasses: ['Lower Secondary', 'Secondary', '+2-11th', '+2-12th'] },
    Master: { level: 'Bachelor', forClasses: ['Secondary', '+2-11th', '+2-12th', 'Bachelor'] },
    PHD: { level: 'Bachelor', forClasses: ['+2-11th', '+2-12th', 'Bachelor'] },
  };

function demoTuition(
  random: Random,
  forClasses: readonly (typeof FOR_CLASSES)[number][],
  place: { city: string; area: string },
  after: Date,
  now: Date,
): DemoTuition {
  const forClass = random.pick(forClasses);
  const stage: Stage = STAGE_OF_FOR_CLASS[forClass];
  const subjects = random.sample(SUBJECTS_BY_STAGE[stage], random.int(1, 3));
  const priceType = random.chance(0.8) ? 'monthly' : 'hourly';
  const [min, max] = FEE_RANGE_NPR[stage][priceType];
  const price = roundTo(random.int(min, max), priceType === 'monthly' ? 500 : 50);
  const name = fill(random.pick(TUITION_NAME_PATTERNS[stage]), { subject: subjects[0] ?? 'Mathematics' });
  const teacherDetails = random.chance(0.7)
    ? fill(random.pick(TEACHER_DETAILS), { years: random.int(2, 15), ...place })
    : undefined;
  return {
    input: { name, subjects, forClass, price, priceType, teacherDetails },
    status: random.chance(0.3) ? 'Completed' : 'Pending',
    createdAt: dateBetween(after, now, random),
  };
}

function demoTeacher(random: Random, index: number, now: Date): DemoTeacher {
  const isDemo = index === 0;
  const { firstName, lastName } = isDemo ? DEMO_ACCOUNTS.teacher : personName(random);
  const degree: Degree = isDemo ? 'Master' : random.pick(DEGREES);
  const teaching = TEACHING_BY_DEGREE[degree];
  const place = isDemo ? { city: 'Kathmandu', area: 'Baneshwor' } : random.pick(PLACES);
  const createdAt = daysBefore(now, random, 365, 30);
  const postCount = random.int(2, 5);
  const posts = Array.from({ length: postCount }, () =>
    demoTuition(random, teaching.forClasses, place, createdAt, now),
  );
  const subjects = [...new Set(posts.flatMap((post) => post.input.subjects))].slice(0, 6);
  return {
    profile: {
      firstName,
      lastName,
      mobile: isDemo ? DEMO_ACCOUNTS.teacher.mobile : mobileNumber(random),
      email: isDemo ? DEMO_ACCOUNTS.teacher.email : emailFor(firstName, lastName, index, 'example.com'),
      degree,
      subjects,
      level: teaching.level,
      ...place,
    },
    createdAt,
    posts,
  };
}

/**
 * A family's request as families send them (issue 14): lessons after school, so mostly morning or
 * evening; and only a request some days old has been dealt with (Completed), never one of today.
 */
function demoStudentRequest(random: Random, now: Date): DemoStudentRequest {
  const { firstName, lastName } = personName(random);
  const studentClass: StudentClass = random.pick(CLASSES);
  const subjects = random.sample(SUBJECTS_BY_STAGE[stageOfClass(studentClass)], random.int(1, 3));
  const createdAt = daysBefore(now, random, 120);
  const ageInDays = (now.getTime() - createdAt.getTime()) / DAY_MS;
  const completedChance = ageInDays < 2 ? 0 : ageInDays < 14 ? 0.25 : 0.6;
  return {
    input: {
      firstName,
      lastName,
      mobile: mobileNumber(random),
      email: random.chance(0.6) ? emailFor(firstName, lastName, random.int(1, 99), 'example.com') : undefined,
      class: studentClass,
      subjects,
      timing: random.chance(0.15) ? 'Day' : random.pick(AFTER_SCHOOL_TIMINGS),
      ...random.pick(PLACES),
    },
    status: random.chance(completedChance) ? 'Completed' : 'Pending',
    createdAt,
  };
}

function demoContactMessage(random: Random, now: Date): DemoContactMessage {
  const { firstName, lastName } = personName(random);
  const place = random.pick(PLACES);
  const values = { ...place, class: random.int(1, 12) };
  const topic = random.pick(CONTACT_TOPICS);
  return {
    input: {
      firstName,
      lastName,
      email: random.chance(0.7) ? emailFor(firstName, lastName, random.int(1, 99), 'example.com') : undefined,
      mobileNo: mobileNumber(random),
      subject: fill(topic.subject, values),
      message: fill(topic.message, values),
    },
    status: random.chance(0.4) ? 'Contacted' : 'Pending',
    createdAt: daysBefore(now, random, 90),
  };
}

function demoPendingAdmin(random: Random, index: number, now: Date): DemoPendingAdmin {
  const { firstName, lastName } = personName(random);
  return {
    firstName,
    lastName,
    mobile: mobileNumber(random),
    email: emailFor(firstName, lastName, index, 'gharguru.local'),
    createdAt: daysBefore(now, random, 10),
  };
}

export function generateDemoData(options: DemoDataOptions = {}): DemoData {
  const random = createRandom(options.seed ?? 2081);
  const now = options.now ?? new Date();
  return {
    teachers: Array.from({ length: options.teachers ?? 40 }, (_, index) => demoTeacher(random, index, now)),
    studentRequests: Array.from({ length: options.studentRequests ?? 60 }, () => demoStudentRequest(random, now)),
    contactMessages: Array.from({ length: options.contactMessages ?? 20 }, () => demoContactMessage(random, now)),
    pendingAdmins: Array.from({ length: options.pendingAdmins ?? 2 }, (_, index) =>
      demoPendingAdmin(random, index + 1, now),
    ),
  };
}
