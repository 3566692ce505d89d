// The description (<meta name="description">, Open Graph, Twitter card) of each prerendered page and
// of the app shell, by the route manifest's screen name. Only the build's prerenderer reads these
// (src/prerender/entry-server.tsx): no page's JavaScript carries them. `ne-page-meta.ts` has the
// same keys; the build fails for a prerendered screen without one (docs/decisions/019).
export const enPageMeta = {
  shell: 'GharGuru connects students and parents in Nepal with trusted home tutors for one-on-one tuition.',
  home: 'Find a trusted home tutor in Nepal for any class from 1 to 12 or Bachelor. Tell GharGuru what your child needs and we match you with a tutor near you.',
  about:
    'How GharGuru works: families ask for a home tutor, teachers offer tuition, and our team checks the tutors and matches them by class, subject and area.',
  privacy:
    'What GharGuru keeps about families and teachers, why, and who sees it. Phone numbers and e-mail addresses never appear on the public website.',
  findTutor:
    'Ask for a home tutor in Nepal: tell us the student’s class, subjects, city and a good time, and GharGuru calls you back with a matching tutor.',
  trackRequest:
    'Follow your GharGuru tuition request: enter the request code and your mobile number to see whether a tutor has been found.',
  contactUs:
    'Questions about home tuition or teaching with GharGuru? Send us a message or call: we answer families and teachers across Nepal.',
  teacherLogin:
    'Teachers sign in to GharGuru to manage their tuition offers, see the students matched to them and keep their profile up to date.',
  teacherRegister:
    'Become a home tutor with GharGuru: register with your subjects, level and area, add tuition offers and meet students near you.',
  adminLogin: 'Sign-in for the GharGuru team: tuition requests, teachers, offers and messages.',
  adminRegister:
    'Ask for an administrator account on GharGuru. An approved administrator reviews every new account before it can sign in.',
  forgotPassword: 'Forgot your GharGuru password? Ask for a link by e-mail to choose a new one.',
  resetPasswordCode: 'Reset your GharGuru teacher password with the code from an SMS.',
  notFound: 'This page is not on GharGuru. Find a home tutor in Nepal, browse tutors or contact us.',
};
