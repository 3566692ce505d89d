// नेपाली: texts of the review link's page, moderation and the teacher's reviews (same keys and
// {{variables}} as en-reviews-more.ts, checked by tsc).
import { translationOf } from './checked';
import type { enReviewsMore } from './en-reviews-more';

export const neReviewsMore = translationOf<typeof enReviewsMore>()({
  reviewsMore: {
    metaTitle: 'आफ्नो शिक्षकको समीक्षा गर्नुहोस् — घरगुरु',
    title: 'पढाइ कस्तो चलिरहेको छ?',
    intro: 'साँच्चै ट्युसन सुरु भएका परिवारले मात्र यो लिंक पाउनुहुन्छ। तपाईंको समीक्षाले अरू परिवारलाई छान्न मद्दत गर्छ।',
    tutor: 'तपाईंको शिक्षक: {{name}}',
    subjects: 'विषय: {{subjects}}',
    ratingQuestion: 'तपाईंको मूल्याङ्कन',
    ratingRequired: '१ देखि ५ तारा छान्नुहोस्',
    comment: 'केही शब्द (ऐच्छिक)',
    commentHint: 'जुनसुकै भाषामा। फोन नम्बर, इमेल ठेगाना वा लिंक नराख्नुहोस्। बढीमा ६०० अक्षर।',
    submit: 'समीक्षा पठाउनुहोस्',
    thanksTitle: 'धन्यवाद!',
    thanksText: 'तपाईंको समीक्षा शिक्षकको पृष्ठमा प्रकाशित भयो।',
    invalidTitle: 'यो लिंक अब चल्दैन',
    invalidText:
      'समीक्षा लिंक एक पटक र ६० दिनसम्म मात्र चल्छ। तपाईंले अझै समीक्षा गर्नुभएको छैन भने हामीलाई फोन गर्नुहोस्, हामी नयाँ लिंक पठाउँछौं।',
    browseTutors: 'शिक्षक खोज्नुहोस्',
    admin: {
      metaTitle: 'समीक्षाहरू — घरगुरु एडमिन',
      title: 'समीक्षाहरू',
      intro: 'समीक्षा तुरुन्तै प्रकाशित हुन्छन्। नियम तोड्ने समीक्षा लुकाउनुहोस्; कारण राखिन्छ।',
      filter: 'देखाउनुहोस्',
      states: { all: 'सबै', published: 'प्रकाशित', hidden: 'लुकाइएको' },
      teacher: '{{name}} बारे',
      hiddenBecause: 'लुकाइएको: {{reason}}',
      hide: 'लुकाउनुहोस्',
      republish: 'फेरि प्रकाशित गर्नुहोस्',
      reason: 'किन लुकाइयो?',
      confirmHide: 'समीक्षा लुकाउनुहोस्',
      cancel: 'रद्द गर्नुहोस्',
      empty: 'यहाँ कुनै समीक्षा छैन।',
      done: 'सुरक्षित गरियो।',
    },
    teacher: {
      metaTitle: 'मेरा समीक्षा — घरगुरु',
      title: 'मेरा समीक्षा',
      intro: 'पढाइ सुरु भएपछि परिवारले तपाईंको समीक्षा गर्नुहुन्छ। हरेक समीक्षाको एक पटक जवाफ दिन सक्नुहुन्छ; जवाफ सार्वजनिक हुन्छ।',
      empty: 'अहिलेसम्म कुनै समीक्षा छैन। पढाइ सुरु भएको दुई हप्तापछि परिवारलाई सोधिन्छ।',
      answer: 'जवाफ दिनुहोस्',
      answerLabel: 'तपाईंको सार्वजनिक जवाफ',
      send: 'जवाफ प्रकाशित गर्नुहोस्',
      sent: 'तपाईंको जवाफ प्रकाशित भयो।',
    },
  },
});
