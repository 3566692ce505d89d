import {
  ContactMessageSchema,
  LIMITS,
  StudentRequestSchema,
  TeacherRegisterSchema,
  TuitionSchema,
} from '@gharguru/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, generateDemoData } from './demo-data.js';
import { PLACES } from './demo-vocabulary.js';

const data = generateDemoData({ now: new Date('2025-03-01T06:00:00Z') });

describe('generateDemoData', () => {
  it('makes 40 teachers with 2 to 5 posts each, 60 requests, 20 messages and 2 pending admins', () => {
    expect(data.teachers).toHaveLength(40);
    for (const teacher of data.teachers) {
      expect(teacher.posts.length).toBeGreaterThanOrEqual(2);
      expect(teacher.posts.length).toBeLessThanOrEqual(5);
    }
    expect(data.studentRequests).toHaveLength(60);
    expect(data.contactMessages).toHaveLength(20);
    expect(data.pendingAdmins).toHaveLength(2);
  });

  it('starts with the demo teacher and gives every teacher a different e-mail', () => {
    expect(data.teachers[0]?.profile).toMatchObject({
      email: DEMO_ACCOUNTS.teacher.email,
      firstName: DEMO_ACCOUNTS.teacher.firstName,
    });
    const emails = data.teachers.map((teacher) => teacher.profile.email);
    expect(new Set(emails).size).toBe(emails.length);
  });

  it('produces only records the API itself would accept', () => {
    for (const { profile } of data.teachers) {
      expect(TeacherRegisterSchema.safeParse({ ...profile, password: 'teacher123' }).error).toBeUndefined();
    }
    for (const post of data.teachers.flatMap((teacher) => teacher.posts)) {
      expect(TuitionSchema.safeParse(post.input).error).toBeUndefined();
    }
    for (const request of data.studentRequests) {
      expect(StudentRequestSchema.safeParse(request.input).error).toBeUndefined();
    }
    for (const message of data.contactMessages) {
      expect(ContactMessageSchema.safeParse(message.input).error).toBeUndefined();
      expect(message.input.message.length).toBeLessThanOrEqual(LIMITS.contactMessage);
    }
  });

  it('uses places of the Kathmandu valley and realistic fees in rupees', () => {
    const areas = new Set(PLACES.map((place) => place.area));
    for (const { profile } of data.teachers) expect(areas.has(profile.area)).toBe(true);
    for (const { input } of data.teachers.flatMap((teacher) => teacher.posts)) {
      if (input.priceType === 'monthly') {
        expect(input.price).toBeGreaterThanOrEqual(3000);
        expect(input.price).toBeLessThanOrEqual(20000);
        expect(input.price % 500).toBe(0);
      } else {
        expect(input.price).toBeGreaterThanOrEqual(300);
        expect(input.price).toBeLessThanOrEqual(2000);
      }
    }
  });

  it('mixes statuses and spreads dates before now, posts after their teacher joined', () => {
    const now = new Date('2025-03-01T06:00:00Z').getTime();
    const requestStatuses = new Set(data.studentRequests.map((request) => request.status));
    const messageStatuses = new Set(data.contactMessages.map((message) => message.status));
    const postStatuses = new Set(data.teachers.flatMap((teacher) => teacher.posts.map((post) => post.status)));
    expect(requestStatuses).toEqual(new Set(['Pending', 'Completed']));
    expect(messageStatuses).toEqual(new Set(['Pending', 'Contacted']));
    expect(postStatuses).toEqual(new Set(['Pending', 'Completed']));
    for (const teacher of data.teachers) {
      expect(teacher.createdAt.getTime()).toBeLessThanOrEqual(now);
      for (const post of teacher.posts) {
        expect(post.createdAt.getTime()).toBeGreaterThanOrEqual(teacher.createdAt.getTime());
        expect(post.createdAt.getTime()).toBeLessThanOrEqual(now);
      }
    }
  });

  it('is reproducible: the same seed gives the same data, another seed different data', () => {
    const now = new Date('2025-03-01T06:00:00Z');
    expect(generateDemoData({ now, seed: 7 })).toEqual(generateDemoData({ now, seed: 7 }));
    expect(generateDemoData({ now, seed: 8 }).studentRequests).not.toEqual(
      generateDemoData({ now, seed: 7 }).studentRequests,
    );
  });

  it('scales to benchmark sizes with unique teacher e-mails', () => {
    const big = generateDemoData({ teachers: 2000, studentRequests: 5000, contactMessages: 0 });
    const emails = new Set(big.teachers.map((teacher) => teacher.profile.email));
    expect(emails.size).toBe(2000);
    expect(big.studentRequests).toHaveLength(5000);
  });
});
