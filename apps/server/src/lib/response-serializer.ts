// Answers are checked against their route's response schema and written with only the schema's
// fields, as fastify-type-provider-zod's serializer does (Zod's `encode`, then JSON.stringify), but
// compiled once per schema: Ajv checks the answer (types, enums, bounds, required fields) and
// fast-json-stringify writes exactly the schema's properties, so a field outside the schema (a
// password hash, a column a service selected for itself) never leaves. Both are compiled from the
// JSON Schema Zod itself produces for the answer (`z.toJSONSchema`, output side), the one the API
// documentation shows. A schema JSON Schema cannot carry (a transform, a refinement of its own) keeps
// the Zod serializer. Measured in docs/performance.md ("Issue 12: the request path of an indexed read").
import { Ajv } from 'ajv';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';
import * as core from 'zod/v4/core';

type JsonSchema = { [key: string]: unknown };

/** The Zod schema of a route's response entry (a schema, or `{ properties: schema }`), as the type provider reads it. */
function zodSchemaOf(schema: unknown): ZodType | undefined {
  if (schema instanceof core.$ZodType) return schema as unknown as ZodType;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  return properties instanceof core.$ZodType ? (properties as unknown as ZodType) : undefined;
}

/**
 * `anyOf: [{ type: T }, { type: 'null' }]` (Zod's nullable) as `type: [T, 'null']`: the same values,
 * and fast-json-stringify writes it without running a validator per value.
 */
function simplified(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplified);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) out[key] = simplified(value);
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const [first, second] = anyOf as JsonSchema[];
    const plain = (s: JsonSchema | undefined) =>
      s !== undefined && Object.keys(s).length === 1 && typeof s.type === 'string' && s.type !== 'null';
    const isNull = (s: JsonSchema | undefined) => s !== undefined && Object.keys(s).length === 1 && s.type === 'null';
    const nonNull = plain(first) && isNull(second) ? first : plain(second) && isNull(first) ? second : undefined;
    if (nonNull) {
      delete out.anyOf;
      out.type = [nonNull.type, 'null'];
    }
  }
  return out;
}

/** The schema for checking: unknown fields are allowed there (they are left out when written). */
function allowingUnknownFields(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(allowingUnknownFields);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'additionalProperties' && value === false) continue;
    out[key] = allowingUnknownFields(value);
  }
  return out;
}

/** The JSON Schema of a response, or undefined when JSON Schema cannot say what Zod checks. */
export function responseJsonSchema(schema: ZodType): JsonSchema | undefined {
  try {
    const { $schema: _, ...json } = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
    }) as JsonSchema;
    return simplified(json) as JsonSchema;
  } catch {
    return undefined;
  }
}

/**
 * The answers' checker. Every enum is compiled into `===` comparisons: from 200 values on, Ajv would
 * otherwise loop over them calling its deep-equal function, and every answer's `code` is one of the
 * messages' 200-odd keys (a loop of ~100 calls per answer; docs/performance.md, issue 12).
 */
export const answerAjv = () => new Ajv({ strict: false, allErrors: false, loopEnum: Number.POSITIVE_INFINITY });

/** The compiled writer of one response schema: checks `data`, then writes only the schema's fields. */
export function compileResponseWriter(
  schema: ZodType,
  ajv: Ajv = answerAjv(),
): ((data: unknown) => string) | undefined {
  const json = responseJsonSchema(schema);
  if (!json || hasFormats(json) || hasCustomChecks(schema)) return undefined;
  // Both from the schema that allows unknown fields: Ajv then checks only the known ones, and
  // fast-json-stringify writes only the known ones (unless a schema asks for more, which Zod's
  // closed objects never do) and, in an `anyOf`, picks a branch as Zod does, by the known fields.
  const open = allowingUnknownFields(json) as JsonSchema;
  const check = ajv.compile(open);
  const write = fastJsonStringify(open as unknown as Parameters<typeof fastJsonStringify>[0], {
    ajv: { strict: false },
  });
  return (data) => {
    if (!check(data)) throw new Error(ajv.errorsText(check.errors));
    return write(data);
  };
}

