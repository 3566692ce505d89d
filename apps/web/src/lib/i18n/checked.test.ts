import { describe, expect, it } from 'vitest';
import { translationOf } from './checked';

const en = {
  page: 'Page {{page}} of {{pages}}',
  hello: 'Hello',
  nested: { text: 'Class {{value}}' },
  posts: { one: '{{count}} post', other: '{{count}} posts' },
} as const;
const check = translationOf<typeof en>();

describe('translationOf (checked by tsc)', () => {
  it('accepts a complete translation with the same variables, in any order', () => {
    const ne = check({
      page: 'पृष्ठ {{page}} / {{pages}}',
      hello: 'नमस्ते',
      nested: { text: 'कक्षा {{value}}' },
      posts: { one: '{{count}} पोस्ट', other: '{{count}} पोस्ट' },
    });
    expect(ne.page).toBe('पृष्ठ {{page}} / {{pages}}');
  });

  it('[DEC-10] refuses a missing key, a missing, added or misspelt variable', () => {
    const refused = [
      // @ts-expect-error: {{pages}} is missing
      check({ page: 'पृष्ठ {{page}}', hello: 'नमस्ते', nested: { text: 'कक्षा {{value}}' }, posts: en.posts }),
      check({
        page: en.page,
        // @ts-expect-error: {{name}} is not a variable of the English text
        hello: 'नमस्ते {{name}}',
        nested: { text: 'कक्षा {{value}}' },
        posts: en.posts,
      }),
      // @ts-expect-error: hello is missing
      check({ page: en.page, nested: { text: 'कक्षा {{value}}' }, posts: en.posts }),
      // @ts-expect-error: {{valeu}} is misspelt
      check({ page: en.page, hello: 'नमस्ते', nested: { text: 'कक्षा {{valeu}}' }, posts: en.posts }),
    ];
    expect(refused).toHaveLength(4);
  });
});
