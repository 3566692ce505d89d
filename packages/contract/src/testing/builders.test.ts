// The builders make valid inputs by the contract's own schemas, unique on every call.
import { describe, expect, it } from 'vitest';
import { AdminRegisterSchema } from '../admins.js';
import { ContactMessageSchema } from '../contact-messages.js';
import { StudentRequestSchema } from '../student-requests.js';
import { TeacherRegisterSchema } from '../teachers.js';
import { TuitionSchema } from '../tuitions.js';
import {
  buildAdmin,
  buildContactMessage,
  buildStudentRequest,
  buildTeacher,
  buildTuition,
  uniqueId,
  uniqueMobile,
} from './builders.js';

describe('test builders', () => {
  it('build values every schema accepts', () => {
    expect(TeacherRegisterSchema.safeParse(buildTeacher()).error).toBeUndefined();
    expect(AdminRegisterSchema.safeParse(buildAdmin()).error).toBeUndefined();
    expect(TuitionSchema.safeParse(buildTuition()).error).toBeUndefined();
    expect(StudentRequestSchema.safeParse(buildStudentRequest()).error).toBeUndefined();
    expect(ContactMessageSchema.safeParse(buildContactMessage()).error).toBeUndefined();
  });

  it('give every call its own e-mail address and mobile number', () => {
    const built = [buildTeacher(), buildTeacher(), buildAdmin(), buildStudentRequest(), buildStudentRequest()];
    const messages = [buildContactMessage(), buildContactMessage()];
    const emails = [...built, ...messages].map((value) => value.email);
    const mobiles = [...built.map((value) => value.mobile), ...messages.map((value) => value.mobileNo)];
    expect(new Set(emails).size).toBe(emails.length);
    expect(new Set(mobiles).size).toBe(mobiles.length);
  });

  it('keep unique values free of the characters list searches treat specially', () => {
    const values = Array.from({ length: 200 }, () => [uniqueId(), uniqueMobile()]).flat();
    for (const value of values) expect(value).toMatch(/^[a-z0-9]+$/);
    expect(new Set(values).size).toBe(values.length);
  });

  it('apply overrides, including a removed optional field', () => {
    const request = buildStudentRequest({ mobile: '9811111111', email: undefined, class: 7 });
    expect(request).toMatchObject({ mobile: '9811111111', class: 7, firstName: 'Aarav' });
    expect(request.email).toBeUndefined();
    expect(StudentRequestSchema.parse(request).class).toBe('7');
  });
});
