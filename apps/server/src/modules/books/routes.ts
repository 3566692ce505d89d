// The agency's books (issue 29): fee rules, charges, payments, reversals and refunds for admins; the
// report, its series and CSV; receipts; a teacher's own charges and receipts, read-only.
import {
  API_PATHS,
  DuesQuerySchema,
  DuesResponseSchema,
  FeeRulesBodySchema,
  FeeRulesResponseSchema,
  IdParamsSchema,
  MatchChargesResponseSchema,
  PaymentBodySchema,
  PaymentResponseSchema,
  PaymentsResponseSchema,
  PeriodQuerySchema,
  ReceiptResponseSchema,
  RefundBodySchema,
  RefundResponseSchema,
  RefundsResponseSchema,
  ReportQuerySchema,
  ReportResponseSchema,
  ReversalBodySchema,
  SeriesQuerySchema,
  SeriesResponseSchema,
  TeacherChargesResponseSchema,
  say,
} from '@gharguru/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { CHANGE_ERRORS, GUARDED_ERRORS } from '../../lib/route-errors.js';
import { requireAccount } from '../../plugins/auth.js';
import { findMatchCharges } from './charge-views.js';
import { getFeeRules, saveFeeRules } from './fee-rules.js';
import { recordPayment, recordRefund, reversePayment } from './money-changes.js';
import { getReceipt } from './receipts.js';
import { ledgerCsv } from './report-csv.js';
import {
  findDues,
  findPeriodPayments,
  findPeriodRefunds,
  monthLedger,
  monthlyReport,
  reportSeries,
} from './reports.js';
import { findTeacherCharges } from './teacher-charges.js';

const tags = ['books'];
const security = [{ bearerAuth: [] }];
const guardedErrors = GUARDED_ERRORS;
const changeErrors = CHANGE_ERRORS;

