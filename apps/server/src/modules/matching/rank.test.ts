// Table tests of the ranking (issue 10): subject spelling, class bands, place, trust, load, fee, ties.
import { describe, expect, it } from 'vitest';
import {
  RANK_WEIGHTS,
  type RankCandidate,
  type RankContext,
  type RankRequest,
  joinWords,
  rankCandidates,
  scoreCandidate,
} from './rank.js';

const request: RankRequest = { class: '10', subjects: ['Maths', 'Science'], city: 'Kathmandu', area: 'Baneshwor' };
const noFees: RankContext = { typicalMonthlyFee: () => undefined };
const fees: RankContext = { typicalMonthlyFee: (forClass) => (forClass === 'Secondary' ? 5000 : undefined) };

function candidate(overrides: Partial<RankCandidate> & { teacherId?: string } = {}): RankCandidate {
  return {
    teacherId: 'teacher-a',
    level: 'SEE',
    city: 'Kathmandu',
    area: 'Baneshwor',
    verified: true,
    activeMatches: 0,
    subjects: ['Maths', 'Science'],
    offer: {
      id: 'offer-a',
      subjects: ['Maths', 'Science'],
      forClass: 'Secondary',
      price: 5000,
      priceType: 'monthly',
    },
    ...overrides,
  };
}

const offer = (overrides: Partial<NonNullable<RankCandidate['offer']>>) => ({
  id: 'offer-a',
  subjects: ['Maths', 'Science'],
  forClass: 'Secondary' as const,
  price: 5000,
  priceType: 'monthly' as const,
  ...overrides,
});

const codes = (list: { code: string }[]) => list.map((item) => item.code);
const texts = (list: { text: string }[]) => list.map((item) => item.text);

