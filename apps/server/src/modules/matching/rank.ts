// The matching desk's ranking (issue 10, docs/decisions/014-match-ranking.md): how well each teacher
// fits a student request, with the reasons and misses in words. Pure: no database, no clock.
import {
  type ForClass,
  type MatchReason,
  type MessageKey,
  type ParamValues,
  type ParamsArgument,
  type PriceType,
  type StudentClass,
  type TeacherLevel,
  englishMessage,
  forClassOf,
  placeKey as contractPlaceKey,
  subjectKey,
  teacherLevelsFor,
} from '@gharguru/contract';

/** Every weight of the ranking, in points; the decision record explains each. */
export const RANK_WEIGHTS = {
  /** Times the share of the request's subjects the teacher teaches (all of them: the full 40). */
  subjects: 40,
  /** The request's class is in the offer's `forClass` band. */
  classBand: 15,
  /** The teacher's level teaches the class (SEE up to class 10, +2 up to 12, Bachelor all). */
  level: 5,
  sameArea: 20,
  sameCity: 12,
  /** Another city of the Kathmandu valley (an hour on a scooter at worst). */
  inValley: 5,
  verified: 10,
  /** A monthly fee at most `feeSlack` times the typical (median) fee of the class band. */
  feeTypical: 5,
  feeSlack: 1.2,
  /** Points off per active match (proposed, accepted, started), counted up to `busyCap` matches. */
  perActiveMatch: -4,
  busyCap: 3,
} as const;

/** Cities of the Kathmandu valley, normalized (`placeKey`). */
export const VALLEY_CITIES: ReadonlySet<string> = new Set(['kathmandu', 'lalitpur', 'patan', 'bhaktapur', 'kirtipur']);

export interface RankRequest {
  class: StudentClass;
  subjects: readonly string[];
  city: string;
  area: string;
  /** The directory offer the family chose, if any. */
  chosenOfferId?: string;
}

export interface RankOffer {
  id: string;
  subjects: readonly string[];
  forClass: ForClass;
  price: number;
  priceType: PriceType;
}

/** One teacher, with one of their listed offers (a teacher with several offers comes once per offer). */
export interface RankCandidate {
  teacherId: string;
  level: TeacherLevel;
  city: string;
  area: string;
  verified: boolean;
  activeMatches: number;
  /** The teacher's profile subjects: what a teacher without a listed offer is matched on. */
  subjects: readonly string[];
  offer?: RankOffer;
}

export interface RankContext {
  /** The median monthly fee of listed offers per class band, where known. */
  typicalMonthlyFee: (forClass: ForClass) => number | undefined;
}

export interface RankedCandidate<C extends RankCandidate = RankCandidate> {
  candidate: C;
  score: number;
  reasons: MatchReason[];
  misses: MatchReason[];
}

/**
 * Lower case, trimmed, inner white space collapsed, a known place under its English name: "  New
 * Baneshwor " and "new baneshwor" are one place, and so are "गोंगबु" and "Gongabu" (issue 33).
 */
export const placeKey = contractPlaceKey;

/** "Maths", "Maths and Science", "Maths, Science and English". */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** A reason before its text is written: only the suggestions that are shown get their texts. */
interface ReasonSpec {
  code: MessageKey;
  params?: ParamValues;
}

function keyed<K extends MessageKey>(code: K, ...args: ParamsArgument<K>): ReasonSpec {
  const [params] = args;
  return params ? { code, params } : { code };
}

function render({ code, params }: ReasonSpec): MatchReason {
  // englishMessage is typed per key; a spec's params were checked against its key by `keyed`.
  const text = (englishMessage as (key: MessageKey, params?: ParamValues) => string)(code, params);
  return params ? { code, text, params: { ...params } } : { code, text };
}

interface Part {
  points: number;
  reasons: ReasonSpec[];
  misses: ReasonSpec[];
}

const part = (points: number, reasons: ReasonSpec[] = [], misses: ReasonSpec[] = []): Part => ({
  points,
  reasons,
  misses,
});

