// Words the demo data is made of: Nepali names, places in the Kathmandu valley, subjects and the
// kind of texts parents and tutors really write. Kept apart from the generator so it stays readable.
// Name lists are space-separated words: one line holds a dozen names instead of one.
import { type ForClass, forClassOf, type StudentClass } from '@gharguru/contract';

export const MALE_FIRST_NAMES: readonly string[] = (
  'Aarav Anil Bibek Bikash Binod Deepak Dipesh Ganesh Hari Kiran Krishna Manish Nabin Niraj ' +
  'Prakash Pratik Rajesh Ramesh Roshan Sagar Sandeep Santosh Sujan Suman Sunil Ujjwal Yubraj ' +
  'Aayush Bishal Rohan'
).split(' ');

export const FEMALE_FIRST_NAMES: readonly string[] = (
  'Aasha Anjali Anita Bandana Bimala Gita Kabita Kalpana Laxmi Manisha Nirmala Pooja Pramila ' +
  'Prakriti Rachana Rekha Sabina Sarita Shreya Sita Smriti Sunita Sushma Srijana Trishna Usha ' +
  'Aakriti Barsha Nisha Riya'
).split(' ');

export const LAST_NAMES: readonly string[] = (
  'Sharma Shrestha Thapa Gurung Tamang Rai Limbu Magar Karki Adhikari Bhattarai Poudel Khadka ' +
  'Maharjan Shakya Bajracharya Pradhan Joshi KC Basnet Dahal Ghimire Koirala Acharya Pandey Subedi ' +
  'Neupane Lama Sherpa Rana'
).split(' ');

/** City and area as people in the valley name them. */
export const PLACES: readonly { city: string; area: string }[] = [
  { city: 'Kathmandu', area: 'Baneshwor' },
  { city: 'Kathmandu', area: 'New Baneshwor' },
  { city: 'Kathmandu', area: 'Koteshwor' },
  { city: 'Kathmandu', area: 'Tinkune' },
  { city: 'Kathmandu', area: 'Sinamangal' },
  { city: 'Kathmandu', area: 'Maharajgunj' },
  { city: 'Kathmandu', area: 'Baluwatar' },
  { city: 'Kathmandu', area: 'Chabahil' },
  { city: 'Kathmandu', area: 'Kapan' },
  { city: 'Kathmandu', area: 'Budhanilkantha' },
  { city: 'Kathmandu', area: 'Gongabu' },
  { city: 'Kathmandu', area: 'Balaju' },
  { city: 'Kathmandu', area: 'Kalanki' },
  { city: 'Kathmandu', area: 'Kalimati' },
  { city: 'Kathmandu', area: 'Thamel' },
  { city: 'Lalitpur', area: 'Jawalakhel' },
  { city: 'Lalitpur', area: 'Pulchowk' },
  { city: 'Lalitpur', area: 'Kupondole' },
  { city: 'Lalitpur', area: 'Lagankhel' },
  { city: 'Lalitpur', area: 'Satdobato' },
  { city: 'Lalitpur', area: 'Imadol' },
  { city: 'Lalitpur', area: 'Sanepa' },
  { city: 'Bhaktapur', area: 'Suryabinayak' },
  { city: 'Bhaktapur', area: 'Thimi' },
  { city: 'Bhaktapur', area: 'Kamalbinayak' },
  { city: 'Bhaktapur', area: 'Sallaghari' },
  { city: 'Kirtipur', area: 'Naya Bazar' },
  { city: 'Kirtipur', area: 'Panga' },
];

/** What is taught at each stage, in the names Nepali schools (NEB curriculum) use. */
export const SUBJECTS_BY_STAGE = {
  primary: ['Mathematics', 'English', 'Nepali', 'Science', 'Social Studies'],
  lowerSecondary: ['Mathematics', 'Science', 'English', 'Nepali', 'Social Studies', 'Computer'],
  secondary: ['Mathematics', 'Optional Mathematics', 'Science', 'English', 'Nepali', 'Account', 'Computer Science'],
  plusTwo: ['Physics', 'Chemistry', 'Biology', 'Mathematics', 'Account', 'Economics', 'English', 'Computer Science'],
  bachelor: ['Statistics', 'Accountancy', 'Business Mathematics', 'Economics', 'Finance', 'C Programming'],
} as const;

