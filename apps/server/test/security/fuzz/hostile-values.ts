// Values no field should take, in every shape a client can send them: wrong types, huge strings of
// the characters that hurt patterns, control and odd Unicode characters, numbers out of range,
// prototype-pollution keys and deep nesting.
import fc from 'fast-check';

/** Just under the 16 KB body limit, so a huge value is parsed rather than refused for its size. */
const HUGE = 15 * 1024;
const fill = (unit: string) => unit.repeat(Math.ceil(HUGE / unit.length)).slice(0, HUGE);

export const HUGE_STRINGS = [
  fill('a@'),
  `a@${fill('a.')}@`,
  fill('.'),
  fill('-'),
  ` ${fill(' ')}x`,
  fill('9'),
  fill('नेपाल'),
  fill('😀'),
  fill(', '),
];

/** Characters PostgreSQL, JSON, terminals or browsers treat specially. */
export const ODD_STRINGS = [
  '\u0000',
  'Sita\u0000Sharma',
  '\u0000'.repeat(50),
  'a\u001b[31mred',
  'tab\there',
  'line\nbreak',
  'carriage\rreturn',
  '\u007f\u0085\u009f',
  '\ud800',
  'lone \udfff surrogate',
  '\u202eevil\u202c',
  'zero\u200bwidth\ufeff',
  '\u2028\u2029',
  "'; DROP TABLE teachers; --",
  '%00%zz%',
  '<script>alert(1)</script>',
  '{{7*7}}',
  // Issue 26: two addresses in one e-mail field, links and numbers in names, defanging's own marks.
  'victim,attacker@evil.example',
  'a;b@evil.example',
  'x@evil.example>,<y',
  '"victim@example.com" <attacker@evil.example>',
  'https://evil.example/pay',
  'pay-here.example',
  'Call 98-0123-4567',
  '९८०१२३४५६७',
  'https[://]evil[.]example',
  '__proto__',
  'constructor',
  '',
  ' ',
];

export const ODD_NUMBERS = [
  0,
  -0,
  -1,
  0.001,
  1e-7,
  0.1 + 0.2,
  2 ** 31,
  2 ** 53 + 2,
  1e21,
  1.7976931348623157e308,
  -1.7976931348623157e308,
  Number.MIN_VALUE,
];

const oddString = fc.oneof(fc.constantFrom(...ODD_STRINGS), fc.string({ unit: 'binary', maxLength: 40 }));

/** Objects that try to reach Object.prototype through a merge or a parser. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'];
const pollution = fc.constantFrom(
  JSON.parse('{"__proto__": {"polluted": "yes"}}'),
  { constructor: { prototype: { polluted: 'yes' } } },
  { prototype: { polluted: 'yes' } },
);

/** A value for any field that is wrong for it in type, size or content. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...HUGE_STRINGS), weight: 2 },
  { arbitrary: oddString, weight: 3 },
  { arbitrary: fc.constantFrom(...ODD_NUMBERS), weight: 2 },
  { arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean()), weight: 1 },
  { arbitrary: fc.constant(null), weight: 1 },
  { arbitrary: fc.array(oddString, { maxLength: 3 }), weight: 1 },
  { arbitrary: fc.array(fc.string({ maxLength: 3 }), { minLength: 21, maxLength: 40 }), weight: 1 },
  { arbitrary: fc.dictionary(fc.string({ maxLength: 5 }), oddString, { maxKeys: 3 }), weight: 1 },
  { arbitrary: pollution, weight: 1 },
  { arbitrary: fc.constant(nested(200)), weight: 1 },
);

/** `{"a": {"a": ... }}`, `depth` levels deep. */
export function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level++) value = { a: value };
  return value;
}

/** Request bodies that are not a JSON object at all. */
export const RAW_BODIES: { contentType?: string; payload: string }[] = [
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '"just a string"' },
  { contentType: 'application/json', payload: '42' },
  { contentType: 'application/json', payload: '[]' },
  { contentType: 'application/json', payload: '[{"email":"a@b.co"}]' },
  { contentType: 'application/json', payload: '{"email":' },
  { contentType: 'application/json', payload: '{"a":1,"a":2}' },
  { contentType: 'application/json', payload: '{"__proto__":{"polluted":"yes"}}' },
  { contentType: 'application/json', payload: '{"constructor":{"prototype":{"polluted":"yes"}}}' },
  { contentType: 'application/json', payload: `${'['.repeat(7000)}${']'.repeat(7000)}` },
  { contentType: 'application/json', payload: `${'{"a":'.repeat(2500)}1${'}'.repeat(2500)}` },
  { contentType: 'application/json', payload: '{"x": "\\ud800"}' },
  { contentType: 'application/json', payload: '\ufeff{}' },
  { contentType: 'application/json', payload: 'x'.repeat(20 * 1024) },
  { contentType: 'application/json; charset=utf-16', payload: '{}' },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'email=a%40b.co&password=x' },
  {
    contentType: 'multipart/form-data; boundary=x',
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
  },
  { contentType: 'application/xml', payload: '<a/>' },
  { payload: '{}' },
];

/** Path parameters that are not a record id, as they appear in the URL (already encoded or not). */
export const RAW_PATH_SEGMENTS = [
  'not-a-uuid',
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%00',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'A1B2C3D4-0000-4000-8000-000000000000',
  '{00000000-0000-4000-8000-000000000000}',
  '00000000-0000-4000-8000-000000000000%00',
  '00000000000040008000000000000000',
  '%F0%9F%98%80',
  '%D8%00',
  'a'.repeat(90),
  'a'.repeat(2000),
  '1',
  '-1',
  'null',
  '__proto__',
];

/** Host headers a client may send that name no host (issue 26: they gave 500 on the directory). */
export const HOSTILE_HOSTS = [
  'a b',
  '[::1',
  'x:99999',
  'x:0',
  'evil.example:',
  ':80',
  'a/b',
  'user@evil.example',
  '"evil"',
  'evil.example\\x',
  'ex%41mple.com',
  `${'a'.repeat(300)}.example`,
  'evil.example',
  '[::1]:3000',
];

/** Query strings as they appear after `?`: bad encodings, repeated keys, arrays and objects. */
export const RAW_QUERIES = [
  'q=%',
  'q=%E0%A4%A',
  'q=%00',
  'q=a%00b',
  'q=a&q=b',
  'q[]=a',
  'q[a]=b',
  'page=1&page=2',
  'page=1e999',
  'page=-0',
  'page=0x10',
  'page=%20',
  'limit=Infinity',
  'limit=NaN',
  'limit=1.5',
  '__proto__[polluted]=yes',
  'constructor[prototype][polluted]=yes',
  `q=${'a'.repeat(4000)}`,
  `q=${encodeURIComponent('नेपाल'.repeat(30))}`,
  '&&&==&',
  '%%%',
];
