// A teacher's photo (issue 27): PUT and DELETE /api/teacher/profile/photo for the teacher,
// DELETE /api/admin/profile/teacher/{id}/photo for an admin, and the public copies at /photos/.
import fs from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import {
  API_PATHS,
  AdminPhotoRemovalSchema,
  ErrorResponseSchema,
  IdParamsSchema,
  MSG,
  MessageResponseSchema,
  PHOTO_LIMITS,
  TeacherPhotoResponseSchema,
  say,
} from '@gharguru/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { requireAccount } from '../../plugins/auth.js';
import { PHOTOS_URL_PREFIX, PHOTO_FILE_NAME, photosDirOf } from './photo-files.js';
import { removeOwnPhoto, removePhotoAsAdmin, setTeacherPhoto } from './service.js';

const security = [{ bearerAuth: [] }];
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  413: ErrorResponseSchema,
  415: ErrorResponseSchema,
};

/** The upload's one file, read into memory up to 5 MB; @fastify/multipart's and busboy's refusals as our texts. */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  try {
    const part = await request.file({ limits: { fileSize: PHOTO_LIMITS.maxBytes, files: 1, fields: 4, parts: 5 } });
    if (!part) throw new AppError('BAD_REQUEST', MSG.photoMissing);
    const file = await part.toBuffer();
    if (file.length === 0) throw new AppError('BAD_REQUEST', MSG.photoMissing);
    return file;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', MSG.photoTooLarge);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', MSG.photoNotMultipart);
    // Anything else came from parsing the client's body (busboy: no boundary, a cut-off part, too many
    // parts): the request carried no readable photo.
    throw new AppError('BAD_REQUEST', MSG.photoMissing);
  }
}

export const teacherPhotoRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  // Multipart bodies are read by these routes only; every other route keeps JSON bodies of 16 KiB.
  await app.register(multipart);

  app.put(
    API_PATHS.teacherProfilePhoto,
    {
      config: { access: 'teacher' },
      schema: {
        tags: ['teachers'],
        security,
        consumes: ['multipart/form-data'],
        response: { 200: TeacherPhotoResponseSchema, ...errors },
      },
    },
    async (request) => {
      const file = await uploadedFile(request);
      const photo = await setTeacherPhoto({ ctx, teacherId: requireAccount(request).id, file });
      return { ...say('photoSaved'), photo };
    },
  );

  app.delete(
    API_PATHS.teacherProfilePhoto,
    {
      config: { access: 'teacher' },
      schema: { tags: ['teachers'], security, response: { 200: TeacherPhotoResponseSchema, ...errors } },
    },
    async (request) => {
      await removeOwnPhoto({ ctx, teacherId: requireAccount(request).id });
      return { ...say('photoRemoved'), photo: null };
    },
  );

  app.delete(
    API_PATHS.adminTeacherPhoto(':id'),
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admins'],
        security,
        params: IdParamsSchema,
        body: AdminPhotoRemovalSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await removePhotoAsAdmin({ ctx, teacherId: request.params.id, reason: request.body.reason });
      return say('photoRemovedByAdmin');
    },
  );
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const FileParamsSchema = z.object({ name: z.string() });

/** The public copies: named by their content, so cached for a year; any other name is not found. */
export async function photoFileRoutes(app: FastifyInstance, { config }: { config: AppConfig }): Promise<void> {
  const dir = photosDirOf(config);
  app.get(
    `${PHOTOS_URL_PREFIX}:name`,
    { config: { access: 'public' }, schema: { hide: true, params: FileParamsSchema } },
    async (request, reply) => {
      const { name } = request.params as z.infer<typeof FileParamsSchema>;
      const data = PHOTO_FILE_NAME.test(name)
        ? await fs.readFile(path.join(dir, name)).catch(() => undefined)
        : undefined;
      if (!data) return reply.callNotFound();
      return reply.header('Cache-Control', IMMUTABLE).type('image/webp').send(data);
    },
  );
}
