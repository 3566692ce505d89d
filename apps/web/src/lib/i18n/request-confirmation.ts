// The texts of the confirmation after a tuition request (issue 14), English and नेपाली. They travel
// with the confirmation's lazy chunk only (features/student-requests/components/request-confirmation.tsx),
// so /contact-student does not download them before a request is sent. The promise of one working
// day is docs/decisions/020-request-confirmation-and-lost-connection.md.
import { translationOf } from './checked';

export const enRequestConfirmation = {
  metaTitle: 'Request received — GharGuru',
  title: 'Request received',
  titleAgain: 'We already have this request',
  lead: 'Thank you, {{name}}. Your request for a home tutor has reached GharGuru.',
  nextTitle: 'What happens next',
  review: 'Within one working day, a GharGuru admin reads your request and looks for a suitable tutor near {{area}}.',
  reviewChosen:
    'Within one working day, a GharGuru admin reads your request and asks {{tutor}}, the tutor you chose, whether they can teach you.',
  tutor: 'Tutor you chose',
  verified: 'verified by GharGuru',
  notVerified: 'not yet verified by GharGuru',
  call: 'When we find a tutor, we call you or send an SMS to your mobile number ending in {{digits}}.',
  track: 'Check your request at any time with your code and mobile number:',
  askedTitle: 'What you asked for',
  place: 'Area',
  browse: 'Browse tutors',
  another: 'Send another request',
  print: 'Print this page',
  sentOn: 'Sent on',
} as const;

export const neRequestConfirmation = translationOf<typeof enRequestConfirmation>()({
  metaTitle: 'अनुरोध प्राप्त भयो — घरगुरु',
  title: 'अनुरोध प्राप्त भयो',
  titleAgain: 'यो अनुरोध हामीसँग पहिले नै छ',
  lead: 'धन्यवाद, {{name}}। घरमै पढाउने शिक्षकका लागि तपाईंको अनुरोध घरगुरुमा आइपुगेको छ।',
  nextTitle: 'अब के हुन्छ',
  review: 'एक कार्यदिनभित्र घरगुरुका एडमिनले तपाईंको अनुरोध पढ्नुहुन्छ र {{area}} नजिकका उपयुक्त शिक्षक खोज्नुहुन्छ।',
  reviewChosen:
    'एक कार्यदिनभित्र घरगुरुका एडमिनले तपाईंको अनुरोध पढ्नुहुन्छ र तपाईंले रोज्नुभएका शिक्षक {{tutor}} लाई पढाउन मिल्छ कि मिल्दैन भनी सोध्नुहुन्छ।',
  tutor: 'तपाईंले रोज्नुभएका शिक्षक',
  verified: 'घरगुरुले प्रमाणित गरेको',
  notVerified: 'घरगुरुले अझै प्रमाणित नगरेको',
  call: 'शिक्षक भेटिएपछि हामी {{digits}} मा अन्त्य हुने तपाईंको मोबाइल नम्बरमा फोन वा एसएमएस गर्छौं।',
  track: 'आफ्नो कोड र मोबाइल नम्बरले जुनसुकै बेला अनुरोधको अवस्था हेर्न सक्नुहुन्छ:',
  askedTitle: 'तपाईंले मागेको कुरा',
  place: 'ठाउँ',
  browse: 'शिक्षकहरू हेर्नुहोस्',
  another: 'अर्को अनुरोध पठाउनुहोस्',
  print: 'यो पेज प्रिन्ट गर्नुहोस्',
  sentOn: 'पठाइएको मिति',
});

export const REQUEST_CONFIRMATION_TEXTS = { en: enRequestConfirmation, ne: neRequestConfirmation } as const;
