// Issue 27: `npm run seed` gives demo tutors photos made through the upload's own pipeline.
import fs from 'node:fs';
import path from 'node:path';
import { isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { teachers } from '../db/schema.js';
import { photosDirOf } from '../modules/teacher-photos/photo-files.js';
import { signUpTeacher, testAppForFile } from '../../test/test-app.js';
import { generateDemoData } from './demo-data.js';
import { seedDemoData } from './seed-demo-data.js';
import { seedDemoPhotos } from './seed-demo-photos.js';

const t = testAppForFile();

describe('seedDemoPhotos', () => {
  it('[PHOTO-8] gives two of every three demo tutors a square WebP photo, and no other teacher one', async () => {
    const someoneElse = await signUpTeacher(t);
    const data = generateDemoData({ teachers: 6, studentRequests: 0, contactMessages: 0, pendingAdmins: 0 });
    await seedDemoData({ db: t.database.db, hashing: t.config.passwordHashing, data });
    const emails = data.teachers.map((teacher) => teacher.profile.email);
    expect(await seedDemoPhotos({ db: t.database.db, config: t.config, emails })).toBe(4);

    const withPhotos = await t.database.db
      .select({ email: teachers.email, photoHash: teachers.photoHash })
      .from(teachers)
      .where(isNotNull(teachers.photoHash));
    expect(withPhotos.map((row) => row.email).sort()).toEqual(emails.filter((_, index) => index % 3 !== 2).sort());
    expect(withPhotos.map((row) => row.email)).not.toContain(someoneElse.email);

    const file = path.join(photosDirOf(t.config), `${withPhotos[0]?.photoHash}-400.webp`);
    const metadata = await sharp(fs.readFileSync(file)).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 400, height: 400 });
    expect(metadata.exif).toBeUndefined();
  });
});
