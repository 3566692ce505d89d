// Issue 27: a teacher's photo. Real images made by sharp go through the real app; the stored copies
// are read back from the photos folder with sharp.
import fs from 'node:fs';
import path from 'node:path';
import { ErrorResponseSchema, MSG } from '@gharguru/contract';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { outboxMessages, teachers } from '../../db/schema.js';
import { PHONE_EXIF, hevcHeif, multipartFile, testImage } from '../../../test/photos.js';
import {
  MISSING_ID,
  type SignedInTeacher,
  addOffer,
  adminForFile,
  signUpTeacher,
  testAppForFile,
} from '../../../test/test-app.js';
import { photosDirOf } from './photo-files.js';

const t = testAppForFile();
const admin = adminForFile(t);

const PHOTO_URL = /^\/photos\/[0-9a-f]{32}-(96|192|400)\.webp$/;

function upload(token: string | undefined, file: Buffer, options: Parameters<typeof multipartFile>[1] = {}) {
  const { payload, headers } = multipartFile(file, options);
  return t.api({ method: 'PUT', path: '/teacher/profile/photo', token, body: payload, headers });
}

const removeOwn = (token: string) => t.api({ method: 'DELETE', path: '/teacher/profile/photo', token });
const removeAsAdmin = (teacherId: string, body: unknown, token = admin.token) =>
  t.api({ method: 'DELETE', path: `/admin/profile/teacher/${teacherId}/photo`, token, body });
const profilePhoto = async (teacher: SignedInTeacher) =>
  (await t.api({ method: 'GET', path: '/teacher/profile', token: teacher.token })).json().profileData.photo;

const photosDir = () => photosDirOf(t.config);
const fileOf = (url: string) => path.join(photosDir(), path.basename(url));
const urlsOf = (photo: Record<string, string>) => [photo.url96, photo.url192, photo.url400] as string[];
const getPhoto = (url: string) => t.app.inject({ method: 'GET', url });

async function withPhoto(teacher: SignedInTeacher): Promise<Record<string, string>> {
  const response = await upload(teacher.token, await testImage('jpeg'));
  expect(response.statusCode).toBe(200);
  return response.json().photo;
}

