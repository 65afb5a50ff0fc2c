/**
 * The reviews page's messages, apart from the zod schema so the page can show them without loading zod (it is
 * the largest module the site has). `@/lib/validation/review` re-exports everything here.
 */

export const REVIEW_SUCCESS_TITLE = 'Review submitted!';
export const REVIEW_SUCCESS_MESSAGE = 'Thank you for your feedback';
export const REVIEW_FAILED_TITLE = 'Submission failed';
export const REVIEW_FAILED_MESSAGE = 'Please try again later';
export const REVIEW_SIGN_IN_TITLE = 'Sign in required';
export const REVIEW_SIGN_IN_MESSAGE = 'Please sign in to submit a review';
export const REVIEWS_LOAD_FAILED_TITLE = 'Error loading reviews';
export const REVIEWS_LOAD_FAILED_MESSAGE = 'Please try again later';
export const REVIEWS_EMPTY = 'No reviews yet. Be the first to leave a review!';
export const REVIEWS_LOADING = 'Loading reviews...';
/** How many reviews 'Recent Reviews' lists. */
export const RECENT_REVIEWS = 10;
