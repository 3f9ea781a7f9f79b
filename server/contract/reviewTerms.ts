// The zod-free part of reviews.ts (which re-exports it): limits and the spec's texts. Screens import these as
// `@contract/reviewTerms`, so their first load carries no schemas (or zod).

/** How long after a booking's end its client may still review it. */
export const reviewWindowDays = 60;

export const reviewTextMax = 2000;

export const reviewReasonMax = 500;

export const reviewMessages = {
  notYours: 'You can only review your own consultations.',
  notCompleted: 'You can review a consultation once it is completed.',
  alreadyReviewed: 'You have already reviewed this consultation.',
  orderNotDelivered: 'You can review a document order once it is delivered.',
  orderAlreadyReviewed: 'You have already reviewed this order.',
  tooLate: `Reviews can be written up to ${reviewWindowDays} days after the consultation.`,
  bookingNotFound: 'Booking not found.',
  reviewNotFound: 'Review not found.',
  notYourProfile: 'Only the reviewed lawyer can reply to this review.',
  alreadyReplied: 'You have already replied to this review.',
  alreadyReported: 'You have already reported this review.',
  reported: 'Thank you. An admin will look at this review.',
  noReviews: 'No reviews yet',
  rule36: 'Order of results is not influenced by ratings or payment',
} as const;
