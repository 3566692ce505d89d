// Requirements §5: the contact form.
import { describe, expect, it } from 'vitest';
import { ContactStatusUpdateBodySchema } from './common.js';
import { ContactMessageSchema } from './contact-messages.js';
import { MSG } from './messages.js';
import { type Rule, firstIssue, itRejects, parsed, text, withField } from './test-support.js';
import { buildContactMessage } from './testing/builders.js';

const contact = buildContactMessage();

describe('contact form', () => {
  const rules: Rule[] = [
    ['[VAL-CONTACT-1] first name missing', { firstName: undefined }, 'firstName', 'First name is required'],
    ['first name empty', { firstName: '' }, 'firstName', 'First name is required'],
    ['last name missing', { lastName: undefined }, 'lastName', 'Last name is required'],
    ['last name empty', { lastName: ' ' }, 'lastName', 'Last name is required'],
    ['[VAL-CONTACT-2] email not an address', { email: 'gita' }, 'email', 'Invalid email format'],
    ['[VAL-CONTACT-3] mobile missing', { mobileNo: undefined }, 'mobileNo', 'Mobile number must be 10 digits'],
    ['mobile empty', { mobileNo: '' }, 'mobileNo', 'Mobile number must be 10 digits'],
    ['mobile of 9 digits', { mobileNo: '986000000' }, 'mobileNo', 'Mobile number must be 10 digits'],
    ['mobile with a plus', { mobileNo: '+977986000' }, 'mobileNo', 'Mobile number must be 10 digits'],
    ['[VAL-CONTACT-4] subject missing', { subject: undefined }, 'subject', MSG.subjectRequired],
    ['subject empty', { subject: '' }, 'subject', MSG.subjectRequired],
    ['[VAL-CONTACT-5] message of 301', { message: text(301) }, 'message', 'message must be at most 300 characters'],
  ];

  itRejects(ContactMessageSchema, contact, rules);

  it('[VAL-CONTACT-2] [VAL-CONTACT-5] accepts a message of 300, no message and no e-mail', () => {
    expect(parsed(ContactMessageSchema, { ...contact, message: text(300) }).message).toHaveLength(300);
    expect(parsed(ContactMessageSchema, withField(contact, { message: undefined })).message).toBe('');
    expect(parsed(ContactMessageSchema, withField(contact, { email: undefined })).email).toBeUndefined();
    expect(parsed(ContactMessageSchema, { ...contact, email: '' }).email).toBeUndefined();
  });

  it('lowercases a given e-mail', () => {
    expect(parsed(ContactMessageSchema, { ...contact, email: 'Gita.Rai@Example.COM' }).email).toBe(
      'gita.rai@example.com',
    );
  });

  it('[DEC-2] moves to Contacted on an update with no body and can be set back to Pending', () => {
    expect(ContactStatusUpdateBodySchema.parse(undefined)).toEqual({});
    expect(ContactStatusUpdateBodySchema.parse({ status: 'Pending' })).toEqual({ status: 'Pending' });
    expect(firstIssue(ContactStatusUpdateBodySchema, { status: 'Completed' })?.message).toBe(MSG.contactStatusInvalid);
  });
});
