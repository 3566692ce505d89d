// The authorization matrix (requirements §6, requirements §10 and DEC-1), enforced by the
// server: every /api route is listed below with who may call it, and the app may not grow a route
// that is missing from this table. Each guarded route is then called by every kind of caller.
import { randomUUID } from 'node:crypto';
import {
  API_PATHS,
  ContactMessageSchema,
  DEFAULT_FEE_RULES,
  MSG,
  StudentRequestSchema,
  TuitionSchema,
} from '@gharguru/contract';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildAdmin,
  buildContactMessage,
  buildStudentRequest,
  buildTeacher,
  buildTuition,
} from '@gharguru/contract/testing';
import { DOCS_PREFIX } from '../../src/app.js';
import {
  admins,
  contactMessages,
  matches,
  outboxMessages,
  passwordResets,
  reviewInvites,
  reviews,
  studentRequests,
  teachers,
  tuitions,
} from '../../src/db/schema.js';
import { newLinkToken, secretHash } from '../../src/lib/one-time-secrets.js';
import { hashPassword } from '../../src/lib/passwords.js';
import { newRequestCode } from '../../src/modules/student-requests/request-code.js';
import { registerPendingAdmin, signInNewAdmin, signUpTeacher, TEST_JWT_SECRET, testAppForFile } from '../test-app.js';
import type { SignedInTeacher } from '../test-app.js';
import { insertCharge } from '../books.js';
import { expectCodedBody } from '../message-codes.js';
import { multipartFile, testImage } from '../photos.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Access = 'public' | 'teacher' | 'admin';

interface Fixtures {
  teacher: SignedInTeacher;
  otherTeacher: SignedInTeacher;
  admin: { token: string; id: string; email: string; password: string };
  pendingAdmin: { id: string; token: string };
  /** A post of `teacher`, kept for the whole file. */
  postId: string;
  studentRequestId: string;
  contactMessageId: string;
}

interface Endpoint {
  method: Method;
  /** The route as Fastify registers it, after /api. */
  route: string;
  access: Access;
  /** Only the teacher who owns the record may call it: another teacher gets 403. */
  ownerOnly?: boolean;
  /** A request the right caller would make; it may create the record it acts on. */
  request(f: Fixtures): Promise<{ path: string; body?: unknown; headers?: Record<string, string> }>;
  /** The status the right caller gets; 2xx unless said otherwise. */
  expected?: number;
}

const ID = ':id';
const t = testAppForFile();
let f: Fixtures;

// ---- Records made straight in the database, so the matrix does not depend on other routes ----------

async function insertPost(teacherId: string): Promise<string> {
  const [row] = await t.database.db
    .insert(tuitions)
    .values({ teacherId, ...TuitionSchema.parse(buildTuition()) })
    .returning({ id: tuitions.id });
  return row!.id;
}

async function insertFailedOutboxMessage(): Promise<string> {
  const [row] = await t.database.db
    .insert(outboxMessages)
    .values({
      kind: 'familyRequestReceived',
      channel: 'sms',
      recipientKind: 'family',
      recipient: '9841234567',
      language: 'en',
      subject: 'Your tuition request is received',
      body: 'GharGuru: your tuition request is received.',
      state: 'failed',
      attempts: 13,
      lastError: '503 gateway down',
    })
    .returning({ id: outboxMessages.id });
  return row!.id;
}

async function insertStudentRequest(): Promise<string> {
  const [row] = await t.database.db
    .insert(studentRequests)
    .values({ ...StudentRequestSchema.parse(buildStudentRequest()), requestCode: newRequestCode() })
    .returning({ id: studentRequests.id });
  return row!.id;
}

/** An approved post: listed in the public directory. */
async function insertListedPost(teacherId: string): Promise<string> {
  const id = await insertPost(teacherId);
  await t.database.db.update(tuitions).set({ status: 'Completed' }).where(eq(tuitions.id, id));
  return id;
}

/** A request and what its family types to follow it. */
async function insertTrackedRequest(): Promise<{ requestCode: string; mobile: string }> {
  const requestCode = newRequestCode();
  const input = StudentRequestSchema.parse(buildStudentRequest());
  await t.database.db.insert(studentRequests).values({ ...input, requestCode });
  return { requestCode, mobile: input.mobile };
}

async function insertContactMessage(): Promise<string> {
  const [row] = await t.database.db
    .insert(contactMessages)
    .values(ContactMessageSchema.parse(buildContactMessage()))
    .returning({ id: contactMessages.id });
  return row!.id;
}

async function insertTeacher(): Promise<string> {
  const { password, ...profile } = buildTeacher();
  const [row] = await t.database.db
    .insert(teachers)
    .values({
      ...profile,
      degree: 'Master',
      level: '+2',
      passwordHash: await hashPassword(password as string, t.config.passwordHashing),
    } as typeof teachers.$inferInsert)
    .returning({ id: teachers.id });
  return row!.id;
}

async function insertPendingAdmin(): Promise<string> {
  const { firstName, lastName, mobile, email } = buildAdmin();
  const [row] = await t.database.db
    .insert(admins)
    .values({ firstName, lastName, mobile, email, role: 'adminRolePending', passwordHash: 'not-a-real-hash' })
    .returning({ id: admins.id });
  return row!.id;
}

