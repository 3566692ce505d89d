// fast-check arbitraries derived from a contract (Zod) schema: mostly values the schema accepts, so
// requests reach the services and the database, mixed with hostile values field by field. A leaf's
// plausible values are the candidates below that its own schema accepts, so nothing here repeats
// the contract's rules.
import fc from 'fast-check';
import type { z } from 'zod';
import { PROTOTYPE_KEYS, hostileValue } from './hostile-values.js';

type Def = { type: string; [key: string]: unknown };
/** A classic Zod schema's public definition (its kind and parts). */
const defOf = (schema: unknown) => (schema as z.ZodType).def as unknown as Def;

/** Values the app really holds (fixture e-mails, passwords, ids): they reach the success paths. */
export interface KnownValues {
  emails: string[];
  passwords: string[];
  ids: string[];
}

function candidates(known: KnownValues): fc.Arbitrary<unknown>[] {
  const words = fc.constantFrom(
    'Sita',
    'Sharma',
    'Kathmandu',
    'Baneshwor',
    'Mathematics',
    'गणित',
    'नेपाली',
    'Ram Thapa',
  );
  // In order of preference for a field's example (see exampleValue).
  return [
    words,
    fc.integer({ min: 1, max: 120 }),
    fc.integer({ min: 1, max: 200_000 }).map((paisa) => paisa / 100),
    fc.uuid().map((uuid) => `fuzz.${uuid.slice(0, 8)}@example.com`),
    fc.constantFrom(...known.emails),
    fc.stringMatching(/^9[78]\d{8}$/),
    fc.constantFrom('Secret123', 'Admin123', 'secret123', ...known.passwords),
    fc.constantFrom('Line one\nLine two', 'Hello\tthere\r\n', 'ठमेल नजिक'),
    fc.oneof(fc.uuid(), fc.constantFrom(...known.ids)),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
    fc.boolean(),
  ];
}

/** The candidates that give at least one value `schema` accepts (sampled with a fixed seed), in order. */
function acceptedCandidates(schema: z.ZodType, known: KnownValues): fc.Arbitrary<unknown>[] {
  const def = defOf(core(schema));
  if (def.type === 'enum') return [fc.constantFrom(...Object.values(def.entries as Record<string, string>))];
  return candidates(known).filter((candidate) =>
    fc.sample(candidate, { numRuns: 8, seed: 13 }).some((value) => schema.safeParse(value).success),
  );
}

function plausibleLeaf(schema: z.ZodType, known: KnownValues): fc.Arbitrary<unknown> {
  const accepted = acceptedCandidates(schema, known);
  return accepted.length > 0 ? fc.oneof(...accepted) : fc.string({ maxLength: 20 });
}

/** The schema inside wrappers (optional, default, preprocess...), for reading its structure. */
function core(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if ('innerType' in def) return core(def.innerType as z.ZodType);
  if (def.type === 'pipe') {
    const input = def.in as z.ZodType;
    // A preprocess is a pipe from a transform: its structure is the output's.
    return core(defOf(input).type === 'transform' ? (def.out as z.ZodType) : input);
  }
  return schema;
}

/** Plausible values only: what the schema accepts, so the request reaches the service. */
function plausibleArbitrary(schema: z.ZodType, known: KnownValues): fc.Arbitrary<unknown> {
  const structure = core(schema);
  const def = defOf(structure);
  if (def.type === 'object') return objectArbitrary(structure, known, 'plausible');
  if (def.type === 'array') {
    return fc.array(plausibleLeaf(def.element as z.ZodType, known), { minLength: 1, maxLength: 3 });
  }
  return plausibleLeaf(schema, known);
}

/** Values for one field: mostly plausible, sometimes hostile (down to an array item), sometimes absent. */
function mixedArbitrary(schema: z.ZodType, known: KnownValues): fc.Arbitrary<unknown> {
  const structure = core(schema);
  const def = defOf(structure);
  let plausible: fc.Arbitrary<unknown>;
  if (def.type === 'object') plausible = objectArbitrary(structure, known, 'mixed');
  else if (def.type === 'array') {
    const element = def.element as z.ZodType;
    plausible = fc.array(fc.oneof({ arbitrary: plausibleLeaf(element, known), weight: 5 }, hostileValue), {
      minLength: 1,
      maxLength: 3,
    });
  } else plausible = plausibleLeaf(schema, known);
  return fc.oneof(
    { arbitrary: plausible, weight: 8 },
    { arbitrary: hostileValue, weight: 2 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
}

/**
 * An object with the schema's fields (absent when undefined): every field plausible, or each one
 * possibly hostile and now and then an extra key.
 */
export function objectArbitrary(
  schema: z.ZodType,
  known: KnownValues,
  fieldValues: 'plausible' | 'mixed',
): fc.Arbitrary<Record<string, unknown>> {
  const shape = defOf(core(schema)).shape as Record<string, z.ZodType>;
  const field = fieldValues === 'plausible' ? plausibleArbitrary : mixedArbitrary;
  const fields = fc.record(Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, field(value, known)])));
  const extraKeys = fc.constantFrom(...PROTOTYPE_KEYS, 'role', 'status', '_id', 'teacherId');
  const extra =
    fieldValues === 'plausible' ? fc.constant(null) : fc.option(fc.tuple(extraKeys, hostileValue), { freq: 8 });
  return fc.tuple(fields, extra).map(([value, extraField]) => {
    const body: Record<string, unknown> = {};
    for (const [key, fieldValue] of Object.entries(value)) if (fieldValue !== undefined) body[key] = fieldValue;
    // defineProperty: an own key, even for "__proto__", exactly as JSON.parse would make it.
    if (extraField) Object.defineProperty(body, extraField[0], { value: extraField[1], enumerable: true });
    return body;
  });
}

/** A value for the whole schema: half the time wholly plausible, otherwise field by field mixed. */
export function valueArbitrary(schema: z.ZodType, known: KnownValues): fc.Arbitrary<unknown> {
  return fc.oneof(plausibleArbitrary(schema, known), mixedArbitrary(schema, known));
}

/** One plausible value of the schema, the same every run: the base the hostile examples change. */
export function exampleValue(schema: z.ZodType, known: KnownValues): unknown {
  const structure = core(schema);
  const def = defOf(structure);
  if (def.type === 'object') {
    // Optional fields stay out: an example optional id that names no record would stop every request.
    const required = Object.entries(exampleFields(structure, known)).filter(
      ([key]) => !(def.shape as Record<string, z.ZodType>)[key]!.safeParse(undefined).success,
    );
    return Object.fromEntries(required);
  }
  if (def.type === 'array') return [exampleValue(def.element as z.ZodType, known)];
  // The first candidate that fits, so the example reads like real input ("Sita", a fresh e-mail).
  for (const candidate of acceptedCandidates(schema, known)) {
    const fitting = fc.sample(candidate, { numRuns: 8, seed: 13 }).find((value) => schema.safeParse(value).success);
    if (fitting !== undefined) return fitting;
  }
  return undefined;
}

/** An example of every field of an object schema, optional ones included; {} for other schemas. */
export function exampleFields(schema: z.ZodType, known: KnownValues): Record<string, unknown> {
  const def = defOf(core(schema));
  if (def.type !== 'object') return {};
  const shape = def.shape as Record<string, z.ZodType>;
  return Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, exampleValue(field, known)]));
}
