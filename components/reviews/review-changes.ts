/**
 * A hide or publish tells the admin's hidden-reviews list to read itself again. router.refresh() only re-renders
 * the server part of /reviews, which is the public view and carries no hidden review.
 */
const REVIEW_CHANGED_EVENT = 'reviews:moderated';

export function announceReviewChange(): void {
  window.dispatchEvent(new Event(REVIEW_CHANGED_EVENT));
}

/** Calls `listener` after every hide or publish in this tab; returns the unsubscribe function. */
export function onReviewChange(listener: () => void): () => void {
  window.addEventListener(REVIEW_CHANGED_EVENT, listener);
  return () => window.removeEventListener(REVIEW_CHANGED_EVENT, listener);
}
