// The matching desk's routes (issue 10): suggestions and matches for admins, the teacher's own
// matches. A teacher who is not the match's teacher gets 403 (matchNotYours); an unknown match 404.
import {
  API_PATHS,
  AdminMatchResponseSchema,
  AdminMatchUpdateBodySchema,
  AdminMatchesQuerySchema,
  AdminMatchesResponseSchema,
  IdParamsSchema,
  MatchCreateBodySchema,
  type AdminMatchTarget,
  SuggestionsQuerySchema,
  SuggestionsResponseSchema,
  TeacherMatchDecisionBodySchema,
  TeacherMatchResponseSchema,
  TeacherMatchesResponseSchema,
  say,
} from '@gharguru/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { CHANGE_ERRORS, GUARDED_ERRORS } from '../../lib/route-errors.js';
import { requireAccount } from '../../plugins/auth.js';
import { decideMatch, findAdminMatches, findTeacherMatches, proposeMatch, updateMatchByAdmin } from './matches.js';
import { getSuggestions } from './suggestions.js';

const tags = ['matches'];
const security = [{ bearerAuth: [] }];
const guardedErrors = GUARDED_ERRORS;
const changeErrors = CHANGE_ERRORS;

const SAID_FOR_TARGET: Record<AdminMatchTarget, 'matchWithdrawn' | 'matchStarted' | 'matchClosed'> = {
  withdrawn: 'matchWithdrawn',
  started: 'matchStarted',
  closed: 'matchClosed',
};

export const matchingRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    API_PATHS.adminRequestSuggestions(':id'),
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        params: IdParamsSchema,
        querystring: SuggestionsQuerySchema,
        response: { 200: SuggestionsResponseSchema, ...guardedErrors },
      },
    },
    async (request) => {
      const found = await getSuggestions({ ctx, requestId: request.params.id, limit: request.query.limit });
      return { ...say(found.suggestions.length > 0 ? 'suggestionsFetched' : 'noSuggestions'), ...found };
    },
  );

  app.post(
    API_PATHS.adminMatches,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        body: MatchCreateBodySchema,
        response: { 201: AdminMatchResponseSchema, ...changeErrors },
      },
    },
    async (request, reply) => {
      const match = await proposeMatch({ ctx, adminId: requireAccount(request).id, input: request.body });
      return reply.status(201).send({ ...say('matchProposed'), match });
    },
  );

  app.get(
    API_PATHS.adminMatches,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        querystring: AdminMatchesQuerySchema,
        response: { 200: AdminMatchesResponseSchema, ...guardedErrors },
      },
    },
    async (request) => {
      const page = await findAdminMatches({ ctx, query: request.query });
      return { ...say(page.matches.length > 0 ? 'matchesFetched' : 'noMatches'), ...page };
    },
  );

  app.put(
    API_PATHS.adminMatch(':id'),
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        params: IdParamsSchema,
        body: AdminMatchUpdateBodySchema,
        response: { 200: AdminMatchResponseSchema, ...changeErrors },
      },
    },
    async (request) => {
      const match = await updateMatchByAdmin({
        ctx,
        adminId: requireAccount(request).id,
        id: request.params.id,
        input: request.body,
      });
      return { ...say(SAID_FOR_TARGET[request.body.state]), match };
    },
  );

  app.get(
    API_PATHS.teacherMatches,
    {
      config: { access: 'teacher' },
      schema: { tags, security, response: { 200: TeacherMatchesResponseSchema, ...guardedErrors } },
    },
    async (request) => {
      const matches = await findTeacherMatches({ ctx, teacherId: requireAccount(request).id });
      return { ...say(matches.length > 0 ? 'matchesFetched' : 'noMatches'), matches };
    },
  );

  app.put(
    API_PATHS.teacherMatch(':id'),
    {
      config: { access: 'teacher' },
      schema: {
        tags,
        security,
        params: IdParamsSchema,
        body: TeacherMatchDecisionBodySchema,
        response: { 200: TeacherMatchResponseSchema, ...changeErrors },
      },
    },
    async (request) => {
      const match = await decideMatch({
        ctx,
        teacherId: requireAccount(request).id,
        id: request.params.id,
        input: request.body,
      });
      return { ...say(request.body.decision === 'accept' ? 'matchAccepted' : 'matchDeclined'), match };
    },
  );
};
