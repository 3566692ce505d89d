// The public directory (issue 9): listed offers, one offer, the filters' facets, and a request's
// status by code and mobile. No token; each address is limited (tightly for the status check).
import {
  API_PATHS,
  DirectoryFacetsResponseSchema,
  DirectoryListResponseSchema,
  DirectoryQuerySchema,
  ErrorResponseSchema,
  IdParamsSchema,
  MSG,
  PublicTuitionResponseSchema,
  RequestStatusBodySchema,
  RequestStatusResponseSchema,
  say,
} from '@gharguru/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { getDirectoryFacets } from './facets.js';
import { findListedTuition, findPublicTuitions } from './public-tuitions.js';
import { getRequestStatus } from './request-status.js';

const tags = ['directory'];
const publicErrors = { 400: ErrorResponseSchema, 429: ErrorResponseSchema };

export const directoryRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    API_PATHS.publicTuitions,
    {
      config: { access: 'public', limit: 'publicRead' },
      schema: {
        tags,
        querystring: DirectoryQuerySchema,
        response: { 200: DirectoryListResponseSchema, ...publicErrors },
      },
    },
    async (request) => {
      const list = await findPublicTuitions({ ctx, query: request.query });
      return { ...say(list.tuitions.length > 0 ? 'tutorsFetched' : 'noTuitions'), ...list };
    },
  );

  app.get(
    API_PATHS.publicTuition(':id'),
    {
      config: { access: 'public', limit: 'publicRead' },
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: PublicTuitionResponseSchema, ...publicErrors, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const tuition = await findListedTuition({ ctx, id: request.params.id });
      if (!tuition) throw new AppError('NOT_FOUND', MSG.tutorNotListed);
      return { ...say('tutorFetched'), tuition };
    },
  );

  app.get(
    API_PATHS.publicDirectoryFacets,
    {
      config: { access: 'public', limit: 'publicRead' },
      schema: { tags, response: { 200: DirectoryFacetsResponseSchema, 429: ErrorResponseSchema } },
    },
    async () => ({ ...say('directoryFacetsFetched'), ...(await getDirectoryFacets({ ctx })) }),
  );

  app.post(
    API_PATHS.publicRequestStatus,
    {
      config: { access: 'public', limit: 'requestStatus' },
      schema: {
        tags: ['student-requests'],
        body: RequestStatusBodySchema,
        response: { 200: RequestStatusResponseSchema, ...publicErrors, 404: ErrorResponseSchema },
      },
    },
    async (request) => ({ ...say('requestStatusFetched'), ...(await getRequestStatus({ ctx, input: request.body })) }),
  );
};
