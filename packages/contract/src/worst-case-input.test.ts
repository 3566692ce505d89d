// Every text field of every request schema, fed the values that hurt patterns most (16 KB, the
// body limit), must parse in linear time, and must refuse control characters. The time bound is
// loose on purpose: a backtracking pattern costs hundreds of milliseconds for one such value.
/// <reference types="node" />
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import * as contract from './index.js';
import { MSG } from './messages.js';

/** Fields only compared with a stored hash take any character (see `enteredPasswordSchema`). */
const ANY_CHARACTER = new Set([
  'AdminLoginSchema.password',
  'TeacherLoginSchema.password',
  'AdminChangePasswordSchema.currentPassword',
  'TeacherChangePasswordSchema.currentPassword',
]);

const isSchema = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

/** Where a string goes in a field: the field itself, or an item of an array field. */
type Slot = 'text' | 'item';

/** Long enough for a password, short enough for any limit, shaped like an e-mail for the format, with a NUL. */
const WITH_NUL = 'Ab1\u0000cd@x.np';

/** Built by `text()`: such a field refuses control characters (all but ANY_CHARACTER's, named below). */
const refusesControlCharacters = (schema: z.ZodString) =>
  schema.safeParse(WITH_NUL).error?.issues.some((issue) => issue.message === MSG.controlCharacters) ?? false;

/** A wrapper around one schema (optional, nullable, default, readonly...), seen through its public `unwrap()`. */
const unwrapped = (schema: z.ZodType): z.ZodType | undefined =>
  'unwrap' in schema && typeof schema.unwrap === 'function' ? (schema.unwrap() as z.ZodType) : undefined;

/**
 * The top-level string fields of an object schema, looking through wrappers and pipes, by the
 * schemas' public API (classes, `shape`, `element`, `in`/`out`, `unwrap()`).
 */
function stringFields(schema: z.ZodType): Map<string, { slot: Slot; text: boolean }> {
  const fields = new Map<string, { slot: Slot; text: boolean }>();
  const leafOf = (field: z.ZodType): { slot: Slot; text: boolean } | undefined => {
    // Formats (uuid, e-mail...) are Zod's own fixed patterns, not free text.
    if (field instanceof z.ZodString) {
      return field.format ? undefined : { slot: 'text', text: refusesControlCharacters(field) };
    }
    if (field instanceof z.ZodArray) {
      const item = leafOf(field.element as z.ZodType);
      return item?.slot === 'text' ? { slot: 'item', text: item.text } : undefined;
    }
    if (field instanceof z.ZodPipe) return leafOf(field.in as z.ZodType) ?? leafOf(field.out as z.ZodType);
    const inner = unwrapped(field);
    return inner ? leafOf(inner) : undefined;
  };
  const visit = (node: z.ZodType) => {
    if (node instanceof z.ZodObject) {
      for (const [key, field] of Object.entries(node.shape as Record<string, z.ZodType>)) {
        const leaf = leafOf(field);
        if (leaf) fields.set(key, leaf);
      }
    } else if (node instanceof z.ZodPipe) {
      visit(node.in as z.ZodType);
      visit(node.out as z.ZodType);
    } else {
      const inner = unwrapped(node);
      if (inner) visit(inner);
    }
  };
  visit(schema);
  return fields;
}

/** The fields of an object schema built by `text()`: refusing control characters, or named in ANY_CHARACTER. */
function textFields(schemaName: string, schema: z.ZodType): Map<string, Slot> {
  return new Map(
    [...stringFields(schema)]
      .filter(([key, leaf]) => leaf.text || ANY_CHARACTER.has(`${schemaName}.${key}`))
      .map(([key, leaf]) => [key, leaf.slot]),
  );
}

/**
 * The request schemas: every schema the contract exports with a field built by `text()` (bodies,
 * queries and the forms the web app parses). Response schemas use plain strings and stay out.
 */
const REQUEST_SCHEMAS: Record<string, z.ZodType> = Object.fromEntries(
  Object.entries(contract as Record<string, unknown>).filter(
    (entry): entry is [string, z.ZodType] => isSchema(entry[1]) && textFields(entry[0], entry[1]).size > 0,
  ),
);

