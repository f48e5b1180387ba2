// How a rating reads: stars for one review, and a member's average with its count (shown from 3 revealed reviews up,
// as services decide: common/reviewRules.ts shownRating).
import { REVIEW_RATING_MAX } from '~/common/constants';
import { css } from '~/web/styled-system/css';

const stars = css({ color: 'warning.text', letterSpacing: '0.05em', whiteSpace: 'nowrap' });

/** ★★★★☆ for one review's rating. */
export function Stars({ value }: { value: number }) {
  const filled = Math.max(0, Math.min(REVIEW_RATING_MAX, Math.round(value)));
  return (
    <span role="img" aria-label={`${value} out of ${REVIEW_RATING_MAX} stars`} className={stars}>
      {'★'.repeat(filled)}
      <span className={css({ color: 'fg.subtle' })}>{'☆'.repeat(REVIEW_RATING_MAX - filled)}</span>
    </span>
  );
}

export const reviewCount = (count: number) => (count === 1 ? '1 review' : `${count} reviews`);

/** A member's rating, e.g. "★ 4.3 · 5 reviews"; nothing when services show none. */
export function RatingSummary({ rating }: { rating: { average: number; count: number } | null | undefined }) {
  if (!rating) return null;
  const average = rating.average.toFixed(1);
  return (
    <span
      role="img"
      aria-label={`Rated ${average} out of ${REVIEW_RATING_MAX} from ${reviewCount(rating.count)}`}
      className={css({ display: 'inline-flex', gap: '1', alignItems: 'baseline', textStyle: 'sm', whiteSpace: 'nowrap' })}
    >
      <span className={stars}>★</span>
      <span className={css({ fontWeight: 'semibold', color: 'fg.default' })}>{average}</span>
      <span className={css({ color: 'fg.muted' })}>· {reviewCount(rating.count)}</span>
    </span>
  );
}
