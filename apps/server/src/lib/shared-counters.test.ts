// The shared counters on the real database: atomic under concurrent hits, windows that end by the
// database's clock, and the sweep that removes ended windows.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits } from '../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createSharedCounters, type SharedCounters } from './shared-counters.js';

let t: TestApp;
let counters: SharedCounters;
beforeAll(async () => {
  t = await createTestApp();
  counters = createSharedCounters(t.database.db);
});
afterAll(() => t.close());

const MINUTE = 60_000;

/** Polls until `probe` holds, failing after `timeoutMs`. */
async function eventually(probe: () => Promise<boolean>, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('the condition did not hold in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('shared counters', () => {
  it('counts every one of many concurrent hits once', async () => {
    const key = `test:${randomUUID()}`;
    const states = await Promise.all(Array.from({ length: 40 }, () => counters.hit(key, MINUTE)));
    expect(states.map((state) => state.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    expect((await counters.read(key))?.hits).toBe(40);
  });

  it('tells how long the window has left, and keeps the window of the first hit', async () => {
    const key = `test:${randomUUID()}`;
    const first = await counters.hit(key, MINUTE);
    const second = await counters.hit(key, 10 * MINUTE);
    expect(first.msLeft).toBeGreaterThan(MINUTE - 5_000);
    expect(first.msLeft).toBeLessThanOrEqual(MINUTE);
    expect(second.msLeft).toBeLessThanOrEqual(first.msLeft);
  });

  it('starts again at 1 once the window has ended, and reads nothing for an ended window', async () => {
    const key = `test:${randomUUID()}`;
    await counters.hit(key, 50);
    await counters.hit(key, 50);
    await eventually(async () => (await counters.read(key)) === undefined);
    expect((await counters.hit(key, MINUTE)).hits).toBe(1);
  });

  it('forgets a cleared counter', async () => {
    const key = `test:${randomUUID()}`;
    await counters.hit(key, MINUTE);
    await counters.clear(key);
    expect(await counters.read(key)).toBeUndefined();
  });

  it('sweeps ended windows and keeps live ones', async () => {
    const ended = `test:${randomUUID()}`;
    const live = `test:${randomUUID()}`;
    await counters.hit(ended, 1);
    await counters.hit(live, MINUTE);
    const rowOf = (key: string) => t.database.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, key));
    await eventually(async () => (await counters.read(ended)) === undefined);

    await counters.sweep();

    expect(await rowOf(ended)).toEqual([]);
    expect(await rowOf(live)).toHaveLength(1);
  });
});
