// नेपाली for en-tutor-profile.ts: the same keys, each text with the same {{variables}} (checked by tsc).
import { translationOf } from './checked';
import type { enTutorProfile } from './en-tutor-profile';

export const neTutorProfile = translationOf<typeof enTutorProfile>()({
  tutorProfile: {
    languages: {
      nepali: 'नेपाली',
      english: 'अङ्ग्रेजी',
      hindi: 'हिन्दी',
      newari: 'नेवारी',
      maithili: 'मैथिली',
      bhojpuri: 'भोजपुरी',
      tamang: 'तामाङ',
      tharu: 'थारू',
      magar: 'मगर',
      gurung: 'गुरुङ',
      limbu: 'लिम्बू',
      sherpa: 'शेर्पा',
      other: 'अर्को भाषा',
    },
    modes: { home: 'घरमै', online: 'अनलाइन' },
    times: { morning: 'बिहान', day: 'दिउँसो', evening: 'साँझ' },
    genders: { female: 'महिला', male: 'पुरुष', other: 'अन्य', unspecified: 'भन्न चाहन्नँ' },
    checks: { identity: 'परिचयपत्र', qualification: 'प्रमाणपत्र', interview: 'अन्तर्वार्ता', reference: 'सिफारिस' },
    and: 'र',
    badge: '{{checks}} जाँच गरिएको, {{date}}',
    experience_one: '{{count}} वर्षको अनुभव',
    experience_other: '{{count}} वर्षको अनुभव',
    experienceNew: 'नयाँ शिक्षक',
    about: 'मेरो बारेमा',
    institution: 'कलेज वा विद्यालय',
    teachesIn: 'पढाउने भाषा',
    lessons: 'पढाइ',
    available: 'उपलब्ध समय',
    filterGender: 'शिक्षक',
    anyGender: 'जुनसुकै शिक्षक',
    genderFilter: { female: 'महिला शिक्षक', male: 'पुरुष शिक्षक', other: 'अन्य' },
    filterMode: 'पढाइ',
    anyMode: 'घरमै वा अनलाइन',
    filterTime: 'समय',
    anyTime: 'जुनसुकै समय',
  },
});
