import type { ReviewLinkTokens } from '../../core/shop/reviews/review-link.ts';
import { sealedOrderLinkTokens } from './sealed-order-link-tokens.ts';

/** Review links' tokens: sealed for 'review', so no other order link opens the review form. */
export const sealedReviewLinkTokens = (secret: string): ReviewLinkTokens => sealedOrderLinkTokens(secret, 'review');
