// The matching desk through the API (issue 10): suggestions with reasons, the journey from proposal
// to "tutor found", every move of the state machine (allowed or refused, nothing written when
// refused), the one-active-match rule, and what a teacher may see before and after accepting.
import {
  type AdminMatch,
  MSG,
  type MatchState,
  type MessageKey,
  StudentRequestSchema,
  type Suggestion,
  type TeacherMatch,
} from '@gharguru/contract';
import { buildStudentRequest } from '@gharguru/contract/testing';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectCodedBody } from '../../../test/message-codes.js';
import { addOffers, adminForFile, setTeacherVerified, signUpTeacher, testAppForFile } from '../../../test/test-app.js';
import type { SignedInTeacher, TestApp } from '../../../test/test-app.js';
import { matchEvents, matches, studentRequests } from '../../db/schema.js';
import { newRequestCode } from '../student-requests/request-code.js';

/** What starting a match needs since issue 29: the agreed monthly fee (paisa) and the first lesson. */
const START = { monthlyFee: 600_000, startedOn: new Date().toISOString().slice(0, 10) };

const t = testAppForFile();
const admin = adminForFile(t);
/** Ram teaches Maths and Science for Secondary in Baneshwor, verified: the best fit for the family. */
let ram: SignedInTeacher;
/** Hari teaches Maths in Lalitpur, not verified. */
let hari: SignedInTeacher;
/** Gita is verified, lives in Baneshwor, teaches Maths, and has no listed offer. */
let gita: SignedInTeacher;
/** Shyam teaches only Accounts: never suggested for Maths. */
let shyam: SignedInTeacher;
const offers: Record<string, string> = {};
const RAM_MOBILE = '9841000011';

const FAMILY = {
  firstName: 'Maya',
  lastName: 'Gurungthapa',
  mobile: '9812345670',
  class: '10',
  subjects: ['Maths', 'Science'],
  city: 'Kathmandu',
  area: 'Baneshwor',
};

async function verify(teacher: SignedInTeacher) {
  const response = await setTeacherVerified(t, admin.token, teacher.id);
  expect(response.statusCode, response.body).toBe(200);
}

/** A request written straight into the database (the state-machine table needs many). */
async function insertRequest(overrides: Record<string, unknown> = {}): Promise<{ id: string; requestCode: string }> {
  const requestCode = newRequestCode();
  const [row] = await t.database.db
    .insert(studentRequests)
    .values({ ...StudentRequestSchema.parse(buildStudentRequest({ ...FAMILY, ...overrides })), requestCode })
    .returning({ id: studentRequests.id });
  return { id: row!.id, requestCode };
}

async function call(options: Parameters<TestApp['api']>[0], status: number) {
  const response = await t.api(options);
  expect(response.statusCode, response.body).toBe(status);
  expectCodedBody(response.json(), `${options.method} ${options.path}`);
  return response.json();
}

async function propose(requestId: string, teacher: SignedInTeacher, tuitionId?: string): Promise<AdminMatch> {
  const body = await call(
    {
      method: 'POST',
      path: '/admin/matches',
      token: admin.token,
      body: { requestId, teacherId: teacher.id, tuitionId },
    },
    201,
  );
  return body.match as AdminMatch;
}

const decide = (teacher: SignedInTeacher, id: string, decision: string, note?: string) =>
  t.api({ method: 'PUT', path: `/teacher/matches/${id}`, token: teacher.token, body: { decision, note } });

const adminMove = (id: string, body: Record<string, unknown>) =>
  t.api({ method: 'PUT', path: `/admin/matches/${id}`, token: admin.token, body });

async function snapshot(id: string) {
  const [match] = await t.database.db.select().from(matches).where(eq(matches.id, id));
  const events = await t.database.db.select().from(matchEvents).where(eq(matchEvents.matchId, id));
  const [request] = await t.database.db
    .select({ status: studentRequests.status })
    .from(studentRequests)
    .where(eq(studentRequests.id, match!.requestId));
  return { match, events: events.length, requestStatus: request!.status };
}

