// jsonRecord writes a record as JSON in the database, on PGlite and on PostgreSQL: exactly the
// schema's fields in its order, each value as JSON.stringify writes it (hostile text too), so an
// answer made of these records reads, byte for byte, as the contract's writer would write it.
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testAppForFile } from '../../test/test-app.js';
import { jsonRecord, jsonRecordWhen, jsonText } from './json-record.js';

const t = testAppForFile();

/** The JSON text the database writes for `record`. */
async function written(record: SQL<unknown>): Promise<string> {
  const result = (await t.database.db.execute(sql`select ${jsonText(record)} as record`)) as unknown as {
    rows: { record: string }[];
  };
  return result.rows[0]!.record;
}

const Text = z.object({ text: z.string().nullable() });

describe('jsonRecord', () => {
  it('writes text as JSON.stringify does, whatever it holds', async () => {
    const hostile = [
      '',
      'Sita Sharma',
      'सीता शर्मा, काठमाडौं',
      'quote " backslash \\ slash / </script>',
      'new\nline\r\ttab\b\f',
      '\u0001\u001f\u007f control',
      'line \u2028 and paragraph \u2029 separators',
      '😀 emoji 𝕏',
      "' or 1=1 --",
    ];
    for (const text of hostile) {
      expect(await written(jsonRecord(Text, { text: sql`${text}::text` })), JSON.stringify(text)).toBe(
        JSON.stringify({ text }),
      );
    }
    expect(await written(jsonRecord(Text, { text: sql`null::text` }))).toBe('{"text":null}');
  });

  it('writes the fields in the schema order, with arrays, numbers, booleans and timestamps as JSON.stringify does', async () => {
    const Record = z.object({
      id: z.string(),
      subjects: z.array(z.string()),
      none: z.array(z.string()),
      count: z.number(),
      price: z.number(),
      round: z.number(),
      listed: z.boolean(),
      at: z.string(),
    });
    const at = new Date('2026-11-23T19:30:00.123Z');
    const record = await written(
      // Given in another order than the schema's: the schema's order is written.
      jsonRecord(Record, {
        at: sql`to_char(${at.toISOString()}::timestamptz at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
        listed: sql`'Completed' = 'Completed'`,
        round: sql`800.00::numeric(12, 2)::float8`,
        price: sql`1250.50::numeric(12, 2)::float8`,
        count: sql`42::int`,
        none: sql`'{}'::text[]`,
        subjects: sql`array['Maths', 'Nepali "Sahitya"', 'गणित']::text[]`,
        id: sql`'5c0f0e8a-0000-4000-8000-000000000001'::uuid`,
      }),
    );
    expect(record).toBe(
      JSON.stringify({
        id: '5c0f0e8a-0000-4000-8000-000000000001',
        subjects: ['Maths', 'Nepali "Sahitya"', 'गणित'],
        none: [],
        count: 42,
        price: 1250.5,
        round: 800,
        listed: true,
        at: at.toISOString(),
      }),
    );
  });

  it('nests a record, or null when it is not there', async () => {
    const Offer = z.object({ _id: z.string(), name: z.string() });
    const Request = z.object({ code: z.string(), tuition: Offer.nullable() });
    const request = (present: boolean) =>
      jsonRecord(Request, {
        code: sql`'GG-1'`,
        tuition: jsonRecordWhen(sql`${present}::boolean`, jsonRecord(Offer, { _id: sql`'t1'`, name: sql`'Maths'` })),
      });
    expect(await written(request(true))).toBe('{"code":"GG-1","tuition":{"_id":"t1","name":"Maths"}}');
    expect(await written(request(false))).toBe('{"code":"GG-1","tuition":null}');
  });

  it('refuses, when the statement is built, a field outside the schema or a field of it left out', () => {
    const Two = z.object({ a: z.string(), b: z.string() });
    expect(() => jsonRecord(Two, { a: sql`'a'` } as never)).toThrow(/missing \(b\)/);
    expect(() => jsonRecord(Two, { a: sql`'a'`, b: sql`'b'`, passwordHash: sql`'x'` } as never)).toThrow(
      /outside the schema \(passwordHash\)/,
    );
  });
});
