// The texts of notifications: SMS segment counting, the family SMS within two SMS in both
// languages, Nepali numbers, back-off, the caller's language and the e-mail's HTML.
import { NOTIFICATION_KINDS } from '@gharguru/contract';
import { describe, expect, it } from 'vitest';
import { languageOf } from '../../lib/request-language.js';
import { MAX_ATTEMPTS, nextAttemptAt, retryDelayMs } from './backoff.js';
import { normaliseNepaliMobile } from './nepali-mobile.js';
import { fitSms, smsSize } from './sms-text.js';
import { htmlOf, renderNotification } from './templates/index.js';
import { en } from './templates/en.js';
import { ne } from './templates/ne.js';

describe('SMS size', () => {
  it('[NOTIF-2] counts GSM-7 and UCS-2 segments', () => {
    expect(smsSize('a'.repeat(160))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 });
    expect(smsSize('a'.repeat(161)).segments).toBe(2);
    expect(smsSize('a'.repeat(306)).segments).toBe(2);
    expect(smsSize('a'.repeat(307)).segments).toBe(3);
    expect(smsSize('{}'.repeat(40))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 });
    expect(smsSize('क'.repeat(70))).toEqual({ encoding: 'ucs2', units: 70, segments: 1 });
    expect(smsSize('क'.repeat(71)).segments).toBe(2);
    expect(smsSize('क'.repeat(134)).segments).toBe(2);
    expect(smsSize('क'.repeat(135)).segments).toBe(3);
  });

  it('cuts a long text to two SMS with an ellipsis, and leaves a short one alone', () => {
    expect(fitSms('short')).toBe('short');
    const cut = fitSms(`घरगुरु ${'शिक्षक '.repeat(40)}`);
    expect(cut.endsWith('…')).toBe(true);
    expect(smsSize(cut).segments).toBeLessThanOrEqual(2);
  });
});

describe('the family SMS', () => {
  const longest = {
    requestCode: 'GG-7K3Q-92',
    teacherName: `${'क'.repeat(35)} ख.`,
    link: 'https://gharguru.com.np/track?code=GG-7K3Q-92',
  };
  for (const [language, templates] of [
    ['en', en],
    ['ne', ne],
  ] as const) {
    it(`[NOTIF-2] [FIX-1] fits in two SMS without cutting and carries the tracking link with its code (${language})`, () => {
      for (const sms of [templates.familyRequestReceived(longest).sms, templates.familyTutorFound(longest).sms]) {
        expect(sms).toContain('GG-7K3Q-92');
        expect(sms).toContain(longest.link);
        expect(smsSize(sms ?? '').segments).toBeLessThanOrEqual(2);
        expect(fitSms(sms ?? '')).toBe(sms);
      }
    });
  }

  it('every kind has a subject and a text in both languages', () => {
    const data = {
      class: '10',
      subjects: ['Science'],
      city: 'Lalitpur',
      area: 'Jawalakhel',
      requestCode: 'GG-7K3Q-92',
      link: 'https://gharguru.test/x',
      name: 'Sita Rai',
      subject: 'Fees',
      offerName: 'SEE Maths',
      teacherName: 'Bikash T.',
      reason: 'The photo is blurred',
      code: '042917',
      minutes: 30,
    };
    for (const kind of NOTIFICATION_KINDS) {
      const english = renderNotification(kind, 'en', data as never);
      const nepali = renderNotification(kind, 'ne', data as never);
      expect(english.subject).not.toBe('');
      expect(nepali.subject).not.toBe(english.subject);
      // The mobile confirmation code is the one message without a link.
      expect(nepali.text).toContain(kind === 'securityMobileCode' ? '042917' : 'https://gharguru.test/x');
      // A kind sent by SMS fits in two SMS in both languages.
      for (const sms of [english.sms, nepali.sms])
        if (sms !== undefined) expect(smsSize(sms).segments).toBeLessThanOrEqual(2);
    }
  });
});

describe('Nepali mobile numbers', () => {
  it.each([
    ['9841234567', '9841234567'],
    ['+977 984-123-4567', '9841234567'],
    ['9779761234567', '9761234567'],
    ['009779801234567', '9801234567'],
    ['09841234567', '9841234567'],
    ['९८४१२३४५६७', '9841234567'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseNepaliMobile(input)).toBe(expected);
  });

  it.each(['014123456', '98412345', '98412345678', '9541234567', 'abc'])('refuses %s', (input) => {
    expect(normaliseNepaliMobile(input)).toBeUndefined();
  });
});