beforeAll(async () => {
  ram = await signUpTeacher(t, {
    firstName: 'Ram',
    lastName: 'Thapa',
    mobile: RAM_MOBILE,
    subjects: ['Maths', 'Science'],
    level: 'SEE',
    city: 'Kathmandu',
    area: 'Baneshwor',
  });
  hari = await signUpTeacher(t, {
    firstName: 'Hari',
    lastName: 'Karki',
    subjects: ['Maths'],
    level: '+2',
    city: 'Lalitpur',
    area: 'Jawalakhel',
  });
  gita = await signUpTeacher(t, {
    firstName: 'Gita',
    lastName: 'Rai',
    subjects: ['गणित'],
    level: 'Bachelor',
    city: 'Kathmandu',
    area: 'Baneshwor',
  });
  shyam = await signUpTeacher(t, { firstName: 'Shyam', subjects: ['Accounts'], city: 'Kathmandu', area: 'Baneshwor' });
  const listed = await addOffers(
    t,
    {
      ram: [
        ram,
        { name: 'SEE Maths and Science', subjects: ['Mathematics', 'Science'], forClass: 'Secondary', price: 6000 },
      ],
      hari: [hari, { name: 'Maths any class', subjects: ['Math'], forClass: 'Secondary', price: 9000 }],
      shyam: [shyam, { name: 'Accounts', subjects: ['Accounts'], forClass: 'Secondary', price: 4000 }],
    },
    { adminToken: admin.token },
  );
  Object.assign(offers, listed);
  await verify(ram);
  await verify(gita);
});

describe('suggestions for a request', () => {
  it('[MATCH-1] ranks the teacher who fits best first and says why, teachers without an offer last', async () => {
    const request = await insertRequest({ subjects: ['Maths', 'Science', 'Accounts'] });
    const body = await call(
      { method: 'GET', path: `/admin/student-requests/${request.id}/suggestions`, token: admin.token },
      200,
    );
    expect(body.code).toBe('suggestionsFetched');
    expect(body.request).toMatchObject({ _id: request.id, requestCode: request.requestCode, mobile: FAMILY.mobile });
    const suggestions = body.suggestions as Suggestion[];
    expect(suggestions.map((s) => s.teacher.firstName)).toEqual(['Ram', 'Shyam', 'Hari', 'Gita']);
    const [first] = suggestions;
    expect(first?.tuition?._id).toBe(offers.ram);
    expect(first?.reasons.map((r) => r.text)).toEqual([
      'Teaches Mathematics and Science',
      'Class 10 is in Secondary',
      'Same area: Baneshwor',
      'Verified',
      'Fee 6000 is within the typical 5000 a month',
    ]);
    expect(first?.misses.map((r) => r.text)).toEqual(['Does not list Accounts']);
    expect(suggestions.at(-1)?.tuition).toBeUndefined();
    expect(suggestions.at(-1)?.misses.map((r) => r.code)).toContain('missNoOffer');
  });

  it('[MATCH-1] leaves out teachers who teach none of the subjects and honours the limit', async () => {
    const request = await insertRequest({ subjects: ['Maths'] });
    const body = await call(
      { method: 'GET', path: `/admin/student-requests/${request.id}/suggestions?limit=2`, token: admin.token },
      200,
    );
    expect((body.suggestions as Suggestion[]).map((s) => s.teacher.firstName)).toEqual(['Ram', 'Hari']);
    const none = await insertRequest({ subjects: ['Nepali'] });
    const empty = await call(
      { method: 'GET', path: `/admin/student-requests/${none.id}/suggestions`, token: admin.token },
      200,
    );
    expect(empty).toMatchObject({ code: 'noSuggestions', suggestions: [] });
  });

  it('[MATCH-1] puts the offer the family chose first, with the reason', async () => {
    const request = await insertRequest({ subjects: ['Maths'], tuitionId: offers.hari });
    const body = await call(
      { method: 'GET', path: `/admin/student-requests/${request.id}/suggestions`, token: admin.token },
      200,
    );
    const [first] = body.suggestions as Suggestion[];
    expect(first?.tuition?._id).toBe(offers.hari);
    expect(first?.reasons[0]?.code).toBe('reasonFamilyChose');
    expect(body.request.tuition).toMatchObject({ _id: offers.hari });
  });

  it('does not suggest a teacher again who declined the request', async () => {
    const request = await insertRequest({ subjects: ['Maths'] });
    const match = await propose(request.id, ram, offers.ram);
    expect((await decide(ram, match._id, 'decline')).statusCode).toBe(200);
    const body = await call(
      { method: 'GET', path: `/admin/student-requests/${request.id}/suggestions`, token: admin.token },
      200,
    );
    expect((body.suggestions as Suggestion[]).map((s) => s.teacher.firstName)).not.toContain('Ram');
  });

  it('[MATCH-1] answers 404 for an unknown request and 400 for a bad limit', async () => {
    const unknown = await call(
      {
        method: 'GET',
        path: '/admin/student-requests/00000000-0000-4000-8000-000000000000/suggestions',
        token: admin.token,
      },
      404,
    );
    expect(unknown.code).toBe('matchRequestNotFound');
    const request = await insertRequest();
    const bad = await call(
      { method: 'GET', path: `/admin/student-requests/${request.id}/suggestions?limit=51`, token: admin.token },
      400,
    );
    expect(bad.fieldCodes).toEqual({ limit: 'directoryLimitInvalid' });
  });
});