/** A proposal (issue 10) of a new request to the teacher; the right teacher may accept it. */
async function insertMatch(teacherId: string): Promise<string> {
  const [row] = await t.database.db
    .insert(matches)
    .values({ requestId: await insertStudentRequest(), teacherId, state: 'proposed' })
    .returning({ id: matches.id });
  return row!.id;
}

/** A started match of `teacherId` (issue 27), for a review link or a review. */
async function insertStartedMatch(teacherId: string): Promise<string> {
  const [row] = await t.database.db
    .insert(matches)
    .values({ requestId: await insertStudentRequest(), teacherId, state: 'started', startedAt: new Date() })
    .returning({ id: matches.id });
  return row!.id;
}

/** A family's unused review link: its token. */
async function insertReviewLink(teacherId: string): Promise<string> {
  const token = newLinkToken();
  await t.database.db.insert(reviewInvites).values({
    matchId: await insertStartedMatch(teacherId),
    tokenHash: secretHash(token),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return token;
}

/** A published review of `teacherId`, without a reply. */
async function insertReview(teacherId: string): Promise<string> {
  const [row] = await t.database.db
    .insert(reviews)
    .values({ matchId: await insertStartedMatch(teacherId), teacherId, rating: 5, comment: 'Good' })
    .returning({ id: reviews.id });
  return row!.id;
}

// ---- The table: every /api endpoint and who may call it -------------------------------------------

const wrongCurrentPassword = { currentPassword: 'Wrong999', newPassword: 'Fresh123', conformNewPassword: 'Fresh123' };

const ENDPOINTS: Endpoint[] = [
  // Visitors (requirements §6, first row) and the system's own public routes.
  { method: 'GET', route: API_PATHS.health, access: 'public', request: async () => ({ path: API_PATHS.health }) },
  {
    method: 'GET',
    route: API_PATHS.healthLive,
    access: 'public',
    request: async () => ({ path: API_PATHS.healthLive }),
  },
  {
    method: 'GET',
    route: API_PATHS.publicConfig,
    access: 'public',
    request: async () => ({ path: API_PATHS.publicConfig }),
  },
  {
    method: 'POST',
    route: API_PATHS.teacherRegister,
    access: 'public',
    request: async () => ({ path: API_PATHS.teacherRegister, body: buildTeacher() }),
  },
  {
    method: 'POST',
    route: API_PATHS.teacherLogin,
    access: 'public',
    request: async (x) => ({
      path: API_PATHS.teacherLogin,
      body: { email: x.teacher.email, password: x.teacher.password },
    }),
  },
  {
    method: 'POST',
    route: API_PATHS.passwordReset,
    access: 'public',
    request: async (x) => ({ path: API_PATHS.passwordReset, body: { role: 'teacher', email: x.teacher.email } }),
    expected: 202,
  },
  {
    method: 'POST',
    route: API_PATHS.passwordResetConfirm,
    access: 'public',
    // A fresh teacher's reset, made here: confirming it changes only that teacher's password.
    request: async () => {
      const { id } = await signUpTeacher(t);
      const token = newLinkToken();
      await t.database.db.insert(passwordResets).values({
        teacherId: id,
        tokenHash: secretHash(token),
        expiresAt: new Date(Date.now() + 60_000),
      });
      return {
        path: API_PATHS.passwordResetConfirm,
        body: { token, newPassword: 'Secret12', conformNewPassword: 'Secret12' },
      };
    },
  },
  {
    method: 'POST',
    route: API_PATHS.adminRegister,
    access: 'public',
    request: async () => ({ path: API_PATHS.adminRegister, body: buildAdmin() }),
  },
  {
    method: 'POST',
    route: API_PATHS.adminLogin,
    access: 'public',
    request: async (x) => ({ path: API_PATHS.adminLogin, body: { email: x.admin.email, password: x.admin.password } }),
  },
  {
    method: 'POST',
    route: API_PATHS.studentRequest,
    access: 'public',
    request: async () => ({ path: API_PATHS.studentRequest, body: buildStudentRequest() }),
  },
  {
    method: 'POST',
    route: API_PATHS.visitorData,
    access: 'public',
    request: async () => ({ path: API_PATHS.visitorData, body: buildContactMessage() }),
  },
  // The public directory and request tracking (issue 9).
  {
    method: 'GET',
    route: API_PATHS.publicTuitions,
    access: 'public',
    request: async () => ({ path: `${API_PATHS.publicTuitions}?subject=maths&class=10` }),
  },
  {
    method: 'GET',
    route: API_PATHS.publicTuition(ID),
    access: 'public',
    request: async (x) => ({ path: API_PATHS.publicTuition(await insertListedPost(x.teacher.id)) }),
  },
  {
    method: 'GET',
    route: API_PATHS.publicDirectoryFacets,
    access: 'public',
    request: async () => ({ path: API_PATHS.publicDirectoryFacets }),
  },
  {
    method: 'POST',
    route: API_PATHS.publicRequestStatus,
    access: 'public',
    request: async () => ({ path: API_PATHS.publicRequestStatus, body: await insertTrackedRequest() }),
  },
  // Reviews (issue 27): the family's link, a listed teacher's reviews, /home's testimonials.
  {
    method: 'GET',
    route: API_PATHS.publicReview(':token'),
    access: 'public',
    request: async (x) => ({ path: API_PATHS.publicReview(await insertReviewLink(x.teacher.id)) }),
  },
  {
    method: 'POST',
    route: API_PATHS.publicReview(':token'),
    access: 'public',
    request: async (x) => ({
      path: API_PATHS.publicReview(await insertReviewLink(x.teacher.id)),
      body: { rating: 4, comment: 'Patient teacher' },
    }),
  },
  {
    method: 'GET',
    route: API_PATHS.publicTeacherReviews(':teacherId'),
    access: 'public',
    request: async (x) => {
      await insertListedPost(x.teacher.id);
      return { path: `${API_PATHS.publicTeacherReviews(x.teacher.id)}?page=1` };
    },
  },
  {
    method: 'GET',
    route: API_PATHS.publicTestimonials,
    access: 'public',
    request: async () => ({ path: API_PATHS.publicTestimonials }),
  },

  // Teachers (requirements §6, second row).
  {
    method: 'GET',
    route: API_PATHS.teacherProfile,
    access: 'teacher',
    request: async () => ({ path: API_PATHS.teacherProfile }),
  },
  {
    method: 'PUT',
    route: API_PATHS.teacherProfile,
    access: 'teacher',
    // The teacher's own edit (issue 14): the fixture keeps its e-mail and password.
    request: async () => {
      const { email: _email, password: _password, ...profile } = buildTeacher();
      return { path: API_PATHS.teacherProfile, body: profile };
    },
  },
  {
    method: 'PUT',
    route: API_PATHS.teacherChangePassword,
    access: 'teacher',
    // A wrong current password: reaches the service (400) without changing the fixture's password.
    request: async () => ({ path: API_PATHS.teacherChangePassword, body: wrongCurrentPassword }),
    expected: 400,
  },
  {
    method: 'POST',
    route: API_PATHS.tuitionAdd,
    access: 'teacher',
    request: async () => ({ path: API_PATHS.tuitionAdd, body: buildTuition() }),
  },
  {
    method: 'POST',
    route: API_PATHS.tuitionPosts,
    access: 'teacher',
    request: async () => ({ path: API_PATHS.tuitionPosts, body: { page: 1, limit: 10 } }),
  },
  {
    method: 'GET',
    route: API_PATHS.tuitionPost(ID),
    access: 'teacher',
    ownerOnly: true,
    request: async (x) => ({ path: API_PATHS.tuitionPost(x.postId) }),
  },
  {
    method: 'PUT',
    route: API_PATHS.tuitionEdit(ID),
    access: 'teacher',
    ownerOnly: true,
    request: async (x) => ({ path: API_PATHS.tuitionEdit(x.postId), body: buildTuition({ name: 'Edited name' }) }),
  },
  {
    method: 'DELETE',
    route: API_PATHS.tuitionDelete(ID),
    access: 'teacher',
    ownerOnly: true,
    request: async (x) => ({ path: API_PATHS.tuitionDelete(await insertPost(x.teacher.id)) }),
  },

  // The matching desk (issue 10): a teacher's own matches; another teacher may not answer one.
  {
    method: 'GET',
    route: API_PATHS.teacherMatches,
    access: 'teacher',
    request: async () => ({ path: API_PATHS.teacherMatches }),
  },
  {
    method: 'PUT',
    route: API_PATHS.teacherMatch(ID),
    access: 'teacher',
    ownerOnly: true,
    request: async (x) => ({
      path: API_PATHS.teacherMatch(await insertMatch(x.teacher.id)),
      body: { decision: 'accept' },
    }),
  },

  // Reviews (issue 27): the teacher's own reviews and one reply; another teacher may not answer.
  {
    method: 'GET',
    route: API_PATHS.teacherReviews,
    access: 'teacher',
    request: async () => ({ path: `${API_PATHS.teacherReviews}?page=1` }),
  },
  {
    method: 'PUT',
    route: API_PATHS.teacherReviewReply(ID),
    access: 'teacher',
    ownerOnly: true,
    request: async (x) => ({
      path: API_PATHS.teacherReviewReply(await insertReview(x.teacher.id)),
      body: { reply: 'Thank you' },
    }),
  },

  // Admins (requirements §6, third row; requirements DEC-1 for pending admins).
  {
    method: 'GET',
    route: API_PATHS.adminProfile,
    access: 'admin',
    request: async () => ({ path: API_PATHS.adminProfile }),
  },
  {
    method: 'PUT',
    route: API_PATHS.adminProfileEdit,
    access: 'admin',
    request: async (x) => ({
      path: API_PATHS.adminProfileEdit,
      body: { firstName: 'Ram', lastName: 'Thapa', mobile: '9801111111', email: x.admin.email },
    }),
  },
  {
    method: 'PUT',
    route: API_PATHS.adminChangePassword,
    access: 'admin',
    request: async () => ({ path: API_PATHS.adminChangePassword, body: wrongCurrentPassword }),
    expected: 400,
  },
  {
    method: 'POST',
    route: API_PATHS.adminStudentList,
    access: 'admin',
    request: async () => ({ path: API_PATHS.adminStudentList }),
  },
  {
    method: 'DELETE',
    route: API_PATHS.adminStudentDelete(ID),
    access: 'admin',
    request: async () => ({ path: API_PATHS.adminStudentDelete(await insertStudentRequest()) }),
  },
  {
    method: 'PUT',
    route: API_PATHS.adminStudentUpdateStatus(ID),
    access: 'admin',
    // No teacher accepted the fixture's request: an admin closes it with a reason (issue 33).
    request: async (x) => ({
      path: API_PATHS.adminStudentUpdateStatus(x.studentRequestId),
      body: { closeReason: 'duplicate' },
    }),
  },
  {
    method: 'POST',
    route: API_PATHS.adminTuitionList,
    access: 'admin',
    request: async () => ({ path: API_PATHS.adminTuitionList }),
  },
  {
    method: 'DELETE',
    route: API_PATHS.adminTuitionDelete(ID),
    access: 'admin',
    request: async (x) => ({ path: API_PATHS.adminTuitionDelete(await insertPost(x.otherTeacher.id)) }),
  },
  {
    method: 'PUT',
    route: API_PATHS.adminTuitionUpdate(ID),
    access: 'admin',
    request: async (x) => ({ path: API_PATHS.adminTuitionUpdate(x.postId) }),
  },
  {
    method: 'GET',
    route: API_PATHS.adminTeacherList,
    access: 'admin',
    request: async () => ({ path: API_PATHS.adminTeacherList }),
  },
  {
    method: 'PUT',
    route: API_PATHS.adminTeacherVerify(ID),
    access: 'admin',
    request: async () => ({ path: API_PATHS.adminTeacherVerify(await insertTeacher()), body: { verified: true } }),
  },
  // A teacher's photo (issue 27).
  {
    method: 'PUT',
    route: API_PATHS.teacherProfilePhoto,
    access: 'teacher',
    request: async () => {
      const { payload, headers } = multipartFile(await testImage('jpeg'));
      return { path: API_PATHS.teacherProfilePhoto, body: payload, headers };
    },
  },
  {
    method: 'DELETE',
    route: API_PATHS.teacherProfilePhoto,
    access: 'teacher',
    request: async () => ({ path: API_PATHS.teacherProfilePhoto }),
  },
  {
    method: 'DELETE',
    route: API_PATHS.adminTeacherPhoto(ID),
    access: 'admin',
    // A teacher whose row names a photo (the files need not exist: removing them forgives their absence).
    request: async () => {
      const id = await insertTeacher();
      await t.database.db
        .update(teachers)
        .set({ photoHash: 'a'.repeat(32) })
        .where(eq(teachers.id, id));
      return { path: API_PATHS.adminTeacherPhoto(id), body: { reason: 'The face is not visible' } };
    },
  },
  {
    method: 'DELETE',
    route: API_PATHS.adminTeacherDelete(ID),
    access: 'admin',
    request: async () => ({ path: API_PATHS.adminTeacherDelete(await insertTeacher()) }),
  },
  {
    method: 'GET',
    route: API_PATHS.adminPendingAdmins,
    access: 'admin',
    request: async () => ({ path: API_PATHS.adminPendingAdmins }),
  },
  {
    method: 'PUT',
    route: API_PATHS.adminApprovePendingAdmin(ID),
    access: 'admin',
    request: async () => ({ path: API_PATHS.adminApprovePendingAdmin(await insertPendingAdmin()) }),
  },
  {
    method: 'DELETE',
    route: API_PATHS.adminRejectPendingAdmin(ID),
    access: 'admin',
    request: async () => ({ path: API_PATHS.adminRejectPendingAdmin(await insertPendingAdmin()) }),
  },
  {
    method: 'GET',
    route: API_PATHS.contactFormData,
    access: 'admin',
    request: async () => ({ path: API_PATHS.contactFormData }),
  },
  {
    method: 'PUT',
    route: API_PATHS.contactFormUpdate(ID),
    access: 'admin',
    request: async (x) => ({ path: API_PATHS.contactFormUpdate(x.contactMessageId) }),
  },
  {
    method: 'DELETE',
    route: API_PATHS.contactFormDelete(ID),
    access: 'admin',
    request: async () => ({ path: API_PATHS.contactFormDelete(await insertContactMessage()) }),
  },
  // The matching desk (issue 10).
  {
    method: 'GET',
    route: API_PATHS.adminRequestSuggestions(ID),
    access: 'admin',
    request: async (x) => ({ path: API_PATHS.adminRequestSuggestions(x.studentRequestId) }),
  },
  {
    method: 'POST',
    route: API_PATHS.adminMatches,
    access: 'admin',
    request: async (x) => ({
      path: API_PATHS.adminMatches,
      body: { requestId: await insertStudentRequest(), teacherId: x.otherTeacher.id },
    }),
  },
  {
    method: 'GET',
    route: API_PATHS.adminMatches,
    access: 'admin',
    request: async () => ({ path: `${API_PATHS.adminMatches}?state=proposed` }),
  },
  {
    method: 'PUT',
    route: API_PATHS.adminMatch(ID),
    access: 'admin',
    request: async (x) => ({
      path: API_PATHS.adminMatch(await insertMatch(x.otherTeacher.id)),
      body: { state: 'withdrawn' },
    }),
  },
  // Reviews (issue 27): moderation.
  {
    method: 'GET',
    route: API_PATHS.adminReviews,
    access: 'admin',
    request: async () => ({ path: `${API_PATHS.adminReviews}?state=published&page=1` }),
  },
  {
    method: 'PUT',
    route: API_PATHS.adminReview(ID),
    access: 'admin',
    request: async (x) => ({
      path: API_PATHS.adminReview(await insertReview(x.teacher.id)),
      body: { state: 'hidden', reason: 'Off topic' },
    }),
  },
  // Notifications (issue 11).
  {
    method: 'GET',
    route: API_PATHS.adminOutbox,
    access: 'admin',
    request: async () => ({ path: `${API_PATHS.adminOutbox}?state=failed&page=1&limit=5` }),
  },
  {
    method: 'POST',
    route: API_PATHS.adminOutboxResend(ID),
    access: 'admin',
    request: async () => ({ path: API_PATHS.adminOutboxResend(await insertFailedOutboxMessage()) }),
  },
  {
    method: 'GET',
    route: API_PATHS.adminNotificationPreferences,
    access: 'admin',
    request: async () => ({ path: API_PATHS.adminNotificationPreferences }),
  },
  {
    method: 'PUT',
    route: API_PATHS.adminNotificationPreferences,
    access: 'admin',
    request: async () => ({
      path: API_PATHS.adminNotificationPreferences,
      body: { language: 'ne', muted: ['adminNewContactMessage'] },
    }),
  },
  {
    method: 'GET',
    route: API_PATHS.teacherNotificationPreferences,
    access: 'teacher',
    request: async () => ({ path: API_PATHS.teacherNotificationPreferences }),
  },
  {
    method: 'PUT',
    route: API_PATHS.teacherNotificationPreferences,
    access: 'teacher',
    request: async () => ({
      path: API_PATHS.teacherNotificationPreferences,
      body: { language: 'en', muted: ['teacherMatchProposal'] },
    }),
  },
  {
    method: 'POST',
    route: API_PATHS.teacherMobileVerifyRequest,
    access: 'teacher',
    request: async () => ({ path: API_PATHS.teacherMobileVerifyRequest }),
    expected: 202,
  },
  {
    method: 'POST',
    route: API_PATHS.teacherMobileVerify,
    access: 'teacher',
    // No code was asked for this one: the teacher's own call is the wrong code's 400.
    request: async () => ({ path: API_PATHS.teacherMobileVerify, body: { code: '123456' } }),
    expected: 400,
  },
  // The agency's books (issue 29): admins only, but a teacher reads their own charges and receipts.
  {
    method: 'GET',
    route: API_PATHS.adminFeeRules,
    access: 'admin',
    request: async () => ({ path: API_PATHS.adminFeeRules }),
  },
  {
    method: 'PUT',
    route: API_PATHS.adminFeeRules,
    access: 'admin',
    request: async () => ({ path: API_PATHS.adminFeeRules, body: DEFAULT_FEE_RULES }),
  },
  {
    method: 'GET',
    route: API_PATHS.adminMatchCharges(ID),
    access: 'admin',
    request: async (x) => ({ path: API_PATHS.adminMatchCharges(await insertMatch(x.otherTeacher.id)) }),
  },
  {
    method: 'POST',
    route: API_PATHS.adminChargePayments(ID),
    access: 'admin',
    request: async (x) => ({
      path: API_PATHS.adminChargePayments((await insertCharge(t, { teacherId: x.otherTeacher.id })).chargeId),
      body: { amount: 100, method: 'cash', receivedAt: new Date().toISOString(), idempotencyKey: randomUUID() },
    }),
    expected: 201,
  },
  {
    method: 'POST',
    route: API_PATHS.adminChargeRefunds(ID),
    access: 'admin',
    request: async () => ({
      path: API_PATHS.adminChargeRefunds((await insertCharge(t, { paid: 1_000 })).chargeId),
      body: {
        amount: 100,
        method: 'cash',
        paidAt: new Date().toISOString(),
        reason: 'Test',
        idempotencyKey: randomUUID(),
      },
    }),
    expected: 201,
  },
  {
    method: 'POST',
    route: API_PATHS.adminPaymentReversal(ID),
    access: 'admin',
    request: async () => ({
      path: API_PATHS.adminPaymentReversal((await insertCharge(t, { paid: 1_000 })).paymentId!),
      body: { reason: 'Entered twice' },
    }),
  },
  {
    method: 'GET',
    route: API_PATHS.adminPaymentReceipt(ID),
    access: 'admin',
    request: async () => ({ path: API_PATHS.adminPaymentReceipt((await insertCharge(t, { paid: 1_000 })).paymentId!) }),
  },
  {
    method: 'GET',
    route: API_PATHS.adminBooksDues,
    access: 'admin',
    request: async () => ({ path: `${API_PATHS.adminBooksDues}?kind=commission&page=1&limit=5` }),
  },
  {
    method: 'GET',
    route: API_PATHS.adminBooksPayments,
    access: 'admin',
    request: async () => ({ path: API_PATHS.adminBooksPayments }),
  },
  {
    method: 'GET',
    route: API_PATHS.adminBooksRefunds,
    access: 'admin',
    request: async () => ({ path: API_PATHS.adminBooksRefunds }),
  },
  {
    method: 'GET',
    route: API_PATHS.adminBooksReport,
    access: 'admin',
    request: async () => ({ path: API_PATHS.adminBooksReport }),
  },
  {
    method: 'GET',
    route: API_PATHS.adminBooksReportSeries,
    access: 'admin',
    request: async () => ({ path: `${API_PATHS.adminBooksReportSeries}?months=3` }),
  },
  {
    method: 'GET',
    route: API_PATHS.adminBooksReportCsv,
    access: 'admin',
    request: async () => ({ path: API_PATHS.adminBooksReportCsv }),
  },
  {
    method: 'GET',
    route: API_PATHS.teacherCharges,
    access: 'teacher',
    request: async () => ({ path: API_PATHS.teacherCharges }),
  },
  {
    method: 'GET',
    route: API_PATHS.teacherPaymentReceipt(ID),
    access: 'teacher',
    ownerOnly: true,
    request: async (x) => ({
      path: API_PATHS.teacherPaymentReceipt(
        (await insertCharge(t, { teacherId: x.teacher.id, paid: 1_000 })).paymentId!,
      ),
    }),
  },
];

const key = (method: string, route: string) => `${method} /api${route}`;

// ---- The routes the app really has ----------------------------------------------------------------

/**
 * Reads Fastify's route tree (`printRoutes({ commonPrefix: false })`): each line is a path segment
 * appended to its parent's, followed by its methods, e.g. `│   ├── /edit/:id (PUT)`.
 */
function registeredRoutes(tree: string): string[] {
  const found: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line.trimEnd());
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + match[2]!;
    stack[depth] = path;
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method) found.push(`${method} ${path}`);
    }
  }
  return found;
}

