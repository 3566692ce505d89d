// The matching desk (issue 10): a match ties one student request to one teacher (and their offer).
import { z } from 'zod';
import { TEACHER_LEVELS } from './enums.js';
import { blankIsMissing, enumField } from './fields.js';
import { CountSchema, ListQuerySchema, listResponse } from './lists.js';
import { MessageCodeSchema, MessageParamsSchema, SaidShape } from './message-format.js';
import { MSG } from './messages.js';
import { StudentRequestRecordSchema } from './student-requests.js';
import { personShape } from './common.js';
import { TuitionSummarySchema } from './tuitions.js';
import { text } from './text.js';
import { START_FIELDS } from './books.js';

/**
 * A match's states. `proposed`, `accepted` and `started` are active (a request has at most one
 * active match); `declined`, `withdrawn` and `closed` are ended. The allowed moves between them are
 * in the server's state machine (apps/server/src/modules/matching/state-machine.ts).
 */
export const MATCH_STATES = ['proposed', 'accepted', 'declined', 'withdrawn', 'started', 'closed'] as const;
export type MatchState = (typeof MATCH_STATES)[number];

export const ACTIVE_MATCH_STATES = ['proposed', 'accepted', 'started'] as const satisfies readonly MatchState[];
export type ActiveMatchState = (typeof ACTIVE_MATCH_STATES)[number];

/** Why a match was closed (required when an admin closes one). */
export const MATCH_CLOSE_REASONS = [
  'lessonsEnded',
  'familyCancelled',
  'teacherUnavailable',
  'noContact',
  'other',
] as const;
export type MatchCloseReason = (typeof MATCH_CLOSE_REASONS)[number];

/** Who changed a match (the history's actor). */
export const MATCH_ACTOR_ROLES = ['admin', 'teacher'] as const;
export type MatchActorRole = (typeof MATCH_ACTOR_ROLES)[number];

// ---- Shapes of the API ---------------------------------------------------------------------------

export const MATCH_NOTE_MAX = 300;
export const SUGGESTION_LIMIT = { default: 10, max: 50 } as const;

/** What an admin may set with PUT /api/admin/matches/{id}; the teacher accepts or declines. */
export const ADMIN_MATCH_TARGETS = ['withdrawn', 'started', 'closed'] as const satisfies readonly MatchState[];
export type AdminMatchTarget = (typeof ADMIN_MATCH_TARGETS)[number];
export const TEACHER_MATCH_DECISIONS = ['accept', 'decline'] as const;
export type TeacherMatchDecision = (typeof TEACHER_MATCH_DECISIONS)[number];

const NoteSchema = z.preprocess(
  blankIsMissing,
  text({ max: { length: MATCH_NOTE_MAX, message: MSG.matchNoteMax }, characters: 'multi-line' }).optional(),
);

/** A ranked teacher's reason or miss: the text's key, its English text and its variables. */
export const MatchReasonSchema = z.object({
  code: MessageCodeSchema,
  text: z.string(),
  params: MessageParamsSchema.optional(),
});
export type MatchReason = z.infer<typeof MatchReasonSchema>;

export const SuggestionsQuerySchema = z.object({
  limit: z.preprocess(
    blankIsMissing,
    z.coerce
      .number({ error: MSG.directoryLimitInvalid })
      .int(MSG.directoryLimitInvalid)
      .min(1, MSG.directoryLimitInvalid)
      .max(SUGGESTION_LIMIT.max, MSG.directoryLimitInvalid)
      .optional(),
  ),
});
export type SuggestionsQuery = z.output<typeof SuggestionsQuerySchema>;

/** A suggested teacher as the admin sees them (the admin already sees teachers' contacts). */
export const SuggestedTeacherSchema = z.object({
  _id: z.string(),
  ...personShape,
  level: z.enum(TEACHER_LEVELS),
  city: z.string(),
  area: z.string(),
  subjects: z.array(z.string()),
  verified: z.boolean(),
  /** Matches of this teacher that are proposed, accepted or started. */
  activeMatches: z.number().int().nonnegative(),
});
export type SuggestedTeacher = z.infer<typeof SuggestedTeacherSchema>;

