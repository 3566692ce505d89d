// Every text field of every request schema, fed the values that hurt patterns most (16 KB, the
// body limit), must parse in linear time, and must refuse control characters. The time bound is
// loose on purpose: a backtracking pattern costs hundreds of milliseconds for one such value.
/// <reference types="node" />
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { z } from 'zod';
import * as core from 'zod/v4/core';
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

type Def = { type: string; [key: string]: unknown };
/** A classic Zod schema's public definition (its kind and parts). */
const defOf = (schema: unknown) => (schema as z.ZodType).def as unknown as Def;
const isSchema = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

/** Zod's own checks of a string (trim, lengths, formats): text()'s check is none of them. */
const BUILT_IN_STRING_CHECKS = [
  core.$ZodCheckOverwrite,
  core.$ZodCheckMinLength,
  core.$ZodCheckMaxLength,
  core.$ZodCheckLengthEquals,
  core.$ZodCheckStringFormat,
];

/** Where a string goes in a field: the field itself, or an item of an array field. */
type Slot = 'text' | 'item';

/** Built by `text()`: a string schema whose checks end with text()'s own. */
const isTextField = (def: Def) =>
  def.type === 'string' &&
  ((def.checks as unknown[] | undefined) ?? []).some(
    (check) => !BUILT_IN_STRING_CHECKS.some((BuiltIn) => check instanceof BuiltIn),
  );

/** The top-level string fields of an object schema, looking through wrappers and pipes. */
function stringFields(schema: unknown): Map<string, { slot: Slot; text: boolean }> {
  const fields = new Map<string, { slot: Slot; text: boolean }>();
  const leafOf = (field: unknown): { slot: Slot; text: boolean } | undefined => {
    const def = defOf(field);
    // Formats (uuid, e-mail...) are Zod's own fixed patterns, not free text.
    if (def.type === 'string') return def.format ? undefined : { slot: 'text', text: isTextField(def) };
    if (def.type === 'array') {
      const item = leafOf(def.element);
      return item?.slot === 'text' ? { slot: 'item', text: item.text } : undefined;
    }
    if (def.type === 'pipe') return leafOf(def.in) ?? leafOf(def.out);
    if ('innerType' in def) return leafOf(def.innerType);
    return undefined;
  };
  const visit = (node: unknown) => {
    const def = defOf(node);
    if (def.type === 'object') {
      for (const [key, field] of Object.entries(def.shape as Record<string, unknown>)) {
        const leaf = leafOf(field);
        if (leaf) fields.set(key, leaf);
      }
    } else if (def.type === 'pipe') {
      visit(def.in);
      visit(def.out);
    } else if ('innerType' in def) visit(def.innerType);
  };
  visit(schema);
  return fields;
}

/** The fields of an object schema built by `text()`. */
function textFields(schema: unknown): Map<string, Slot> {
  return new Map([...stringFields(schema)].filter(([, leaf]) => leaf.text).map(([key, leaf]) => [key, leaf.slot]));
}

/**
 * The request schemas: every schema the contract exports with a field built by `text()` (bodies,
 * queries and the forms the web app parses). Response schemas use plain strings and stay out.
 */
const REQUEST_SCHEMAS: Record<string, z.ZodType> = Object.fromEntries(
  Object.entries(contract as Record<string, unknown>).filter(
    (entry): entry is [string, z.ZodType] => isSchema(entry[1]) && textFields(entry[1]).size > 0,
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
  [...textFields(schema)].map(([field, slot]) => ({ schemaName, schema, field, slot })),
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
      [...stringFields(schema)].filter(([, leaf]) => !leaf.text).map(([field]) => `${schemaName}.${field}`),
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
      // Long enough for a password, short enough for any limit, shaped like an e-mail for the format.
      const withNul = 'Ab1\u0000cd@x.np';
      const result = schema.safeParse({ [field]: value(slot, withNul) });
      const issue = result.error?.issues.find((candidate) => candidate.path[0] === field);
      if (ANY_CHARACTER.has(`${schemaName}.${field}`)) expect(issue).toBeUndefined();
      else expect(issue?.message).toBe(MSG.controlCharacters);
    },
  );
});
