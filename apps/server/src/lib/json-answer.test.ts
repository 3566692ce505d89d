// jsonListText puts an answer together around records already written as JSON: the text is what
// JSON.stringify writes for the same answer, whatever the head and tail hold.
import { describe, expect, it } from 'vitest';
import { jsonAnswerText, jsonListText } from './json-answer.js';

const records = [
  { a: 1, b: 'x"y' },
  { a: 2, b: null, c: ['क', '\n'] },
];
const texts = records.map((record) => JSON.stringify(record));

describe('jsonListText', () => {
  it.each([
    ['a head and a tail', { message: 'Fetched', code: 'fetched' }, { total: 2 }],
    ['no tail', { message: 'Fetched', code: 'fetched' }, {}],
    ['no head', {}, { total: 2, totalIsLowerBound: true }],
    ['neither', {}, {}],
    ['undefined fields, left out', { message: 'm', params: undefined }, { total: undefined }],
  ])('writes the list between %s as JSON.stringify does', (_, head, tail) => {
    for (const list of [records, []]) {
      const text = jsonListText(head, 'items', list === records ? texts.join(',') : '', tail);
      expect(text).toBe(JSON.stringify({ ...head, items: list, ...tail }));
    }
  });
});

describe('jsonAnswerText', () => {
  it('writes one record between the head and the tail as JSON.stringify does', () => {
    const [record] = records;
    const head = { message: 'Fetched', code: 'fetched' };
    expect(jsonAnswerText(head, 'post', texts[0]!)).toBe(JSON.stringify({ ...head, post: record }));
    expect(jsonAnswerText({}, 'post', 'null', { n: 1 })).toBe(JSON.stringify({ post: null, n: 1 }));
  });
});
