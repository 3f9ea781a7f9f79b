// Seeded reviews, so demos look alive and the figures add up: seeded clients (who cannot sign in) had completed
// consultations with the demo professional and every other seeded lawyer of the first forty, each reviewed; the
// averages differ lawyer to lawyer and some reviews are unanswered. All were booked in earlier months and none by
// the demo client, whose own completed consultation (seed/bookings.ts, the first) is left for them to review.
import type { Kysely } from 'kysely';
import { bookingMinutes } from '@contract';
import { slotTimes } from '../../services/bookingSlots';
import type { Insertable } from 'kysely';
import type { Database, NewBooking, ReviewsTable } from '../schema';
import { dayFrom } from './bookings';
import { lawyerId } from './lawyers';

const seededAt = '2024-06-01T09:00:00.000Z';
const dayMs = 86_400_000;

const clientNames = [
  'Priya Sharma',
  'Karan Malhotra',
  'Meera Iyer',
  'Sandeep Gupta',
  'Fatima Khan',
  'Vikram Rao',
  'Neha Joshi',
  'Arjun Nair',
  'Lakshmi Menon',
  'Rahul Bose',
];
/** Seeded clients (no sign-in) behind the seeded reviews. */
export const seededClientCount = clientNames.length;
export const seededClientId = (i: number) => `01HZ0000000000000000RC${String(i).padStart(4, '0')}`;
export const seededReviewBookingId = (i: number) => `01HZ0000000000000000RB${String(i).padStart(4, '0')}`;
export const seededReviewId = (i: number) => `01HZ0000000000000000RV${String(i).padStart(4, '0')}`;

/** Stars of each reviewed lawyer's reviews, oldest first (the pattern repeats lawyer to lawyer). */
const starSets = [
  [5, 4, 5, 5, 3],
  [4, 4, 3, 5],
  [5, 5, 4],
  [3, 4, 2, 4, 3, 5],
  [5, 5, 5, 4, 5],
  [4, 3, 4],
  [2, 4, 3, 3],
  [5, 4],
];
const texts: Record<number, string[]> = {
  5: [
    'Explained the tenancy notice clause by clause and told me exactly what to send back. Very clear.',
    'Patient, precise and on time. The written summary after the call was a great help.',
    'Helped me understand my options in the partition suit without pushing me towards litigation.',
    'Answered every question about the cheque bounce notice and drafted the reply the same day.',
    'Calm and practical. Explained mutual consent divorce step by step, including the waiting period.',
    '',
  ],
  4: [
    'Good advice on the consumer complaint; the call ran a little short but the follow-up mail covered it.',
    'Knowledgeable about RERA matters. Would have liked a bit more time on the documents.',
    'Useful review of my employment contract; pointed out the notice-period clause I had missed.',
    '',
  ],
  3: ['The advice was correct but quite general. I had to ask twice for the next steps.', ''],
  2: ['Started late and the answers felt rushed. The fee was fair though.'],
};
const replies = [
  'Thank you for the kind words. Do share the registered copy when it arrives.',
  'Thank you for your feedback. I will keep the follow-up notes shorter and clearer.',
  'Glad it helped. All the best with the hearing.',
];
const topics = [
  'Tenancy notice from the landlord',
  'Consumer complaint against a builder',
  'Partition of ancestral property',
  'Cheque bounce notice',
  'Divorce by mutual consent',
  'Employment contract review',
];
const slots = ['10:00', '11:30', '12:30', '14:00', '15:00', '17:00'];

export interface SeededReviews {
  clients: number;
  reviews: number;
}

/** The seeded lawyers that have reviews: the demo professional, then every second one of the first forty. */
function reviewedLawyers(demoProfessionalId: string): string[] {
  return [demoProfessionalId, ...Array.from({ length: 20 }, (_, k) => lawyerId(k * 2))];
}

