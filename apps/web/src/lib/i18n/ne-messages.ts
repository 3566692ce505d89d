// नेपाली for every text of the contract's MSG, by key (the `code` the server sends beside its English
// `message`). tsc refuses a missing key and a text whose {{variables}} differ from the English one.
// Loaded with the rest of the Nepali texts, when the reader switches.
import {
  type BOOKS_MSG,
  MSG,
  type ParamValues,
  codeOf,
  fillTemplate,
  groupDigits,
  isMessageKey,
  pluralForm,
} from '@gharguru/contract';
import { translationOf } from './checked';
import { nepaliDigits } from './numbers';
import { nepaliParamName } from './param-names';
import type { ServerText } from './server-text';

/** Server texts only admin and teacher screens show: their Nepali loads with those screens. */
type StaffMessageKey = keyof typeof BOOKS_MSG;

export const neMessages = translationOf<Omit<typeof MSG, StaffMessageKey>>()({
  // Names
  firstNameRequired: 'पहिलो नाम आवश्यक छ',
  firstNameMax: 'पहिलो नाम बढीमा ३५ अक्षरको हुनुपर्छ।',
  lastNameRequired: 'थर आवश्यक छ।',
  lastNameMax: 'थर बढीमा ३५ अक्षरको हुनुपर्छ।',
  contactFirstNameRequired: 'पहिलो नाम आवश्यक छ',
  contactLastNameRequired: 'थर आवश्यक छ',
  // Mobile
  mobileRequired: 'मोबाइल नम्बर आवश्यक छ',
  mobileExact: 'मोबाइल नम्बर ठ्याक्कै १० अङ्कको हुनुपर्छ',
  contactMobile: 'मोबाइल नम्बर १० अङ्कको हुनुपर्छ',
  // E-mail
  emailRequired: 'इमेल आवश्यक छ',
  emailRequiredLogin: 'इमेल आवश्यक छ',
  emailInvalid: 'मान्य इमेल हुनुपर्छ।',
  emailInvalidLogin: 'मान्य इमेल हुनुपर्छ',
  emailMax: 'इमेल बढीमा ६५ अक्षरको हुनुपर्छ।',
  contactEmailInvalid: 'इमेलको ढाँचा मिलेन',
  // Passwords
  adminPasswordRequired: 'पासवर्ड आवश्यक छ',
  adminPasswordMin: 'पासवर्ड कम्तीमा ६ अक्षरको हुनुपर्छ',
  adminPasswordMax: 'पासवर्ड बढीमा २० अक्षरको हुनुपर्छ...',
  passwordUppercase: 'पासवर्डमा कम्तीमा एउटा ठूलो (क्यापिटल) अक्षर हुनुपर्छ',
  passwordConfirmMismatch: 'पासवर्ड र पुष्टि पासवर्ड मिल्नुपर्छ',
  adminLoginPasswordRequired: 'पासवर्ड आवश्यक छ',
  teacherPasswordRequired: 'पासवर्ड आवश्यक छ',
  teacherPasswordMin: 'पासवर्ड कम्तीमा ६ अक्षरको हुनुपर्छ।',
  teacherPasswordMax: 'पासवर्ड बढीमा २० अक्षरको हुनुपर्छ।',
  currentPasswordRequired: 'हालको पासवर्ड आवश्यक छ',
  newPasswordRequired: 'नयाँ पासवर्ड आवश्यक छ',
  changePasswordMin: 'पासवर्ड कम्तीमा ६ अक्षरको हुनुपर्छ',
  changePasswordMax: 'पासवर्ड बढीमा २० अक्षरको हुनुपर्छ।',
  confirmPasswordRequired: 'कृपया पासवर्ड पुष्टि गर्नुहोस्',
  passwordsMustMatch: 'पासवर्डहरू मिल्नुपर्छ',
  // Teacher profile
  degreeRequired: 'शैक्षिक योग्यता आवश्यक छ',
  degreeInvalid: 'योग्यता +२, स्नातक, स्नातकोत्तर वा विद्यावारिधि मध्ये एक हुनुपर्छ',
  levelRequired: 'तह आवश्यक छ',
  levelInvalid: 'तह एसईई, +२ वा स्नातक मध्ये एक हुनुपर्छ',
  subjectsRequired: 'विषयहरू आवश्यक छन्',
  subjectItemMax: 'हरेक विषय बढीमा ५० अक्षरको हुनुपर्छ।',
  subjectsMax: 'बढीमा २० विषय मात्र राख्न सकिन्छ।',
  cityRequired: 'शहर आवश्यक छ',
  cityMax: 'शहर बढीमा ६० अक्षरको हुनुपर्छ।',
  areaRequired: 'क्षेत्र आवश्यक छ',
  areaMax: 'क्षेत्र बढीमा १०० अक्षरको हुनुपर्छ।',
  // Student request
  classRequired: 'कक्षा आवश्यक छ',
  classInvalid: 'कक्षा १ देखि १२ वा स्नातक हुनुपर्छ',
  timingRequired: 'समय आवश्यक छ',
  timingInvalid: 'समय बिहान, दिउँसो वा बेलुका हुनुपर्छ',
  // Contact form
  subjectRequired: 'विषय आवश्यक छ',
  subjectMax: 'विषय बढीमा १२० अक्षरको हुनुपर्छ।',
  contactMessageMax: 'सन्देश बढीमा ३०० अक्षरको हुनुपर्छ',
  // Tuition post
  tuitionNameRequired: 'ट्युसनको नाम आवश्यक छ',
  tuitionNameMax: 'ट्युसनको नाम बढीमा ५० अक्षरको हुनुपर्छ।',
  forClassInvalid: 'कक्षा प्राथमिक, निम्न माध्यमिक, माध्यमिक, +२-११, +२-१२ वा स्नातक मध्ये एक हुनुपर्छ',
  priceRequired: 'शुल्क आवश्यक छ',
  pricePositive: 'शुल्क धनात्मक सङ्ख्या हुनुपर्छ',
  priceDecimals: 'शुल्कमा बढीमा २ दशमलव अङ्क हुन सक्छ',
  priceMax: 'शुल्क बढीमा १,००,००,००० हुनुपर्छ',
  priceTypeRequired: 'शुल्कको प्रकार आवश्यक छ',
  priceTypeInvalid: 'शुल्कको प्रकार घण्टाको वा मासिक हुनुपर्छ',
  teacherDetailsMax: 'विवरण बढीमा ५०० अक्षरको हुनुपर्छ।',
  // A teacher's public profile (issue 27)
  bioMax: 'परिचय बढीमा ८०० अक्षरको हुनुपर्छ।',
  institutionMax: 'शिक्षण संस्थाको नाम बढीमा १२० अक्षरको हुनुपर्छ।',
  profileTextHasContactDetails: 'प्रोफाइलमा लिङ्क, इमेल ठेगाना वा फोन नम्बर राख्न मिल्दैन',
  experienceYearsInvalid: 'अनुभव ० देखि ६० सम्मको पूरा वर्ष हुनुपर्छ',
  genderInvalid: 'लिङ्ग महिला, पुरुष, अन्य वा नखुलाइएको हुनुपर्छ',
  languagesInvalid: 'भाषा सूचीबाट छान्नुहोस्',
  modesInvalid: 'पढाउने तरिका घरमै वा अनलाइन हुनुपर्छ',
  timesInvalid: 'पढाउने समय बिहान, दिउँसो वा साँझ हुनुपर्छ',
  verificationChecksInvalid: 'जाँच परिचयपत्र, योग्यता, अन्तर्वार्ता वा सिफारिस हुनुपर्छ',
  // Status and roles
  statusInvalid: 'स्थिति बाँकी वा सम्पन्न हुनुपर्छ',
  contactStatusInvalid: 'स्थिति बाँकी वा सम्पर्क गरिएको हुनुपर्छ',
  roleInvalid: 'भूमिका प्रशासक वा स्वीकृति पर्खिरहेको प्रशासक हुनुपर्छ',
  // Lists
  pageInvalid: 'पृष्ठ १ वा त्योभन्दा ठूलो पूर्ण सङ्ख्या हुनुपर्छ',
  limitInvalid: 'सङ्ख्या १ देखि १०० सम्मको पूर्ण सङ्ख्या हुनुपर्छ',
  queryMax: 'खोजशब्द बढीमा १०० अक्षरको हुनुपर्छ।',
  idInvalid: 'ID मिलेन',
  nameHasContactDetails: 'नाममा लिङ्क, इमेल ठेगाना वा फोन नम्बर राख्न मिल्दैन',
  controlCharacters: 'यो फिल्डबाट नियन्त्रण वर्णहरू हटाउनुहोस्',
  invalidRequest: 'अनुरोध मान्य छैन',
  // Section 8 and server outcomes
  somethingWentWrong: 'केही गडबड भयो',
  networkError: 'नेटवर्क त्रुटि',
  contactReceived: 'तपाईंको सन्देश प्राप्त भयो। हामी छिट्टै सम्पर्क गर्नेछौं',
  noStudents: 'कुनै विद्यार्थी भेटिएन',
  noTuitions: 'कुनै ट्युसन भेटिएन',
  noTeachers: 'कुनै शिक्षक भेटिएन',
  noData: 'कुनै डाटा उपलब्ध छैन',
  contactFetchError: 'डाटा ल्याउन सकिएन',
  noContactMessages: 'कुनै सन्देश भेटिएन',
  noDataForId: 'ID {{id}} को कुनै डाटा भेटिएन',
  // Auth outcomes
  invalidCredentials: 'इमेल वा पासवर्ड मिलेन',
  adminPending: 'तपाईंको प्रशासक खाता स्वीकृतिको पर्खाइमा छ',
  emailTaken: 'यो इमेल पहिले नै दर्ता भइसकेको छ',
  unauthorized: 'कृपया अगाडि बढ्न साइन इन गर्नुहोस्',
  sessionExpired: 'तपाईंको सत्र सकियो। कृपया फेरि साइन इन गर्नुहोस्',
  forbidden: 'तपाईंलाई यो गर्ने अनुमति छैन',
  currentPasswordWrong: 'हालको पासवर्ड मिलेन',
  tooManyRequests: 'धेरै अनुरोध भए। कृपया केही बेर पर्खेर फेरि प्रयास गर्नुहोस्',
  tooManySignIns: 'धेरै पटक साइन इन प्रयास भयो। कृपया केही मिनेट पर्खेर फेरि प्रयास गर्नुहोस्',
  bodyTooLarge: 'अनुरोध धेरै ठूलो भयो',
  notFound: 'भेटिएन',
  invalidJson: 'अनुरोधको सामग्री पढ्न मिलेन (JSON मिलेन)',
  invalidHost: 'Host हेडर मान्य होस्टको नाम होइन',
  serviceUnavailable: 'सर्भर फेरि सुरु हुँदैछ। कृपया केही बेरमा फेरि प्रयास गर्नुहोस्',
  // The HTTP layer and outages
  badRequest: 'अनुरोध पढ्न सकिएन',
  badUrl: 'ठेगाना (URL) मान्य छैन',
  urlTooLong: 'ठेगाना (URL) धेरै लामो छ',
  headersTooLarge: 'अनुरोधका हेडरहरू धेरै ठूला छन्',
  methodNotAllowed: 'यो ठेगानाले यो विधि स्वीकार गर्दैन',
  requestTimeout: 'अनुरोध आइपुग्न धेरै समय लाग्यो। कृपया फेरि प्रयास गर्नुहोस्',
  databaseUnavailable: 'सेवा अहिले उपलब्ध छैन। कृपया केही बेरमा फेरि प्रयास गर्नुहोस्',
  unsupportedMediaType: 'अनुरोधको सामग्री JSON मा पठाउनुहोस्',
  badContentLength: 'अनुरोधको सामग्रीको लम्बाइ मिलेन',
  webNotBuilt: 'वेब एप बनाइएको छैन: npm run build चलाउनुहोस्',
  // Sign-up and sign-in
  registrationSuccessful: 'दर्ता सफल भयो। कृपया साइन इन गर्नुहोस्।',
  adminRegistrationSuccessful: 'दर्ता सफल भयो। साइन इन गर्नुअघि प्रशासकले तपाईंको खाता स्वीकृत गर्नुपर्छ।',
  loginSuccessful: 'साइन इन सफल भयो',
  // Profiles and passwords
  profileFetched: 'प्रोफाइल ल्याइयो',
  adminProfileFetched: 'प्रशासक प्रोफाइल ल्याइयो',
  profileUpdated: 'प्रोफाइल अद्यावधिक भयो',
  passwordChanged: 'पासवर्ड परिवर्तन भयो',
  // Pending admins
  pendingAdminsFetched: 'स्वीकृति पर्खिरहेका प्रशासक ल्याइयो',
  noPendingAdmins: 'स्वीकृतिको पर्खाइमा कुनै प्रशासक छैनन्',
  adminApproved: 'प्रशासक स्वीकृत भयो। अब उहाँ साइन इन गर्न सक्नुहुन्छ।',
  adminRejected: 'प्रशासक दर्ता अस्वीकार गरियो',
  // Tuition posts
  tuitionAdded: 'ट्युसन थपियो',
  tuitionPostsFetched: 'ट्युसन पोस्टहरू ल्याइयो',
  tuitionPostFetched: 'ट्युसन पोस्ट ल्याइयो',
  tuitionsFetched: 'ट्युसनहरू ल्याइयो',
  tuitionUpdated: 'ट्युसन अद्यावधिक भयो',
  tuitionDeleted: 'ट्युसन मेटाइयो',
  tuitionStatusPending: 'ट्युसनको स्थिति बाँकीमा परिवर्तन भयो',
  tuitionStatusCompleted: 'ट्युसनको स्थिति सम्पन्नमा परिवर्तन भयो',
  // Student requests and contact messages
  studentRequestReceived: 'तपाईंको ट्युसन अनुरोध प्राप्त भयो। हामी छिट्टै फोन गर्नेछौं',
  studentRequestAlreadyReceived: 'यो अनुरोध हामीकहाँ पहिले नै छ। यसको कोड तपाईंको मोबाइलमा पठायौं',
  studentRequestsFetched: 'विद्यार्थीका अनुरोधहरू ल्याइयो',
  studentRequestDeleted: 'विद्यार्थीको अनुरोध मेटाइयो',
  contactMessagesFetched: 'सम्पर्क सन्देशहरू ल्याइयो',
  contactMessageDeleted: 'सम्पर्क सन्देश मेटाइयो',
  statusPending: 'स्थिति बाँकीमा परिवर्तन भयो',
  statusCompleted: 'स्थिति सम्पन्नमा परिवर्तन भयो',
  statusContacted: 'स्थिति सम्पर्क गरिएकोमा परिवर्तन भयो',
  // Teachers
  teachersFetched: 'शिक्षकहरू ल्याइयो',
  teacherDeleted: {
    one: 'शिक्षक र उहाँको {{count}} ट्युसन पोस्ट मेटाइयो',
    other: 'शिक्षक र उहाँका {{count}} ट्युसन पोस्ट मेटाइयो',
  },
  // The public directory and request tracking
  tutorsFetched: 'शिक्षकहरू ल्याइयो',
  tutorFetched: 'शिक्षकको प्रस्ताव ल्याइयो',
  tutorNotListed: 'यो शिक्षकको प्रस्ताव उपलब्ध छैन',
  directoryFacetsFetched: 'खोजका विकल्पहरू ल्याइयो',
  priceFilterInvalid: 'शुल्क ० देखि १,००,००,००० सम्मको सङ्ख्या हुनुपर्छ',
  priceRangeInvalid: 'न्यूनतम शुल्क अधिकतम शुल्कभन्दा बढी हुनु हुँदैन',
  verifiedFilterInvalid: 'प्रमाणित हो वा होइन मात्र छान्न सकिन्छ',
  sortInvalid: 'क्रम सान्दर्भिकता, नयाँ, शुल्क वा मूल्याङ्कन हुनुपर्छ',
  directoryLimitInvalid: 'सङ्ख्या १ देखि ५० सम्मको पूर्ण सङ्ख्या हुनुपर्छ',
  verifiedInvalid: 'प्रमाणित हो वा होइन पठाउनुहोस्',
  teacherVerified: 'शिक्षक प्रमाणित भयो',
  teacherUnverified: 'शिक्षकको प्रमाणीकरण हटाइयो',
  // A teacher's photo (issue 27)
  photoSaved: 'फोटो सुरक्षित भयो',
  photoRemoved: 'फोटो हटाइयो',
  photoMissing: 'अपलोड गर्न फोटो छान्नुहोस्',
  photoNotMultipart: 'फोटो multipart/form-data मा पठाउनुहोस्',
  photoTooLarge: 'फोटो ५ MB भन्दा ठूलो छ। अझ सानो फोटो छान्नुहोस्',
  photoNotImage: 'यो फाइल फोटो होइन। JPEG, PNG, WebP वा HEIC फोटो छान्नुहोस्',
  photoTooSmall: 'फोटो धेरै सानो छ: कम्तीमा २०० × २०० पिक्सेल हुनुपर्छ',
  photoHeicUnsupported: 'यो HEIC फोटो पढ्न सकिँदैन। JPEG छान्नुहोस् (iPhone: सेटिङ › क्यामेरा › फर्म्याट › मोस्ट कम्प्याटिबल)',
  photoNone: 'यो शिक्षकको फोटो छैन',
  photoTooManyPixels: 'फोटो ५० मेगापिक्सेलभन्दा ठूलो छ। सानो फोटो छान्नुहोस्',
  photoReasonRequired: 'कारण आवश्यक छ',
  photoReasonMax: 'कारण बढीमा ३०० अक्षरको हुनुपर्छ',
  photoRemovedByAdmin: 'फोटो हटाइयो; शिक्षकलाई कारण पठाइन्छ',
  requestCodeInvalid: 'अनुरोध कोड GG-7K3Q-92 जस्तो हुनुपर्छ',
  requestNotFound: 'यो कोड र मोबाइल नम्बरसँग मिल्ने कुनै अनुरोध छैन',
  requestStatusFetched: 'अनुरोधको स्थिति ल्याइयो',
  tooManyStatusChecks: 'धेरै पटक जाँच भयो। कृपया एक मिनेट पर्खेर फेरि प्रयास गर्नुहोस्',
  // Notifications and the outbox (issue 11)
  outboxFetched: 'आउटबक्स ल्याइयो',
  outboxStateInvalid: 'अवस्था pending, sending, sent वा failed हुनुपर्छ',
  outboxMessageResent: 'सन्देश फेरि पठाइनेछ',
  outboxMessageNotFailed: 'असफल भएको सन्देश मात्र फेरि पठाउन सकिन्छ',
  notificationPreferencesFetched: 'सूचना सेटिङ ल्याइयो',
  notificationPreferencesSaved: 'सूचना सेटिङ सुरक्षित भयो',
  notificationLanguageInvalid: 'भाषा en वा ne हुनुपर्छ',
  notificationKindInvalid: 'अज्ञात प्रकारको सूचना',
  // Forgotten passwords and confirmed mobile numbers (issue 30)
  passwordResetRequested: 'यो इमेलको खाता छ भने हामीले पासवर्ड नयाँ बनाउने लिंक पठायौं',
  resetLinkInvalid: 'यो लिंक अमान्य छ वा यसको समय सकियो। नयाँ लिंक माग्नुहोस्',
  resetCodeWrong: 'कोड मिलेन वा यसको समय सकियो। बारम्बार नमिले नयाँ माग्नुहोस्',
  resetCodeInvalid: 'कोड ६ अङ्कको हुन्छ',
  resetTokenOrCode: 'इमेलको लिंक खोल्नुहोस् वा इमेल र SMS को कोड लेख्नुहोस्',
  passwordResetDone: 'तपाईंको पासवर्ड परिवर्तन भयो। तपाईं साइन इन हुनुभयो',
  passwordResetAwaitingApproval: 'तपाईंको पासवर्ड परिवर्तन भयो। तपाईंको प्रशासक खाता अझै स्वीकृतिको प्रतीक्षामा छ',
  roleChoiceInvalid: 'भूमिका शिक्षक वा प्रशासक हुनुपर्छ',
  mobileCodeSent: 'हामीले तपाईंको मोबाइल नम्बरमा ६ अङ्कको कोड पठायौं',
  mobileConfirmed: 'तपाईंको मोबाइल नम्बर पुष्टि भयो',
  mobileAlreadyConfirmed: 'तपाईंको मोबाइल नम्बर पहिल्यै पुष्टि भएको छ',
  mobileCodeWrong: 'कोड मिलेन वा यसको समय सकियो। नयाँ कोड माग्नुहोस्',
  tooManyMobileCodes: 'धेरै कोड मागियो। एक घण्टापछि फेरि प्रयास गर्नुहोस्',
  // The matching desk (issue 10)
  suggestionsFetched: 'सुझावहरू ल्याइयो',
  noSuggestions: 'यो अनुरोधमा मिल्ने शिक्षक अहिलेसम्म छैन',
  matchProposed: 'शिक्षकलाई मिलान प्रस्ताव गरियो',
  matchesFetched: 'मिलानहरू ल्याइयो',
  noMatches: 'कुनै मिलान भेटिएन',
  matchAccepted: 'मिलान स्वीकार गरियो। अब परिवारको सम्पर्क देखिन्छ',
  matchDeclined: 'मिलान अस्वीकार गरियो',
  matchWithdrawn: 'मिलान फिर्ता लिइयो',
  matchStarted: 'मिलान सुरु भएको चिनो लगाइयो',
  matchClosed: 'मिलान बन्द गरियो',
  matchRequestRequired: 'एउटा विद्यार्थी अनुरोध छान्नुहोस्',
  matchTeacherRequired: 'एक जना शिक्षक छान्नुहोस्',
  matchTuitionInvalid: 'शिक्षकका प्रस्तावमध्ये एउटा छान्नुहोस्',
  matchRequestNotFound: 'यो विद्यार्थी अनुरोध अब छैन',
  matchTeacherNotFound: 'यो शिक्षक अब छैनन्',
  matchTuitionNotTeachers: 'यो प्रस्ताव यो शिक्षकको होइन',
  matchRequestTaken: 'यो अनुरोधको एउटा सक्रिय मिलान पहिले नै छ',
  matchNotFound: 'यो मिलान अब छैन',
  matchNotYours: 'यो मिलान तपाईंको होइन',
  matchStateInvalid: 'अवस्था withdrawn, started वा closed हुनुपर्छ',
  matchStateFilterInvalid: 'अवस्था proposed, accepted, declined, withdrawn, started वा closed हुनुपर्छ',
  matchDecisionInvalid: 'निर्णय accept वा decline हुनुपर्छ',
  matchNoteMax: 'टिप्पणी बढीमा ३०० अक्षरको हुनुपर्छ।',
  matchCloseReasonRequired: 'मिलान किन बन्द गरियो, छान्नुहोस्',
  requestCloseReasonInvalid: 'यो कारण मिलेन',
  requestCompleteNeedsMatch: 'शिक्षकले स्वीकार गर्नुभएको छैन: कारणसहित बन्द गर्नुहोस्',
  matchCloseReasonInvalid: 'कारण lessonsEnded, familyCancelled, teacherUnavailable, noContact वा other हुनुपर्छ',
  matchCloseReasonOnlyForClose: 'कारण मिलान बन्द गर्दा मात्र दिइन्छ',
  matchEnded: 'यो मिलान सकिएको छ, बदल्न मिल्दैन',
  matchNotAccepted: 'शिक्षकले यो मिलान अहिलेसम्म स्वीकार गर्नुभएको छैन',
  matchAlreadyAnswered: 'शिक्षकले यो प्रस्तावको जवाफ दिइसक्नुभएको छ',
  matchAlreadyAccepted: 'शिक्षकले स्वीकार गरिसक्नुभएको छ: बरु मिलान बन्द गर्नुहोस्',
  matchAlreadyStarted: 'यो मिलान सुरु भइसकेको छ',
  // Why a teacher is suggested for a request, and what they miss
  reasonFamilyChose: 'परिवारले यही प्रस्ताव छानेको हो',
  reasonTeaches: '{{subjects}} पढाउनुहुन्छ',
  missSubject: '{{subject}} सूचीमा छैन',
  reasonClassInBand: 'कक्षा {{class}} {{forClass}} भित्र पर्छ',
  missClassBand: 'कक्षा {{class}} {{forClass}} भित्र पर्दैन',
  reasonLevelTeaches: '{{level}} तहले कक्षा {{class}} पढाउँछ',
  missLevel: '{{level}} तहले कक्षा {{class}} पढाउँदैन',
  reasonSameArea: 'उही क्षेत्र: {{area}}',
  reasonSameCity: 'उही सहर: {{city}}',
  reasonInValley: 'उपत्यकाभित्र: {{city}}',
  missFarAway: 'टाढा: {{city}}',
  reasonVerified: 'प्रमाणित',
  missNotVerified: 'अहिलेसम्म प्रमाणित छैन',
  missBusy: {
    one: 'पहिले नै {{count}} सक्रिय मिलान छ',
    other: 'पहिले नै {{count}} सक्रिय मिलान छन्',
  },
  reasonFeeTypical: 'शुल्क {{price}} मासिक सामान्य {{typical}} वा त्योभन्दा कम छ',
  reasonFeeNearTypical: 'शुल्क {{price}} मासिक सामान्य {{typical}} भन्दा थोरै बढी छ',
  missFeeHigh: 'शुल्क {{price}} मासिक सामान्य {{typical}} भन्दा बढी छ',
  missNoOffer: 'सूचीमा कुनै प्रस्ताव छैन',
  // Reviews bound to real tuition (issue 27)
  minRatingInvalid: 'न्यूनतम मूल्याङ्कन १ देखि ५ सम्मको पूर्ण सङ्ख्या हुनुपर्छ',
  reviewHasContactDetails: 'समीक्षामा फोन नम्बर, इमेल ठेगाना वा लिंक राख्न मिल्दैन',
  reviewRatingInvalid: '१ देखि ५ तारा छान्नुहोस्',
  reviewCommentMax: 'टिप्पणी बढीमा ६०० अक्षरको हुनुपर्छ।',
  reviewLinkInvalid: 'यो समीक्षा लिंक चिनिएन, प्रयोग भइसक्यो वा म्याद सकियो',
  reviewInviteFetched: 'समीक्षा लिंक भेटियो',
  reviewSaved: 'समीक्षाका लागि धन्यवाद',
  reviewsFetched: 'समीक्षाहरू भेटिए',
  noReviews: 'अहिलेसम्म कुनै समीक्षा छैन',
  testimonialsFetched: 'परिवारका भनाइ भेटिए',
  reviewStateInvalid: 'अवस्था प्रकाशित वा लुकाइएको हुनुपर्छ',
  reviewHideReasonRequired: 'समीक्षा लुकाउनुको कारण लेख्नुहोस्',
  reviewHideReasonMax: 'कारण बढीमा ३०० अक्षरको हुनुपर्छ।',
  reviewNotFound: 'यो समीक्षा अब छैन',
  reviewHidden: 'समीक्षा लुकाइयो',
  reviewPublished: 'समीक्षा प्रकाशित गरियो',
  reviewReplyRequired: 'आफ्नो जवाफ लेख्नुहोस्',
  reviewReplyMax: 'जवाफ बढीमा ६०० अक्षरको हुनुपर्छ।',
  reviewAlreadyReplied: 'तपाईंले यो समीक्षाको जवाफ दिइसक्नुभयो',
  reviewNotYours: 'यो समीक्षा तपाईंबारे होइन',
  reviewReplySaved: 'जवाफ सुरक्षित गरियो',
});

