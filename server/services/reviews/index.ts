// Verified reviews, one use case per file: write, list a lawyer's, reply, report, the admin's hide / restore,
// and asking for one. The profile's figures are computed once, in figures.ts.
export type { ReviewDeps } from './common';
export { reviewDeadline } from './deadline';
export { visibleExpertProfile } from './visibleExpert';
export { reviewFigures, lawyerFigures, followerCount } from './figures';
export { listExpertReviews } from './listExpertReviews';
export { reviewStates } from './reviewStates';
export { createReview } from './createReview';
export { replyToReview } from './replyToReview';
export { reportReview } from './reportReview';
export { listReviewsForAdmin } from './listReviewsForAdmin';
export { hideReview, restoreReview } from './moderateReview';
export { askForReview } from './askForReview';
