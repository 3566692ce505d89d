// English texts of the review link's page (/review/:token), the admin's moderation and the teacher's
// reviews (issue 27): each of those modules adds them with their Nepali (ne-reviews-more.ts) when it
// loads, so no other page carries them.
export const enReviewsMore = {
  reviewsMore: {
    metaTitle: 'Review your tutor — GharGuru',
    title: 'How are the lessons?',
    intro: 'Only families whose tuition really started get this link. Your review helps other families choose.',
    tutor: 'Your tutor: {{name}}',
    subjects: 'Subjects: {{subjects}}',
    ratingQuestion: 'Your rating',
    ratingRequired: 'Choose from 1 to 5 stars',
    comment: 'A few words (optional)',
    commentHint: 'Any language. No phone numbers, e-mail addresses or links. At most 600 characters.',
    submit: 'Send review',
    thanksTitle: 'Thank you!',
    thanksText: 'Your review is published on the tutor’s page.',
    invalidTitle: 'This link no longer works',
    invalidText:
      'A review link works once and for 60 days. If you have not reviewed yet, call us and we will send a new one.',
    browseTutors: 'Browse tutors',
    admin: {
      metaTitle: 'Reviews — GharGuru admin',
      title: 'Reviews',
      intro: 'Reviews publish at once. Hide one that breaks the rules; the reason is kept.',
      filter: 'Show',
      states: { all: 'All', published: 'Published', hidden: 'Hidden' },
      teacher: 'About {{name}}',
      hiddenBecause: 'Hidden: {{reason}}',
      hide: 'Hide',
      republish: 'Publish again',
      reason: 'Why is it hidden?',
      confirmHide: 'Hide review',
      cancel: 'Cancel',
      empty: 'No reviews here.',
      done: 'Saved.',
    },
    teacher: {
      metaTitle: 'My reviews — GharGuru',
      title: 'My reviews',
      intro: 'Families review you after the lessons start. You may answer each review once; your answer is public.',
      empty: 'No reviews yet. Families are asked two weeks after the lessons start.',
      answer: 'Answer',
      answerLabel: 'Your public answer',
      send: 'Publish answer',
      sent: 'Your answer is published.',
    },
  },
} as const;
