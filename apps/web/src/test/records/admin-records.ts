// Records shaped like the API's answers, for the admin screens' tests.
import type { AdminTuitionRecord, ContactMessageRecord, StudentRequestRecord, TeacherRecord } from '@gharguru/contract';
import { profileData } from './teacher-records';

const at = '2025-01-15T10:00:00.000Z';

export const student = (over: Partial<StudentRequestRecord> = {}): StudentRequestRecord => ({
  _id: '11111111-1111-4111-8111-111111111111',
  firstName: 'Sita',
  lastName: 'Sharma',
  mobile: '9812345678',
  email: null,
  class: '10',
  subjects: ['Maths', 'Science'],
  timing: 'Evening',
  city: 'Kathmandu',
  area: 'Baneshwor',
  status: 'Pending',
  requestCode: 'GG-7K3Q-92',
  tuition: null,
  progress: 'looking',
  closeReason: null,
  createdAt: at,
  updatedAt: at,
  ...over,
});

export const tuitionOffer = (over: Partial<AdminTuitionRecord> = {}): AdminTuitionRecord => ({
  _id: '22222222-2222-4222-8222-222222222222',
  name: 'SEE Maths',
  subjects: ['Maths'],
  forClass: 'Secondary',
  price: 5000,
  priceType: 'monthly',
  teacherDetails: null,
  status: 'Pending',
  listed: false,
  teacherId: '33333333-3333-4333-8333-333333333333',
  teacherName: 'Ram Thapa',
  createdAt: at,
  updatedAt: at,
  ...over,
});

/** The teacher of `profileData` as the admin's teacher table lists him (a mobile number other than the student's). */
export const teacher = (over: Partial<TeacherRecord> = {}): TeacherRecord => ({
  ...profileData,
  _id: '33333333-3333-4333-8333-333333333333',
  role: 'teacher',
  mobile: '9800000001',
  subjects: ['Physics'],
  postCount: 3,
  ...over,
});

export const contactMessage = (over: Partial<ContactMessageRecord> = {}): ContactMessageRecord => ({
  _id: '44444444-4444-4444-8444-444444444444',
  firstName: 'Hari',
  lastName: 'KC',
  email: 'hari@example.com',
  mobileNo: '9811111111',
  subject: 'Fees',
  message: 'How much is a Maths tutor?',
  status: 'Pending',
  createdAt: at,
  ...over,
});
