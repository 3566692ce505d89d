import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { contactMessages } from '../db/schema.js';
import { countListRows } from './paging.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function addMessages(n: number) {
  await t.database.db.execute(sql`
    insert into contact_messages (first_name, last_name, mobile_no, subject)
    select 'Ram', 'Thapa', '9801234567', 'Tuition ' || i from generate_series(1, ${n}) as i`);
}
const total = (exactLimit: number) => countListRows({ db: t.database.db, table: contactMessages, exactLimit });

describe('countListRows', () => {
  it('counts exactly up to the limit', async () => {
    expect(await total(10)).toBe(0);
    await addMessages(10);
    expect(await total(10)).toBe(10);
  });

  it('counts exactly past the limit while the table has never been analysed', async () => {
    await addMessages(20);
    expect(await total(10)).toBe(30);
  });

  it('uses the planner estimate past the limit once statistics exist, and follows the next ANALYZE', async () => {
    await t.database.db.execute(sql`analyze contact_messages`);
    expect(await total(10)).toBe(30);
    // Rows added since the last ANALYZE on the same pages are not seen by the estimate: it is one.
    await addMessages(5);
    expect(await total(10)).toBe(30);
    expect(await total(1_000)).toBe(35);
    await t.database.db.execute(sql`analyze contact_messages`);
    expect(await total(10)).toBe(35);
    // Between the limit and twice the limit the rows are counted (up to the limit) and the estimate kept.
    expect(await total(20)).toBe(35);
  });
});
