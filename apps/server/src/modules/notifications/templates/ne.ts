// The notifications in नेपाली. Whatever a person typed is quoted and defanged by typed.ts, as in en.ts.
import { formatRupees } from '@gharguru/contract';
import { defanged, typed, typedList } from './typed.js';
import type { Templates } from './types.js';

const sign = '\n\n— घरगुरु';
const quotedNote = '\n\nउद्धरण चिन्हभित्रका शब्द तिनका लेखकले घरगुरुमा टाइप गरेजस्तै हुन्, हाम्रा होइनन्।';

export const ne: Templates = {
  adminNewStudentRequest: (d) => ({
    subject: `नयाँ ट्युसन अनुरोध ${d.requestCode}: कक्षा ${d.class}, ${typed(d.area)}`,
    text: `एक परिवारले शिक्षक खोज्नुभएको छ।\n\nअनुरोध कोड: ${d.requestCode}\nकक्षा: ${d.class}\nविषय: ${typedList(d.subjects)}\nठाउँ: ${typed(d.area)}, ${typed(d.city)}\n\nखोल्नुहोस्: ${d.link}${quotedNote}${sign}`,
  }),
  adminNewContactMessage: (d) => ({
    subject: `नयाँ सम्पर्क सन्देश: ${typed(d.subject)}`,
    text: `कसैले सम्पर्क फारमबाट सन्देश पठाउनुभयो।\n\nदिइएको नाम: ${typed(d.name)}\nलेखिएको विषय: ${typed(d.subject)}\n\nपढ्नुहोस्: ${d.link}${quotedNote}${sign}`,
  }),
  adminNewPendingAdmin: (d) => ({
    subject: `${typed(d.name)} एडमिन स्वीकृतिको प्रतीक्षामा`,
    text: `${typed(d.name)} नामले कसैले एडमिनका रूपमा दर्ता गर्नुभयो र स्वीकृत एडमिनको निर्णय पर्खिरहनुभएको छ।\n\nनिर्णय गर्नुहोस्: ${d.link}${quotedNote}${sign}`,
  }),
  teacherOfferApproved: (d) => ({
    subject: `तपाईंको ट्युसन प्रस्ताव ${typed(d.offerName)} सूचीमा आयो`,
    text: `तपाईंको ट्युसन प्रस्ताव ${typed(d.offerName)} स्वीकृत भयो; अब परिवारहरूले यसलाई निर्देशिकामा भेट्टाउन सक्नुहुन्छ।\n\nहेर्नुहोस्: ${d.link}${sign}`,
  }),
  teacherOfferTakenOff: (d) => ({
    subject: `तपाईंको ट्युसन प्रस्ताव ${typed(d.offerName)} निर्देशिकाबाट हटाइयो`,
    text: `तपाईंको ट्युसन प्रस्ताव ${typed(d.offerName)} अब निर्देशिकामा छैन। फेरि सूचीमा राख्न यसलाई सम्पादन गर्नुहोस् वा हामीलाई सम्पर्क गर्नुहोस्।\n\nहेर्नुहोस्: ${d.link}${sign}`,
  }),
  teacherVerified: (d) => ({
    subject: 'तपाईं प्रमाणित घरगुरु शिक्षक हुनुभयो',
    text: `हामीले तपाईंका कागजात जाँच्यौं: अब तपाईंका प्रस्तावमा "प्रमाणित" चिन्ह देखिन्छ।\n\nतपाईंको प्रोफाइल: ${d.link}${sign}`,
  }),
  teacherPhotoRemoved: (d) => ({
    subject: 'तपाईंको प्रोफाइल फोटो हटाइयो',
    text: `एक प्रशासकले तपाईंको घरगुरु प्रोफाइलबाट फोटो हटाउनुभयो। उहाँले दिनुभएको कारण: ${typed(d.reason)}\n\nतपाईं आफ्नो प्रोफाइलमा अर्को फोटो अपलोड गर्न सक्नुहुन्छ: ${d.link}${quotedNote}${sign}`,
  }),
  teacherMatchProposal: (d) => ({
    subject: `एक परिवारलाई शिक्षक चाहियो: कक्षा ${d.class}, ${typed(d.area)}`,
    text: `तपाईं एक परिवारको अनुरोधका लागि उपयुक्त हुनुहुन्छ जस्तो लाग्छ।\n\nकक्षा: ${d.class}\nविषय: ${typedList(d.subjects)}\nठाउँ: ${typed(d.area)}, ${typed(d.city)}\n\nस्वीकार वा अस्वीकार गर्नुहोस्: ${d.link}${quotedNote}${sign}`,
    sms: `घरगुरु: कक्षा ${d.class}, ${typed(d.area)} मा शिक्षक चाहियो। ${d.link}`,
  }),
  familyRequestReceived: (d) => ({
    subject: `तपाईंको ट्युसन अनुरोध ${d.requestCode} प्राप्त भयो`,
    text: `धन्यवाद। तपाईंको ट्युसन अनुरोध प्राप्त भयो, हामी छिट्टै फोन गर्नेछौं।\n\nतपाईंको अनुरोध कोड: ${d.requestCode}\nस्थिति हेर्नुहोस्: ${d.link}${sign}`,
    sms: `घरगुरु: अनुरोध प्राप्त भयो। कोड ${d.requestCode}। हामी फोन गर्नेछौं। ${d.link}`,
  }),
  familyTutorFound: (d) => ({
    subject: `अनुरोध ${d.requestCode} का लागि शिक्षक भेटियो`,
    text: `खुसीको खबर: तपाईंको अनुरोध ${d.requestCode} का लागि शिक्षक ${typed(d.teacherName)} ले पढाउनुहुनेछ। पहिलो कक्षा मिलाउन हामी फोन गर्नेछौं।\n\nस्थिति हेर्नुहोस्: ${d.link}${quotedNote}${sign}`,
    sms: `घरगुरु: ${d.requestCode} का शिक्षक ${typed(d.teacherName)}। ${d.link}`,
  }),
  familyReviewInvite: (d) => ({
    subject: `${typed(d.teacherName)} सँगको पढाइ कस्तो छ?`,
    text: `${typed(d.teacherName)} सँगको ट्युसन कस्तो चलिरहेको छ, अरू परिवारलाई बताइदिनुहोस्: १ देखि ५ तारा दिनुहोस् र चाहनुहुन्छ भने केही शब्द लेख्नुहोस्। साँच्चै ट्युसन सुरु भएका परिवारले मात्र समीक्षा गर्न सक्छन्।\n\nसमीक्षा गर्नुहोस् (लिंक एक पटक, ${d.days} दिनसम्म चल्छ): ${d.link}${quotedNote}${sign}`,
    sms: `घरगुरु: ${typed(d.teacherName)} सँगको पढाइ कस्तो छ? तारा दिनुहोस्: ${d.link}`,
  }),
  securityPasswordChanged: (d) => ({
    subject: 'तपाईंको घरगुरु पासवर्ड परिवर्तन भयो',
    text: `नमस्ते ${defanged(d.name)},\n\nतपाईंको घरगुरु खाताको पासवर्ड भर्खरै परिवर्तन भयो र अरू सबै सत्रबाट साइन आउट गरियो। यो तपाईंले गर्नुभएको होइन भने तुरुन्तै हामीलाई सम्पर्क गर्नुहोस्।\n\nसाइन इन: ${d.link}${sign}`,
  }),
  securityPasswordReset: (d) => ({
    subject: 'आफ्नो घरगुरु पासवर्ड नयाँ बनाउनुहोस्',
    text: `नमस्ते ${defanged(d.name)},\n\nकसैले तपाईंको घरगुरु खाताको पासवर्ड नयाँ बनाउन अनुरोध गर्नुभयो। नयाँ पासवर्ड छान्न ${d.minutes} मिनेटभित्र यो लिंक खोल्नुहोस्:\n\n${d.link}\n\nयो तपाईं होइन भने यो इमेललाई बेवास्ता गर्नुहोस्: तपाईंको पासवर्ड जस्ताको तस्तै रहन्छ।${sign}`,
    sms: `घरगुरु: पासवर्ड कोड ${d.code}। ${d.minutes} मिनेट मान्य। कसैलाई नदिनुहोस्।`,
  }),
  securityMobileCode: (d) => ({
    subject: 'आफ्नो मोबाइल नम्बर पुष्टि गर्नुहोस्',
    text: `तपाईंको घरगुरु कोड ${d.code} हो।${sign}`,
    sms: `घरगुरु: मोबाइल पुष्टि कोड ${d.code}। ${d.minutes} मिनेट मान्य।`,
  }),
  teacherChargeReminder: (d) => ({
    subject: `विनम्र सम्झना: ${d.chargeNumber} को ${formatRupees(d.outstanding, 'ne')}`,
    text: `नमस्ते ${defanged(d.name)},\n\nघरगुरुसँग पढाउनुभएकोमा धन्यवाद। हाम्रो अभिलेखअनुसार कमिसन ${d.chargeNumber} को ${formatRupees(d.outstanding, 'ne')} अझै बाँकी देखिन्छ; यो ${d.dueOn} मा तिर्नुपर्ने थियो। तपाईंले तिरिसक्नुभएको छ भने यो सन्देशलाई बेवास्ता गर्नुहोस्, धन्यवाद। नत्र कार्यालयमा, बैंक, इसेवा, खल्ती वा फोनपेबाट तिर्न सक्नुहुन्छ।\n\nतपाईंका शुल्क र रसिद: ${d.link}${sign}`,
  }),
};