export const booksRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    API_PATHS.adminFeeRules,
    {
      config: { access: 'admin' },
      schema: { tags, security, response: { 200: FeeRulesResponseSchema, ...guardedErrors } },
    },
    async () => ({ ...say('feeRulesFetched'), ...(await getFeeRules({ ctx })) }),
  );

  app.put(
    API_PATHS.adminFeeRules,
    {
      config: { access: 'admin' },
      schema: { tags, security, body: FeeRulesBodySchema, response: { 200: FeeRulesResponseSchema, ...guardedErrors } },
    },
    async (request) => {
      const { changed, ...rules } = await saveFeeRules({
        ctx,
        adminId: requireAccount(request).id,
        input: request.body,
      });
      return { ...say(changed ? 'feeRulesSaved' : 'feeRulesUnchanged'), ...rules };
    },
  );

  app.get(
    API_PATHS.adminMatchCharges(':id'),
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        params: IdParamsSchema,
        response: { 200: MatchChargesResponseSchema, ...guardedErrors },
      },
    },
    async (request) => {
      const found = await findMatchCharges({ ctx, matchId: request.params.id });
      return { ...say(found.length > 0 ? 'chargesFetched' : 'noCharges'), charges: found };
    },
  );

  app.post(
    API_PATHS.adminChargePayments(':id'),
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        params: IdParamsSchema,
        body: PaymentBodySchema,
        response: { 200: PaymentResponseSchema, 201: PaymentResponseSchema, ...changeErrors },
      },
    },
    async (request, reply) => {
      const recorded = await recordPayment({
        ctx,
        adminId: requireAccount(request).id,
        chargeId: request.params.id,
        input: request.body,
      });
      return reply.status(recorded.created ? 201 : 200).send({
        ...say(recorded.created ? 'paymentRecorded' : 'paymentAlreadyRecorded'),
        payment: recorded.record,
        charge: recorded.charge,
      });
    },
  );

  app.post(
    API_PATHS.adminPaymentReversal(':id'),
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        params: IdParamsSchema,
        body: ReversalBodySchema,
        response: { 200: PaymentResponseSchema, ...changeErrors },
      },
    },
    async (request) => {
      const reversed = await reversePayment({
        ctx,
        adminId: requireAccount(request).id,
        paymentId: request.params.id,
        input: request.body,
      });
      return { ...say('paymentReversed'), ...reversed };
    },
  );

  app.post(
    API_PATHS.adminChargeRefunds(':id'),
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        params: IdParamsSchema,
        body: RefundBodySchema,
        response: { 200: RefundResponseSchema, 201: RefundResponseSchema, ...changeErrors },
      },
    },
    async (request, reply) => {
      const recorded = await recordRefund({
        ctx,
        adminId: requireAccount(request).id,
        chargeId: request.params.id,
        input: request.body,
      });
      return reply.status(recorded.created ? 201 : 200).send({
        ...say(recorded.created ? 'refundRecorded' : 'refundAlreadyRecorded'),
        refund: recorded.record,
        charge: recorded.charge,
      });
    },
  );

  app.get(
    API_PATHS.adminPaymentReceipt(':id'),
    {
      config: { access: 'admin' },
      schema: { tags, security, params: IdParamsSchema, response: { 200: ReceiptResponseSchema, ...guardedErrors } },
    },
    async (request) => ({ ...say('receiptFetched'), receipt: await getReceipt({ ctx, paymentId: request.params.id }) }),
  );

  app.get(
    API_PATHS.adminBooksDues,
    {
      config: { access: 'admin' },
      schema: { tags, security, querystring: DuesQuerySchema, response: { 200: DuesResponseSchema, ...guardedErrors } },
    },
    async (request) => {
      const dues = await findDues({ ctx, query: request.query });
      return { ...say(dues.charges.length > 0 ? 'duesFetched' : 'noDues'), ...dues };
    },
  );

  app.get(
    API_PATHS.adminBooksPayments,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        querystring: PeriodQuerySchema,
        response: { 200: PaymentsResponseSchema, ...guardedErrors },
      },
    },
    async (request) => {
      const found = await findPeriodPayments({ ctx, query: request.query });
      return { ...say(found.payments.length > 0 ? 'paymentsFetched' : 'noPayments'), ...found };
    },
  );

  app.get(
    API_PATHS.adminBooksRefunds,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        querystring: PeriodQuerySchema,
        response: { 200: RefundsResponseSchema, ...guardedErrors },
      },
    },
    async (request) => {
      const found = await findPeriodRefunds({ ctx, query: request.query });
      return { ...say(found.refunds.length > 0 ? 'refundsFetched' : 'noRefunds'), ...found };
    },
  );

  app.get(
    API_PATHS.adminBooksReport,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        querystring: ReportQuerySchema,
        response: { 200: ReportResponseSchema, ...guardedErrors },
      },
    },
    async (request) => ({ ...say('reportFetched'), report: await monthlyReport({ ctx, month: request.query.month }) }),
  );

  app.get(
    API_PATHS.adminBooksReportSeries,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        querystring: SeriesQuerySchema,
        response: { 200: SeriesResponseSchema, ...guardedErrors },
      },
    },
    async (request) => ({
      ...say('reportSeriesFetched'),
      months: await reportSeries({ ctx, months: request.query.months }),
    }),
  );

  app.get(
    API_PATHS.adminBooksReportCsv,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        querystring: ReportQuerySchema,
        response: {
          200: z.string().describe('text/csv; charset=utf-8, with a UTF-8 byte-order mark (REPORT_CSV_COLUMNS)'),
          ...guardedErrors,
        },
      },
    },
    async (request, reply) => {
      const { month, entries } = await monthLedger({ ctx, month: request.query.month });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="gharguru-books-${month.month}.csv"`)
        .send(ledgerCsv(entries));
    },
  );

  app.get(
    API_PATHS.teacherCharges,
    {
      config: { access: 'teacher' },
      schema: { tags, security, response: { 200: TeacherChargesResponseSchema, ...guardedErrors } },
    },
    async (request) => {
      const found = await findTeacherCharges({ ctx, teacherId: requireAccount(request).id });
      return { ...say(found.charges.length > 0 ? 'chargesFetched' : 'noCharges'), ...found };
    },
  );

  app.get(
    API_PATHS.teacherPaymentReceipt(':id'),
    {
      config: { access: 'teacher' },
      schema: { tags, security, params: IdParamsSchema, response: { 200: ReceiptResponseSchema, ...guardedErrors } },
    },
    async (request) => ({
      ...say('receiptFetched'),
      receipt: await getReceipt({ ctx, paymentId: request.params.id, teacherId: requireAccount(request).id }),
    }),
  );
};
