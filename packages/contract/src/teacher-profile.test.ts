// Issue 27: every field of a teacher's public profile and of the verification's checks, with its
// exact message; an edit without them (a client of issue 14) stays valid and changes none of them.
import { describe, expect, it } from 'vitest';
import { TeacherVerifyBodySchema } from './directory.js';
import { MSG } from './messages.js';
import { TeacherProfileEditFormSchema, TeacherProfileEditSchema, TeacherRegisterSchema } from './teachers.js';
import { type Rule, itRejects, parsed, text } from './test-support.js';

const edit = {
  firstName: 'Sita',
  lastName: 'Sharma',
  mobile: '9841234567',
  degree: 'Master',
  level: '+2',
  city: 'Lalitpur',
  area: 'Jawalakhel',
  subjects: ['Maths'],
};

const profileRules: Rule[] = [
  ['[PROF-3] bio of 801 characters', { bio: text(801) }, 'bio', MSG.bioMax],
  ['[PROF-3] bio with a phone number', { bio: 'Ring 98 4123 4567 after six' }, 'bio', MSG.profileTextHasContactDetails],
  ['[PROF-3] bio with a Devanagari phone number', { bio: 'फोन ९८४१२३४५६७' }, 'bio', MSG.profileTextHasContactDetails],
  [
    '[PROF-3] bio with an e-mail address',
    { bio: 'Mail me: sita@example.com' },
    'bio',
    MSG.profileTextHasContactDetails,
  ],
  ['[PROF-3] bio with a link', { bio: 'See https://x.example/me' }, 'bio', MSG.profileTextHasContactDetails],
  ['[PROF-3] bio with a control character', { bio: 'Hello\u0007' }, 'bio', MSG.controlCharacters],
  ['[PROF-3] institution of 121 characters', { institution: text(121) }, 'institution', MSG.institutionMax],
  [
    '[PROF-3] institution with a link',
    { institution: 'www.school.example' },
    'institution',
    MSG.profileTextHasContactDetails,
  ],
  ['[PROF-3] institution of two lines', { institution: 'TU\nIOE' }, 'institution', MSG.controlCharacters],
  ['[PROF-3] experience below 0', { experienceYears: -1 }, 'experienceYears', MSG.experienceYearsInvalid],
  ['[PROF-3] experience above 60', { experienceYears: 61 }, 'experienceYears', MSG.experienceYearsInvalid],
  ['[PROF-3] experience not whole', { experienceYears: 1.5 }, 'experienceYears', MSG.experienceYearsInvalid],
  ['[PROF-3] experience as words', { experienceYears: 'five' }, 'experienceYears', MSG.experienceYearsInvalid],
  ['[PROF-3] gender not in the list', { gender: 'x' }, 'gender', MSG.genderInvalid],
  ['[PROF-3] a language not in the list', { languages: ['english', 'latin'] }, 'languages.1', MSG.languagesInvalid],
  ['[PROF-3] languages not a list', { languages: 'english' }, 'languages', MSG.languagesInvalid],
  ['[PROF-3] a mode not in the list', { modes: ['car'] }, 'modes.0', MSG.modesInvalid],
  ['[PROF-3] a time not in the list', { times: ['night'] }, 'times.0', MSG.timesInvalid],
];

describe('teacher profile edit: the public profile (API body)', () => {
  itRejects(TeacherProfileEditSchema, edit, profileRules);

  it('[PROF-2] leaves every profile field out when the client sends none of them', () => {
    expect(parsed(TeacherProfileEditSchema, edit)).toEqual(edit);
  });

  it('[PROF-1] accepts a whole profile: trims texts, keeps each choice once in the list order', () => {
    const value = parsed(TeacherProfileEditSchema, {
      ...edit,
      bio: '  Patient teacher.\nTen years of SEE classes.  ',
      experienceYears: 60,
      institution: ' Tribhuvan University ',
      gender: 'other',
      languages: ['english', 'nepali', 'english', 'other'],
      modes: ['online', 'home'],
      times: ['evening', 'morning'],
    });
    expect(value).toMatchObject({
      bio: 'Patient teacher.\nTen years of SEE classes.',
      experienceYears: 60,
      institution: 'Tribhuvan University',
      gender: 'other',
      languages: ['nepali', 'english', 'other'],
      modes: ['home', 'online'],
      times: ['morning', 'evening'],
    });
  });

  it('[PROF-1] reads null or blank as "clear" and an 800-character bio as valid', () => {
    const value = parsed(TeacherProfileEditSchema, {
      ...edit,
      bio: text(800),
      institution: '   ',
      experienceYears: null,
    });
    expect(value).toMatchObject({ bio: text(800), institution: null, experienceYears: null });
  });

  it('[PROF-1] lets degrees and class names through ("B.Sc", "Class 10, 2019")', () => {
    const bio = 'B.Sc from Amrit Campus; SEE board topper in 2019, now teaching Class 10.';
    expect(parsed(TeacherProfileEditSchema, { ...edit, bio }).bio).toBe(bio);
  });
});

describe('teacher profile edit: the public profile (form)', () => {
  itRejects(TeacherProfileEditFormSchema, { ...edit, subjects: 'Maths' }, profileRules);

  it('[PROF-1] reads experience typed in a form field', () => {
    expect(parsed(TeacherProfileEditFormSchema, { ...edit, subjects: 'Maths', experienceYears: ' 7 ' })).toMatchObject({
      experienceYears: 7,
    });
    expect(parsed(TeacherProfileEditFormSchema, { ...edit, subjects: 'Maths', experienceYears: '' })).toMatchObject({
      experienceYears: null,
    });
  });
});

describe('registration', () => {
  it('[PROF-1] asks for none of the profile fields and keeps none sent along', () => {
    const value = parsed(TeacherRegisterSchema, {
      ...edit,
      email: 'sita@example.com',
      password: 'Secret1',
      bio: 'Hello',
      gender: 'female',
    });
    expect(value).not.toHaveProperty('bio');
    expect(value).not.toHaveProperty('gender');
  });
});

describe('verification checks', () => {
  itRejects(TeacherVerifyBodySchema, { verified: true }, [
    ['[PROF-4] an unknown check', { checks: ['horoscope'] }, 'checks.0', MSG.verificationChecksInvalid],
    ['[PROF-4] checks not a list', { checks: 'identity' }, 'checks', MSG.verificationChecksInvalid],
  ]);

  it('[PROF-4] takes `verified` alone (an older client) and keeps each check once, in order', () => {
    expect(parsed(TeacherVerifyBodySchema, { verified: true })).toEqual({ verified: true });
    expect(parsed(TeacherVerifyBodySchema, { verified: true, checks: ['reference', 'identity', 'reference'] })).toEqual(
      {
        verified: true,
        checks: ['identity', 'reference'],
      },
    );
  });
});
