// The compiled response writer against Zod's serializer, on every response schema of the contract:
// for any answer (valid or not, with fields outside the schema at every level) it accepts exactly
// what Zod accepts, writes the same JSON, and never writes a field outside the schema.
import * as contract from '@gharguru/contract';
import { Ajv } from 'ajv';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { type ZodType, z } from 'zod';
import { compileResponseWriter, createResponseSerializerCompiler, responseJsonSchema } from './response-serializer.js';

type JsonSchema = { [key: string]: unknown };

const LEAK = 'LEAKED-7f3a9c';

const responseSchemas: [string, ZodType][] = Object.entries(contract as Record<string, unknown>).flatMap(
  ([name, value]) => (name.endsWith('ResponseSchema') && value instanceof z.ZodType ? [[name, value]] : []),
);

/** Values a JSON Schema (the subset Zod writes for answers) describes, with unknown fields in closed objects. */
function valuesOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  if (Array.isArray(schema.anyOf)) return fc.oneof(...(schema.anyOf as JsonSchema[]).map(valuesOf));
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
  return fc.oneof(...types.map((type) => valuesOfType(type, schema)));
}

function valuesOfType(type: string, schema: JsonSchema): fc.Arbitrary<unknown> {
  const min = schema.minimum as number | undefined;
  const max = schema.maximum as number | undefined;
  switch (type) {
    case 'string':
      return fc.string({ maxLength: 12 });
    case 'integer':
      return fc.integer({ min: Math.max(min ?? -1e6, -1e6), max: Math.min(max ?? 1e6, 1e6) });
    case 'number': {
      const exclusive = schema.exclusiveMinimum as number | undefined;
      return fc.double({
        noNaN: true,
        noDefaultInfinity: true,
        min: exclusive ?? Math.max(min ?? -1e9, -1e9),
        minExcluded: exclusive !== undefined,
        max: Math.min(max ?? 1e9, 1e9),
      });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valuesOf(schema.items as JsonSchema), {
        maxLength: Math.min((schema.maxItems as number) ?? 3, 3),
      });
    case 'object':
      return objectsOf(schema);
    default:
      throw new Error(`the test cannot make values of type ${type}`);
  }
}

function objectsOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = (schema.required ?? []) as string[];
  const known = fc.record(
    Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, valuesOf(value)])),
    { requiredKeys: required },
  );
  const extra = schema.additionalProperties;
  if (extra && typeof extra === 'object') {
    const names = (schema.propertyNames as JsonSchema | undefined)?.enum as string[] | undefined;
    const keys = names ? fc.constantFrom(...names) : fc.string({ maxLength: 6 });
    return fc
      .tuple(known, fc.dictionary(keys, valuesOf(extra as JsonSchema), { maxKeys: 3 }))
      .map(([a, b]) => ({ ...b, ...a }));
  }
  // A closed object: fields outside the schema, as a service's row could carry them.
  return fc
    .tuple(known, fc.boolean())
    .map(([value, leak]) => (leak ? { ...value, passwordHash: LEAK, [`x${LEAK}`]: { secret: LEAK } } : value));
}

/** True when `value` or a value inside it has its own "__proto__" key (JSON.parse makes such objects). */
function hasProtoKey(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  return Object.hasOwn(value, '__proto__') || Object.values(value).some(hasProtoKey);
}

/**
 * Any JSON value, but not an object with a "__proto__" key, which fast-check proposes among its
 * dangerous keys: Zod's record assigns each key to its copy, so that one sets the copy's prototype
 * and Zod's answer leaves it out, while the compiled writer writes it as data (CI at de2d51e: a
 * message's `params` replaced by `{"__proto__": 0}`). An answer is the server's own object, and
 * its records (a message's params) have the server's fixed names, never that one.
 */
const replacements = fc.jsonValue({ maxDepth: 1 }).filter((value) => !hasProtoKey(value));

/**
 * One leaf somewhere replaced with any JSON value: answers the schema may refuse. The change is made
 * on copies: fast-check hands the same generated values to `map` again while it shrinks, and a
 * value changed in place could then be put inside itself (a cycle: a stack overflow, not a finding).
 */
function brokenValuesOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.tuple(valuesOf(schema), replacements, fc.nat()).map(([generated, replacement, pick]) => {
    const value: unknown = structuredClone(generated);
    const other: unknown = structuredClone(replacement);
    const leaves: { parent: Record<string, unknown> | unknown[]; key: string | number }[] = [];
    const walk = (node: unknown) => {
      if (node === null || typeof node !== 'object') return;
      for (const [key, child] of Object.entries(node)) {
        leaves.push({ parent: node as Record<string, unknown>, key: Array.isArray(node) ? Number(key) : key });
        walk(child);
      }
    };
    walk(value);
    if (leaves.length === 0) return other;
    const leaf = leaves[pick % leaves.length]!;
    (leaf.parent as Record<string | number, unknown>)[leaf.key] = other;
    return value;
  });
}

