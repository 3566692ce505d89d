// The database schema (PostgreSQL dialect) for PGlite and PostgreSQL servers alike.
// Columns are snake_case in SQL (drizzle `casing`), camelCase in TypeScript; the API maps ids to `_id`.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  AdminRole,
  ContactStatus,
  Degree,
  ForClass,
  Gender,
  MatchActorRole,
  MatchCloseReason,
  RequestCloseReason,
  MatchState,
  NotificationKind,
  NotificationLanguage,
  OptionalNotificationKind,
  OutboxChannel,
  OutboxState,
  PriceType,
  RecipientKind,
  ReviewState,
  Status,
  TeacherLevel,
  TeachingLanguage,
  TeachingMode,
  TeachingTime,
  Timing,
  VerificationCheck,
} from '@gharguru/contract';

/**
 * A stored generated column holding a row's searchable columns joined by spaces (NULLs left out)
 * and lowercased: `lower(gg_search_text(ARRAY[columns]))`, the text of migration 0004 computed once
 * on insert and update (migrations 0010 and 0013). The admin search matches it with
 * `LIKE lower(pattern)` through its GIN trigram index, which is how PostgreSQL itself runs `ILIKE` on
 * a UTF-8 database (the text and the pattern lowercased, then LIKE): the same rows, without
 * lowercasing every candidate row and every statistics entry on each search
 * (lib/text-search.ts `matchSearchText`, docs/performance.md "Search that stops at its page").
 * Not insertable: Drizzle leaves it out of every insert and update.
 */
function searchTextOf(columns: string) {
  return text().generatedAlwaysAs(sql.raw(`lower(gg_search_text(ARRAY[${columns}]))`));
}

