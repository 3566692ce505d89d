// Every move of a match, allowed or refused, in one table (issue 10). Who may make a move is part of
// it: the teacher accepts or declines a proposal; an admin withdraws a proposal, starts an accepted
// match and closes an accepted or started one.
import { MATCH_STATES, type MatchActorRole, type MatchState, type MessageKey } from '@gharguru/contract';

export type MoveVerdict = { allowed: true; by: MatchActorRole } | { allowed: false; refusal: RefusalKey };

type RefusalKey = Extract<
  MessageKey,
  'matchEnded' | 'matchNotAccepted' | 'matchAlreadyAnswered' | 'matchAlreadyAccepted' | 'matchAlreadyStarted'
>;

const ENDED: ReadonlySet<MatchState> = new Set(['declined', 'withdrawn', 'closed']);

/** The allowed moves: from → to → the one role that makes it. */
const ALLOWED: Partial<Record<MatchState, Partial<Record<MatchState, MatchActorRole>>>> = {
  proposed: { accepted: 'teacher', declined: 'teacher', withdrawn: 'admin' },
  accepted: { started: 'admin', closed: 'admin' },
  started: { closed: 'admin' },
};

/** Why a move that is not in ALLOWED is refused, in the words the caller reads (409). */
function refusalOf(from: MatchState, to: MatchState): RefusalKey {
  if (ENDED.has(from)) return 'matchEnded';
  if (to === 'accepted' || to === 'declined') return 'matchAlreadyAnswered';
  if (from === 'proposed') return 'matchNotAccepted';
  if (to === 'withdrawn') return 'matchAlreadyAccepted';
  if (from === 'started' && to === 'started') return 'matchAlreadyStarted';
  // Left: accepted or started back to proposed.
  return 'matchAlreadyAnswered';
}

/** The verdict on moving a match from `from` to `to` (any role; the caller checks `by`). */
export function judgeMove(from: MatchState, to: MatchState): MoveVerdict {
  const by = ALLOWED[from]?.[to];
  return by ? { allowed: true, by } : { allowed: false, refusal: refusalOf(from, to) };
}

/** Active states hold the request (at most one per request, a partial unique index). */
export function isActive(state: MatchState): boolean {
  return !ENDED.has(state);
}

/** Every pair of states, for the tests that walk the whole table. */
export function everyMove(): { from: MatchState; to: MatchState }[] {
  return MATCH_STATES.flatMap((from) => MATCH_STATES.map((to) => ({ from, to })));
}
