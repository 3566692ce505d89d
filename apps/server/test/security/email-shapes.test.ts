// Issue 26: an "e-mail" such as `victim,attacker@evil.example` passed the check, and nodemailer, given
// it as a string to parse, delivered to the attacker. Every form's e-mail field refuses the shapes that
// make one field two addresses, and the SMTP transport hands nodemailer an address object, so even a
// stored value of that shape reaches one recipient at most (here against a real SMTP server).
import { MSG } from '@gharguru/contract';
import { buildContactMessage, buildStudentRequest, buildTeacher } from '@gharguru/contract/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmailTransport } from '../../src/modules/notifications/transports/email.js';
import { type MailCatcher, startMailCatcher } from '../notifications/mail-catcher.js';
import { testAppForFile } from '../test-app.js';
import { generousPublicFormLimit } from '../validation-cases.js';

const BAD_SHAPES = [
  'victim,attacker@evil.example',
  'a;b@evil.example',
  'x@evil.example>,<y',
  'victim@example.com attacker@evil.example',
  '"victim@example.com" <attacker@evil.example>',
  'victim@example.com(x)<attacker@evil.example>',
  'list:victim@example.com,attacker@evil.example;',
];

const t = testAppForFile(generousPublicFormLimit());

describe('the e-mail fields refuse every shape of two addresses in one', () => {
  it.each(BAD_SHAPES)('%j', async (email) => {
    const answers = await Promise.all([
      t.post('/student/request', buildStudentRequest({ email })),
      t.post('/teacher/register', buildTeacher({ email })),
      t.post('/visitor-data', buildContactMessage({ email })),
      t.post('/teacher/login', { email, password: 'Whatever1' }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().errors?.email ?? answer.json().message).toMatch(/e-?mail/i);
    }
    expect(answers[0]!.json().errors.email).toBe(MSG.emailInvalid);
  });
});

describe('the SMTP transport, given a stored value of such a shape', () => {
  let mail: MailCatcher;
  beforeAll(async () => {
    mail = await startMailCatcher();
  });
  afterAll(async () => {
    await mail?.stop();
  });

  it.each(BAD_SHAPES)('sends %j to one recipient at most, never the attacker', async (recipient) => {
    mail.mails.length = 0;
    const transport = createEmailTransport({
      smtpUrl: mail.url,
      from: 'hello@gharguru.test',
      publicUrl: 'https://gharguru.test',
      timeoutMs: 2_000,
    });
    try {
      await transport.send({ id: 'x', recipient, language: 'en', subject: 'Your code', text: 'Code GG-AAAA-22' });
    } finally {
      transport.close();
    }
    const recipients = mail.mails.flatMap((caught) => caught.to);
    // One envelope recipient, the whole value (nodemailer may quote its local part), or none.
    expect(recipients.length).toBeLessThanOrEqual(1);
    for (const address of recipients) expect(address.replaceAll('"', '')).toBe(recipient.replaceAll('"', ''));
    for (const split of ['attacker@evil.example', 'b@evil.example', 'y', 'victim@example.com']) {
      expect(recipients).not.toContain(split);
    }
  });
});
