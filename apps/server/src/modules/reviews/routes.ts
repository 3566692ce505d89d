// Reviews' routes (issue 27): the family's link (public, limited like the public forms), the public
// reviews and testimonials (limited like the directory), the admin's moderation and the teacher's
// own reviews and one reply.
import {
  API_PATHS,
  AdminReviewResponseSchema,
  AdminReviewUpdateBodySchema,
  AdminReviewsQuerySchema,
  AdminReviewsResponseSchema,
  ErrorResponseSchema,
  IdParamsSchema,
  PublicTeacherReviewsResponseSchema,
  ReviewBodySchema,
  ReviewCreatedResponseSchema,
  ReviewInviteResponseSchema,
  ReviewPageQuerySchema,
  ReviewTokenParamsSchema,
  TeacherIdParamsSchema,
  TeacherReviewReplyBodySchema,
  TeacherReviewResponseSchema,
  TeacherReviewsResponseSchema,
  TestimonialsResponseSchema,
  say,
} from '@gharguru/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireAccount } from '../../plugins/auth.js';
import {
  createReview,
  findAdminReviews,
  findPublicTeacherReviews,
  findReviewInvite,
  findTeacherReviews,
  findTestimonials,
  replyToReview,
  updateReviewByAdmin,
} from './service.js';

const tags = ['reviews'];
const security = [{ bearerAuth: [] }];
const publicErrors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema, 429: ErrorResponseSchema };
const guardedErrors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
};

export const reviewRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    API_PATHS.publicReview(':token'),
    {
      config: { access: 'public', limit: 'publicForm' },
      schema: { tags, params: ReviewTokenParamsSchema, response: { 200: ReviewInviteResponseSchema, ...publicErrors } },
    },
    async (request) => ({
      ...say('reviewInviteFetched'),
      ...(await findReviewInvite({ ctx, token: request.params.token })),
    }),
  );

  app.post(
    API_PATHS.publicReview(':token'),
    {
      config: { access: 'public', limit: 'publicForm' },
      schema: {
        tags,
        params: ReviewTokenParamsSchema,
        body: ReviewBodySchema,
        response: { 201: ReviewCreatedResponseSchema, ...publicErrors },
      },
    },
    async (request, reply) => {
      await createReview({ ctx, token: request.params.token, input: request.body });
      return reply.status(201).send(say('reviewSaved'));
    },
  );

  app.get(
    API_PATHS.publicTeacherReviews(':teacherId'),
    {
      config: { access: 'public', limit: 'publicRead' },
      schema: {
        tags,
        params: TeacherIdParamsSchema,
        querystring: ReviewPageQuerySchema,
        response: { 200: PublicTeacherReviewsResponseSchema, ...publicErrors },
      },
    },
    async (request) => {
      const found = await findPublicTeacherReviews({
        ctx,
        teacherId: request.params.teacherId,
        page: request.query.page,
      });
      return { ...say(found.reviews.length > 0 ? 'reviewsFetched' : 'noReviews'), ...found };
    },
  );

  app.get(
    API_PATHS.publicTestimonials,
    {
      config: { access: 'public', limit: 'publicRead' },
      schema: { tags, response: { 200: TestimonialsResponseSchema, 429: ErrorResponseSchema } },
    },
    async () => ({ ...say('testimonialsFetched'), testimonials: await findTestimonials({ ctx }) }),
  );

  app.get(
    API_PATHS.adminReviews,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        querystring: AdminReviewsQuerySchema,
        response: { 200: AdminReviewsResponseSchema, ...guardedErrors },
      },
    },
    async (request) => {
      const found = await findAdminReviews({ ctx, query: request.query });
      return { ...say(found.reviews.length > 0 ? 'reviewsFetched' : 'noReviews'), ...found };
    },
  );

  app.put(
    API_PATHS.adminReview(':id'),
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        params: IdParamsSchema,
        body: AdminReviewUpdateBodySchema,
        response: { 200: AdminReviewResponseSchema, ...guardedErrors },
      },
    },
    async (request) => {
      const review = await updateReviewByAdmin({ ctx, id: request.params.id, input: request.body });
      return { ...say(review.state === 'hidden' ? 'reviewHidden' : 'reviewPublished'), review };
    },
  );

  app.get(
    API_PATHS.teacherReviews,
    {
      config: { access: 'teacher' },
      schema: {
        tags,
        security,
        querystring: ReviewPageQuerySchema,
        response: { 200: TeacherReviewsResponseSchema, ...guardedErrors },
      },
    },
    async (request) => {
      const found = await findTeacherReviews({ ctx, teacherId: requireAccount(request).id, page: request.query.page });
      return { ...say(found.reviews.length > 0 ? 'reviewsFetched' : 'noReviews'), ...found };
    },
  );

  app.put(
    API_PATHS.teacherReviewReply(':id'),
    {
      config: { access: 'teacher' },
      schema: {
        tags,
        security,
        params: IdParamsSchema,
        body: TeacherReviewReplyBodySchema,
        response: { 200: TeacherReviewResponseSchema, ...guardedErrors, 409: ErrorResponseSchema },
      },
    },
    async (request) => {
      const review = await replyToReview({
        ctx,
        teacherId: requireAccount(request).id,
        id: request.params.id,
        reply: request.body.reply,
      });
      return { ...say('reviewReplySaved'), review };
    },
  );
};
