// English texts of a tutor's public profile (issue 27): the choices' names, the verification badge
// and the profile's headings, read on /tutors, /tutors/:id, the teacher's edit screen and the admin's
// teacher list. Part of the directory texts (en-directory.ts); ne-tutor-profile.ts has the same keys.
export const enTutorProfile = {
  tutorProfile: {
    languages: {
      nepali: 'Nepali',
      english: 'English',
      hindi: 'Hindi',
      newari: 'Newari',
      maithili: 'Maithili',
      bhojpuri: 'Bhojpuri',
      tamang: 'Tamang',
      tharu: 'Tharu',
      magar: 'Magar',
      gurung: 'Gurung',
      limbu: 'Limbu',
      sherpa: 'Sherpa',
      other: 'Another language',
    },
    modes: { home: 'At home', online: 'Online' },
    times: { morning: 'Morning', day: 'Day', evening: 'Evening' },
    genders: { female: 'Female', male: 'Male', other: 'Other', unspecified: 'Prefer not to say' },
    // The badge's list: "ID and certificate checked, December 2026".
    checks: { identity: 'ID', qualification: 'certificate', interview: 'interview', reference: 'reference' },
    and: 'and',
    badge: '{{checks}} checked, {{date}}',
    experience_one: '{{count}} year of experience',
    experience_other: '{{count}} years of experience',
    experienceNew: 'New tutor',
    about: 'About me',
    institution: 'College or school',
    teachesIn: 'Teaches in',
    lessons: 'Lessons',
    available: 'Available',
    // The directory's filters.
    filterGender: 'Tutor',
    anyGender: 'Any tutor',
    genderFilter: { female: 'Female tutor', male: 'Male tutor', other: 'Other' },
    filterMode: 'Lessons',
    anyMode: 'At home or online',
    filterTime: 'Time of day',
    anyTime: 'Any time',
  },
} as const;