// ---- Callers -------------------------------------------------------------------------------------

type Caller =
  | 'no token'
  | 'malformed token'
  | 'unsigned token (alg none)'
  | 'expired token'
  | 'token signed with another secret'
  | 'token of a deleted account'
  | 'teacher'
  | 'another teacher'
  | 'pending admin'
  | 'admin';

async function forge(options: { accountId: string; role: 'teacher' | 'admin'; secret: string; expired?: boolean }) {
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT({ role: options.role, tv: 0 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(options.accountId);
  if (options.expired) jwt.setIssuedAt(now - 8 * 24 * 3600).setExpirationTime(now - 60);
  else jwt.setIssuedAt(now).setExpirationTime(now + 3600);
  return jwt.sign(new TextEncoder().encode(options.secret));
}

function unsigned(accountId: string, role: 'teacher' | 'admin') {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: accountId, role, tv: 0, iat: now, exp: now + 3600 })}.`;
}

/** The bearer token a caller sends to an endpoint of the given access; undefined sends none. */
async function tokenOf(caller: Caller, access: 'teacher' | 'admin'): Promise<string | undefined> {
  // Forged tokens carry the right role and a real account: only the forgery itself is wrong.
  const accountId = access === 'teacher' ? f.teacher.id : f.admin.id;
  switch (caller) {
    case 'no token':
      return undefined;
    case 'malformed token':
      return 'not.a.jwt';
    case 'unsigned token (alg none)':
      return unsigned(accountId, access);
    case 'expired token':
      return forge({ accountId, role: access, secret: TEST_JWT_SECRET, expired: true });
    case 'token signed with another secret':
      return forge({ accountId, role: access, secret: 'another-secret-that-is-also-long-enough-for-hs256' });
    case 'token of a deleted account':
      return forge({ accountId: randomUUID(), role: access, secret: TEST_JWT_SECRET });
    case 'teacher':
      return f.teacher.token;
    case 'another teacher':
      return f.otherTeacher.token;
    case 'pending admin':
      return f.pendingAdmin.token;
    case 'admin':
      return f.admin.token;
  }
}

const UNAUTHENTICATED: Caller[] = [
  'no token',
  'malformed token',
  'unsigned token (alg none)',
  'expired token',
  'token signed with another secret',
  'token of a deleted account',
];

/** The status each caller must get on a guarded endpoint; 'allowed' means the right role's status. */
function expectedFor(endpoint: Endpoint, caller: Caller): 401 | 403 | 'allowed' {
  if (UNAUTHENTICATED.includes(caller)) return 401;
  if (caller === 'pending admin') return 403;
  if (endpoint.access === 'teacher') {
    if (caller === 'teacher') return 'allowed';
    if (caller === 'another teacher') return endpoint.ownerOnly ? 403 : 'allowed';
    return 403;
  }
  return caller === 'admin' ? 'allowed' : 403;
}

// ---- Tests ---------------------------------------------------------------------------------------

beforeAll(async () => {
  const teacher = await signUpTeacher(t);
  const otherTeacher = await signUpTeacher(t);
  const admin = await signInNewAdmin(t);
  const pending = await registerPendingAdmin(t);
  f = {
    teacher,
    otherTeacher,
    admin,
    // A pending admin cannot sign in; a token as if it had (or from before a demotion) must still fail.
    pendingAdmin: {
      id: pending.id,
      token: await t.tokens.issue({ accountId: pending.id, role: 'admin', tokenVersion: 0 }),
    },
    postId: await insertPost(teacher.id),
    studentRequestId: await insertStudentRequest(),
    contactMessageId: await insertContactMessage(),
  };
});

describe('[BOOK-21] the books in the table', () => {
  it('[BOOK-18] lists every money route, and a teacher reaches only their own charges and receipts', () => {
    const money = ENDPOINTS.filter((endpoint) => /fee-rules|charges|payments|books/.test(endpoint.route));
    expect(money).toHaveLength(15);
    expect(money.filter((endpoint) => endpoint.access !== 'admin').map((endpoint) => endpoint.route)).toEqual([
      API_PATHS.teacherCharges,
      API_PATHS.teacherPaymentReceipt(ID),
    ]);
  });
});

describe('[ROLE-5] the route table', () => {
  it('lists every /api route the app registers, and the app registers every route of the table', () => {
    const registered = registeredRoutes(t.app.printRoutes({ commonPrefix: false }))
      .filter((route) => / \/api\//.test(route) && !route.includes(` ${DOCS_PREFIX}`))
      // HEAD routes are Fastify's automatic twins of GET routes; they are checked below.
      .filter((route) => !route.startsWith('HEAD ') && !route.startsWith('OPTIONS '));
    // The parser must have understood the tree: a wrong parse would make this test pass vacuously.
    expect(registered).toContain(key('GET', API_PATHS.health));

    const table = ENDPOINTS.map((endpoint) => key(endpoint.method, endpoint.route));
    expect(new Set(table).size).toBe(table.length);
    const missingFromTable = registered.filter((route) => !table.includes(route));
    expect(missingFromTable, 'routes with no row in the access table').toEqual([]);
    const notRegistered = table.filter((route) => !registered.includes(route));
    expect(notRegistered, 'requirements §7 / decision 1 routes the app lacks').toEqual([]);
  });
});

describe.each(ENDPOINTS.filter((endpoint) => endpoint.access === 'public'))(
  '[ROLE-1] public: $method $route',
  (endpoint) => {
    it.each<'no token' | 'malformed token'>(['no token', 'malformed token'])(
      'serves a visitor with %s',
      async (caller) => {
        const { path, body, headers } = await endpoint.request(f);
        const token = caller === 'malformed token' ? 'not.a.jwt' : undefined;
        const response = await t.api({ method: endpoint.method, path, body, token, headers });
        expect(response.statusCode, response.body).toBeGreaterThanOrEqual(200);
        expect(response.statusCode, response.body).toBeLessThan(300);
        expectCodedBody(jsonOf(response), `${endpoint.method} ${path}`);
      },
    );
  },
);

const CALLERS: Caller[] = [...UNAUTHENTICATED, 'teacher', 'another teacher', 'pending admin', 'admin'];
const guarded = ENDPOINTS.filter((endpoint) => endpoint.access !== 'public');

describe.each(guarded)('[ROLE-2, ROLE-3, ROLE-4, CON-5] $access: $method $route', (endpoint) => {
  it.each(CALLERS)('%s', async (caller) => {
    const access = endpoint.access as 'teacher' | 'admin';
    const { path, body, headers } = await endpoint.request(f);
    const token = await tokenOf(caller, access);
    const response = await t.api({ method: endpoint.method, path, body, token, headers });
    const expected = expectedFor(endpoint, caller);
    expectCodedBody(jsonOf(response), `${caller}: ${endpoint.method} ${path}`);
    if (expected === 'allowed') {
      if (endpoint.expected) expect(response.statusCode, response.body).toBe(endpoint.expected);
      else {
        expect(response.statusCode, response.body).toBeGreaterThanOrEqual(200);
        expect(response.statusCode, response.body).toBeLessThan(300);
      }
      return;
    }
    expect(response.statusCode, response.body).toBe(expected);
    expect(response.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
    if (caller === 'expired token') expect(response.json().message).toBe(MSG.sessionExpired);
    if (caller === 'no token') expect(response.json().message).toBe(MSG.unauthorized);
    if (caller === 'pending admin' && access === 'admin') expect(response.json().message).toBe(MSG.adminPending);
  });

  it('[ROLE-5] refuses a caller with no token before validating the body or the id', async () => {
    const path = endpoint.route.replace(ID, 'not-a-uuid');
    const body = endpoint.method === 'GET' || endpoint.method === 'DELETE' ? undefined : { junk: true, email: 7 };
    const response = await t.api({ method: endpoint.method, path, body });
    expect(response.statusCode, response.body).toBe(401);
  });
});

function jsonOf(response: { headers: Record<string, unknown>; body: string }): unknown {
  return String(response.headers['content-type']).startsWith('application/json')
    ? JSON.parse(response.body)
    : undefined;
}

const MESSAGELESS_ROUTES: string[] = [
  API_PATHS.health,
  API_PATHS.healthLive,
  API_PATHS.publicConfig,
  // A CSV file (issue 29); its refusals carry their codes as every error does.
  API_PATHS.adminBooksReportCsv,
];

/** A body every schema refuses: wrong types, out-of-range paging, an unknown status. */
const JUNK_BODY = { email: 7, mobile: 'x', firstName: '', page: 0, limit: 1000, status: 'Nope', price: -1 };

describe.each(ENDPOINTS)('every answer with a message carries its code: $method $route', (endpoint) => {
  it('on success, on an unknown id, a malformed id, a body no schema accepts and invalid JSON', async () => {
    const token =
      endpoint.access === 'admin' ? f.admin.token : endpoint.access === 'teacher' ? f.teacher.token : undefined;
    const { path, body, headers } = await endpoint.request(f);
    const calls: { what: string; path: string; body?: unknown; raw?: string; headers?: Record<string, string> }[] = [
      { what: 'the right call', path, body, headers },
    ];
    if (endpoint.route.includes(ID)) {
      calls.push({ what: 'an unknown id', path: endpoint.route.replace(ID, randomUUID()), body });
      calls.push({ what: 'a malformed id', path: endpoint.route.replace(ID, 'not-a-uuid'), body });
    }
    if (endpoint.method === 'POST' || endpoint.method === 'PUT') {
      calls.push({ what: 'a junk body', path, body: JUNK_BODY });
      calls.push({ what: 'invalid JSON', path, raw: '{"email":' });
    }
    let coded = 0;
    for (const call of calls) {
      const response = call.raw
        ? await t.app.inject({
            method: endpoint.method,
            url: `/api${call.path}`,
            payload: call.raw,
            headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          })
        : await t.api({ method: endpoint.method, path: call.path, body: call.body, token, headers: call.headers });
      const json = jsonOf(response);
      expectCodedBody(json, `${call.what}: ${endpoint.method} ${call.path} (${response.statusCode})`);
      if (json && typeof json === 'object' && 'message' in json) coded += 1;
      if (call.what === 'a junk body' && response.statusCode === 400) {
        expect(response.json().fieldCodes, `${call.what}: ${response.body}`).toBeDefined();
      }
    }
    // Health, the public configuration and the books' CSV are plain data; every other route answers with a message.
    if (!MESSAGELESS_ROUTES.includes(endpoint.route)) expect(coded).toBeGreaterThan(0);
  });
});

describe('HEAD twins of guarded GET routes', () => {
  it.each(guarded.filter((endpoint) => endpoint.method === 'GET'))(
    'HEAD $route needs a token too',
    async (endpoint) => {
      const { path } = await endpoint.request(f);
      const response = await t.app.inject({ method: 'HEAD', url: `/api${path}` });
      expect(response.statusCode).toBe(401);
    },
  );
});

describe('ownership and scope', () => {
  it("[ROLE-2] leaves another teacher's post untouched after refused edits and deletes", async () => {
    const postId = await insertPost(f.teacher.id);
    const token = f.otherTeacher.token;
    await t.api({
      method: 'PUT',
      path: API_PATHS.tuitionEdit(postId),
      body: buildTuition({ name: 'Hijacked' }),
      token,
    });
    await t.api({ method: 'DELETE', path: API_PATHS.tuitionDelete(postId), token });
    const [row] = await t.database.db.select({ name: tuitions.name }).from(tuitions).where(eq(tuitions.id, postId));
    expect(row).toEqual({ name: buildTuition().name });
  });

  it("[ROLE-2] lists only the teacher's own posts", async () => {
    const otherPostId = await insertPost(f.otherTeacher.id);
    const response = await t.post(API_PATHS.tuitionPosts, {}, f.teacher.token);
    expect(response.statusCode).toBe(200);
    const ids = (response.json().posts as { _id: string; teacherId: string }[]).map((post) => post._id);
    expect(ids).toContain(f.postId);
    expect(ids).not.toContain(otherPostId);
  });

  it('a teacher token cannot reach an admin account with the same id, nor the reverse', async () => {
    // Roles are checked against the token and then the account's own table.
    const asAdmin = await forge({ accountId: f.teacher.id, role: 'admin', secret: TEST_JWT_SECRET });
    expect((await t.api({ method: 'GET', path: API_PATHS.adminProfile, token: asAdmin })).statusCode).toBe(401);
    const asTeacher = await forge({ accountId: f.admin.id, role: 'teacher', secret: TEST_JWT_SECRET });
    expect((await t.api({ method: 'GET', path: API_PATHS.teacherProfile, token: asTeacher })).statusCode).toBe(401);
  });
});
