// A teacher's photo (issue 27): the teacher sets or removes their own; an admin removes one with a
// reason the teacher is told. The files are written before the row names them and deleted after the
// row stops naming them, so a page never links to a file that is not there.
import { MSG, type TeacherPhoto, say } from '@gharguru/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { teachers } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { forgetDirectoryFacets } from '../directory/facets-cache.js';
import { notifyTeacherPhotoRemoved } from '../notifications/notify.js';
import type { DbOrTx } from '../notifications/outbox.js';
import { photoUrls, photosDirOf, removePhotoFiles, writePhotoFiles } from './photo-files.js';
import { makePhotoCopies } from './pipeline.js';

type Ctx = Pick<AppContext, 'db' | 'config'>;

interface Swap {
  /** Thrown when there is no such teacher. */
  gone: AppError;
  /** More work in the same transaction, given the hash held before (checks, notifications). */
  within?: (tx: DbOrTx, previous: string | null) => Promise<void>;
}

/** Sets the teacher's photo column and returns the hash it held before. */
async function swapPhotoHash(ctx: Ctx, teacherId: string, hash: string | null, { gone, within }: Swap) {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ photoHash: teachers.photoHash })
      .from(teachers)
      .where(eq(teachers.id, teacherId))
      .for('update');
    if (!current) throw gone;
    await within?.(tx, current.photoHash);
    await tx.update(teachers).set({ photoHash: hash }).where(eq(teachers.id, teacherId));
    return current.photoHash;
  });
}

// The guard found the account a moment ago; it can only be gone if it was deleted since.
const signedOut = () => ({ gone: new AppError('UNAUTHORIZED', MSG.sessionExpired) });

/** Decodes and stores the upload as the teacher's photo; the previous photo's files are removed. */
export async function setTeacherPhoto({
  ctx,
  teacherId,
  file,
}: {
  ctx: Ctx;
  teacherId: string;
  file: Buffer;
}): Promise<TeacherPhoto | null> {
  const photo = await makePhotoCopies(file, teacherId);
  const dir = photosDirOf(ctx.config);
  await writePhotoFiles(dir, photo);
  let previous: string | null;
  try {
    previous = await swapPhotoHash(ctx, teacherId, photo.hash, signedOut());
  } catch (error) {
    await removePhotoFiles(dir, photo.hash);
    throw error;
  }
  if (previous !== photo.hash) await removePhotoFiles(dir, previous);
  forgetDirectoryFacets(ctx.db);
  return photoUrls(photo.hash);
}

/** The teacher removes their own photo; removing none is no error. */
export async function removeOwnPhoto({ ctx, teacherId }: { ctx: Ctx; teacherId: string }): Promise<void> {
  const previous = await swapPhotoHash(ctx, teacherId, null, signedOut());
  await removePhotoFiles(photosDirOf(ctx.config), previous);
  forgetDirectoryFacets(ctx.db);
}

/** An admin removes a teacher's photo; the teacher hears the reason in their language (outbox, same transaction). */
export async function removePhotoAsAdmin({
  ctx,
  teacherId,
  reason,
}: {
  ctx: Ctx;
  teacherId: string;
  reason: string;
}): Promise<void> {
  const previous = await swapPhotoHash(ctx, teacherId, null, {
    gone: new AppError('NOT_FOUND', say('noDataForId', { id: teacherId })),
    within: async (tx, current) => {
      if (!current) throw new AppError('NOT_FOUND', MSG.photoNone);
      await notifyTeacherPhotoRemoved({ tx, publicUrl: ctx.config.notifications.publicUrl }, teacherId, reason);
    },
  });
  await removePhotoFiles(photosDirOf(ctx.config), previous);
  forgetDirectoryFacets(ctx.db);
}
