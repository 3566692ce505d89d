// English texts of the teacher's public profile on the edit screen and of the admin's verification
// checks (issue 27). Part of the staff texts (en-staff.ts); ne-profile-form.ts has the same keys.
export const enProfileForm = {
  publicProfile: 'What families see',
  publicProfileIntro: 'All optional. Families choose a tutor from these; your phone number and e-mail are never shown.',
  bio: 'About you',
  bioHint:
    'How you teach, what students say, which classes you like best. Up to 800 characters; no phone numbers, e-mails or links.',
  bioCount: '{{count}} / 800',
  experienceYears: 'Years of teaching experience',
  experienceHint: 'Whole years, 0 to 60.',
  institution: 'College or school',
  institutionHint: 'Where you study or studied, or where you teach.',
  gender: 'Gender',
  genderHint: 'Some families ask for a female or male tutor; it is only used for that filter and never shown.',
  languages: 'Languages you can teach in',
  modes: 'How you teach',
  times: 'When you can teach',
  completeness: 'Profile {{percent}}% complete',
  familiesLookFirst: 'Families look first at the photo, the years of experience and the bio.',
  stillMissing: 'Still to add: {{items}}.',
  complete: 'Your profile is complete. Keep it up to date.',
  items: {
    experience: 'experience',
    bio: 'a bio of a few sentences',
    institution: 'college or school',
    languages: 'languages',
    modes: 'how you teach',
    times: 'when you can teach',
  },
  // The admin's teacher list: what was checked before verifying.
  checksLegend: 'What did you check?',
  checksHint: 'The badge names these for families, with this month.',
  checkOptions: {
    identity: 'Identity document (citizenship, passport)',
    qualification: 'Certificate or degree',
    interview: 'Interview',
    reference: 'Reference',
  },
} as const;
