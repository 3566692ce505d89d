// Valid inputs for tests, typed by the contract's own schemas: the server tests, the end-to-end
// fixtures and the contract tests build their teachers, admins, tuition posts, student requests and
// contact messages here. Every call gets its own e-mail address and mobile number, so tests that run
// in any order, in parallel workers or against one shared server never find each other's rows.
// Imported as '@gharguru/contract/testing'; nothing in the apps imports it.
import type { z } from 'zod';
import type { AdminRegisterSchema } from '../admins.js';
import type { ContactMessageInput } from '../contact-messages.js';
import type { StudentRequestInput } from '../student-requests.js';
import type { TeacherProfile, TeacherRegisterSchema } from '../teachers.js';
import type { TuitionInput } from '../tuitions.js';

export type TeacherInput = z.input<typeof TeacherRegisterSchema>;
export type AdminRegisterInput = z.input<typeof AdminRegisterSchema>;
export type { ContactMessageInput, StudentRequestInput, TuitionInput };

// One random block per process (a test file, a Playwright worker) and a counter inside it.
const processSeed = Math.floor(Math.random() * 100_000);
let sequence = 0;

/**
 * Lower-case letters and digits, different on every call in every process: for e-mail addresses,
 * names and search terms. No '_' or '%', which the list searches treat as plain characters.
 */
export function uniqueId(): string {
  sequence += 1;
  return `${Date.now().toString(36)}${processSeed.toString(36)}${sequence.toString(36)}`;
}

/** A valid 10-digit mobile number ('98' and eight digits), different on every call. */
export function uniqueMobile(): string {
  sequence += 1;
  return `98${String((processSeed * 1000 + sequence) % 100_000_000).padStart(8, '0')}`;
}

/** An address at example.com under `name`, unique per call, within the 65-character limit. */
export function uniqueEmail(name: string): string {
  return `${name}.${uniqueId()}@example.com`;
}

/** Names with a mobile number and an e-mail address (at the first name) of their own. */
function person(firstName: string, lastName: string) {
  return { firstName, lastName, mobile: uniqueMobile(), email: uniqueEmail(firstName.toLowerCase()) };
}

export function buildTeacher(overrides: Partial<TeacherInput> = {}): TeacherInput {
  return {
    ...person('Sita', 'Sharma'),
    password: 'secret123',
    degree: 'Master',
    subjects: ['Mathematics', 'Physics'],
    level: '+2',
    city: 'Kathmandu',
    area: 'Baneshwor',
    ...overrides,
  };
}

/** An admin registration as the form sends it; the server stores it as adminRolePending. */
export function buildAdmin(overrides: Partial<AdminRegisterInput> = {}): AdminRegisterInput {
  return {
    ...person('Ram', 'Thapa'),
    password: 'Admin123',
    conformPassword: 'Admin123',
    role: 'adminRolePending',
    ...overrides,
  };
}

/** A teacher's tuition offer (a "post"). */
export function buildTuition(overrides: Partial<TuitionInput> = {}): TuitionInput {
  return {
    name: 'SEE Mathematics coaching',
    subjects: ['Mathematics'],
    forClass: 'Secondary',
    price: 5000,
    priceType: 'monthly',
    ...overrides,
  };
}

/** A parent's or student's request for a tutor (Find a Tutor). */
export function buildStudentRequest(overrides: Partial<StudentRequestInput> = {}): StudentRequestInput {
  return {
    ...person('Aarav', 'Karki'),
    class: '10',
    subjects: ['Science', 'Mathematics'],
    timing: 'Evening',
    city: 'Lalitpur',
    area: 'Jawalakhel',
    ...overrides,
  };
}

/** A visitor's message from the Contact Us form. */
export function buildContactMessage(overrides: Partial<ContactMessageInput> = {}): ContactMessageInput {
  return {
    firstName: 'Gita',
    lastName: 'Rai',
    email: uniqueEmail('gita'),
    mobileNo: uniqueMobile(),
    subject: 'Tutor for my daughter',
    message: 'Do you have a chemistry tutor in Bhaktapur?',
    ...overrides,
  };
}

/** A teacher's public profile (issue 27) as registration leaves it: nothing given yet. */
export const EMPTY_PUBLIC_PROFILE: Pick<
  TeacherProfile,
  'bio' | 'experienceYears' | 'institution' | 'gender' | 'languages' | 'modes' | 'times'
> = {
  bio: null,
  experienceYears: null,
  institution: null,
  gender: 'unspecified',
  languages: [],
  modes: [],
  times: [],
};
