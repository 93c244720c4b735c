import { avatarImage } from './images/media-pool';
import type { TRandom } from './random';

const DAY_MS = 86_400_000;

// Sixteen ratings averaging 4.44, the shape of a dealer's public reviews: mostly five stars, a few poor.
const RATINGS = [5, 5, 4, 5, 5, 3, 5, 5, 4, 5, 1, 5, 5, 4, 5, 5];

const TEXTS: Record<number, string[]> = {
  5: [
    'Fantastic experience from start to finish. No pressure, and the car was detailed beautifully on pick-up.',
    'Service team kept me updated all day and the car was ready when promised. Highly recommend.',
    'Traded in my old ute and drove out the same afternoon. Fair price and friendly staff.',
    'Second car we have bought here. Straightforward, honest and quick finance approval.',
    'Great communication, great price. Thanks to the whole team!',
  ],
  4: [
    'Good range of stock and helpful sales staff. Paperwork took a little longer than expected.',
    'Happy with the car and the service. Coffee machine was broken, otherwise perfect.',
  ],
  3: ['The car is great but it took three phone calls to get the registration sorted.'],
  2: ['Service was slow and the price changed between the website and the showroom.'],
  1: ['Booked a test drive and the car had already been sold. Nobody called to tell me.'],
};

export type TReviewSeed = {
  locationIndex: number;
  customerName: string;
  text: string | null;
  rating: number;
  imageUrl: string | null;
  imageThumbUrl: string | null;
  reviewDate: string;
  createdAt: Date;
};

/**
 * One review per reviewer, spread over the given locations in turn; every fifth has no text and every
 * fourth carries the reviewer's photo.
 */
export function buildReviews(
  reviewers: string[],
  locationIndexes: number[],
  now: Date,
  random: TRandom,
): TReviewSeed[] {
  return reviewers.map((customerName, i) => {
    const rating = RATINGS[i % RATINGS.length]!;
    const createdAt = new Date(now.getTime() - random.int(3, 720) * DAY_MS - random.int(0, 86_399) * 1000);
    const image = i % 4 === 1 ? avatarImage(i) : null;
    return {
      locationIndex: locationIndexes[i % locationIndexes.length]!,
      customerName,
      text: i % 5 === 3 ? null : random.pick(TEXTS[rating]!),
      rating,
      imageUrl: image?.url ?? null,
      imageThumbUrl: image?.thumbUrl ?? null,
      reviewDate: createdAt.toISOString().slice(0, 10),
      createdAt,
    };
  });
}

/** A location's average (one decimal, as stored) and count, from its reviews. */
export function ratingSummary(
  reviews: TReviewSeed[],
  locationIndex: number,
): { averageRating: string | null; reviewCount: number } {
  const own = reviews.filter((r) => r.locationIndex === locationIndex);
  if (own.length === 0) return { averageRating: null, reviewCount: 0 };
  return {
    averageRating: (own.reduce((sum, r) => sum + r.rating, 0) / own.length).toFixed(1),
    reviewCount: own.length,
  };
}
