// नेपाली: texts of teachers' photos (same keys and {{variables}} as en-photos.ts, checked by tsc).
import { translationOf } from './checked';
import type { enPhotos } from './en-photos';

export const nePhotos = translationOf<typeof enPhotos>()({
  field: {
    legend: 'प्रोफाइल फोटो',
    why: 'कसले पढाउनुहुन्छ भनेर देख्न पाएमा परिवारहरू छिटो छान्नुहुन्छ। तपाईंको अनुहार प्रस्ट देखिने फोटो राम्रो हुन्छ।',
    hint: 'JPEG वा PNG वा WebP फोटो, कम्तीमा २०० × २०० पिक्सेल, बढीमा ५ MB। हामी यसलाई वर्गाकार काट्छौं र स्थान तथा क्यामेराको विवरण हटाउँछौं।',
    iphone:
      'iPhone मा फोटो JPEG का रूपमा पठाइन्छ। HEIC फाइल अस्वीकार भएमा सेटिङ › क्यामेरा › फर्म्याटमा "मोस्ट कम्प्याटिबल" छान्नुहोस्।',
    choose: 'फोटो छान्नुहोस्',
    replace: 'फोटो बदल्नुहोस्',
    remove: 'फोटो हटाउनुहोस्',
    removing: 'हटाउँदै…',
    uploading: '{{percent}} % अपलोड भयो',
    uploadProgress: 'अपलोडको प्रगति',
    preview: 'तपाईंको फोटो',
    none: 'अहिलेसम्म फोटो छैन',
  },
  admin: {
    photo: 'फोटो',
    noPhoto: 'फोटो छैन',
    remove: 'फोटो हटाउनुहोस्',
    removeTitle: '{{name}} को फोटो हटाउने हो?',
    reasonLabel: 'कारण (शिक्षकले इमेलमा पाउनुहुन्छ)',
    reasonPlaceholder: 'जस्तै: फोटोमा फोन नम्बर देखिन्छ',
    confirm: 'फोटो हटाउनुहोस्',
    cancel: 'रद्द गर्नुहोस्',
  },
});