function subjectsPart(request: RankRequest, taught: readonly string[]): Part {
  const spellingByKey = new Map<string, string>();
  for (const subject of taught) {
    const key = subjectKey(subject);
    if (key !== '' && !spellingByKey.has(key)) spellingByKey.set(key, subject.trim());
  }
  const wanted = new Map<string, string>();
  for (const subject of request.subjects) {
    const key = subjectKey(subject);
    if (key !== '' && !wanted.has(key)) wanted.set(key, subject.trim());
  }
  const covered: string[] = [];
  const misses: ReasonSpec[] = [];
  for (const [key, spelling] of wanted) {
    const theirs = spellingByKey.get(key);
    if (theirs === undefined) misses.push(keyed('missSubject', { subject: spelling }));
    else covered.push(theirs);
  }
  if (covered.length === 0 || wanted.size === 0) return part(0, [], misses);
  const points = (RANK_WEIGHTS.subjects * covered.length) / wanted.size;
  return part(points, [keyed('reasonTeaches', { subjects: joinWords(covered) })], misses);
}

function classPart(request: RankRequest, candidate: RankCandidate): Part {
  const result = part(0);
  if (candidate.offer) {
    const params = { class: request.class, forClass: candidate.offer.forClass };
    if (candidate.offer.forClass === forClassOf(request.class)) {
      result.points += RANK_WEIGHTS.classBand;
      result.reasons.push(keyed('reasonClassInBand', params));
    } else {
      result.misses.push(keyed('missClassBand', params));
    }
  }
  const levelParams = { level: candidate.level, class: request.class };
  if (teacherLevelsFor(request.class).includes(candidate.level)) {
    result.points += RANK_WEIGHTS.level;
    // With an offer in the right band, the level adds nothing worth reading.
    if (!result.reasons.length) result.reasons.push(keyed('reasonLevelTeaches', levelParams));
  } else {
    result.misses.push(keyed('missLevel', levelParams));
  }
  return result;
}

function placePart(request: RankRequest, candidate: RankCandidate): Part {
  const sameCity = placeKey(request.city) === placeKey(candidate.city);
  if (sameCity && placeKey(request.area) === placeKey(candidate.area)) {
    return part(RANK_WEIGHTS.sameArea, [keyed('reasonSameArea', { area: candidate.area.trim() })]);
  }
  if (sameCity) return part(RANK_WEIGHTS.sameCity, [keyed('reasonSameCity', { city: candidate.city.trim() })]);
  if (VALLEY_CITIES.has(placeKey(request.city)) && VALLEY_CITIES.has(placeKey(candidate.city))) {
    return part(RANK_WEIGHTS.inValley, [keyed('reasonInValley', { city: candidate.city.trim() })]);
  }
  return part(0, [], [keyed('missFarAway', { city: candidate.city.trim() })]);
}

function trustPart(candidate: RankCandidate): Part {
  return candidate.verified
    ? part(RANK_WEIGHTS.verified, [keyed('reasonVerified')])
    : part(0, [], [keyed('missNotVerified')]);
}

function loadPart(candidate: RankCandidate): Part {
  const count = Math.max(0, Math.floor(candidate.activeMatches));
  if (count === 0) return part(0);
  return part(RANK_WEIGHTS.perActiveMatch * Math.min(count, RANK_WEIGHTS.busyCap), [], [keyed('missBusy', { count })]);
}

function feePart(candidate: RankCandidate, context: RankContext): Part {
  const offer = candidate.offer;
  if (offer?.priceType !== 'monthly') return part(0);
  const typical = context.typicalMonthlyFee(offer.forClass);
  if (typical === undefined || typical <= 0) return part(0);
  const params = { price: offer.price, typical: Math.round(typical) };
  // The words say what the numbers show (issue 33): "at or below", "a little above", "above".
  if (offer.price <= params.typical) return part(RANK_WEIGHTS.feeTypical, [keyed('reasonFeeTypical', params)]);
  return offer.price <= typical * RANK_WEIGHTS.feeSlack
    ? part(RANK_WEIGHTS.feeTypical, [keyed('reasonFeeNearTypical', params)])
    : part(0, [], [keyed('missFeeHigh', params)]);
}

interface Scored<C extends RankCandidate> {
  candidate: C;
  /** The offer the family chose: shown first whatever its score. */
  chosen: boolean;
  score: number;
  reasons: ReasonSpec[];
  misses: ReasonSpec[];
}

