// English texts of the public directory, /track and the request code (issue 9). Kept out of the
// first bundle: the pages that use them import this module, which adds them to the catalog
// (registerPageTexts) before they render, so /home stays within its JavaScript budget.
import { enTutorProfile } from './en-tutor-profile';

export const enDirectory = {
  // A tutor's public profile (issue 27).
  ...enTutorProfile,
  directory: {
    metaTitle: 'Browse Tutors — GharGuru',
    title: 'Browse Tutors',
    intro: 'Home tutors approved by GharGuru. Phone numbers stay private: request a tutor and we call you.',
    filters: 'Filters',
    subject: 'Subject',
    subjectPlaceholder: 'e.g. Maths, विज्ञान',
    anyClass: 'Any class',
    city: 'City',
    anyCity: 'Any city',
    area: 'Area',
    anyArea: 'Any area',
    priceType: 'Fee type',
    anyPriceType: 'Monthly or hourly',
    priceMax: 'Highest fee (Rs.)',
    verifiedOnly: 'Verified tutors only',
    sort: 'Sort by',
    sorts: { relevance: 'Verified first', newest: 'Newest', price: 'Lowest fee', rating: 'Best rated' },
    apply: 'Show tutors',
    clear: 'Clear filters',
    // What is counted is offers (a tutor may list several): say so (issue 33).
    results_one: '{{total}} tutor offer found',
    results_other: '{{total}} tutor offers found',
    empty: 'No tutors match these filters yet. Try fewer filters, or post a request and we will find one for you.',
    postRequest: 'Post a tuition request',
    verified: 'Verified {{date}}',
    notVerified: 'Not verified yet',
    memberSince: 'Member since {{date}}',
    teaches: '{{forClass}} · {{subjects}}',
    price: 'Rs. {{amount}} / {{unit}}',
    per: { hourly: 'hour', monthly: 'month' },
    typicalFee: 'Typical fee for {{band}} in {{city}}: Rs. {{amount}} / month',
    typicalFeeAnywhere: 'Typical fee for {{band}}: Rs. {{amount}} / month',
    viewTutor: 'View tutor',
    back: 'All tutors',
    about: 'About the tutor',
    degree: 'Degree: {{degree}}',
    level: 'Teaches up to: {{level}}',
    place: 'Area: {{area}}, {{city}}',
    requestThis: 'Request this tutor',
    notFound: 'This tutor offer is not available any more.',
    bands: {
      Primary: 'Primary (1–5)',
      'Lower Secondary': 'Lower Secondary (6–8)',
      Secondary: 'Secondary (9–10)',
      '+2-11th': 'Class 11',
      '+2-12th': 'Class 12',
      Bachelor: 'Bachelor',
    },
    // The head of the server-rendered pages (title, description, link previews).
    meta: {
      listTitle: 'Tutors: {{filters}} — GharGuru',
      listDescription_one:
        'Home tutors approved by GharGuru in Nepal: {{total}} offer with its fee per month or hour, verified teachers marked. Phone numbers stay private.',
      listDescription_other:
        'Home tutors approved by GharGuru in Nepal: {{total}} offers with their fee per month or hour, verified teachers marked. Phone numbers stay private.',
      listDescriptionFiltered_one:
        'Home tutors for {{filters}}, approved by GharGuru: {{total}} offer with its fee per month or hour. Phone numbers stay private.',
      listDescriptionFiltered_other:
        'Home tutors for {{filters}}, approved by GharGuru: {{total}} offers with their fee per month or hour. Phone numbers stay private.',
      page: 'page {{page}}',
      tutorTitle: '{{name}} — {{teacher}} — GharGuru',
      tutorDescription:
        '{{subjects}} for {{forClass}} with {{teacher}} ({{degree}}), {{area}}, {{city}}: {{price}}. Request this tutor on GharGuru; phone numbers stay private.',
    },
  },
  track: {
    metaTitle: 'Track your request — GharGuru',
    title: 'Track your request',
    intro: 'Enter the request code you got after sending your request, and the mobile number you gave.',
    code: 'Request code',
    codeHint: 'Like GG-7K3Q-92',
    submit: 'Check status',
    submittedOn: 'Sent on {{date}}',
    stages: {
      received: 'Received: we are looking for a tutor for you.',
      tutorFound: 'Tutor found: we will call you with the details.',
      closed: 'Closed: this request has ended.',
    },
    chosen: 'The tutor you chose: {{name}} ({{teacher}})',
    advance: {
      title: 'Your advance',
      amount: 'Advance {{amount}}: paid {{paid}}',
      dueOn: 'To pay by {{date}}',
      refundBy: 'If no tutor has started by {{date}}, we refund the advance.',
      refunded: 'Refunded to you: {{amount}}',
    },
  },
  chosenOffer: {
    title: 'The tutor you are asking for',
    offer: '{{name}} — {{teacher}}, {{price}}',
    remove: 'Ask for any tutor instead',
    another: 'Choose another tutor',
    gone: 'The tutor you chose is not listed any more. Send your request anyway and we will find you another tutor.',
  },
  requestCode: {
    title: 'Your request code',
    advice: 'Write it down. With this code and your mobile number you can check your request at any time.',
    track: 'Track your request',
    alreadyReceived: 'We already received this request from you today. There is no need to send it again.',
    sentToMobile: 'We sent its code to your mobile number (and e-mail, if you gave one) again.',
  },
  // City and city-and-subject pages (/tutors/in/:city[/:subject], issue 32).
  places: {
    cityTitle: 'Home tutors in {{city}}',
    subjectTitle: '{{subject}} tutors in {{city}}',
    metaTitle: '{{title}} — GharGuru',
    summary_one: '{{total}} offer from a home tutor in {{city}}, approved by GharGuru.',
    summary_other: '{{total}} offers from home tutors in {{city}}, approved by GharGuru.',
    description:
      '{{title}}: {{total}} offers with their monthly or hourly fee, verified teachers marked. Phone numbers stay private: request a tutor and we call you.',
    typicalFees: 'Typical monthly fee in {{city}}',
    typicalFee_one: '{{band}}: Rs. {{amount}} ({{count}} offer)',
    typicalFee_other: '{{band}}: Rs. {{amount}} ({{count}} offers)',
    newest: 'Newest offers',
    seeAll: 'See all {{total}} offers and filter them',
    areas: 'Areas of {{city}}',
    subjectsHere: 'Subjects in {{city}}',
    elsewhere: '{{subject}} in other cities',
    subjectLink: '{{subject}} ({{offers}})',
    notFound: 'There are not enough tutors listed here yet. Browse all tutors instead.',
  },
} as const;
