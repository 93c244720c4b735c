import { formatRating } from '@/domain/reviews/format-rating';
import { reviewStars } from '@/domain/reviews/review-stars';

/** Stars for a rating out of 5 (the spec's fractional-star rule), with the rating as text for everyone. */
export function RatingStars({ rating, className = '' }: { rating: number; className?: string }) {
  const stars = reviewStars(rating);
  return (
    <span className={`inline-flex items-center gap-1 ${className}`}>
      <span aria-hidden="true" className="tracking-tight">
        {'★'.repeat(stars.full)}
        {stars.fractional ? (
          <span className="relative inline-block">
            <span className="opacity-40">★</span>
            <span className="absolute inset-0 overflow-hidden" style={{ width: `${stars.fraction * 100}%` }}>
              ★
            </span>
          </span>
        ) : null}
        <span className="opacity-40">{'★'.repeat(stars.empty)}</span>
      </span>
      <span className="sr-only">Rated {formatRating(rating)} out of 5</span>
    </span>
  );
}
