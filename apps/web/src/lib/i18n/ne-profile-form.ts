// नेपाली for en-profile-form.ts: the same keys and {{variables}} (checked by tsc).
import { translationOf } from './checked';
import type { enProfileForm } from './en-profile-form';

export const neProfileForm = translationOf<typeof enProfileForm>()({
  publicProfile: 'परिवारले देख्ने कुरा',
  publicProfileIntro: 'सबै ऐच्छिक। परिवारले यिनैबाट शिक्षक छान्छन्; तपाईंको फोन नम्बर र इमेल कहिल्यै देखाइँदैन।',
  bio: 'तपाईंको बारेमा',
  bioHint: 'तपाईं कसरी पढाउनुहुन्छ, विद्यार्थी के भन्छन्, कुन कक्षा मन पर्छ। बढीमा ८०० अक्षर; फोन नम्बर, इमेल वा लिङ्क नराख्नुहोस्।',
  bioCount: '{{count}} / ८००',
  experienceYears: 'पढाएको अनुभव (वर्ष)',
  experienceHint: 'पूरा वर्ष, ० देखि ६० सम्म।',
  institution: 'कलेज वा विद्यालय',
  institutionHint: 'तपाईंले पढ्नुभएको वा पढाउनुहुने ठाउँ।',
  gender: 'लिङ्ग',
  genderHint: 'केही परिवार महिला वा पुरुष शिक्षक खोज्छन्; यो त्यही छनोटका लागि मात्र हो, कहीँ देखाइँदैन।',
  languages: 'तपाईंले पढाउन सक्ने भाषा',
  modes: 'पढाउने तरिका',
  times: 'पढाउन मिल्ने समय',
  completeness: 'प्रोफाइल {{percent}}% पूरा',
  familiesLookFirst: 'परिवारले सबैभन्दा पहिले फोटो, अनुभवका वर्ष र परिचय हेर्छन्।',
  stillMissing: 'अझै थप्न बाँकी: {{items}}।',
  complete: 'तपाईंको प्रोफाइल पूरा छ। अद्यावधिक राख्नुहोस्।',
  items: {
    experience: 'अनुभव',
    bio: 'केही वाक्यको परिचय',
    institution: 'कलेज वा विद्यालय',
    languages: 'भाषा',
    modes: 'पढाउने तरिका',
    times: 'पढाउन मिल्ने समय',
  },
  checksLegend: 'के के जाँच गर्नुभयो?',
  checksHint: 'परिवारले देख्ने ब्याजमा यी कुरा र यो महिना लेखिन्छ।',
  checkOptions: {
    identity: 'परिचयपत्र (नागरिकता, राहदानी)',
    qualification: 'प्रमाणपत्र वा डिग्री',
    interview: 'अन्तर्वार्ता',
    reference: 'सिफारिस',
  },
});
