import { describe, expect, it } from 'vitest';
import { ErrorResponseSchema, MessageResponseSchema } from './common.js';
import {
  MESSAGE_KEYS,
  type MessageText,
  codeOf,
  englishMessage,
  isMessageKey,
  pluralCategory,
  say,
} from './message-format.js';
import { MSG } from './messages.js';

describe('[CON-3] message keys', () => {
  it('give each English text one key, so a validation message maps back to its code', () => {
    const texts = (Object.values(MSG) as MessageText[]).flatMap((text) =>
      typeof text === 'string' ? [text] : [text.one, text.other],
    );
    expect(new Set(texts).size).toBe(texts.length);
    for (const key of MESSAGE_KEYS) {
      const text: MessageText = MSG[key];
      if (typeof text === 'string' && !text.includes('{{')) expect(codeOf(text)).toBe(key);
    }
    expect(codeOf('No data found for ID {{id}}')).toBeUndefined();
    expect(codeOf('Some text the contract does not have')).toBeUndefined();
  });

  it('tell keys from other strings', () => {
    expect(isMessageKey('tuitionAdded')).toBe(true);
    expect(isMessageKey('toString')).toBe(false);
    expect(isMessageKey(42)).toBe(false);
  });
});

describe('say', () => {
  it('renders the English text with its variables and keeps them as params', () => {
    expect(say('tuitionAdded')).toEqual({ message: 'Tuition added successfully', code: 'tuitionAdded' });
    expect(say('noDataForId', { id: 'abc' })).toEqual({
      message: 'No data found for ID abc',
      code: 'noDataForId',
      params: { id: 'abc' },
    });
  });

  it('chooses the plural form by count, for every count', () => {
    expect(englishMessage('teacherDeleted', { count: 0 })).toBe('Teacher deleted along with 0 tuition posts');
    expect(englishMessage('teacherDeleted', { count: 1 })).toBe('Teacher deleted along with 1 tuition post');
    expect(englishMessage('teacherDeleted', { count: 2 })).toBe('Teacher deleted along with 2 tuition posts');
    expect(englishMessage('teacherDeleted', { count: 21 })).toBe('Teacher deleted along with 21 tuition posts');
  });

  it('is checked by tsc: the exact variables, and none for a plain text', () => {
    // @ts-expect-error: noDataForId needs { id }
    expect(() => say('noDataForId')).not.toThrow();
    // @ts-expect-error: count must be a number
    say('teacherDeleted', { count: '2' });
    // @ts-expect-error: tuitionAdded has no variables
    say('tuitionAdded', { id: 'x' });
  });
});

describe('response schemas', () => {
  it('carry the code beside the message, and per-field codes beside the field messages', () => {
    expect(MessageResponseSchema.parse(say('tuitionAdded'))).toEqual(say('tuitionAdded'));
    const error = {
      ...say('firstNameRequired'),
      errors: { firstName: MSG.firstNameRequired },
      fieldCodes: { firstName: 'firstNameRequired' },
    };
    expect(ErrorResponseSchema.parse(error)).toEqual(error);
    expect(ErrorResponseSchema.safeParse({ message: 'x', code: 'noSuchKey' }).success).toBe(false);
  });
});

describe('plural categories', () => {
  it('are Intl.PluralRules’ in English and Nepali, which are chosen without Intl', () => {
    const counts = [0, 1, -1, 2, -2, 1.5, 0.5, 11, 21, 101, 1000, -0, Number.NaN, Number.POSITIVE_INFINITY];
    for (let count = -50; count <= 250; count += 0.25) counts.push(count);
    for (const language of ['en', 'ne']) {
      const rules = new Intl.PluralRules(language);
      for (const count of counts)
        expect(pluralCategory(language, count), `${language} ${count}`).toBe(rules.select(count));
    }
    expect(pluralCategory('ar', 2)).toBe(new Intl.PluralRules('ar').select(2));
  });
});
