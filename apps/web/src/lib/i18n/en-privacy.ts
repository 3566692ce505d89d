// English texts of the /privacy page, in the page's own chunk (registered by the page module).
// `ne-privacy.ts` has the same keys.

export const enPrivacy = {
  privacy: {
    metaTitle: 'Privacy — GharGuru',
    title: 'Privacy',
    intro:
      'GharGuru asks for as little as it needs to find your child a tutor or to find you students. This page says what we keep, why, and who sees it.',
    collectTitle: 'What we collect',
    collectFamilies:
      'Families: the student’s name, your mobile number, an e-mail if you give one, the class, subjects, preferred time and your city and area.',
    collectTeachers:
      'Teachers: your name, mobile number, e-mail, degree, the level and subjects you teach, your city and area, and your tuition offers.',
    collectMessages: 'Messages sent through the contact form: your name, mobile number, e-mail and the message.',
    useTitle: 'Why we use it',
    use: 'Only to arrange home tuition: our team calls families and teachers to match them, and answers messages. We do not sell your details or use them for advertising.',
    seeTitle: 'Who sees your mobile number and e-mail',
    see: 'Only the GharGuru team, signed in as administrators. They never appear on the public website: the tutor directory shows a teacher’s first name, subjects, area and offers, never a phone number or e-mail address.',
    keepTitle: 'How long we keep it',
    keep: 'As long as a request, an offer or an account is open. Ask us and we delete it; a teacher who deletes an account takes their offers with it.',
    choicesTitle: 'Your choices',
    choices:
      'You can ask what we hold about you, ask us to correct it or to delete it, by phone or e-mail through the Contact page. Teachers can edit their own profile after signing in.',
    storageTitle: 'On your device',
    storage:
      'The website remembers your language choice on this device, and keeps a teacher’s or admin’s sign-in only until the browser tab is closed. We use no advertising or tracking cookies.',
    contactLink: 'Contact us',
  },
} as const;
