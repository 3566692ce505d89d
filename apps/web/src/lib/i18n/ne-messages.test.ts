import { MESSAGE_KEYS, MSG, type MessageText, say } from '@gharguru/contract';
import { describe, expect, it } from 'vitest';
import { neBooksMessages } from './ne-books-messages';
import { neMessages, nepaliMessage } from './ne-messages';

const LATIN_DIGIT = /[0-9]/;
const REQUEST_CODE = /GG-[0-9A-Z]{4}-[0-9A-Z]{2}/;

describe('the Nepali of every contract text', () => {
  it('exists for every key of MSG (tsc checks it too) and writes its numbers in Devanagari', () => {
    // The staff screens' texts (the books) load with those screens, apart from the public ones.
    const texts = { ...neMessages, ...neBooksMessages } as Readonly<Record<string, MessageText>>;
    const missing = MESSAGE_KEYS.filter((key) => texts[key] === undefined);
    expect(missing).toEqual([]);
    const withLatinDigits = MESSAGE_KEYS.filter((key) => {
      const text = texts[key];
      const forms = typeof text === 'string' ? [text] : [text?.one ?? '', text?.other ?? ''];
      // A request code's pattern (GG-7K3Q-92) is written as families type it.
      return forms.some((form) => LATIN_DIGIT.test(form.replace(REQUEST_CODE, '')));
    });
    expect(withLatinDigits).toEqual([]);
  });
});

describe('nepaliMessage', () => {
  it('translates a server answer by its code', () => {
    expect(nepaliMessage(say('tuitionAdded'))).toBe('ट्युसन थपियो');
    expect(nepaliMessage({ message: 'anything the server wrote', code: 'forbidden' })).toBe(neMessages.forbidden);
  });

  it('[DEC-10] fills variables: numbers in Devanagari, what users typed as written', () => {
    expect(nepaliMessage(say('noDataForId', { id: 'a1b2-33' }))).toBe('ID a1b2-33 को कुनै डाटा भेटिएन');
  });

  it('[DEC-10] says "Teacher deleted along with N posts" correctly for every N', () => {
    expect(nepaliMessage(say('teacherDeleted', { count: 1 }))).toBe('शिक्षक र उहाँको १ ट्युसन पोस्ट मेटाइयो');
    for (const [count, digits] of [
      [0, '०'],
      [2, '२'],
      [21, '२१'],
      [1000, '१०००'],
    ] as const) {
      expect(nepaliMessage(say('teacherDeleted', { count }))).toBe(`शिक्षक र उहाँका ${digits} ट्युसन पोस्ट मेटाइयो`);
    }
  });

  it('finds a schema message (text only) by its English text, and shows unknown texts as they are', () => {
    expect(nepaliMessage(MSG.firstNameRequired)).toBe('पहिलो नाम आवश्यक छ');
    expect(nepaliMessage({ message: MSG.mobileExact, code: 'too_small' })).toBe(neMessages.mobileExact);
    expect(nepaliMessage('Some text from elsewhere')).toBe('Some text from elsewhere');
  });
});

describe('the staff screens’ server texts', () => {
  it('are Nepali once those screens’ texts have loaded, and English before', async () => {
    const { addNepaliStaffMessages } = await import('./ne-messages');
    const saved = say('feeRulesSaved');
    expect(nepaliMessage(saved)).toBe(saved.message);
    addNepaliStaffMessages(neBooksMessages);
    expect(nepaliMessage(saved)).toBe(neBooksMessages.feeRulesSaved);
  });
});