describe('a match from proposal to tutor found', () => {
  it('[MATCH-3] [TRACK-3] shares the family contact only after the teacher accepts, and the tracking page shows the tutor', async () => {
    // Class 9: the family's class 10 request of the tests above would make this a repeat (decision 016).
    const created = await t.post('/student/request', buildStudentRequest({ ...FAMILY, class: '9' }));
    expect(created.statusCode, created.body).toBe(201);
    const { requestCode } = created.json();
    const [request] = await t.database.db
      .select({ id: studentRequests.id })
      .from(studentRequests)
      .where(eq(studentRequests.requestCode, requestCode));
    const match = await propose(request!.id, ram, offers.ram);
    expect(match).toMatchObject({ state: 'proposed', request: { mobile: FAMILY.mobile }, teacher: { _id: ram.id } });
    expect(match.history).toMatchObject([{ fromState: null, toState: 'proposed', actorRole: 'admin' }]);

    // Before accepting: class, subjects, timing and area; never the family's name or number.
    const before = await t.api({ method: 'GET', path: '/teacher/matches', token: ram.token });
    expect(before.statusCode).toBe(200);
    expect(before.body).not.toContain(FAMILY.mobile);
    expect(before.body).not.toContain(FAMILY.lastName);
    const proposal = (before.json().matches as TeacherMatch[]).find((m) => m._id === match._id);
    expect(proposal).toMatchObject({
      state: 'proposed',
      family: null,
      request: { class: '9', subjects: ['Maths', 'Science'], area: 'Baneshwor', city: 'Kathmandu' },
    });

    // Another teacher neither sees it nor may answer it.
    const others = await call({ method: 'GET', path: '/teacher/matches', token: hari.token }, 200);
    expect(others.matches.map((m: TeacherMatch) => m._id)).not.toContain(match._id);
    const intruder = await decide(hari, match._id, 'accept');
    expect(intruder.statusCode).toBe(403);
    expect(intruder.json().code).toBe('matchNotYours');
    expect(intruder.body).not.toContain(FAMILY.mobile);

    const tracked = async () =>
      call({ method: 'POST', path: '/public/request-status', body: { requestCode, mobile: FAMILY.mobile } }, 200);
    expect((await tracked()).match).toBeUndefined();

    const accepted = await decide(ram, match._id, 'accept', 'I can come at 6 pm');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      code: 'matchAccepted',
      match: {
        state: 'accepted',
        teacherNote: 'I can come at 6 pm',
        family: { firstName: FAMILY.firstName, lastName: FAMILY.lastName, mobile: FAMILY.mobile },
      },
    });
    expect(accepted.json().match.history).toMatchObject([
      { toState: 'proposed', actorRole: 'admin' },
      {
        fromState: 'proposed',
        toState: 'accepted',
        actorRole: 'teacher',
        actorName: 'Ram T.',
        note: 'I can come at 6 pm',
      },
    ]);

    const status = await tracked();
    expect(status).toMatchObject({
      status: 'tutorFound',
      match: { teacherDisplayName: 'Ram T.', subjects: ['Maths', 'Science'] },
    });
    expect(JSON.stringify(status)).not.toContain(ram.email);
    expect(JSON.stringify(status)).not.toContain(RAM_MOBILE);
    const [row] = await t.database.db
      .select({ status: studentRequests.status })
      .from(studentRequests)
      .where(eq(studentRequests.id, request!.id));
    expect(row?.status).toBe('Completed');

    const started = await adminMove(match._id, { state: 'started', note: 'First lesson on Sunday', ...START });
    expect(started.statusCode, started.body).toBe(200);
    const closed = await adminMove(match._id, { state: 'closed', closeReason: 'lessonsEnded' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().match).toMatchObject({ state: 'closed', closeReason: 'lessonsEnded' });
    expect(closed.json().match.history.map((e: { toState: string }) => e.toState)).toEqual([
      'proposed',
      'accepted',
      'started',
      'closed',
    ]);
    // Closed: the contact is no longer shown to the teacher.
    const after = await call({ method: 'GET', path: '/teacher/matches', token: ram.token }, 200);
    expect(after.matches.find((m: TeacherMatch) => m._id === match._id).family).toBeNull();
    // ...and the family's tracking page says it has ended, without the tutor (issue 26).
    const ended = await tracked();
    expect(ended.status).toBe('closed');
    expect(ended.match).toBeUndefined();
  });

  it('[MATCH-3] hides the admin notes from the teacher (a note may hold a phone number)', async () => {
    const request = await insertRequest();
    const created = await call(
      {
        method: 'POST',
        path: '/admin/matches',
        token: admin.token,
        body: { requestId: request.id, teacherId: gita.id, note: `Family number ${FAMILY.mobile}` },
      },
      201,
    );
    expect(created.match.adminNote).toBe(`Family number ${FAMILY.mobile}`);
    const seen = await t.api({ method: 'GET', path: '/teacher/matches', token: gita.token });
    expect(seen.body).not.toContain(FAMILY.mobile);
    expect(seen.json().matches[0].history[0].note).toBeNull();
  });
});

