// Requirements §5: the tuition post (API body and add/edit forms).
import { describe, expect, it } from 'vitest';
import { FOR_CLASSES } from './enums.js';
import { MSG } from './messages.js';
import { type Rule, itRejects, parsed, text, withField } from './test-support.js';
import { subjectsRules } from './test-rules.js';
import { buildTuition } from './testing/builders.js';
import { TuitionFormSchema, TuitionSchema } from './tuitions.js';

const post = buildTuition();

const rules: Rule[] = [
  ['[VAL-POST-1] name missing', { name: undefined }, 'name', MSG.tuitionNameRequired],
  ['name empty', { name: '' }, 'name', MSG.tuitionNameRequired],
  ['name of 51', { name: text(51) }, 'name', 'Tution Name must be at max 50 characters.'],
  ['[VAL-POST-3] class missing', { forClass: undefined }, 'forClass', MSG.classRequired],
  ['class not in the list', { forClass: 'Grade 5' }, 'forClass', MSG.forClassInvalid],
  ['[VAL-POST-4] price missing', { price: undefined }, 'price', MSG.priceRequired],
  ['price blank text', { price: ' ' }, 'price', MSG.priceRequired],
  ['price zero', { price: 0 }, 'price', 'Must be a positive Number'],
  ['price negative', { price: -500 }, 'price', 'Must be a positive Number'],
  ['price not a number', { price: 'five thousand' }, 'price', 'Must be a positive Number'],
  ['price negative text', { price: '-1' }, 'price', 'Must be a positive Number'],
  ['price of 0.001', { price: 0.001 }, 'price', MSG.priceDecimals],
  ['price with three decimals as text', { price: '99.999' }, 'price', MSG.priceDecimals],
  ['price negative with three decimals', { price: -0.001 }, 'price', 'Must be a positive Number'],
  ['price over the maximum with three decimals', { price: 10_000_000.001 }, 'price', MSG.priceMax],
  ['[VAL-POST-5] price type not in the list', { priceType: 'weekly' }, 'priceType', MSG.priceTypeInvalid],
];

describe('tuition post (API body)', () => {
  itRejects(TuitionSchema, post, [...rules, ...subjectsRules]);

  it('[VAL-POST-3] accepts a name of 50, every forClass of section 9, both price types and a price as text', () => {
    expect(parsed(TuitionSchema, { ...post, name: text(50) }).name).toHaveLength(50);
    for (const forClass of FOR_CLASSES) expect(parsed(TuitionSchema, { ...post, forClass }).forClass).toBe(forClass);
    for (const priceType of ['hourly', 'monthly']) {
      expect(parsed(TuitionSchema, { ...post, priceType }).priceType).toBe(priceType);
    }
    expect(parsed(TuitionSchema, { ...post, price: '750.5' }).price).toBe(750.5);
  });

  it('accepts a price with up to two decimals, as the database stores it', () => {
    for (const price of [0.01, 0.1, 0.29, 100.5, 1234.56, 9_999_999.99, 10_000_000]) {
      expect(parsed(TuitionSchema, { ...post, price }).price).toBe(price);
    }
    expect(parsed(TuitionSchema, { ...post, price: '0.07' }).price).toBe(0.07);
  });

  it('[VAL-POST-5] [LIM-4] defaults the price type to monthly', () => {
    expect(parsed(TuitionSchema, withField(post, { priceType: undefined })).priceType).toBe('monthly');
  });

  it('[VAL-POST-6] drops the other fields of a whole post sent by Edit (status, _id, teacherName)', () => {
    const value = parsed(TuitionSchema, { ...post, _id: 'x', status: 'Completed', teacherName: 'Sita Sharma' });
    expect(value).not.toHaveProperty('status');
    expect(value).not.toHaveProperty('_id');
    expect(value).not.toHaveProperty('teacherName');
  });
});

describe('tuition post (form, subjects as text)', () => {
  const form = { ...post, subjects: 'Mathematics', price: '5000' };

  itRejects(TuitionFormSchema, form, [
    ...rules,
    ['subjects empty', { subjects: ' ' }, 'subjects', MSG.subjectsRequired],
  ]);

  it('[VAL-POST-2] splits subjects on commas, trims them and reads the price as a number', () => {
    expect(parsed(TuitionFormSchema, { ...form, subjects: 'Physics , Chemistry,Biology' })).toMatchObject({
      subjects: ['Physics', 'Chemistry', 'Biology'],
      price: 5000,
    });
  });
});