type MessageTexts = Readonly<Record<string, string | { readonly one: string; readonly other: string }>>;

let staffMessages: MessageTexts = {};

/** The Nepali of the staff screens' server texts (ne-books-messages.ts), once those screens load. */
export function addNepaliStaffMessages(texts: MessageTexts): void {
  staffMessages = { ...staffMessages, ...texts };
}

/**
 * The Nepali of a server answer or a validation message: by its code, or by the key of its English
 * text (a schema's message reaches a form as text only); anything else is shown as it came.
 * Numbers in its variables get Devanagari digits; what users typed stays as written.
 */
export function nepaliMessage(text: ServerText): string {
  const said = typeof text === 'string' ? { message: text } : text;
  const code = isMessageKey(said.code) ? said.code : codeOf(said.message);
  if (!code) return said.message;
  const params: ParamValues | undefined = said.params && nepaliParams(said.params);
  const template = pluralForm((neMessages as MessageTexts)[code] ?? staffMessages[code] ?? MSG[code], 'ne', params);
  return fillTemplate(template, params, (value) => nepaliDigits(groupDigits(value)));
}

/** The server's English words inside a Nepali sentence, named in Nepali where a screen said how (param-names.ts). */
function nepaliParams(params: ParamValues): ParamValues {
  const nepali: Record<string, string | number> = { ...params };
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string') nepali[name] = nepaliParamName(name, value);
  }
  return nepali;
}
