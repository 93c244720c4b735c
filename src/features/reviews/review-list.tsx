import { ServerImage } from '@/ui/media/server-image';
import { formatReviewDate } from '@/domain/reviews/format-review-date';
import type { TReview } from '@/server/reviews/list-location-reviews';
import { RatingStars } from '@/ui/rating/rating-stars';
import { timeAgo } from './time-ago';

/** Reviews: name, photo, text, stars, how long ago and the date. */
export function ReviewList({ reviews, now }: { reviews: TReview[]; now: Date }) {
  if (reviews.length === 0) return null;
  return (
    <section aria-labelledby="reviews-heading" className="my-8">
      <h2 id="reviews-heading" className="mb-4 text-2xl font-bold">
        What our customers say
      </h2>
      <ul className="grid list-none grid-cols-1 gap-6 p-0 md:grid-cols-2 lg:grid-cols-3">
        {reviews.map((r) => (
          <li key={r.id} className="bg-surface-alt rounded-theme border-line border p-5">
            <div className="flex items-center gap-3">
              {r.imageThumbUrl || r.imageUrl ? (
                <ServerImage
                  src={(r.imageThumbUrl ?? r.imageUrl)!}
                  alt=""
                  width={40}
                  height={40}
                  unoptimized
                  className="rounded-full"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="bg-primary text-primary-contrast grid size-10 place-items-center rounded-full font-bold"
                >
                  {r.customerName.trim().charAt(0).toUpperCase()}
                </span>
              )}
              <div>
                <p className="font-semibold">{r.customerName}</p>
                <p className="text-ink-muted text-sm">
                  {timeAgo(r.reviewDate, now)} ·{' '}
                  <time dateTime={r.reviewDate}>{formatReviewDate(r.reviewDate)}</time>
                </p>
              </div>
            </div>
            <RatingStars rating={r.rating} className="mt-2 text-lg" />
            {r.text && <p className="mt-2 whitespace-pre-line">{r.text}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
