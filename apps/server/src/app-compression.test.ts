// API answers are compressed for browsers that ask (brotli at quality 2, app.ts): the same JSON
// once decoded, and not written at @fastify/compress's slower default quality.
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { API_PATHS } from '@gharguru/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addOffer, signUpTeacher, testAppForFile } from '../test/test-app.js';
import type { SignedInTeacher } from '../test/test-app.js';

const t = testAppForFile();
let teacher: SignedInTeacher;

beforeAll(async () => {
  teacher = await signUpTeacher(t);
  for (let i = 0; i < 8; i++) await addOffer(t, teacher, { name: `Mathematics for grade ${i + 1}` });
});

async function posts(encoding?: string) {
  return t.api({
    method: 'POST',
    path: API_PATHS.tuitionPosts,
    token: teacher.token,
    body: {},
    headers: encoding ? { 'accept-encoding': encoding } : {},
  });
}

describe('compressed API answers', () => {
  it('answers brotli at quality 2 and gzip, each the same JSON as the plain answer', async () => {
    const plain = await posts();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await posts('br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const atQuality = (quality: number) =>
      brotliCompressSync(plain.rawPayload, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }).length;
    expect(br.rawPayload.length).toBe(atQuality(2));
    expect(br.rawPayload.length).not.toBe(atQuality(4));

    const gzip = await posts('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });
});
