// Where the photo copies live and how they are named (issue 27): `<hash>-<size>.webp` in PHOTOS_DIR,
// else `photos` inside DATA_DIR, private to the server's account like the rest of it (decision 033).
// The public address is `/photos/<hash>-<size>.webp`: a new photo gets a new hash, so the copies are
// cached for a year and a replaced or removed photo's files are deleted.
import fs from 'node:fs/promises';
import path from 'node:path';
import { PHOTO_LIMITS, type TeacherPhoto } from '@gharguru/contract';
import type { AppConfig } from '../../config.js';
import { makePrivateDir } from '../../db/data-dir.js';
import type { PhotoCopies } from './pipeline.js';

export const PHOTOS_URL_PREFIX = '/photos/';
/** The only names the photo route serves: nothing else in the folder (a temporary file) leaves it. */
export const PHOTO_FILE_NAME = /^[0-9a-f]{32}-(96|192|400)\.webp$/;

export const photosDirOf = (config: Pick<AppConfig, 'dataDir' | 'photosDir'>) =>
  config.photosDir ?? path.join(config.dataDir, 'photos');

const fileName = (hash: string, size: number) => `${hash}-${size}.webp`;

/** The public addresses of a stored photo, or null for none. */
export function photoUrls(hash: string | null): TeacherPhoto | null {
  if (!hash) return null;
  const url = (size: number) => `${PHOTOS_URL_PREFIX}${fileName(hash, size)}`;
  return { url96: url(96), url192: url(192), url400: url(400) };
}

/** Writes each copy beside its final name and renames it there, so a half-written file is never served. */
export async function writePhotoFiles(dir: string, photo: PhotoCopies): Promise<void> {
  makePrivateDir(dir);
  for (const { size, data } of photo.copies) {
    const target = path.join(dir, fileName(photo.hash, size));
    const partial = `${target}.${process.pid}.partial`;
    await fs.writeFile(partial, data, { mode: 0o600 });
    await fs.rename(partial, target);
  }
}

/** Removes a photo's copies; files already gone are no error. */
export async function removePhotoFiles(dir: string, hash: string | null): Promise<void> {
  if (!hash) return;
  await Promise.all(PHOTO_LIMITS.sizes.map((size) => fs.rm(path.join(dir, fileName(hash, size)), { force: true })));
}