function zodWrites(schema: ZodType, data: unknown): string | undefined {
  const result = z.safeEncode(schema, data as never);
  return result.success ? JSON.stringify(result.data) : undefined;
}

function compiledWrites(write: (data: unknown) => string, data: unknown): string | undefined {
  try {
    return write(data);
  } catch {
    return undefined;
  }
}

describe('compiled response writer', () => {
  it('compiles the answers of the hot reads and errors (others may keep Zod)', () => {
    for (const schema of [
      contract.TeacherPostsResponseSchema,
      contract.TuitionResponseSchema,
      contract.ErrorResponseSchema,
      contract.MessageResponseSchema,
    ]) {
      expect(compileResponseWriter(schema)).toBeTypeOf('function');
    }
    expect(responseSchemas.length).toBeGreaterThan(20);
  });

  it.each(responseSchemas)(
    '%s: the same JSON as Zod for every answer Zod accepts, never a field outside it',
    (_, schema) => {
      const write = compileResponseWriter(schema);
      if (!write) return;
      const json = responseJsonSchema(schema)!;
      fc.assert(
        fc.property(valuesOf(json), (data) => {
          const expected = zodWrites(schema, structuredClone(data));
          const written = compiledWrites(write, data);
          expect(written === undefined ? undefined : JSON.parse(written)).toEqual(
            expected === undefined ? undefined : JSON.parse(expected),
          );
          if (written !== undefined) expect(written).not.toContain(LEAK);
        }),
        { numRuns: 150 },
      );
    },
  );

  it.each(responseSchemas)('%s: refuses exactly the answers Zod refuses', (_, schema) => {
    const write = compileResponseWriter(schema);
    if (!write) return;
    fc.assert(
      fc.property(brokenValuesOf(responseJsonSchema(schema)!), (data) => {
        const expected = zodWrites(schema, structuredClone(data));
        const written = compiledWrites(write, data);
        expect(written === undefined, `Zod: ${expected}; compiled: ${written}`).toBe(expected === undefined);
        if (written !== undefined) expect(JSON.parse(written)).toEqual(JSON.parse(expected!));
      }),
      { numRuns: 150 },
    );
  });

  it('keeps Zod for a schema whose checks JSON Schema cannot carry', () => {
    expect(compileResponseWriter(z.object({ at: z.string().refine((text) => text.endsWith('Z')) }))).toBeUndefined();
    expect(compileResponseWriter(z.object({ n: z.number() }).superRefine(() => {}))).toBeUndefined();
    expect(compileResponseWriter(z.object({ list: z.array(z.string().check(() => {})) }))).toBeUndefined();
    expect(compileResponseWriter(z.object({ name: z.string().trim() }))).toBeUndefined();
    expect(compileResponseWriter(z.object({ name: z.string().min(1).max(5), n: z.number().int().min(0) }))).toBeTypeOf(
      'function',
    );
    expect(compileResponseWriter(z.object({ at: z.date() }))).toBeUndefined();
    expect(compileResponseWriter(z.object({ email: z.email() }))).toBeUndefined();
    expect(compileResponseWriter(z.object({ n: z.number().default(1) }))).toBeUndefined();
  });
});

describe("Fastify's serializer compiler", () => {
  const route = (schema: unknown, url: string) => ({ schema, method: 'GET', url, httpStatus: '200' });

  it('compiles a schema once, on the first answer, for every route and app that lists it', () => {
    const compile = vi.spyOn(Ajv.prototype, 'compile');
    try {
      const schema = z.object({ message: z.string() });
      const serializers = [createResponseSerializerCompiler(), createResponseSerializerCompiler()].flatMap((compiler) =>
        ['/a', '/b'].map((url) => compiler(route(schema, url))),
      );
      expect(compile).not.toHaveBeenCalled();
      for (const serialize of serializers) expect(serialize({ message: 'hi', hash: LEAK })).toBe('{"message":"hi"}');
      expect(compile).toHaveBeenCalledTimes(1);
    } finally {
      compile.mockRestore();
    }
  });

  it('names the route when an answer does not match its schema', () => {
    const serialize = createResponseSerializerCompiler()(route(z.object({ total: z.number() }), '/totals'));
    expect(() => serialize({ total: 'many' })).toThrow('GET /totals: the answer does not match its schema');
  });

  it("writes with Zod's serializer where JSON Schema cannot carry the checks, and a Fastify schema as it is", () => {
    const compiler = createResponseSerializerCompiler();
    const withRefinement = z.object({ at: z.string().refine((text) => text.endsWith('Z')) });
    expect(compiler(route(withRefinement, '/at'))({ at: '2026-11-26T20:00:00Z', hash: LEAK })).toBe(
      '{"at":"2026-11-26T20:00:00Z"}',
    );
    expect(() => compiler(route(withRefinement, '/at'))({ at: 'yesterday' })).toThrow();
    expect(compiler(route({ properties: withRefinement }, '/at'))({ at: 'Z' })).toBe('{"at":"Z"}');
  });
});
