import type { ReviewLinkTokens } from '../../core/shop/reviews/review-link.ts';
import { hmacOrderLinkTokens } from './hmac-order-link-tokens.ts';

/** Review links' tokens: signed for 'review', so no other order link opens the review form. */
export const hmacReviewLinkTokens = (secret: string): ReviewLinkTokens => hmacOrderLinkTokens(secret, 'review');