describe('[MATCH-2] one active match per request', () => {
  it('refuses a second proposal while one is active, and allows one after a decline', async () => {
    const request = await insertRequest();
    const first = await propose(request.id, ram, offers.ram);
    const second = await t.post(
      '/admin/matches',
      { requestId: request.id, teacherId: hari.id, tuitionId: offers.hari },
      admin.token,
    );
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'matchRequestTaken', message: MSG.matchRequestTaken });
    expect((await decide(ram, first._id, 'decline', 'Too far on Sundays')).statusCode).toBe(200);
    await propose(request.id, hari, offers.hari);
  });

  it('keeps one match when two proposals race', async () => {
    const request = await insertRequest();
    const answers = await Promise.all(
      [ram, hari].map((teacher) =>
        t.post('/admin/matches', { requestId: request.id, teacherId: teacher.id }, admin.token),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.database.db.select().from(matches).where(eq(matches.requestId, request.id));
    expect(rows).toHaveLength(1);
  });

  it('lets one of an accept and a withdrawal that race win, and records only that one', async () => {
    const request = await insertRequest();
    const match = await propose(request.id, ram, offers.ram);
    const answers = await Promise.all([decide(ram, match._id, 'accept'), adminMove(match._id, { state: 'withdrawn' })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const after = await snapshot(match._id);
    expect(after.events).toBe(2);
    const accepted = answers[0]!.statusCode === 200;
    expect(after.match?.state).toBe(accepted ? 'accepted' : 'withdrawn');
    expect(after.requestStatus).toBe(accepted ? 'Completed' : 'Pending');
  });

  it('refuses unknown requests and teachers, and an offer of another teacher', async () => {
    const request = await insertRequest();
    const unknownId = '00000000-0000-4000-8000-000000000000';
    const post = (body: Record<string, unknown>) =>
      t.api({ method: 'POST', path: '/admin/matches', token: admin.token, body });
    expect((await post({ requestId: unknownId, teacherId: ram.id })).json()).toMatchObject({
      code: 'matchRequestNotFound',
    });
    expect((await post({ requestId: request.id, teacherId: unknownId })).json()).toMatchObject({
      code: 'matchTeacherNotFound',
    });
    const foreign = await post({ requestId: request.id, teacherId: ram.id, tuitionId: offers.hari });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({
      code: 'matchTuitionNotTeachers',
      fieldCodes: { tuitionId: 'matchTuitionNotTeachers' },
    });
    const invalid = await post({ requestId: 'nope', teacherId: 7 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fieldCodes).toEqual({ requestId: 'matchRequestRequired', teacherId: 'matchTeacherRequired' });
    const rows = await t.database.db.select().from(matches).where(eq(matches.requestId, request.id));
    expect(rows).toEqual([]);
  });
});

// ---- The state machine: every move from every state ---------------------------------------------

type Move = 'accept' | 'decline' | 'withdraw' | 'start' | 'close';
const MOVES: Move[] = ['accept', 'decline', 'withdraw', 'start', 'close'];
const FROM_STATES: MatchState[] = ['proposed', 'accepted', 'declined', 'withdrawn', 'started', 'closed'];

/** What each move does from each state: the state it leads to, or the refusal's text key. */
const EXPECTED: Record<MatchState, Record<Move, MatchState | MessageKey>> = {
  proposed: {
    accept: 'accepted',
    decline: 'declined',
    withdraw: 'withdrawn',
    start: 'matchNotAccepted',
    close: 'matchNotAccepted',
  },
  accepted: {
    accept: 'matchAlreadyAnswered',
    decline: 'matchAlreadyAnswered',
    withdraw: 'matchAlreadyAccepted',
    start: 'started',
    close: 'closed',
  },
  started: {
    accept: 'matchAlreadyAnswered',
    decline: 'matchAlreadyAnswered',
    withdraw: 'matchAlreadyAccepted',
    start: 'matchAlreadyStarted',
    close: 'closed',
  },
  declined: {
    accept: 'matchEnded',
    decline: 'matchEnded',
    withdraw: 'matchEnded',
    start: 'matchEnded',
    close: 'matchEnded',
  },
  withdrawn: {
    accept: 'matchEnded',
    decline: 'matchEnded',
    withdraw: 'matchEnded',
    start: 'matchEnded',
    close: 'matchEnded',
  },
  closed: {
    accept: 'matchEnded',
    decline: 'matchEnded',
    withdraw: 'matchEnded',
    start: 'matchEnded',
    close: 'matchEnded',
  },
};

function perform(move: Move, id: string) {
  switch (move) {
    case 'accept':
      return decide(ram, id, 'accept');
    case 'decline':
      return decide(ram, id, 'decline');
    case 'withdraw':
      return adminMove(id, { state: 'withdrawn' });
    case 'start':
      return adminMove(id, { state: 'started', ...START });
    case 'close':
      return adminMove(id, { state: 'closed', closeReason: 'familyCancelled', note: 'Moved to Pokhara' });
  }
}

/** The moves that bring a new proposal to `state`. */
const PATH_TO: Record<MatchState, Move[]> = {
  proposed: [],
  accepted: ['accept'],
  declined: ['decline'],
  withdrawn: ['withdraw'],
  started: ['accept', 'start'],
  closed: ['accept', 'close'],
};

describe('[MATCH-2] the state machine', () => {
  const cases = FROM_STATES.flatMap((from) => MOVES.map((move) => ({ from, move, outcome: EXPECTED[from][move] })));

  it.each(cases)('$from, then $move: $outcome', async ({ from, move, outcome }) => {
    const request = await insertRequest();
    const match = await propose(request.id, ram, offers.ram);
    for (const step of PATH_TO[from]) expect((await perform(step, match._id)).statusCode).toBe(200);
    const before = await snapshot(match._id);
    expect(before.match?.state).toBe(from);

    const response = await perform(move, match._id);
    expectCodedBody(response.json(), `${move} from ${from}`);
    if (outcome in MSG && !FROM_STATES.includes(outcome as MatchState)) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toMatchObject({ code: outcome });
      // Nothing half-written: the match, its history and the request are as they were.
      expect(await snapshot(match._id)).toEqual(before);
      return;
    }
    expect(response.statusCode, response.body).toBe(200);
    const after = await snapshot(match._id);
    expect(after.match?.state).toBe(outcome);
    expect(after.events).toBe(before.events + 1);
    expect(after.requestStatus).toBe(
      outcome === 'accepted' || before.requestStatus === 'Completed' ? 'Completed' : 'Pending',
    );
    if (outcome === 'closed')
      expect(after.match).toMatchObject({ closeReason: 'familyCancelled', adminNote: 'Moved to Pokhara' });
    if (outcome === 'declined' || outcome === 'withdrawn' || outcome === 'closed')
      expect(after.match?.endedAt).not.toBeNull();
  });

  it('refuses unclear changes with 400 and the field at fault', async () => {
    const request = await insertRequest();
    const match = await propose(request.id, ram, offers.ram);
    const before = await snapshot(match._id);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ state: 'closed' }, { closeReason: 'matchCloseReasonRequired' }],
      [{ state: 'withdrawn', closeReason: 'other' }, { closeReason: 'matchCloseReasonOnlyForClose' }],
      [{ state: 'closed', closeReason: 'bored' }, { closeReason: 'matchCloseReasonInvalid' }],
      [{ state: 'accepted' }, { state: 'matchStateInvalid' }],
      [{ state: 'withdrawn', note: 'x'.repeat(301) }, { note: 'matchNoteMax' }],
    ];
    for (const [body, fieldCodes] of cases) {
      const response = await adminMove(match._id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().fieldCodes).toEqual(fieldCodes);
    }
    const badDecision = await decide(ram, match._id, 'maybe');
    expect(badDecision.statusCode).toBe(400);
    expect(badDecision.json().fieldCodes).toEqual({ decision: 'matchDecisionInvalid' });
    expect(await snapshot(match._id)).toEqual(before);
  });

  it('answers 404 for an unknown match to admins and teachers alike', async () => {
    const unknownId = '00000000-0000-4000-8000-000000000000';
    expect((await adminMove(unknownId, { state: 'withdrawn' })).json()).toMatchObject({ code: 'matchNotFound' });
    expect((await decide(ram, unknownId, 'accept')).statusCode).toBe(404);
  });
});

