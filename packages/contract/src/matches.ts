// The matching desk (issue 10): a match ties one student request to one teacher (and their offer).

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
