// The seed's reviews (issue 27): started matches between seeded families and listed tutors, each
// with the family's review in English or नेपाली (a few answered by the tutor), so the directory's
// ratings, the tutor pages and /home's testimonials show real-looking data from the first start.
// Runs inside the seed's transaction; the ratings are copied onto the offers as a review does.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { matches, matchEvents, reviewInvites, reviews, studentRequests, tuitions } from '../db/schema.js';
import type { DbOrTx } from '../modules/notifications/outbox.js';
import { refreshTeacherRating } from '../modules/reviews/ratings.js';

/** What families wrote, and what a few tutors answered. */
const DEMO_REVIEWS: { rating: number; comment: string | null; reply?: string }[] = [
  {
    rating: 5,
    comment: 'Very patient with my son. His maths marks went up in one term.',
    reply: 'Thank you! He works hard.',
  },
  { rating: 5, comment: 'सरले धेरै राम्रोसँग बुझाउनुहुन्छ। छोरीलाई विज्ञान अब मन पर्छ।' },
  { rating: 4, comment: 'Always on time and prepares notes for the SEE. A little strict, which we like.' },
  { rating: 5, comment: 'म्याडम समयमै आउनुहुन्छ र गृहकार्य पनि जाँच्नुहुन्छ। धन्यवाद!', reply: 'धन्यवाद, पढाउन रमाइलो लाग्छ।' },
  { rating: 4, comment: null },
  { rating: 3, comment: 'Good teacher, but had to change the timing twice.' },
  { rating: 5, comment: 'अङ्ग्रेजी बोल्न डराउने छोरो अहिले कक्षामा प्रश्न सोध्छ।' },
  { rating: 4, comment: 'Explains accounts step by step. Our daughter passed +2 with a good grade.' },
  { rating: 5, comment: 'घरमै आएर पढाउनुहुन्छ, बच्चालाई पनि सहज लाग्छ।' },
  { rating: 2, comment: 'The lessons were fine but they stopped after a month.' },
  { rating: 5, comment: 'Best tutor we have had. Clear, kind and well prepared.' },
  { rating: 4, comment: 'गणितका कठिन प्रश्न पनि सजिलो तरिकाले सिकाउनुहुन्छ।' },
];

const DAY_MS = 86_400_000;

/** Adds the demo reviews; answers how many. */
export async function seedDemoReviews(tx: DbOrTx, now = new Date()): Promise<number> {
  const tutors = await tx
    .selectDistinct({ teacherId: tuitions.teacherId })
    .from(tuitions)
    .where(eq(tuitions.status, 'Completed'))
    .orderBy(asc(tuitions.teacherId))
    .limit(6);
  const families = await tx
    .select({ id: studentRequests.id })
    .from(studentRequests)
    // Requests the seed has not matched already (the books' matches).
    .where(sql`not exists (select 1 from ${matches} where ${matches.requestId} = ${studentRequests.id})`)
    .orderBy(asc(studentRequests.createdAt), asc(studentRequests.id))
    .limit(DEMO_REVIEWS.length);
  if (tutors.length === 0) return 0;
  const count = Math.min(DEMO_REVIEWS.length, families.length);
  for (let index = 0; index < count; index++) {
    const teacherId = tutors[index % tutors.length]!.teacherId;
    const requestId = families[index]!.id;
    const review = DEMO_REVIEWS[index]!;
    // Started a few weeks ago; reviewed a week or so later, newest first as listed.
    const startedAt = new Date(now.getTime() - (60 - index * 3) * DAY_MS);
    const reviewedAt = new Date(startedAt.getTime() + 15 * DAY_MS);
    const [match] = await tx
      .insert(matches)
      .values({
        requestId,
        teacherId,
        state: 'started',
        acceptedAt: new Date(startedAt.getTime() - 2 * DAY_MS),
        startedAt,
        createdAt: new Date(startedAt.getTime() - 3 * DAY_MS),
      })
      .returning({ id: matches.id });
    if (!match) continue;
    await tx.insert(matchEvents).values([
      {
        matchId: match.id,
        fromState: null,
        toState: 'proposed',
        actorRole: 'admin',
        at: new Date(startedAt.getTime() - 3 * DAY_MS),
      },
      {
        matchId: match.id,
        fromState: 'proposed',
        toState: 'accepted',
        actorRole: 'teacher',
        actorId: teacherId,
        at: new Date(startedAt.getTime() - 2 * DAY_MS),
      },
      { matchId: match.id, fromState: 'accepted', toState: 'started', actorRole: 'admin', at: startedAt },
    ]);
    // The link that was "sent" and used: the sweep sends no other for these matches.
    await tx.insert(reviewInvites).values({
      matchId: match.id,
      tokenHash: `seeded-${match.id}`,
      expiresAt: new Date(startedAt.getTime() + 74 * DAY_MS),
      usedAt: reviewedAt,
      createdAt: new Date(startedAt.getTime() + 14 * DAY_MS),
    });
    await tx.insert(reviews).values({
      matchId: match.id,
      teacherId,
      rating: review.rating,
      comment: review.comment,
      reply: review.reply ?? null,
      repliedAt: review.reply ? new Date(reviewedAt.getTime() + DAY_MS) : null,
      createdAt: reviewedAt,
      updatedAt: reviewedAt,
    });
  }
  await tx
    .update(studentRequests)
    .set({ status: 'Completed', updatedAt: sql`${studentRequests.updatedAt}` })
    .where(
      inArray(
        studentRequests.id,
        families.slice(0, count).map((family) => family.id),
      ),
    );
  for (const { teacherId } of tutors) await refreshTeacherRating(tx, teacherId);
  return count;
}
