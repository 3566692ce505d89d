// Issue 14: the demo data hangs together — a message's subject and body talk about the same thing,
// and requests look like families' requests.
import { describe, expect, it } from 'vitest';
import { generateDemoData } from './demo-data.js';
import { CONTACT_TOPICS } from './demo-vocabulary.js';

const now = new Date('2025-03-01T06:00:00Z');
const data = generateDemoData({ now, studentRequests: 400, contactMessages: 200 });
const DAY_MS = 24 * 60 * 60 * 1000;

describe('demo contact messages', () => {
  it('name in the subject the place and class the message is about', () => {
    for (const { input } of data.contactMessages) {
      const area = /^Need a maths tutor in (.+)$/.exec(input.subject)?.[1];
      if (area) {
        expect(input.message).toContain('Mathematics');
        expect(input.message).toContain(area);
      }
      const classNumber = /^Tutor for my daughter in class (\d+)$/.exec(input.subject)?.[1];
      if (classNumber) expect(input.message).toContain(`My daughter is in class ${classNumber} `);
      if (input.subject === 'How do I become a tutor?') expect(input.message).toMatch(/teach/);
    }
  });

  it('use every topic, each subject with its own message', () => {
    const subjects = new Set(data.contactMessages.map(({ input }) => input.subject.replace(/ in .+$/, '')));
    expect(subjects.size).toBeGreaterThanOrEqual(CONTACT_TOPICS.length - 1);
    const bodies = new Set(CONTACT_TOPICS.map((topic) => topic.message));
    expect(bodies.size).toBe(CONTACT_TOPICS.length);
  });
});

describe('demo student requests', () => {
  it('are never dealt with on the day they arrive, and mostly ask for morning or evening lessons', () => {
    const fresh = data.studentRequests.filter(({ createdAt }) => now.getTime() - createdAt.getTime() < 2 * DAY_MS);
    for (const request of fresh) expect(request.status).toBe('Pending');
    const day = data.studentRequests.filter(({ input }) => input.timing === 'Day').length;
    expect(day / data.studentRequests.length).toBeLessThan(0.3);
  });
});