describe('PUT /teacher/profile/photo', () => {
  it.each([
    ['jpeg', 'photo.jpg', 'image/jpeg'],
    ['png', 'photo.png', 'image/png'],
    ['webp', 'photo.webp', 'image/webp'],
  ] as const)(
    '[PHOTO-1] accepts a %s and keeps 96, 192 and 400 px square WebP copies, private on disk',
    async (format, fileName, type) => {
      const teacher = await signUpTeacher(t);
      const response = await upload(teacher.token, await testImage(format, { width: 900, height: 500 }), {
        fileName,
        type,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.code).toBe('photoSaved');
      expect(body.message).toBe(MSG.photoSaved);
      for (const url of urlsOf(body.photo)) expect(url).toMatch(PHOTO_URL);
      expect(await profilePhoto(teacher)).toEqual(body.photo);

      for (const [size, url] of [
        [96, body.photo.url96],
        [192, body.photo.url192],
        [400, body.photo.url400],
      ] as const) {
        const metadata = await sharp(fileOf(url)).metadata();
        expect(metadata).toMatchObject({ format: 'webp', width: size, height: size });
        expect(fs.statSync(fileOf(url)).mode & 0o777).toBe(0o600);
      }
      expect(fs.statSync(photosDir()).mode & 0o777).toBe(0o700);
    },
  );

  it('[PHOTO-3] strips every metadata block: a JPEG with GPS EXIF leaves copies without EXIF, XMP or ICC', async () => {
    const teacher = await signUpTeacher(t);
    const original = await testImage('jpeg', { exif: PHONE_EXIF });
    const sent = await sharp(original).metadata();
    expect(sent.exif?.toString('latin1')).toContain('PhoneMaker');
    expect(sent.exif?.includes(Buffer.from('N\0', 'latin1'))).toBe(true);

    const response = await upload(teacher.token, original);
    expect(response.statusCode).toBe(200);
    for (const url of urlsOf(response.json().photo)) {
      const stored = fs.readFileSync(fileOf(url));
      const metadata = await sharp(stored).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false);
      expect(stored.includes(Buffer.from('EXIF'))).toBe(false);
    }
  });

  it('[PHOTO-3] turns a photo upright by its EXIF orientation before cropping the centred square', async () => {
    const teacher = await signUpTeacher(t);
    // Stored 600 × 300 with orientation 6 (turn a quarter): upright it is 300 wide and 600 high, and the
    // centre of that is the stored picture's middle. The left half is white, the right half black.
    const halves = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300"><rect width="300" height="300" fill="#fff"/><rect x="300" width="300" height="300" fill="#000"/></svg>',
    );
    const file = await sharp(halves).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const response = await upload(teacher.token, file);
    expect(response.statusCode).toBe(200);
    const { data } = await sharp(fileOf(response.json().photo.url400)).raw().toBuffer({ resolveWithObject: true });
    // Upright, the white half is on top and the black below: the square's top row is light, its bottom dark.
    const pixel = (x: number, y: number) => data[(y * 400 + x) * 3] ?? -1;
    expect(pixel(200, 20)).toBeGreaterThan(200);
    expect(pixel(200, 380)).toBeLessThan(50);
  });

  it.each([
    ['a text file named .jpg', async () => Buffer.from('this is not a picture\n'.repeat(50)), 400, MSG.photoNotImage],
    ['a 150 × 150 image', () => testImage('png', { width: 150, height: 150 }), 400, MSG.photoTooSmall],
    ['a 1000 × 199 image', () => testImage('jpeg', { width: 1000, height: 199 }), 400, MSG.photoTooSmall],
    [
      'an SVG drawing',
      async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500"/>'),
      400,
      MSG.photoNotImage,
    ],
    [
      'a GIF',
      () =>
        sharp({ create: { width: 300, height: 300, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
      400,
      MSG.photoNotImage,
    ],
    ['an iPhone HEIC (HEVC)', hevcHeif, 400, MSG.photoHeicUnsupported],
    [
      'a truncated JPEG',
      async () => (await testImage('jpeg', { width: 1200, height: 1200 })).subarray(0, 900),
      400,
      MSG.photoNotImage,
    ],
  ])('[PHOTO-2] refuses %s with its message and keeps the photo before', async (_name, make, status, message) => {
    const teacher = await signUpTeacher(t);
    const before = await withPhoto(teacher);
    const response = await upload(teacher.token, await make());
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    expect(await profilePhoto(teacher)).toEqual(before);
    for (const url of urlsOf(before)) expect(fs.existsSync(fileOf(url))).toBe(true);
  });

  it('[PHOTO-2] refuses a 6 MB file with 413 and the 5 MB message', async () => {
    const teacher = await signUpTeacher(t);
    // A real PNG padded past 5 MB with random pixels that do not compress.
    const noise = Buffer.alloc(1500 * 1400 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const big = await sharp(noise, { raw: { width: 1500, height: 1400, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(6 * 1024 * 1024 - 1);
    const response = await upload(teacher.token, big, { fileName: 'big.png', type: 'image/png' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'photoTooLarge', message: MSG.photoTooLarge });
    expect(await profilePhoto(teacher)).toBeNull();
  });

  it('[PHOTO-2] refuses a body without a file, and a JSON body, with clear messages', async () => {
    const teacher = await signUpTeacher(t);
    const empty = await upload(teacher.token, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(MSG.photoMissing);
    const json = await t.api({
      method: 'PUT',
      path: '/teacher/profile/photo',
      token: teacher.token,
      body: { photo: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe(MSG.photoNotMultipart);
  });

  it('[PHOTO-1] the other routes still refuse multipart bodies and bodies over 16 KiB', async () => {
    const teacher = await signUpTeacher(t);
    const { payload, headers } = multipartFile(await testImage('jpeg'));
    const elsewhere = await t.api({
      method: 'PUT',
      path: '/teacher/profile',
      token: teacher.token,
      body: payload,
      headers,
    });
    expect(elsewhere.statusCode).toBe(415);
    const large = { firstName: 'x'.repeat(17 * 1024) };
    const tooLarge = await t.api({ method: 'PUT', path: '/teacher/profile', token: teacher.token, body: large });
    expect(tooLarge.statusCode).toBe(413);
  });
});

describe('the public copies', () => {
  it('[PHOTO-4] are content-hashed, served as WebP cached for a year, and replaced or removed with the photo', async () => {
    const teacher = await signUpTeacher(t);
    const first = await withPhoto(teacher);
    for (const url of urlsOf(first)) {
      const response = await getPhoto(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.equals(fs.readFileSync(fileOf(url)))).toBe(true);
    }

    // The same picture again keeps its addresses; another picture gets new ones and the old files go.
    expect((await upload(teacher.token, await testImage('jpeg'))).json().photo).toEqual(first);
    const second = (await upload(teacher.token, await testImage('png', { width: 500, height: 500 }))).json().photo;
    expect(second.url96).not.toBe(first.url96);
    for (const url of urlsOf(first)) {
      expect(fs.existsSync(fileOf(url))).toBe(false);
      expect((await getPhoto(url)).statusCode).toBe(404);
    }

    const removed = await removeOwn(teacher.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ code: 'photoRemoved', photo: null });
    expect(await profilePhoto(teacher)).toBeNull();
    for (const url of urlsOf(second)) {
      expect(fs.existsSync(fileOf(url))).toBe(false);
      expect((await getPhoto(url)).statusCode).toBe(404);
    }
    // Removing when there is none is no error.
    expect((await removeOwn(teacher.token)).statusCode).toBe(200);
  });

  it('[PHOTO-4] serves nothing but photo copies from the folder', async () => {
    fs.mkdirSync(photosDir(), { recursive: true });
    fs.writeFileSync(path.join(photosDir(), 'notes.txt'), 'private');
    for (const url of [
      '/photos/notes.txt',
      '/photos/..%2Fjwt-secret',
      `/photos/${'a'.repeat(32)}-96.webp`,
      '/photos/',
    ]) {
      expect((await getPhoto(url)).statusCode).toBe(404);
    }
  });

  it('[PHOTO-4] same picture, two teachers: each has their own files, so one removal leaves the other', async () => {
    const [one, two] = [await signUpTeacher(t), await signUpTeacher(t)];
    const [photoOne, photoTwo] = [await withPhoto(one), await withPhoto(two)];
    expect(photoOne.url96).not.toBe(photoTwo.url96);
    await removeOwn(one.token);
    for (const url of urlsOf(photoTwo)) expect(fs.existsSync(fileOf(url))).toBe(true);
    expect(await profilePhoto(two)).toEqual(photoTwo);
  });

  it('[PHOTO-7] the directory carries the photo addresses (or null), never a file path', async () => {
    const teacher = await signUpTeacher(t);
    const offerId = await addOffer(t, teacher, { name: 'Physics with a photo' }, { adminToken: admin.token });
    const read = async () =>
      (await t.api({ method: 'GET', path: `/public/tuitions/${offerId}` })).json().tuition.teacher;
    expect((await read()).photo).toBeNull();
    const photo = await withPhoto(teacher);
    expect((await read()).photo).toEqual(photo);
    const list = (await t.api({ method: 'GET', path: '/public/tuitions?limit=50' })).json().tuitions;
    const listed = list.find((offer: { _id: string }) => offer._id === offerId);
    expect(listed.teacher.photo).toEqual(photo);
    expect(JSON.stringify(list)).not.toContain(photosDir());
  });
});

describe('DELETE /admin/profile/teacher/{id}/photo', () => {
  it('[PHOTO-5] removes the photo and tells the teacher the reason in their language', async () => {
    const teacher = await signUpTeacher(t);
    await t.database.db.update(teachers).set({ notificationLanguage: 'ne' }).where(eq(teachers.id, teacher.id));
    const photo = await withPhoto(teacher);
    const response = await removeAsAdmin(teacher.id, { reason: 'The photo shows a phone number' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 'photoRemovedByAdmin', message: MSG.photoRemovedByAdmin });
    expect(await profilePhoto(teacher)).toBeNull();
    for (const url of urlsOf(photo)) expect(fs.existsSync(fileOf(url))).toBe(false);

    const told = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, 'teacherPhotoRemoved'), eq(outboxMessages.recipient, teacher.email)));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ channel: 'email', language: 'ne', subject: 'तपाईंको प्रोफाइल फोटो हटाइयो' });
    expect(told[0]?.body).toContain('"The photo shows a phone number"');
  });

  it('[PHOTO-5] needs a reason, a teacher with a photo, and an admin', async () => {
    const teacher = await signUpTeacher(t);
    await withPhoto(teacher);
    const noReason = await removeAsAdmin(teacher.id, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toBe(MSG.photoReasonRequired);
    const long = await removeAsAdmin(teacher.id, { reason: 'x'.repeat(301) });
    expect(long.json().errors.reason).toBe(MSG.photoReasonMax);
    expect((await removeAsAdmin(MISSING_ID, { reason: 'Blurred' })).statusCode).toBe(404);
    // A teacher cannot remove another teacher's photo through the admin's route.
    const other = await signUpTeacher(t);
    expect((await removeAsAdmin(teacher.id, { reason: 'Mine now' }, other.token)).statusCode).toBe(403);
    expect(await profilePhoto(teacher)).not.toBeNull();

    await removeAsAdmin(teacher.id, { reason: 'Blurred' });
    const again = await removeAsAdmin(teacher.id, { reason: 'Blurred' });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(MSG.photoNone);
  });
});

describe('hostile uploads', () => {
  it('[PHOTO-2] any bytes, names, types and broken multipart framing: never a 5xx, always the error shape', async () => {
    const teacher = await signUpTeacher(t);
    const jpeg = await testImage('jpeg', { width: 300, height: 300 });
    const bytes = fc.oneof(
      fc.uint8Array({ maxLength: 4096 }).map((array) => Buffer.from(array)),
      // A real picture with bytes flipped or cut short: headers that parse over bodies that do not.
      fc
        .tuple(fc.nat({ max: jpeg.length - 1 }), fc.integer({ min: 0, max: 255 }), fc.nat({ max: jpeg.length }))
        .map(([at, value, cut]) => {
          const copy = Buffer.from(jpeg);
          copy[at] = value;
          return copy.subarray(0, Math.max(cut, 2));
        }),
      fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9000" height="9000"/>')),
    );
    const framing = fc.constantFrom('whole', 'no closing boundary', 'wrong boundary', 'no boundary', 'text/plain');
    await fc.assert(
      fc.asyncProperty(
        bytes,
        fc.string({ maxLength: 80 }),
        fc.string({ maxLength: 40 }),
        framing,
        async (file, fileName, type, frame) => {
          const { payload, headers } = multipartFile(file, {
            fileName: fileName.replace(/["\r\n]/g, ''),
            type: type.replace(/[\r\n]/g, '') || 'x/y',
          });
          let body = payload;
          const sentHeaders = { ...headers };
          if (frame === 'no closing boundary') body = payload.subarray(0, payload.length - 10);
          if (frame === 'wrong boundary') sentHeaders['content-type'] = 'multipart/form-data; boundary=other';
          if (frame === 'no boundary') sentHeaders['content-type'] = 'multipart/form-data';
          if (frame === 'text/plain') sentHeaders['content-type'] = 'text/plain';
          const response = await t.api({
            method: 'PUT',
            path: '/teacher/profile/photo',
            token: teacher.token,
            body,
            headers: sentHeaders,
          });
          expect(response.statusCode, response.body).toBeLessThan(500);
          if (response.statusCode >= 400)
            expect(ErrorResponseSchema.safeParse(response.json()).success, response.body).toBe(true);
        },
      ),
      { numRuns: 120, seed: 27_027 },
    );
  });
});