export type Stage = keyof typeof SUBJECTS_BY_STAGE;

export const STAGE_OF_FOR_CLASS: Record<ForClass, Stage> = {
  Primary: 'primary',
  'Lower Secondary': 'lowerSecondary',
  Secondary: 'secondary',
  '+2-11th': 'plusTwo',
  '+2-12th': 'plusTwo',
  Bachelor: 'bachelor',
};

/** The stage a class is in: the stage of the offer band that teaches it. */
export function stageOfClass(studentClass: StudentClass): Stage {
  return STAGE_OF_FOR_CLASS[forClassOf(studentClass)];
}

/** Fee ranges in rupees for one student, by stage: a month's, and an hour's. */
export const FEE_RANGE_NPR: Record<Stage, Record<'monthly' | 'hourly', [number, number]>> = {
  primary: { monthly: [3000, 6000], hourly: [300, 600] },
  lowerSecondary: { monthly: [4000, 8000], hourly: [400, 700] },
  secondary: { monthly: [5000, 10000], hourly: [500, 900] },
  plusTwo: { monthly: [7000, 15000], hourly: [700, 1500] },
  bachelor: { monthly: [8000, 20000], hourly: [800, 2000] },
};

export const TUITION_NAME_PATTERNS: Record<Stage, readonly string[]> = {
  primary: ['Primary home tuition ({subject})', 'Class 1-5 all subjects', 'Homework help for young learners'],
  lowerSecondary: ['Class 6-8 {subject} tuition', '{subject} for Lower Secondary', 'Basic {subject} made easy'],
  secondary: ['SEE preparation: {subject}', 'Class 9-10 {subject}', 'SEE {subject} crash course'],
  plusTwo: ['+2 {subject} (NEB)', 'Grade 11-12 {subject} tuition', 'NEB board exam {subject}'],
  bachelor: ['BBS {subject}', 'BBA {subject} tuition', 'Bachelor {subject} coaching'],
};

export const TEACHER_DETAILS = [
  'I have been teaching for {years} years. I can come to your home in {area} and nearby areas.',
  'Teaching since {years} years, with good SEE results every year. Weekly tests and progress reports.',
  'Patient teacher, explains from the basics. Free first class to see if we are a good fit.',
  'Currently a lecturer at a college in {city}. Evenings and Saturdays available.',
  'Focus on concepts and past board exam questions. Notes provided in English and Nepali.',
] as const;

/**
 * Contact-form messages: each subject with a message about that subject, so the admin's table reads
 * like real mail ("Need a maths tutor in Balaju" asks for a maths tutor in Balaju; issue 14).
 */
export const CONTACT_TOPICS: readonly { subject: string; message: string }[] = [
  {
    subject: 'Need a maths tutor in {area}',
    message:
      'Namaste. My son is in class {class} and weak in Mathematics. We live in {area}, {city}. Please call me in the evening.',
  },
  {
    subject: 'How do I become a tutor?',
    message:
      'I have a Master degree in Physics and want to teach +2 students near {area}. What is the process to join?',
  },
  {
    subject: 'Question about tuition fees',
    message: 'What is the usual monthly fee for a home tutor for class {class}? We are in {area}, {city}.',
  },
  {
    subject: 'Tutor for my daughter in class {class}',
    message:
      'My daughter is in class {class} and needs help with English and Science, 6 to 7 pm on weekdays. We live in {area}.',
  },
  {
    subject: 'Looking for a female tutor',
    message: 'Please let me know if there is a female tutor available near {area} for my daughter in class {class}.',
  },
  {
    subject: 'Feedback about a teacher',
    message: 'The teacher you suggested last month is very good and comes on time. Thank you GharGuru!',
  },
  {
    subject: 'Can the tutor come on Saturdays?',
    message:
      'Our tutor comes on weekdays only. Could a tutor also come on Saturday mornings? We are in {area}, {city}.',
  },
  {
    subject: 'Online classes available?',
    message: 'Do your tutors also teach online during exam holidays? We will be away from {city} for two weeks.',
  },
];