/** Kinds of Zod schema whose output JSON Schema does not fully say (they change or fill in values). */
const UNSAID = ['transform', 'pipe', 'custom', 'lazy', 'promise', 'function', 'date', 'default', 'prefault', 'catch'];

/** Keywords the compiled check does not hold to Zod's exact rules (string formats). */
function hasFormats(schema: unknown): boolean {
  if (schema === null || typeof schema !== 'object') return false;
  if (!Array.isArray(schema) && 'format' in schema) return true;
  return Object.values(schema).some(hasFormats);
}

/**
 * Zod's built-in checks that JSON Schema says (bounds, lengths, sizes, patterns): any other check is
 * a refinement of its own (`refine`, `superRefine`, `overwrite`), which `z.toJSONSchema` leaves out.
 */
const SAID_CHECKS = [
  core.$ZodCheckLessThan,
  core.$ZodCheckGreaterThan,
  core.$ZodCheckMultipleOf,
  core.$ZodCheckNumberFormat,
  core.$ZodCheckMaxLength,
  core.$ZodCheckMinLength,
  core.$ZodCheckLengthEquals,
  core.$ZodCheckMaxSize,
  core.$ZodCheckMinSize,
  core.$ZodCheckSizeEquals,
  core.$ZodCheckStringFormat,
];

/**
 * True when the schema (or one inside it) has a check JSON Schema does not show: a refinement, a
 * transform or a pipe. `z.toJSONSchema` leaves refinements out silently, so they are looked for,
 * through each schema's public `def` (a schema without one is taken as unsaid).
 */
function hasCustomChecks(schema: ZodType): boolean {
  const seen = new Set<unknown>();
  const visit = (node: unknown): boolean => {
    if (!(node instanceof core.$ZodType) || seen.has(node)) return false;
    seen.add(node);
    if (!(node instanceof z.ZodType)) return true;
    const def = node.def as unknown as Record<string, unknown> & { type: string; checks?: unknown[] };
    if (UNSAID.includes(def.type)) return true;
    if (def.checks?.some((check) => !SAID_CHECKS.some((Said) => check instanceof Said))) return true;
    return Object.values(def).some((value) =>
      Array.isArray(value)
        ? value.some(visit)
        : value !== null && typeof value === 'object' && !(value instanceof core.$ZodType)
          ? Object.values(value).some(visit)
          : visit(value),
    );
  };
  return visit(schema);
}

/**
 * Each response schema's writer, compiled once per process, on the first answer that needs it: a
 * route lists the same error schema for several statuses, every app a process builds (tests build
 * hundreds) shares the contract's schema objects, and most routes never answer most of their
 * statuses (an app listed 281 schemas, 31 of them distinct). `null`: Zod's serializer.
 */
const writers = new WeakMap<ZodType, ((data: unknown) => string) | null>();
let sharedAjv: Ajv | undefined;

function writerOf(schema: ZodType): ((data: unknown) => string) | null {
  let write = writers.get(schema);
  if (write === undefined) {
    sharedAjv ??= answerAjv();
    write = compileResponseWriter(schema, sharedAjv) ?? null;
    writers.set(schema, write);
  }
  return write;
}

/** Fastify's serializer compiler: the compiled writer where it can say what Zod checks, Zod's elsewhere. */
export function createResponseSerializerCompiler(): FastifySerializerCompiler<unknown> {
  return (route) => {
    const schema = zodSchemaOf(route.schema);
    const zodSerializer = () => zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    if (!schema) return zodSerializer();
    const { method, url } = route;
    let serialize: ((data: unknown) => string) | undefined;
    const compile = () => {
      const write = writerOf(schema);
      if (!write) return zodSerializer();
      return (data: unknown) => {
        try {
          return write(data);
        } catch (error) {
          throw new Error(`${method} ${url}: the answer does not match its schema`, { cause: error });
        }
      };
    };
    return (data) => {
      serialize ??= compile();
      return serialize(data);
    };
  };
}