describe('[NOTIF-1] back-off', () => {
  it('doubles from 30 s to at most 6 h, with a wait between half and all of the step', () => {
    expect(retryDelayMs(1, () => 0)).toBe(15_000);
    expect(retryDelayMs(1, () => 1)).toBe(30_000);
    expect(retryDelayMs(3, () => 1)).toBe(120_000);
    expect(retryDelayMs(20, () => 1)).toBe(6 * 3600_000);
  });

  it('gives up after the last try, within a day of waiting', () => {
    const now = new Date(0);
    let waited = 0;
    for (let attempts = 1; attempts < MAX_ATTEMPTS; attempts++) {
      const at = nextAttemptAt({ attempts }, now, () => 1);
      expect(at).toBeDefined();
      waited += at!.getTime();
    }
    expect(waited).toBeLessThan(24 * 3600_000);
    expect(nextAttemptAt({ attempts: MAX_ATTEMPTS }, now)).toBeUndefined();
  });
});

describe('the caller language', () => {
  it.each([
    [undefined, 'en'],
    ['ne', 'ne'],
    ['ne-NP,en;q=0.8', 'ne'],
    ['en-US,ne;q=0.9', 'en'],
    ['fr, ne;q=0.5', 'ne'],
    ['en;q=0.2, ne;q=0.9', 'ne'],
    ['de', 'en'],
  ])('%s → %s', (header, expected) => {
    expect(languageOf(header)).toBe(expected);
  });
});

describe('the e-mail HTML', () => {
  it('escapes the text, makes paragraphs and links to the site', () => {
    const html = htmlOf('Hello <b>&\n\nOpen: https://gharguru.test/a?b=1&c=2', 'ne', 'https://gharguru.test');
    expect(html).toContain('lang="ne"');
    expect(html).toContain('<p>Hello &lt;b&gt;&amp;</p>');
    expect(html).toContain('<a href="https://gharguru.test/a?b=1&amp;c=2">');
  });

  it('makes no link to anywhere else, a look-alike of the site included', () => {
    const text =
      'See https://evil.example/pay and https://gharguru.test.evil.example/x and http://gharguru.test@evil.example/';
    expect(htmlOf(text, 'en', 'https://gharguru.test')).not.toContain('<a');
  });
});

// Issue 26: a teacher named "https://evil.example/pay" put a link into the family's e-mail and SMS;
// a contact message's name and subject became links in the admins' e-mail. Whatever a person typed
// is quoted, defanged and never a link, in every kind and both languages, e-mail and SMS alike.
describe('what a person typed, in every notification', () => {
  const PUBLIC_URL = 'https://gharguru.test';
  const hostile = ['https://evil.example/pay', 'pay-here.example', 'help@evil.example', 'www.evil.example'];
  for (const value of hostile) {
    const data = {
      class: '10',
      subjects: [value, 'Science'],
      city: value,
      area: value,
      requestCode: 'GG-7K3Q-92',
      link: `${PUBLIC_URL}/track?code=GG-7K3Q-92`,
      name: value,
      subject: value,
      offerName: value,
      teacherName: value,
      reason: value,
    };
    for (const kind of NOTIFICATION_KINDS) {
      for (const language of ['en', 'ne'] as const) {
        it(`${kind} (${language}) with ${value}`, () => {
          const rendered = renderNotification(kind, language, data as never);
          for (const part of [rendered.subject, rendered.text, rendered.sms ?? '']) {
            expect(part).not.toContain(value);
            expect(part).not.toMatch(/https?:\/\/(?!gharguru\.test\/)/);
          }
          const links = [...htmlOf(rendered.text, language, PUBLIC_URL).matchAll(/<a href="([^"]*)"/g)];
          for (const [, href] of links) expect(href?.startsWith(`${PUBLIC_URL}/`)).toBe(true);
        });
      }
    }
  }

  it('quotes and marks it as typed by its author', () => {
    const { text, subject } = renderNotification('adminNewContactMessage', 'en', {
      name: 'Sita Rai',
      subject: 'Fees',
      link: `${PUBLIC_URL}/admin-profile/contact-form-data`,
    });
    expect(subject).toBe('New contact message: "Fees"');
    expect(text).toContain('Name they gave: "Sita Rai"');
    expect(text).toContain('Words in quotes are as their author typed them on GharGuru, not ours.');
  });
});