/** The offer a match is proposed from (listed offers in suggestions). */
export const MatchTuitionSchema = TuitionSummarySchema;
export type MatchTuition = z.infer<typeof MatchTuitionSchema>;

export const SuggestionSchema = z.object({
  teacher: SuggestedTeacherSchema,
  /** The teacher's best-fitting listed offer; absent for a verified teacher without one. */
  tuition: MatchTuitionSchema.optional(),
  score: z.number(),
  reasons: z.array(MatchReasonSchema),
  misses: z.array(MatchReasonSchema),
});
export type Suggestion = z.infer<typeof SuggestionSchema>;

export const SuggestionsResponseSchema = z.object({
  ...SaidShape,
  /** The request itself, for the admin's request page. */
  request: StudentRequestRecordSchema,
  suggestions: z.array(SuggestionSchema),
});
export type SuggestionsResponse = z.infer<typeof SuggestionsResponseSchema>;

/** One change of a match: who (role and name) moved it from which state to which, when, with what note. */
export const MatchEventSchema = z.object({
  /** Null for the proposal that created the match. */
  fromState: z.enum(MATCH_STATES).nullable(),
  toState: z.enum(MATCH_STATES),
  actorRole: z.enum(MATCH_ACTOR_ROLES),
  /** "Sita K." (first name and last initial); null once the account is deleted. */
  actorName: z.string().nullable(),
  note: z.string().nullable(),
  at: z.string(),
});
export type MatchEvent = z.infer<typeof MatchEventSchema>;

const matchCommon = {
  _id: z.string(),
  state: z.enum(MATCH_STATES),
  closeReason: z.enum(MATCH_CLOSE_REASONS).nullable(),
  teacherNote: z.string().nullable(),
  tuition: MatchTuitionSchema.nullable(),
  /** The agreed monthly fee in paisa and the first lesson's day, once started (issue 29). */
  monthlyFee: z.number().int().nullable(),
  startedOn: z.string().nullable(),
  /** When the admin proposed it. */
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** Every change, oldest first. */
  history: z.array(MatchEventSchema),
};

/** A match as the admin sees it: the whole request and teacher, contacts included. */
export const AdminMatchSchema = z.object({
  ...matchCommon,
  adminNote: z.string().nullable(),
  request: StudentRequestRecordSchema.pick({
    _id: true,
    requestCode: true,
    firstName: true,
    lastName: true,
    mobile: true,
    class: true,
    subjects: true,
    timing: true,
    city: true,
    area: true,
    status: true,
  }),
  teacher: SuggestedTeacherSchema.omit({ subjects: true, activeMatches: true }),
});
export type AdminMatch = z.infer<typeof AdminMatchSchema>;

/**
 * A match as its teacher sees it: the class, subjects, timing and place always; the family's name
 * and mobile number only once the teacher accepted (state accepted or started), otherwise null.
 */
export const TeacherMatchSchema = z.object({
  ...matchCommon,
  request: StudentRequestRecordSchema.pick({ class: true, subjects: true, timing: true, city: true, area: true }),
  family: StudentRequestRecordSchema.pick({ firstName: true, lastName: true, mobile: true }).nullable(),
});
export type TeacherMatch = z.infer<typeof TeacherMatchSchema>;

export const MatchCreateBodySchema = z.object({
  requestId: z.uuid({ error: MSG.matchRequestRequired }),
  teacherId: z.uuid({ error: MSG.matchTeacherRequired }),
  tuitionId: z.preprocess(blankIsMissing, z.uuid({ error: MSG.matchTuitionInvalid }).optional()),
  note: NoteSchema,
});
export type MatchCreateBodyInput = z.input<typeof MatchCreateBodySchema>;
export type MatchCreateBody = z.output<typeof MatchCreateBodySchema>;

export const AdminMatchResponseSchema = z.object({ ...SaidShape, match: AdminMatchSchema });
export type AdminMatchResponse = z.infer<typeof AdminMatchResponseSchema>;