function scoreSpecs<C extends RankCandidate>(
  request: RankRequest,
  candidate: C,
  context: RankContext,
): Scored<C> | undefined {
  const chosen = candidate.offer !== undefined && candidate.offer.id === request.chosenOfferId;
  const subjects = subjectsPart(request, candidate.offer ? candidate.offer.subjects : candidate.subjects);
  // Not a fit at all, unless the family asked for this very offer.
  if (subjects.points === 0 && !chosen) return undefined;
  const parts = [
    ...(chosen ? [part(0, [keyed('reasonFamilyChose')])] : []),
    subjects,
    classPart(request, candidate),
    placePart(request, candidate),
    trustPart(candidate),
    loadPart(candidate),
    feePart(candidate, context),
  ];
  if (!candidate.offer) parts.push(part(0, [], [keyed('missNoOffer')]));
  const score = Math.round(parts.reduce((sum, p) => sum + p.points, 0) * 10) / 10;
  return {
    candidate,
    chosen,
    score,
    reasons: parts.flatMap((p) => p.reasons),
    misses: parts.flatMap((p) => p.misses),
  };
}

function rendered<C extends RankCandidate>(scored: Scored<C>): RankedCandidate<C> {
  const { candidate, score } = scored;
  return { candidate, score, reasons: scored.reasons.map(render), misses: scored.misses.map(render) };
}

/**
 * The score, reasons and misses of one candidate; undefined when the teacher teaches none of the
 * request's subjects (not a fit at all) and the offer is not the one the family chose.
 */
export function scoreCandidate<C extends RankCandidate>(
  request: RankRequest,
  candidate: C,
  context: RankContext,
): RankedCandidate<C> | undefined {
  const scored = scoreSpecs(request, candidate, context);
  return scored && rendered(scored);
}

/**
 * The order of suggestions: the offer the family chose (if any), teachers with a listed offer before
 * those without, then the score, then
 * (ties) fewer active matches, verified first, the lower fee, and the teacher's id so the order is
 * the same on every call.
 */
function compareRanked(a: Scored<RankCandidate>, b: Scored<RankCandidate>): number {
  if (a.chosen !== b.chosen) return a.chosen ? -1 : 1;
  const tier = Number(Boolean(b.candidate.offer)) - Number(Boolean(a.candidate.offer));
  if (tier !== 0) return tier;
  if (a.score !== b.score) return b.score - a.score;
  if (a.candidate.activeMatches !== b.candidate.activeMatches) {
    return a.candidate.activeMatches - b.candidate.activeMatches;
  }
  if (a.candidate.verified !== b.candidate.verified) return a.candidate.verified ? -1 : 1;
  const priceA = a.candidate.offer?.price ?? Number.POSITIVE_INFINITY;
  const priceB = b.candidate.offer?.price ?? Number.POSITIVE_INFINITY;
  if (priceA !== priceB) return priceA - priceB;
  if (a.candidate.teacherId !== b.candidate.teacherId) return a.candidate.teacherId < b.candidate.teacherId ? -1 : 1;
  const offerA = a.candidate.offer?.id ?? '';
  const offerB = b.candidate.offer?.id ?? '';
  return offerA < offerB ? -1 : offerA > offerB ? 1 : 0;
}

/**
 * Ranks candidates for a request: each teacher once (with their best-fitting offer), best first,
 * at most `limit` of them. Teachers who teach none of the request's subjects are left out.
 */
export function rankCandidates<C extends RankCandidate>(
  request: RankRequest,
  candidates: readonly C[],
  context: RankContext,
  limit: number,
): RankedCandidate<C>[] {
  const bestByTeacher = new Map<string, Scored<C>>();
  for (const candidate of candidates) {
    const scored = scoreSpecs(request, candidate, context);
    if (!scored) continue;
    const best = bestByTeacher.get(candidate.teacherId);
    if (!best || compareRanked(scored, best) < 0) bestByTeacher.set(candidate.teacherId, scored);
  }
  return [...bestByTeacher.values()].sort(compareRanked).slice(0, Math.max(0, limit)).map(rendered);
}