const SIZE = 16 * 1024;
const fill = (unit: string) => unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE);
/** The repeated units that make backtracking patterns (and naive trims and splits) go quadratic. */
const WORST_CASES: Record<string, string> = {
  'a@ repeated': fill('a@'),
  'dots between @ and @': `a@${fill('.')}@`,
  'a. between @ and a space': `a@${fill('a.')} `,
  hyphens: fill('-'),
  'spaces inside': `x${fill(' ')}x`,
  'spaces then NUL': `${fill(' ')}\u0000`,
  digits: fill('9'),
  'digits and a letter': `${fill('9')}a`,
  Devanagari: fill('नेपाल '),
  commas: fill(', '),
  'NUL characters': fill('\u0000'),
};

const cases = Object.entries(REQUEST_SCHEMAS).flatMap(([schemaName, schema]) =>
  [...textFields(schemaName, schema)].map(([field, slot]) => ({ schemaName, schema, field, slot })),
);

describe('the text fields found', () => {
  it('include every kind of text field', () => {
    const found = new Set(cases.map(({ schemaName, field }) => `${schemaName}.${field}`));
    // Guards the walker: if it stopped seeing through wrappers, the tests below would pass vacuously.
    for (const expected of [
      'AdminRegisterSchema.email',
      'AdminRegisterSchema.conformPassword',
      'StudentRequestSchema.email',
      'StudentRequestSchema.subjects',
      'TuitionSchema.teacherDetails',
      'ContactMessageSchema.message',
      'ListBodySchema.q',
    ]) {
      expect(found).toContain(expected);
    }
    expect(cases.length).toBeGreaterThan(60);
  });

  it('are every string field of a request schema: none skips text()', () => {
    const plain = Object.entries(REQUEST_SCHEMAS).flatMap(([schemaName, schema]) =>
      [...stringFields(schema)]
        .filter(([field, leaf]) => !leaf.text && !ANY_CHARACTER.has(`${schemaName}.${field}`))
        .map(([field]) => `${schemaName}.${field}`),
    );
    expect(plain).toEqual([]);
  });
});

describe('worst-case input', () => {
  const value = (slot: Slot, input: string) => (slot === 'item' ? [input] : input);

  it('[OPS-1] every text field of every request schema parses each 16 KB worst case in linear time', () => {
    // One parse per schema and worst case, with every text field of the schema set to it.
    const bodies = Object.entries(REQUEST_SCHEMAS).flatMap(([schemaName, schema]) =>
      Object.values(WORST_CASES).map((input) => {
        const fields = cases.filter((candidate) => candidate.schemaName === schemaName);
        return { schema, body: Object.fromEntries(fields.map(({ field, slot }) => [field, value(slot, input)])) };
      }),
    );
    const run = () => {
      for (const { schema, body } of bodies) schema.safeParse(body);
    };
    run(); // once to compile, so the measured runs are the steady state
    // CPU time, not wall time: the event-loop time a request costs, whatever else the machine runs.
    // The best of three runs keeps a garbage collection from counting as the parser's.
    const runs = [1, 2, 3].map(() => {
      const before = process.cpuUsage();
      const started = performance.now();
      run();
      const cpu = process.cpuUsage(before);
      return { cpuMs: (cpu.user + cpu.system) / 1000, wallMs: performance.now() - started };
    });
    const best = runs.reduce((a, b) => (b.cpuMs < a.cpuMs ? b : a));
    const values = cases.length * Object.keys(WORST_CASES).length;
    const report = `${values} values in ${bodies.length} parses: ${best.cpuMs.toFixed(0)} ms of CPU (${best.wallMs.toFixed(0)} ms wall)`;
    // About 25 ms of CPU with linear checks; the backtracking e-mail pattern made it about 4,000 ms.
    expect(best.cpuMs, report).toBeLessThan(200);
  });

  it.each(cases)(
    '$schemaName.$field refuses a NUL in a value of allowed length',
    ({ schemaName, schema, field, slot }) => {
      const result = schema.safeParse({ [field]: value(slot, WITH_NUL) });
      const issue = result.error?.issues.find((candidate) => candidate.path[0] === field);
      if (ANY_CHARACTER.has(`${schemaName}.${field}`)) expect(issue).toBeUndefined();
      else expect(issue?.message).toBe(MSG.controlCharacters);
    },
  );
});
