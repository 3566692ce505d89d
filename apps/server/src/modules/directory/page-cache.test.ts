// The rendered-page cache on its own: bounded, shared while rendering, and never keeping a page
// rendered before a change, a failed render or a not-found answer.
import { describe, expect, it } from 'vitest';
import type { RenderedHtml } from '../../lib/page-renderer.js';
import { PAGE_CACHE_MAX_ENTRIES, cachedPage, cachedPageCount, forgetDirectoryPages } from './page-cache.js';

const ok = (body: string): RenderedHtml => ({ status: 200, body });

/** A render that finishes when the test says so, and counts how often it was asked for. */
function pendingRender() {
  let finish: (page: RenderedHtml | undefined) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const calls = { count: 0 };
  const promise = new Promise<RenderedHtml | undefined>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const render = () => {
    calls.count += 1;
    return promise;
  };
  return { render, finish, fail, calls };
}

describe('page cache', () => {
  it('renders an address once while it is fresh, and visitors asking at once share the render', async () => {
    const db = {};
    const first = pendingRender();
    const a = cachedPage(db, '/tutors', first.render);
    const b = cachedPage(db, '/tutors', first.render);
    first.finish(ok('list'));
    expect(await a).toEqual(ok('list'));
    expect(await b).toEqual(ok('list'));
    expect(await cachedPage(db, '/tutors', () => Promise.resolve(ok('again')))).toEqual(ok('list'));
    expect(first.calls.count).toBe(1);
  });

  it('keeps at most PAGE_CACHE_MAX_ENTRIES addresses, dropping the least recently used', async () => {
    const db = {};
    for (let i = 0; i < PAGE_CACHE_MAX_ENTRIES; i++) await cachedPage(db, `/tutors?page=${i}`, async () => ok(`${i}`));
    // Address 0 is used again, so address 1 is now the least recently used.
    await cachedPage(db, '/tutors?page=0', async () => ok('not again'));
    await cachedPage(db, '/tutors?page=new', async () => ok('new'));
    expect(cachedPageCount(db)).toBe(PAGE_CACHE_MAX_ENTRIES);
    expect(await cachedPage(db, '/tutors?page=0', async () => ok('rendered'))).toEqual(ok('0'));
    expect(await cachedPage(db, '/tutors?page=1', async () => ok('rendered'))).toEqual(ok('rendered'));
  });

  it('does not keep a page whose render began before a change', async () => {
    const db = {};
    const before = pendingRender();
    const page = cachedPage(db, '/tutors', before.render);
    forgetDirectoryPages(db);
    before.finish(ok('stale'));
    expect(await page).toEqual(ok('stale'));
    expect(await cachedPage(db, '/tutors', async () => ok('fresh'))).toEqual(ok('fresh'));
  });

  it('does not keep a failed render, a not-found answer or a path that is no page', async () => {
    const db = {};
    const failing = pendingRender();
    const page = cachedPage(db, '/tutors', failing.render);
    failing.fail(new Error('database down'));
    await expect(page).rejects.toThrow('database down');
    expect(await cachedPage(db, '/tutors', async () => ok('recovered'))).toEqual(ok('recovered'));

    await cachedPage(db, '/tutors/gone', async () => ({ status: 404, body: 'not found' }));
    await cachedPage(db, '/tutors/x/y', async () => undefined);
    expect(await cachedPage(db, '/tutors/gone', async () => ok('listed again'))).toEqual(ok('listed again'));
    expect(await cachedPage(db, '/tutors/x/y', async () => ok('a page'))).toEqual(ok('a page'));
  });

  it('keeps each database apart', async () => {
    const one = {};
    const other = {};
    await cachedPage(one, '/tutors', async () => ok('one'));
    expect(await cachedPage(other, '/tutors', async () => ok('other'))).toEqual(ok('other'));
    forgetDirectoryPages(other);
    expect(await cachedPage(one, '/tutors', async () => ok('again'))).toEqual(ok('one'));
  });
});