export async function seedReviews(
  trx: Kysely<Database>,
  demoProfessionalId: string,
  ratePaise: (lawyerId: string) => number,
  now: Date,
): Promise<SeededReviews> {
  await trx
    .insertInto('users')
    .values(
      clientNames.map((name, i) => ({
        id: seededClientId(i + 1),
        email: `${name.toLowerCase().replace(' ', '.')}@clients.lexsetu.in`,
        name,
        role: 'consumer' as const,
        // Not an Argon2 hash: these seeded clients cannot log in.
        password_hash: '!no-login',
        consultation_types: '[]',
        created_at: seededAt,
        updated_at: seededAt,
      })),
    )
    .execute();

  const booking = (
    id: string,
    clientId: string,
    lawyer: string,
    daysAgo: number,
    slot: string,
    topic: string,
  ): NewBooking => {
    const date = dayFrom(now, -daysAgo);
    const times = slotTimes(date, slot);
    // Booked 40 days before the consultation: always in an earlier calendar month than `now`.
    const createdAt = new Date(Date.parse(times.start_at) - 40 * dayMs).toISOString();
    const rate = ratePaise(lawyer);
    return {
      id,
      client_id: clientId,
      lawyer_id: lawyer,
      date,
      slot,
      ...times,
      minutes: bookingMinutes,
      mode: 'video',
      topic,
      price_paise: rate * bookingMinutes,
      rate_paise: rate,
      status: 'completed',
      metered_minutes: bookingMinutes,
      paid_at: createdAt,
      created_at: createdAt,
      updated_at: times.end_at,
    };
  };

  const bookings: NewBooking[] = [];
  const reviews: Insertable<ReviewsTable>[] = [];
  let n = 0;
  const used: Record<number, number> = {};
  reviewedLawyers(demoProfessionalId).forEach((lawyer, k) => {
    starSets[k % starSets.length]!.forEach((stars, j) => {
      n += 1;
      // Oldest first: the first review is the furthest back; all at least 14 days ago.
      const daysAgo = 14 + (starSets[k % starSets.length]!.length - j) * 9 + (k % 5);
      const row = booking(
        seededReviewBookingId(n),
        seededClientId(((k * 3 + j) % clientNames.length) + 1),
        lawyer,
        daysAgo,
        slots[(k + j) % slots.length]!,
        topics[(k + j) % topics.length]!,
      );
      bookings.push(row);
      const pool = texts[stars] ?? [''];
      used[stars] = (used[stars] ?? 0) + 1;
      const reviewedAt = new Date(Date.parse(row.end_at) + ((j % 3) + 1) * 3_600_000 * 7).toISOString();
      const answered = (k + j) % 3 === 0;
      reviews.push({
        id: seededReviewId(n),
        booking_id: row.id,
        lawyer_id: lawyer,
        client_id: row.client_id,
        stars,
        text: pool[used[stars]! % pool.length]!,
        recommend: stars >= 4 ? 1 : stars <= 2 ? 0 : null,
        created_at: reviewedAt,
        reply_text: answered ? replies[(k + j) % replies.length]! : null,
        reply_at: answered ? new Date(Date.parse(reviewedAt) + dayMs).toISOString() : null,
        hidden_at: null,
        moderation_reason: null,
        moderated_at: null,
        moderated_by: null,
      });
    });
  });
  await trx.insertInto('bookings').values(bookings).execute();
  await trx.insertInto('reviews').values(reviews).execute();

  // Real follows: each seeded client follows some of the reviewed lawyers.
  const follows = reviewedLawyers(demoProfessionalId).flatMap((lawyer, k) =>
    clientNames
      .map((_, c) => c + 1)
      .filter((c) => (c + k) % 3 !== 1)
      .map((c) => ({ user_id: seededClientId(c), lawyer_id: lawyer, created_at: seededAt })),
  );
  await trx.insertInto('follows').values(follows).execute();
  return { clients: clientNames.length, reviews: reviews.length };
}
