// A teacher's photo (issue 27): what may be uploaded, and the public copies' addresses. The server
// decodes the file itself; these limits are also the web form's hints (docs/decisions/039).
import { z } from 'zod';
import { SaidShape } from './message-format.js';
import { MSG } from './messages.js';
import { text } from './text.js';

export const PHOTO_LIMITS = {
  /** The largest file accepted, in bytes (5 MB). */
  maxBytes: 5 * 1024 * 1024,
  /** The shorter side must have at least this many pixels. */
  minSide: 200,
  /** The square copies kept, in pixels. */
  sizes: [96, 192, 400],
  /** What the file picker offers; the server decides by the file's content, never by its name. */
  accept: 'image/jpeg,image/png,image/webp,image/heic,image/heif,.jpg,.jpeg,.png,.webp,.heic,.heif',
} as const;

/** The public copies, content-hashed and cached for a year; null when the teacher has none. */
export const TeacherPhotoSchema = z.object({ url96: z.string(), url192: z.string(), url400: z.string() });
export type TeacherPhoto = z.infer<typeof TeacherPhotoSchema>;

export const TeacherPhotoResponseSchema = z.object({ ...SaidShape, photo: TeacherPhotoSchema.nullable() });
export type TeacherPhotoResponse = z.infer<typeof TeacherPhotoResponseSchema>;

export const PHOTO_REASON_MAX = 300;

/** An admin takes a teacher's photo down and says why; the teacher is told the reason. */
export const AdminPhotoRemovalSchema = z.object({
  reason: text({
    required: MSG.photoReasonRequired,
    max: { length: PHOTO_REASON_MAX, message: MSG.photoReasonMax },
    characters: 'multi-line',
  }),
});
export type AdminPhotoRemoval = z.infer<typeof AdminPhotoRemovalSchema>;