describe('the score of one candidate', () => {
  it('gives every point to a perfect fit and says why in words', () => {
    const ranked = scoreCandidate(request, candidate(), fees);
    expect(ranked?.score).toBe(
      RANK_WEIGHTS.subjects +
        RANK_WEIGHTS.classBand +
        RANK_WEIGHTS.level +
        RANK_WEIGHTS.sameArea +
        RANK_WEIGHTS.verified +
        RANK_WEIGHTS.feeTypical,
    );
    expect(texts(ranked?.reasons ?? [])).toEqual([
      'Teaches Maths and Science',
      'Class 10 is in Secondary',
      'Same area: Baneshwor',
      'Verified',
      'Fee 5,000 is at or below the typical 5,000 a month',
    ]);
    expect(ranked?.misses).toEqual([]);
    expect(ranked?.reasons[0]).toEqual({
      code: 'reasonTeaches',
      text: 'Teaches Maths and Science',
      params: { subjects: 'Maths and Science' },
    });
  });

  it.each([
    {
      label: 'another spelling',
      offered: ['Mathematics', 'Science'],
      points: 40,
      reason: 'Teaches Mathematics and Science',
    },
    { label: 'Nepali and odd case', offered: ['गणित', '  SCIENCE '], points: 40, reason: 'Teaches गणित and SCIENCE' },
    { label: 'half of them', offered: ['Math'], points: 20, reason: 'Teaches Math' },
    { label: 'none of them', offered: ['Accounts'], points: undefined, reason: undefined },
  ])('subjects: $label', ({ offered, points, reason }) => {
    const ranked = scoreCandidate(request, candidate({ offer: offer({ subjects: offered }) }), noFees);
    if (points === undefined) {
      expect(ranked).toBeUndefined();
      return;
    }
    expect(ranked?.reasons[0]?.text).toBe(reason);
    const others = RANK_WEIGHTS.classBand + RANK_WEIGHTS.level + RANK_WEIGHTS.sameArea + RANK_WEIGHTS.verified;
    expect(ranked?.score).toBe(points + others);
  });

  it('lists each subject the teacher does not teach, in the family spelling', () => {
    const ranked = scoreCandidate(
      { ...request, subjects: ['Maths', 'Accounts', 'science', 'लेखा'] },
      candidate(),
      noFees,
    );
    expect(texts(ranked?.misses ?? [])).toEqual(['Does not list Accounts']);
    expect(ranked?.reasons[0]?.text).toBe('Teaches Maths and Science');
  });

  it.each([
    { studentClass: '10', forClass: 'Secondary', level: 'SEE', reasons: ['reasonClassInBand'], misses: [], points: 20 },
    {
      studentClass: '3',
      forClass: 'Secondary',
      level: 'SEE',
      reasons: ['reasonLevelTeaches'],
      misses: ['missClassBand'],
      points: 5,
    },
    { studentClass: '11', forClass: '+2-11th', level: '+2', reasons: ['reasonClassInBand'], misses: [], points: 20 },
    {
      studentClass: '12',
      forClass: '+2-12th',
      level: 'SEE',
      reasons: ['reasonClassInBand'],
      misses: ['missLevel'],
      points: 15,
    },
    {
      studentClass: 'Bachelor',
      forClass: '+2-12th',
      level: 'SEE',
      reasons: [],
      misses: ['missClassBand', 'missLevel'],
      points: 0,
    },
  ] as const)(
    'class $studentClass against $forClass, level $level',
    ({ studentClass, forClass, level, reasons, misses, points }) => {
      const ranked = scoreCandidate(
        { ...request, class: studentClass },
        candidate({ level, offer: offer({ forClass }) }),
        noFees,
      );
      const classCodes = (list: { code: string }[]) => codes(list).filter((code) => /Class|Level/.test(code));
      expect(classCodes(ranked?.reasons ?? [])).toEqual(reasons);
      expect(classCodes(ranked?.misses ?? [])).toEqual(misses);
      const others = RANK_WEIGHTS.subjects + RANK_WEIGHTS.sameArea + RANK_WEIGHTS.verified;
      expect(ranked?.score).toBe(points + others);
    },
  );

  it.each([
    { city: 'Kathmandu', area: 'Baneshwor', points: RANK_WEIGHTS.sameArea, text: 'Same area: Baneshwor' },
    { city: ' kathmandu ', area: 'BANESHWOR', points: RANK_WEIGHTS.sameArea, text: 'Same area: BANESHWOR' },
    { city: 'Kathmandu', area: 'Koteshwor', points: RANK_WEIGHTS.sameCity, text: 'Same city: Kathmandu' },
    { city: 'Lalitpur', area: 'Baneshwor', points: RANK_WEIGHTS.inValley, text: 'In the valley: Lalitpur' },
    { city: 'Pokhara', area: 'Lakeside', points: 0, text: 'Far away: Pokhara' },
  ])('place: $city, $area', ({ city, area, points, text }) => {
    const ranked = scoreCandidate(request, candidate({ city, area }), noFees);
    const all = [...(ranked?.reasons ?? []), ...(ranked?.misses ?? [])];
    expect(texts(all)).toContain(text);
    const others = RANK_WEIGHTS.subjects + RANK_WEIGHTS.classBand + RANK_WEIGHTS.level + RANK_WEIGHTS.verified;
    expect(ranked?.score).toBe(points + others);
  });

  it('trust: an unverified teacher loses the verified points and says so', () => {
    const ranked = scoreCandidate(request, candidate({ verified: false }), noFees);
    expect(texts(ranked?.misses ?? [])).toEqual(['Not verified yet']);
    expect(codes(ranked?.reasons ?? [])).not.toContain('reasonVerified');
  });

  it.each([
    { activeMatches: 0, off: 0, miss: undefined },
    { activeMatches: 1, off: 4, miss: 'Already has 1 active match' },
    { activeMatches: 2, off: 8, miss: 'Already has 2 active matches' },
    { activeMatches: 7, off: 12, miss: 'Already has 7 active matches' },
  ])('load: $activeMatches active matches', ({ activeMatches, off, miss }) => {
    const base = scoreCandidate(request, candidate(), noFees)?.score ?? 0;
    const ranked = scoreCandidate(request, candidate({ activeMatches }), noFees);
    expect(ranked?.score).toBe(base - off);
    expect(texts(ranked?.misses ?? []).filter((text) => text.startsWith('Already'))).toEqual(miss ? [miss] : []);
  });

  it.each([
    {
      price: 6000,
      priceType: 'monthly',
      reason: 'Fee 6,000 is a little above the typical 5,000 a month',
      miss: undefined,
    },
    { price: 6001, priceType: 'monthly', reason: undefined, miss: 'Fee 6,001 is above the typical 5,000 a month' },
    {
      price: 4500,
      priceType: 'monthly',
      reason: 'Fee 4,500 is at or below the typical 5,000 a month',
      miss: undefined,
    },
    { price: 900, priceType: 'hourly', reason: undefined, miss: undefined },
  ] as const)(
    '[FIX-33] fee: $price $priceType, in words that agree with the numbers',
    ({ price, priceType, reason, miss }) => {
      const ranked = scoreCandidate(request, candidate({ offer: offer({ price, priceType }) }), fees);
      expect(texts(ranked?.reasons ?? []).filter((text) => text.startsWith('Fee'))).toEqual(reason ? [reason] : []);
      expect(texts(ranked?.misses ?? []).filter((text) => text.startsWith('Fee'))).toEqual(miss ? [miss] : []);
    },
  );

  it('a teacher without a listed offer is matched on their profile subjects and level', () => {
    const ranked = scoreCandidate(request, candidate({ offer: undefined, subjects: ['maths'] }), noFees);
    expect(texts(ranked?.reasons ?? [])).toEqual([
      'Teaches maths',
      'Level SEE teaches class 10',
      'Same area: Baneshwor',
      'Verified',
    ]);
    expect(texts(ranked?.misses ?? [])).toEqual(['Does not list Science', 'No listed offer']);
  });
});

