// The requests the fuzz suite sends: who calls, and what, derived from one route of the catalog.
import fc from 'fast-check';
import type { z } from 'zod';
import type { CatalogRoute } from './route-catalog.js';
import {
  HOSTILE_HOSTS,
  HUGE_STRINGS,
  RAW_BODIES,
  RAW_PATH_SEGMENTS,
  RAW_QUERIES,
  hostileValue,
} from './hostile-values.js';
import { type KnownValues, exampleFields, exampleValue, valueArbitrary } from './schema-arbitraries.js';

/** Authorization headers that must never open a guarded route. */
export const BAD_TOKENS = [
  'malformed',
  'unsigned (alg none)',
  'expired',
  'signed with another secret',
  'of a deleted account',
  'huge',
  'another scheme',
  'with a subject that is not an id',
] as const;
export type BadToken = (typeof BAD_TOKENS)[number];

export type Caller = 'anonymous' | 'teacher' | 'other teacher' | 'pending admin' | 'admin' | `bad token ${BadToken}`;

/** A request as plain data, so fast-check prints a failing one exactly as it was sent. */
export interface FuzzRequest {
  method: string;
  /** The raw URL after the host, already encoded (or deliberately mis-encoded). */
  url: string;
  contentType?: string;
  payload?: string;
  /** A Host header other than inject's own. */
  host?: string;
}

/** Mostly the caller the route is for, so most requests get past the guard to the validator. */
export function callerArbitrary(access: CatalogRoute['access']): fc.Arbitrary<Caller> {
  const badToken = fc.constantFrom(...BAD_TOKENS).map((kind): Caller => `bad token ${kind}`);
  const weighted = (weights: Partial<Record<Caller | 'bad token', number>>) =>
    fc.oneof(
      ...Object.entries(weights).map(([caller, weight]) => ({
        arbitrary: caller === 'bad token' ? badToken : fc.constant(caller as Caller),
        weight,
      })),
    );
  if (access === 'teacher') {
    return weighted({ teacher: 6, 'other teacher': 2, admin: 1, 'pending admin': 1, anonymous: 1, 'bad token': 1 });
  }
  if (access === 'admin') return weighted({ admin: 6, 'pending admin': 1, teacher: 1, anonymous: 1, 'bad token': 1 });
  return weighted({ anonymous: 5, 'bad token': 1, teacher: 1, admin: 1 });
}

export function rightCaller(access: CatalogRoute['access']): Caller {
  return access === 'public' ? 'anonymous' : access;
}

/** encodeURIComponent, except that a lone surrogate becomes its WTF-8 bytes (invalid UTF-8) instead of throwing. */
function encodeText(text: string): string {
  let encoded = '';
  for (const character of text) {
    const code = character.charCodeAt(0);
    if (character.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xed, 0xa0 | ((code >> 6) & 0x1f), 0x80 | (code & 0x3f)];
      encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else encoded += encodeURIComponent(character);
  }
  return encoded;
}

/** A path parameter or query value as it goes into the URL. */
function segmentOf(value: unknown): string {
  return encodeText(typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined'));
}

export function pathWith(route: CatalogRoute, params: Record<string, unknown>): string {
  return route.url.replace(/:(\w+)/g, (_match, name: string) =>
    name in params ? segmentOf(params[name]) : segmentOf(undefined),
  );
}

export function rawPathWith(route: CatalogRoute, segment: string): string {
  return route.url.replace(/:(\w+)/g, segment);
}

/** Query values as a browser or a careless client would put them in a URL. */
export function queryOf(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return `value=${segmentOf(value)}`;
  const pairs: string[] = [];
  for (const [key, field] of Object.entries(value)) {
    for (const item of Array.isArray(field) ? field : [field]) pairs.push(`${encodeText(key)}=${segmentOf(item)}`);
  }
  return pairs.join('&');
}

export function jsonBody(value: unknown): Pick<FuzzRequest, 'contentType' | 'payload'> {
  return { contentType: 'application/json', payload: JSON.stringify(value) ?? 'null' };
}

const hasBody = (method: string) => method === 'POST' || method === 'PUT' || method === 'PATCH';

function schemaOrHostile(schema: z.ZodType | undefined, known: KnownValues): fc.Arbitrary<unknown> {
  return schema ? fc.oneof({ arbitrary: valueArbitrary(schema, known), weight: 8 }, hostileValue) : hostileValue;
}

export function requestArbitrary(route: CatalogRoute, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  const path = route.params
    ? fc.oneof(
        {
          arbitrary: schemaOrHostile(route.params, known).map((params) => pathWith(route, asObject(params))),
          weight: 8,
        },
        { arbitrary: fc.constantFrom(...RAW_PATH_SEGMENTS).map((segment) => rawPathWith(route, segment)), weight: 2 },
      )
    : fc.constant(route.url);
  const query = fc.oneof(
    {
      arbitrary: route.querystring
        ? schemaOrHostile(route.querystring, known).map((value) => queryOf(value))
        : fc.constant(''),
      weight: 8,
    },
    { arbitrary: fc.constantFrom(...RAW_QUERIES), weight: route.querystring ? 2 : 1 },
  );
  const body: fc.Arbitrary<Pick<FuzzRequest, 'contentType' | 'payload'>> = fc.oneof(
    {
      arbitrary:
        route.body || hasBody(route.method) ? schemaOrHostile(route.body, known).map(jsonBody) : fc.constant({}),
      weight: 8,
    },
    { arbitrary: fc.constantFrom(...RAW_BODIES), weight: route.body ? 2 : 1 },
  );
  // Mostly inject's own Host; now and then one that names no host, or another site.
  const host = fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 9 },
    { arbitrary: fc.constantFrom(...HOSTILE_HOSTS), weight: 1 },
  );
  return fc.tuple(path, query, body, host).map(([pathname, search, content, hostHeader]) => ({
    method: route.method,
    url: search ? `${pathname}?${search}` : pathname,
    ...content,
    ...(hostHeader === undefined ? {} : { host: hostHeader }),
  }));
}

