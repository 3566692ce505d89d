// नेपाली for en-directory.ts: the same keys, each text with the same {{variables}} (checked by tsc).
// Loaded with the rest of the Nepali texts, when the reader switches.
import { translationOf } from './checked';
import type { enDirectory } from './en-directory';
import { neTutorProfile } from './ne-tutor-profile';

export const neDirectory = translationOf<typeof enDirectory>()({
  ...neTutorProfile,
  directory: {
    metaTitle: 'शिक्षकहरू हेर्नुहोस् — घरगुरु',
    title: 'शिक्षकहरू हेर्नुहोस्',
    intro: 'घरगुरुले स्वीकृत गरेका घरायसी शिक्षकहरू। फोन नम्बर गोप्य रहन्छ: शिक्षक माग्नुहोस्, हामी तपाईंलाई फोन गर्छौं।',
    filters: 'छनोट',
    subject: 'विषय',
    subjectPlaceholder: 'जस्तै गणित, Science',
    anyClass: 'जुनसुकै कक्षा',
    city: 'शहर',
    anyCity: 'जुनसुकै शहर',
    area: 'क्षेत्र',
    anyArea: 'जुनसुकै क्षेत्र',
    priceType: 'शुल्कको प्रकार',
    anyPriceType: 'मासिक वा प्रति घण्टा',
    priceMax: 'बढीमा शुल्क (रु.)',
    verifiedOnly: 'प्रमाणित शिक्षक मात्र',
    sort: 'क्रम',
    sorts: { relevance: 'प्रमाणित पहिले', newest: 'नयाँ', price: 'कम शुल्क' },
    apply: 'शिक्षक देखाउनुहोस्',
    clear: 'छनोट हटाउनुहोस्',
    results_one: '{{total}} शिक्षक भेटिनुभयो',
    results_other: '{{total}} शिक्षक भेटिए',
    empty: 'यी छनोटसँग मिल्ने शिक्षक अहिले छैनन्। कम छनोट गर्नुहोस्, वा अनुरोध पठाउनुहोस्, हामी खोजिदिन्छौं।',
    postRequest: 'ट्युसन अनुरोध पठाउनुहोस्',
    verified: '{{date}} मा प्रमाणित',
    notVerified: 'अझै प्रमाणित भएको छैन',
    memberSince: '{{date}} देखि सदस्य',
    teaches: '{{forClass}} · {{subjects}}',
    price: 'रु. {{amount}} / {{unit}}',
    per: { hourly: 'घण्टा', monthly: 'महिना' },
    typicalFee: '{{city}} मा {{band}} को सामान्य शुल्क: रु. {{amount}} / महिना',
    typicalFeeAnywhere: '{{band}} को सामान्य शुल्क: रु. {{amount}} / महिना',
    viewTutor: 'शिक्षक हेर्नुहोस्',
    back: 'सबै शिक्षक',
    about: 'शिक्षकको बारेमा',
    degree: 'उपाधि: {{degree}}',
    level: 'पढाउन सक्ने तह: {{level}}',
    place: 'ठाउँ: {{area}}, {{city}}',
    requestThis: 'यो शिक्षक माग्नुहोस्',
    notFound: 'यो शिक्षकको प्रस्ताव अब उपलब्ध छैन।',
    bands: {
      Primary: 'प्राथमिक (१–५)',
      'Lower Secondary': 'निम्न माध्यमिक (६–८)',
      Secondary: 'माध्यमिक (९–१०)',
      '+2-11th': 'कक्षा ११',
      '+2-12th': 'कक्षा १२',
      Bachelor: 'स्नातक',
    },
    meta: {
      listTitle: 'शिक्षकहरू: {{filters}} — घरगुरु',
      listDescription_one:
        'घरगुरुले स्वीकृत गरेका नेपालका घरायसी शिक्षकहरू: मासिक वा प्रति घण्टा शुल्कसहित {{total}} प्रस्ताव, प्रमाणित शिक्षक चिनो लगाइएका। फोन नम्बर गोप्य रहन्छ।',
      listDescription_other:
        'घरगुरुले स्वीकृत गरेका नेपालका घरायसी शिक्षकहरू: मासिक वा प्रति घण्टा शुल्कसहित {{total}} प्रस्ताव, प्रमाणित शिक्षक चिनो लगाइएका। फोन नम्बर गोप्य रहन्छ।',
      listDescriptionFiltered_one:
        '{{filters}} का लागि घरगुरुले स्वीकृत गरेका घरायसी शिक्षकहरू: मासिक वा प्रति घण्टा शुल्कसहित {{total}} प्रस्ताव। फोन नम्बर गोप्य रहन्छ।',
      listDescriptionFiltered_other:
        '{{filters}} का लागि घरगुरुले स्वीकृत गरेका घरायसी शिक्षकहरू: मासिक वा प्रति घण्टा शुल्कसहित {{total}} प्रस्ताव। फोन नम्बर गोप्य रहन्छ।',
      page: 'पृष्ठ {{page}}',
      tutorTitle: '{{name}} — {{teacher}} — घरगुरु',
      tutorDescription:
        '{{area}}, {{city}} मा {{teacher}} ({{degree}}) सँग {{forClass}} का लागि {{subjects}}: {{price}}। घरगुरुमा यो शिक्षक माग्नुहोस्; फोन नम्बर गोप्य रहन्छ।',
    },
  },
  track: {
    metaTitle: 'अनुरोधको अवस्था — घरगुरु',
    title: 'आफ्नो अनुरोधको अवस्था हेर्नुहोस्',
    intro: 'अनुरोध पठाएपछि पाएको कोड र दिएको मोबाइल नम्बर लेख्नुहोस्।',
    code: 'अनुरोध कोड',
    codeHint: 'जस्तै GG-7K3Q-92',
    submit: 'अवस्था हेर्नुहोस्',
    submittedOn: '{{date}} मा पठाइएको',
    stages: {
      received: 'प्राप्त भयो: हामी तपाईंका लागि शिक्षक खोज्दैछौं।',
      tutorFound: 'शिक्षक भेटियो: हामी विवरणसहित तपाईंलाई फोन गर्नेछौं।',
      closed: 'बन्द: यो अनुरोध सकियो।',
    },
    chosen: 'तपाईंले रोज्नुभएको शिक्षक: {{name}} ({{teacher}})',
  },
  chosenOffer: {
    title: 'तपाईंले माग्नुभएको शिक्षक',
    offer: '{{name}} — {{teacher}}, {{price}}',
    remove: 'बरु जुनसुकै शिक्षक माग्नुहोस्',
    another: 'अर्को शिक्षक छान्नुहोस्',
    gone: 'तपाईंले छानेको शिक्षक अब सूचीमा हुनुहुन्न। अनुरोध पठाउनुहोस्, हामी अर्को शिक्षक खोजिदिन्छौं।',
  },
  requestCode: {
    title: 'तपाईंको अनुरोध कोड',
    advice: 'यसलाई लेखेर राख्नुहोस्। यो कोड र तपाईंको मोबाइल नम्बरले जुनसुकै बेला अनुरोधको अवस्था हेर्न सकिन्छ।',
    track: 'अनुरोधको अवस्था हेर्नुहोस्',
    alreadyReceived: 'यो अनुरोध आज नै हामीकहाँ आइसकेको छ। फेरि पठाउनु पर्दैन।',
    sentToMobile: 'यसको कोड हामीले तपाईंको मोबाइल नम्बरमा (इमेल दिनुभएको भए इमेलमा पनि) फेरि पठायौं।',
  },
});