const timestamps = {
  createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

const accountColumns = {
  id: uuid().primaryKey().defaultRandom(),
  firstName: text().notNull(),
  lastName: text().notNull(),
  mobile: text().notNull(),
  email: text().notNull(),
  passwordHash: text().notNull(),
  /** Bumped on every password change: tokens carry it, so older tokens stop working. */
  tokenVersion: integer().notNull().default(0),
  /**
   * The sign-in session (a token's `sid`) that made the last password change: its tokens stay valid
   * across the version bump, every other session's older tokens do not (docs/ARCHITECTURE.md).
   */
  keptSessionId: uuid(),
  /** The language of notifications (issue 11); null until the account says (its sign-up's language is stored). */
  notificationLanguage: text().$type<NotificationLanguage>(),
  /** The kinds of notification the account turned off (never the security notes). */
  mutedNotifications: text().array().$type<OptionalNotificationKind[]>().notNull().default(sql`'{}'::text[]`),
};

export const admins = pgTable(
  'admins',
  {
    ...accountColumns,
    role: text().$type<AdminRole>().notNull().default('adminRolePending'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('admins_email_lower_key').on(sql`lower(${table.email})`),
    index('admins_role_created_idx').on(table.role, table.createdAt),
  ],
);

export const teachers = pgTable(
  'teachers',
  {
    ...accountColumns,
    degree: text().$type<Degree>().notNull(),
    subjects: text().array().notNull(),
    level: text().$type<TeacherLevel>().notNull(),
    city: text().notNull(),
    area: text().notNull(),
    /** When an admin checked the teacher's documents (the directory's dated badge); null = not verified. */
    verifiedAt: timestamp({ withTimezone: true, mode: 'date' }),
    /**
     * The mobile number the teacher confirmed with an SMS code (issue 30): the number is confirmed
     * while it equals `mobile`, so changing the number on the profile unconfirms it by itself.
     */
    confirmedMobile: text(),
    /** The content hash naming the photo's copies in the photos folder (issue 27); null = no photo. */
    photoHash: text(),
    // The public profile (issue 27), filled in on the profile edit screen; null or empty = not given.
    bio: text(),
    experienceYears: integer(),
    institution: text(),
    gender: text().$type<Gender>().notNull().default('unspecified'),
    languages: text().array().$type<TeachingLanguage[]>().notNull().default(sql`'{}'::text[]`),
    modes: text().array().$type<TeachingMode[]>().notNull().default(sql`'{}'::text[]`),
    times: text().array().$type<TeachingTime[]>().notNull().default(sql`'{}'::text[]`),
    /** What the admin checked when verifying (the badge names them); empty while not verified. */
    verificationChecks: text().array().$type<VerificationCheck[]>().notNull().default(sql`'{}'::text[]`),
    ...timestamps,
    /** The admin search's text (`q`, lib/text-search.ts): computed by PostgreSQL on every write. */
    searchText: searchTextOf('first_name, last_name, email, mobile, city, area, gg_search_text(subjects)'),
  },
  (table) => [
    uniqueIndex('teachers_email_lower_key').on(sql`lower(${table.email})`),
    index('teachers_search_text_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    index('teachers_created_idx').on(table.createdAt, table.id),
    // The directory's city and area filters (case-insensitive).
    index('teachers_city_area_idx').on(sql`lower(${table.city})`, sql`lower(${table.area})`),
  ],
);

/** A tuition offer is public (listed in the directory) once an admin set it Completed (requirements DEC-11). */
const LISTED = sql`status = 'Completed'`;

export const tuitions = pgTable(
  'tuitions',
  {
    id: uuid().primaryKey().defaultRandom(),
    teacherId: uuid()
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    subjects: text().array().notNull(),
    forClass: text().$type<ForClass>().notNull(),
    price: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull(),
    priceType: text().$type<PriceType>().notNull().default('monthly'),
    teacherDetails: text(),
    status: text().$type<Status>().notNull().default('Pending'),
    /** `subjectKeys(subjects)` from the contract, written with every insert and edit (directory filter). */
    subjectKeys: text().array().notNull().default(sql`'{}'::text[]`),
    /**
     * A copy of "the teacher is verified", written when an admin verifies or unverifies the teacher
     * and when the post is added, so the directory sorts and filters by it with an index on this table.
     */
    teacherVerified: boolean().notNull().default(false),
    /**
     * Copies of the teacher's lower-cased city and area and their level, written when the post is
     * added (a teacher's city, area and level do not change after sign-up; whatever lets them change
     * must update these too): the directory filters and counts on this table alone (docs/performance.md).
     */
    teacherCityKey: text().notNull().default(''),
    teacherAreaKey: text().notNull().default(''),
    teacherLevel: text().$type<TeacherLevel>().notNull().default('SEE'),
    /**
     * Copies of the teacher's rating (issue 27): the average of their published reviews to one
     * decimal (null without one) and how many, written by PostgreSQL itself whenever a review is
     * added, hidden or published again (modules/reviews/ratings.ts), so the directory filters and
     * sorts by rating with an index on this table.
     */
    teacherRating: numeric({ precision: 2, scale: 1, mode: 'number' }),
    teacherReviewCount: integer().notNull().default(0),
    /**
     * Copies of the teacher's gender, modes and times (issue 27), written with the post and with
     * every profile edit, for the directory's gender, mode and time filters on this table alone.
     */
    teacherGender: text().$type<Gender>().notNull().default('unspecified'),
    teacherModes: text().array().$type<TeachingMode[]>().notNull().default(sql`'{}'::text[]`),
    teacherTimes: text().array().$type<TeachingTime[]>().notNull().default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (table) => [
    index('tuitions_teacher_created_idx').on(table.teacherId, table.createdAt, table.id),
    index('tuitions_created_idx').on(table.createdAt, table.id),
    // The public directory reads only listed (Completed) offers: partial indexes for each filter and sort.
    index('tuitions_listed_relevance_idx')
      .on(table.teacherVerified.desc(), table.createdAt.desc(), table.id.desc())
      .where(LISTED),
    index('tuitions_listed_newest_idx').on(table.createdAt.desc(), table.id.desc()).where(LISTED),
    index('tuitions_listed_rating_idx')
      .on(table.teacherRating.desc(), table.createdAt.desc(), table.id.desc())
      .where(LISTED),
    index('tuitions_listed_price_idx').on(table.price, table.createdAt.desc()).where(LISTED),
    index('tuitions_listed_type_price_idx').on(table.priceType, table.price, table.createdAt.desc()).where(LISTED),
    index('tuitions_listed_place_idx').on(table.teacherCityKey, table.teacherAreaKey).where(LISTED),
    index('tuitions_listed_class_idx').on(table.forClass, table.createdAt.desc()).where(LISTED),
    index('tuitions_listed_subjects_idx').using('gin', table.subjectKeys).where(LISTED),
    // Issue 27's filters: a gender in the relevance order; a mode or a time through its array.
    // Only the offers of tutors who gave their gender: a list without a gender filter cannot walk it
    // (with the whole listed table in it, the planner counted other filters through it).
    index('tuitions_listed_gender_idx')
      .on(table.teacherGender, table.teacherVerified.desc(), table.createdAt.desc(), table.id.desc())
      .where(sql`status = 'Completed' and teacher_gender <> 'unspecified'`),
    index('tuitions_listed_modes_idx').using('gin', table.teacherModes).where(LISTED),
    index('tuitions_listed_times_idx').using('gin', table.teacherTimes).where(LISTED),
    // The `total` of a filtered page (class band, city, level, subject): an index-only scan of the
    // band and city's entries, the subject checked in the index (docs/performance.md, 17 ms -> 1 ms).
    index('tuitions_listed_count_idx')
      .on(table.forClass, table.teacherCityKey, table.teacherLevel, table.subjectKeys)
      .where(LISTED),
    // The same with the city first, for a city without a class ("Mathematics in Lalitpur"): the count
    // reads that city's entries only, not every band's (migration 0011: 337 -> 63 index pages).
    index('tuitions_listed_city_count_idx')
      .on(table.teacherCityKey, table.forClass, table.teacherLevel, table.subjectKeys)
      .where(LISTED),
    // A class in a city, the directory's usual question ("Class 10 in Lalitpur"), in the relevance and
    // the price order: the first page reads a few dozen entries whatever else is filtered.
    index('tuitions_listed_class_place_relevance_idx')
      .on(table.forClass, table.teacherCityKey, table.teacherVerified.desc(), table.createdAt.desc(), table.id.desc())
      .where(LISTED),
    index('tuitions_listed_class_place_price_idx')
      .on(table.forClass, table.teacherCityKey, table.price, table.createdAt.desc())
      .where(LISTED),
    // The matching desk's candidate pool (issue 10, docs/decisions/014-match-ranking.md): every column
    // its pre-order reads, so the pool of a request is ranked by an index-only scan, not a heap visit
    // per offer (5,376 buffers to 921 at 30,000 listed offers).
    index('tuitions_listed_match_idx')
      .on(
        table.forClass,
        table.teacherCityKey,
        table.teacherAreaKey,
        table.teacherVerified,
        table.price,
        table.id,
        table.teacherId,
        table.subjectKeys,
      )
      .where(LISTED),
  ],
);

export const studentRequests = pgTable(
  'student_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    mobile: text().notNull(),
    email: text(),
    class: text().notNull(),
    subjects: text().array().notNull(),
    timing: text().$type<Timing>().notNull(),
    city: text().notNull(),
    area: text().notNull(),
    status: text().$type<Status>().notNull().default('Pending'),
    /** Why an admin closed (completed) the request without an accepted match (issue 33). */
    closeReason: text().$type<RequestCloseReason>(),
    /** The code a family reads over the phone and tracks the request with (`GG-7K3Q-92`). */
    requestCode: text().notNull(),
    /** The directory offer the family chose, if any; the request stays when the offer goes. */
    tuitionId: uuid().references(() => tuitions.id, { onDelete: 'set null' }),
    /** The language of the form the family sent it from: their SMS and e-mails are in it. */
    language: text().$type<NotificationLanguage>().notNull().default('en'),
    ...timestamps,
    /** The admin search's text (`q`, lib/text-search.ts): computed by PostgreSQL on every write. */
    searchText: searchTextOf(
      'first_name, last_name, mobile, email, city, area, request_code, gg_search_text(subjects)',
    ),
  },
  (table) => [
    // Migration 0015 adds INCLUDE (search_text): the admin search walks it without the table.
    index('student_requests_created_idx').on(table.createdAt, table.id),
    index('student_requests_search_text_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    uniqueIndex('student_requests_request_code_key').on(table.requestCode),
    index('student_requests_tuition_idx').on(table.tuitionId),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text(),
    mobileNo: text().notNull(),
    subject: text().notNull(),
    message: text().notNull().default(''),
    status: text().$type<ContactStatus>().notNull().default('Pending'),
    ...timestamps,
    /** The admin search's text (`q`, lib/text-search.ts): computed by PostgreSQL on every write. */
    searchText: searchTextOf('first_name, last_name, email, mobile_no, subject, message'),
  },
  (table) => [
    index('contact_messages_created_idx').on(table.createdAt, table.id),
    index('contact_messages_search_text_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
  ],
);

/**
 * Shared counters of the rate limits and sign-in limits (docs/decisions): one row per key, counting
 * hits until `window_ends`; every instance on the database counts in the same rows.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text().primaryKey(),
    hits: integer().notNull(),
    windowEnds: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('rate_limit_hits_window_ends_idx').on(table.windowEnds)],
);

/** A match is active while proposed, accepted or started: a request has at most one active match. */
const ACTIVE_MATCH = sql`state in ('proposed', 'accepted', 'started')`;

/**
 * The matching desk (issue 10): one student request tied to one teacher (and the offer, if any).
 * Its states and moves are in modules/matching/state-machine.ts; every change is a `match_events` row.
 */
export const matches = pgTable(
  'matches',
  {
    id: uuid().primaryKey().defaultRandom(),
    requestId: uuid()
      .notNull()
      .references(() => studentRequests.id, { onDelete: 'cascade' }),
    teacherId: uuid()
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    /** The teacher's offer the match was proposed from, if any; the match stays when the offer goes. */
    tuitionId: uuid().references(() => tuitions.id, { onDelete: 'set null' }),
    state: text().$type<MatchState>().notNull().default('proposed'),
    /** Set when an admin closes the match. */
    closeReason: text().$type<MatchCloseReason>(),
    /** The admin's latest note (propose, withdraw, start, close). */
    adminNote: text(),
    /** The teacher's note with their accept or decline. */
    teacherNote: text(),
    /** The admin who proposed the match (null once that admin is deleted). */
    proposedBy: uuid().references(() => admins.id, { onDelete: 'set null' }),
    /** When the teacher accepted: the family's contact is shared from then on, and /track shows the tutor. */
    acceptedAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** When the match left the active states (declined, withdrawn or closed). */
    endedAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** Set when an admin starts the match (issue 29): the agreed monthly fee (paisa) and the first lesson. */
    monthlyFee: bigint({ mode: 'number' }),
    startedOn: date({ mode: 'string' }),
    /** When an admin marked the lessons started: the family may review REVIEW_AFTER_DAYS later (issue 27). */
    startedAt: timestamp({ withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (table) => [
    // The review sweep's question: started matches, oldest start first.
    index('matches_started_idx').on(table.startedAt).where(sql`started_at is not null`),
    // At most one active match per request (the 409 of POST /api/admin/matches rests on this).
    uniqueIndex('matches_request_active_key').on(table.requestId).where(ACTIVE_MATCH),
    index('matches_request_created_idx').on(table.requestId, table.createdAt),
    // The teacher's own list and the ranking's load (active matches per teacher).
    index('matches_teacher_state_idx').on(table.teacherId, table.state),
    // The admin list, filtered by state, newest first.
    index('matches_state_created_idx').on(table.state, table.createdAt.desc(), table.id.desc()),
    index('matches_created_idx').on(table.createdAt.desc(), table.id.desc()),
  ],
);

/** The history of a match: one row per change, with who made it and when. */
export const matchEvents = pgTable(
  'match_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    matchId: uuid()
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    /** Null for the proposal that created the match. */
    fromState: text().$type<MatchState>(),
    toState: text().$type<MatchState>().notNull(),
    actorRole: text().$type<MatchActorRole>().notNull(),
    /** The admin's or teacher's id; the row stays (with the role) when the account is deleted. */
    actorId: uuid(),
    note: text(),
    at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('match_events_match_at_idx').on(table.matchId, table.at)],
);

/** A message not yet out counts as due for the worker (pending, or sending with its claim run out). */
const DUE_STATES = sql`state in ('pending', 'sending')`;

/**
 * The notification outbox (issue 11, docs/decisions/015-notification-outbox.md): each message is
 * written in the transaction of its cause, already in the recipient's language, and sent by the
 * worker (modules/notifications/worker.ts), which claims rows with FOR UPDATE SKIP LOCKED.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().$type<NotificationKind>().notNull(),
    channel: text().$type<OutboxChannel>().notNull(),
    recipientKind: text().$type<RecipientKind>().notNull(),
    /** An e-mail address or a mobile number. */
    recipient: text().notNull(),
    language: text().$type<NotificationLanguage>().notNull(),
    subject: text().notNull(),
    /** The plain text (e-mail) or the SMS. */
    body: text().notNull(),
    state: text().$type<OutboxState>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    /** When a pending message is due; while sending, when the claim runs out and another worker may take it. */
    nextAttemptAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastError: text(),
    /** The provider's answer to the successful send. */
    providerResponse: text(),
    sentAt: timestamp({ withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (table) => [
    index('outbox_messages_due_idx').on(table.channel, table.nextAttemptAt).where(DUE_STATES),
    index('outbox_messages_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('outbox_messages_state_created_idx').on(table.state, table.createdAt.desc(), table.id.desc()),
  ],
);

/**
 * A forgotten-password request (issue 30): the e-mail link's token and the SMS code, both stored
 * hashed; single use, valid until `expiresAt`; the code allows SMS_CODE_TRIES wrong tries. Exactly
 * one of teacherId and adminId is set; deleting the account deletes its requests.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid().primaryKey().defaultRandom(),
    teacherId: uuid().references(() => teachers.id, { onDelete: 'cascade' }),
    adminId: uuid().references(() => admins.id, { onDelete: 'cascade' }),
    /** SHA-256 of the link's token (base64url). */
    tokenHash: text().notNull(),
    /** SHA-256 of the request's id and its SMS code; null when no code was sent (admins). */
    codeHash: text(),
    codeTries: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    /** Set when the password was reset, or the request became void (a newer one, or too many wrong codes). */
    usedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('password_resets_token_hash_key').on(table.tokenHash),
    index('password_resets_teacher_idx').on(table.teacherId),
    index('password_resets_admin_idx').on(table.adminId),
  ],
);

/** A teacher's pending mobile confirmation (issue 30): one at a time, for the number the code went to. */
export const mobileConfirmations = pgTable('mobile_confirmations', {
  teacherId: uuid()
    .primaryKey()
    .references(() => teachers.id, { onDelete: 'cascade' }),
  mobile: text().notNull(),
  /** SHA-256 of the teacher's id and the code. */
  codeHash: text().notNull(),
  codeTries: integer().notNull().default(0),
  expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * A family's review link for one started match (issue 27): the token stored only as its SHA-256
 * (lib/one-time-secrets.ts), single use, valid until `expiresAt`. One per match: the sweep that
 * sends them may run on every instance at once and the unique match id lets only one through.
 */
export const reviewInvites = pgTable(
  'review_invites',
  {
    id: uuid().primaryKey().defaultRandom(),
    matchId: uuid()
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('review_invites_match_key').on(table.matchId),
    uniqueIndex('review_invites_token_hash_key').on(table.tokenHash),
  ],
);

/**
 * A family's review of a teacher after real tuition (issue 27): one per match. Published at once;
 * an admin may hide it with a reason; the teacher may reply once. The family's name, area and class
 * are read from the match's request when shown (first name and last initial only).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid().primaryKey().defaultRandom(),
    matchId: uuid()
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    teacherId: uuid()
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    rating: integer().notNull(),
    comment: text(),
    state: text().$type<ReviewState>().notNull().default('published'),
    hiddenReason: text(),
    reply: text(),
    repliedAt: timestamp({ withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('reviews_match_key').on(table.matchId),
    // A teacher's page of published reviews, and their average.
    index('reviews_teacher_state_created_idx').on(
      table.teacherId,
      table.state,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    // The admin list by state, and /home's testimonials (published, newest first).
    index('reviews_state_created_idx').on(table.state, table.createdAt.desc(), table.id.desc()),
  ],
);
export { bookSequences, charges, feeRules, moneyAudit, payments, refunds } from './books-schema.js';
import { bookSequences, charges, feeRules, moneyAudit, payments, refunds } from './books-schema.js';

export const schema = {
  admins,
  teachers,
  tuitions,
  studentRequests,
  contactMessages,
  rateLimitHits,
  matches,
  matchEvents,
  outboxMessages,
  passwordResets,
  mobileConfirmations,
  reviewInvites,
  reviews,
  feeRules,
  bookSequences,
  charges,
  payments,
  refunds,
  moneyAudit,
};
export type Schema = typeof schema;