describe('the admin list', () => {
  it('filters by state and request, newest first, with a total', async () => {
    const request = await insertRequest();
    const first = await propose(request.id, hari, offers.hari);
    expect((await adminMove(first._id, { state: 'withdrawn' })).statusCode).toBe(200);
    const second = await propose(request.id, ram, offers.ram);
    const byRequest = await call(
      { method: 'GET', path: `/admin/matches?requestId=${request.id}`, token: admin.token },
      200,
    );
    expect(byRequest.matches.map((m: AdminMatch) => m._id)).toEqual([second._id, first._id]);
    expect(byRequest.total).toBe(2);
    const withdrawn = await call(
      { method: 'GET', path: `/admin/matches?state=withdrawn&requestId=${request.id}`, token: admin.token },
      200,
    );
    expect(withdrawn.matches.map((m: AdminMatch) => m._id)).toEqual([first._id]);
    const page = await call(
      { method: 'GET', path: '/admin/matches?state=proposed&page=1&limit=1', token: admin.token },
      200,
    );
    expect(page.matches).toHaveLength(1);
    expect(page.total).toBeGreaterThan(1);
    const bad = await call({ method: 'GET', path: '/admin/matches?state=maybe', token: admin.token }, 400);
    expect(bad.fieldCodes).toEqual({ state: 'matchStateFilterInvalid' });
  });
});