export const AdminMatchesQuerySchema = z.object({
  state: z.preprocess(
    blankIsMissing,
    enumField(MATCH_STATES, { required: MSG.matchStateFilterInvalid, invalid: MSG.matchStateFilterInvalid }).optional(),
  ),
  /** One request's matches (the admin's request page shows its history). */
  requestId: z.preprocess(blankIsMissing, z.uuid({ error: MSG.idInvalid }).optional()),
  page: ListQuerySchema.shape.page,
  limit: ListQuerySchema.shape.limit,
});
export type AdminMatchesQuery = z.output<typeof AdminMatchesQuerySchema>;

export const AdminMatchesResponseSchema = listResponse('matches', AdminMatchSchema, CountSchema);
export type AdminMatchesResponse = z.infer<typeof AdminMatchesResponseSchema>;

/**
 * withdraw (a proposal), start (an accepted match, with the agreed monthly fee in paisa and the first
 * lesson's day: issue 29), close (an accepted or started one, with a reason).
 */
export const AdminMatchUpdateBodySchema = z
  .object({
    state: enumField(ADMIN_MATCH_TARGETS, { required: MSG.matchStateInvalid, invalid: MSG.matchStateInvalid }),
    closeReason: z.preprocess(
      blankIsMissing,
      enumField(MATCH_CLOSE_REASONS, {
        required: MSG.matchCloseReasonInvalid,
        invalid: MSG.matchCloseReasonInvalid,
      }).optional(),
    ),
    note: NoteSchema,
    ...START_FIELDS,
  })
  .superRefine((body, issues) => {
    if (body.state === 'started') {
      if (body.monthlyFee === undefined) {
        issues.addIssue({ code: 'custom', message: MSG.monthlyFeeRequired, path: ['monthlyFee'] });
      }
      if (body.startedOn === undefined) {
        issues.addIssue({ code: 'custom', message: MSG.startedOnRequired, path: ['startedOn'] });
      }
    } else if (body.monthlyFee !== undefined || body.startedOn !== undefined) {
      const path = body.monthlyFee !== undefined ? 'monthlyFee' : 'startedOn';
      issues.addIssue({ code: 'custom', message: MSG.startFieldsOnlyForStart, path: [path] });
    }
    if (body.state === 'closed' && body.closeReason === undefined) {
      issues.addIssue({ code: 'custom', message: MSG.matchCloseReasonRequired, path: ['closeReason'] });
    }
    if (body.state !== 'closed' && body.closeReason !== undefined) {
      issues.addIssue({ code: 'custom', message: MSG.matchCloseReasonOnlyForClose, path: ['closeReason'] });
    }
  });
export type AdminMatchUpdateBodyInput = z.input<typeof AdminMatchUpdateBodySchema>;
export type AdminMatchUpdateBody = z.output<typeof AdminMatchUpdateBodySchema>;

export const TeacherMatchDecisionBodySchema = z.object({
  decision: enumField(TEACHER_MATCH_DECISIONS, {
    required: MSG.matchDecisionInvalid,
    invalid: MSG.matchDecisionInvalid,
  }),
  note: NoteSchema,
});
export type TeacherMatchDecisionBodyInput = z.input<typeof TeacherMatchDecisionBodySchema>;
export type TeacherMatchDecisionBody = z.output<typeof TeacherMatchDecisionBodySchema>;

export const TeacherMatchesResponseSchema = z.object({ ...SaidShape, matches: z.array(TeacherMatchSchema) });
export type TeacherMatchesResponse = z.infer<typeof TeacherMatchesResponseSchema>;

export const TeacherMatchResponseSchema = z.object({ ...SaidShape, match: TeacherMatchSchema });
export type TeacherMatchResponse = z.infer<typeof TeacherMatchResponseSchema>;

/** What a family's tracking page shows once a teacher accepted: "Tutor found: Ram T., Maths and Science". */
export const RequestMatchSchema = z.object({
  teacherDisplayName: z.string(),
  subjects: z.array(z.string()),
  /** When the teacher accepted. */
  since: z.string(),
});
export type RequestMatch = z.infer<typeof RequestMatchSchema>;