function asObject(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : { id: value };
}

/** What every field gets at least once: a NUL inside, huge strings, and values of the wrong type. */
function fieldAttacks(base: unknown): unknown[] {
  const text = typeof base === 'string' && base.length > 1 ? base : 'Sita';
  return [
    `${text.slice(0, 1)}\u0000${text.slice(1)}`,
    `${text}\u001b`,
    HUGE_STRINGS[0],
    HUGE_STRINGS[1],
    HUGE_STRINGS[6],
    12345,
    -1.5,
    true,
    null,
    [text],
    { value: text },
  ];
}

/**
 * The hostile requests every route receives whatever the random runs draw: each field of its body
 * and query attacked in turn on an otherwise plausible request, every raw body, path segment and
 * query string.
 */
export function guaranteedRequests(route: CatalogRoute, known: KnownValues): FuzzRequest[] {
  const params = route.params ? (exampleValue(route.params, known) as Record<string, unknown>) : {};
  const path = pathWith(route, params);
  const body = route.body ? exampleValue(route.body, known) : undefined;
  const query = route.querystring ? (exampleValue(route.querystring, known) as Record<string, unknown>) : undefined;
  const requests: FuzzRequest[] = [];
  const add = (url: string, content: Pick<FuzzRequest, 'contentType' | 'payload'> = {}) =>
    requests.push({ method: route.method, url, ...content, payload: withFreshEmails(content.payload) });
  const plainBody = body === undefined ? {} : jsonBody(body);

  add(path, plainBody);
  for (const [field, example] of Object.entries(route.body ? exampleFields(route.body, known) : {})) {
    for (const attack of fieldAttacks(example)) add(path, jsonBody({ ...(body as object), [field]: attack }));
  }
  if (route.body || hasBody(route.method)) {
    for (const raw of RAW_BODIES) add(path, raw);
    const polluted = { ...(body as object) };
    Object.defineProperty(polluted, '__proto__', { value: { polluted: 'yes' }, enumerable: true });
    add(path, jsonBody(polluted));
  }
  if (route.params) {
    for (const segment of RAW_PATH_SEGMENTS) add(rawPathWith(route, segment), plainBody);
    for (const name of Object.keys(params)) {
      for (const attack of fieldAttacks(params[name])) add(pathWith(route, { ...params, [name]: attack }), plainBody);
    }
  }
  if (query) {
    for (const [field, example] of Object.entries(exampleFields(route.querystring as z.ZodType, known))) {
      for (const attack of fieldAttacks(example)) add(`${path}?${queryOf({ ...query, [field]: attack })}`, plainBody);
    }
  }
  for (const raw of query ? RAW_QUERIES : RAW_QUERIES.slice(0, 3)) add(`${path}?${raw}`, plainBody);
  for (const host of HOSTILE_HOSTS) requests.push({ ...requests[0]!, host });
  return requests;
}

let emailSequence = 0;

/**
 * Each guaranteed request gets e-mails of its own: with the example's one address, every
 * registration after the first would stop at "already registered" before reaching the database.
 */
function withFreshEmails(payload: string | undefined): string | undefined {
  return payload?.replace(
    /fuzz\.[0-9a-f]{8}@example\.com/g,
    () => `fuzz.${(emailSequence++).toString(36)}@example.com`,
  );
}