describe('the order of suggestions', () => {
  const ids = (list: { candidate: RankCandidate }[]) => list.map((item) => item.candidate.teacherId);

  it('puts the better fit first and teachers without an offer after every teacher with one', () => {
    const ranked = rankCandidates(
      request,
      [
        candidate({ teacherId: 'no-offer', offer: undefined }),
        candidate({ teacherId: 'far', city: 'Pokhara', area: 'Lakeside', verified: false }),
        candidate({ teacherId: 'near' }),
        candidate({ teacherId: 'city', area: 'Koteshwor' }),
        candidate({ teacherId: 'accounts', offer: offer({ subjects: ['Accounts'] }) }),
      ],
      noFees,
      10,
    );
    expect(ids(ranked)).toEqual(['near', 'city', 'far', 'no-offer']);
  });

  it('keeps each teacher once, with their best-fitting offer', () => {
    const ranked = rankCandidates(
      request,
      [
        candidate({ offer: offer({ id: 'primary', forClass: 'Primary' }) }),
        candidate({ offer: offer({ id: 'secondary' }) }),
        candidate({ teacherId: 'teacher-b', offer: offer({ id: 'other' }) }),
      ],
      noFees,
      10,
    );
    expect(ranked.map((item) => [item.candidate.teacherId, item.candidate.offer?.id])).toEqual([
      ['teacher-a', 'secondary'],
      ['teacher-b', 'other'],
    ]);
  });

  it('breaks ties by fewer active matches, then verified, then the lower fee, then the id', () => {
    // Equal scores: the lower fee first, then the id.
    const tied = [
      candidate({ teacherId: 'd', offer: offer({ price: 4000 }) }),
      candidate({ teacherId: 'c', offer: offer({ price: 3000 }) }),
      candidate({ teacherId: 'b', offer: offer({ price: 3000 }) }),
    ];
    expect(ids(rankCandidates(request, tied, noFees, 10))).toEqual(['b', 'c', 'd']);

    // Same area (20) with 2 active matches (-8) against the same city (12) and none: a tie on 12.
    const busy = candidate({ teacherId: 'a-busy', activeMatches: 2 });
    const idle = candidate({ teacherId: 'z-idle', area: 'Koteshwor' });
    const ranked = rankCandidates(request, [busy, idle], noFees, 10);
    expect(ranked[0]?.score).toBe(ranked[1]?.score);
    expect(ids(ranked)).toEqual(['z-idle', 'a-busy']);
  });

  it('among equal scores, the verified teacher comes first', () => {
    // 40 + 15 + 5 + valley 5 + verified 10 + typical fee 5 = 80 against 40 + 15 + 5 + same area 20 = 80.
    const verified = candidate({ teacherId: 'z-verified', city: 'Lalitpur', area: 'Jawalakhel' });
    const unverified = candidate({ teacherId: 'a-unverified', verified: false, offer: offer({ priceType: 'hourly' }) });
    const ranked = rankCandidates(request, [unverified, verified], fees, 10);
    expect(ranked.map((item) => item.score)).toEqual([80, 80]);
    expect(ids(ranked)).toEqual(['z-verified', 'a-unverified']);
  });

  it("puts the family's chosen offer first whatever its score, even one that lists none of the subjects", () => {
    const chosenRequest = { ...request, chosenOfferId: 'chosen' };
    const ranked = rankCandidates(
      chosenRequest,
      [
        candidate({ teacherId: 'best-fit' }),
        candidate({
          teacherId: 'chosen-teacher',
          city: 'Lalitpur',
          verified: false,
          offer: offer({ id: 'chosen', subjects: ['Accounts'] }),
        }),
      ],
      noFees,
      10,
    );
    expect(ids(ranked)).toEqual(['chosen-teacher', 'best-fit']);
    expect(ranked[0]?.reasons[0]).toEqual({ code: 'reasonFamilyChose', text: 'The family chose this offer' });
    // The score is the fit alone: class band, level and the valley; no subject.
    expect(ranked[0]?.score).toBe(RANK_WEIGHTS.classBand + RANK_WEIGHTS.level + RANK_WEIGHTS.inValley);
    // Without the choice the same offer is no fit at all.
    expect(
      ids(
        rankCandidates(
          request,
          ranked.map((r) => r.candidate),
          noFees,
          10,
        ),
      ),
    ).toEqual(['best-fit']);
  });

  it('stops at the limit and returns nothing for no fit', () => {
    const many = ['a', 'b', 'c', 'd'].map((teacherId) => candidate({ teacherId }));
    expect(ids(rankCandidates(request, many, noFees, 2))).toEqual(['a', 'b']);
    expect(rankCandidates({ ...request, subjects: ['Nepali'] }, many, noFees, 10)).toEqual([]);
  });
});

describe('joinWords', () => {
  it.each([
    [[], ''],
    [['Maths'], 'Maths'],
    [['Maths', 'Science'], 'Maths and Science'],
    [['Maths', 'Science', 'English'], 'Maths, Science and English'],
  ])('%j → %s', (words, joined) => {
    expect(joinWords(words)).toBe(joined);
  });
});
