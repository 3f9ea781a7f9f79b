// The contract's texts that the dashboard screens show (server/contract: modes, tabs, statuses, the spec's
// messages, the form rules' messages), listed here for the catalogues: the contract may not import the renderer,
// so its English stays there and the screens show it through t(text). contractWords.test.ts checks that every
// text of those lists is here, so a changed contract text cannot lose its translation unnoticed.
import { msg } from '@/i18n/language';

export const bookingWords: readonly string[] = [
  // bookingModeLabels
  msg('Video chat'),
  msg('Phone call'),
  msg('On-site at the office address'),
  // scheduleTabs
  msg('upcoming'),
  msg('live'),
  msg('completed'),
  // bookingMessages
  msg('No slots available'),
  msg('Consultation booked. You will find it in Schedules.'),
  // missedReason, missedFreeFirst
  msg('You did not join'),
  msg('The lawyer did not join'),
  msg('The client did not join'),
  msg('Your first consultation is still free: book another time.'),
  msg('It was your free first consultation.'),
  // cancellationPolicy
  msg("Cancel while the booking awaits the lawyer's approval: full refund, whenever it is."),
  msg('Cancel 24 hours or more before the start: full refund.'),
  msg('Cancel less than 24 hours before the start: 50% refund.'),
  msg('If the lawyer cancels, declines or does not join within 10 minutes of the start: full refund.'),
];

export const requestWords: readonly string[] = [
  // requestStatuses ('completed' is a schedule tab's too)
  msg('new'),
  msg('on-going'),
  // requestMessages
  msg('Please fill all required fields.'),
  msg('Please log in to create a request.'),
  msg('Request created successfully!'),
  msg('Error creating request:'),
  msg('An error occurred while submitting the form.'),
  msg('Request deleted successfully'),
  msg('Error deleting request'),
  // createRequestFieldsSchema's rules
  msg('Budget must be an amount in rupees.'),
  msg('Title is too long (200 characters at most).'),
  msg('Description is too long (5000 characters at most).'),
  msg('Consultation type must be Online or On-site.'),
  msg('Timing must be a 30-minute slot from 10:00 AM to 5:30 PM.'),
  msg('Please enter a valid email.'),
  msg('Date must look like YYYY-MM-DD.'),
  msg('Date must be a real calendar date.'),
];

export const moneyWords: readonly string[] = [
  // periods
  msg('This Month'),
  msg('Last 3 Months'),
  msg('Last 6 Months'),
  msg('All Data'),
  // activitySorts
  msg('By amount'),
  msg('By date'),
  msg('By category'),
  msg('By type'),
  // invoiceSorts
  msg('sort by date'),
  msg('sort by budget'),
  msg('sort by status'),
  msg('sort by type'),
  // plans: badges and labels, the basic plan's name
  msg('Monthly plan, Cancel anytime'),
  msg('Yearly plan, Saving 15.91%'),
  msg('Premium monthly'),
  msg('Premium yearly'),
  msg('Basic free plan'),
  // paymentMessages
  msg('Your card was declined.'),
  msg('Payment successful'),
  msg('Your premium subscription has been cancelled.'),
  // documentMessages and the upload form's rules
  msg('Please select a file to upload'),
  msg('File uploaded successfully!'),
  msg('An error occurred while uploading the file.'),
  msg('Description is too long (1000 characters at most).'),
  msg('PIN must be 4 to 6 digits.'),
  // premiumCancellationRule
  msg(
    'Cancelling Premium is immediate: its benefits end at once, and the unused days of the period you paid for are refunded pro rata, with a GST credit note.',
  ),
  // Engagement statuses and types as the bills list sends them
  msg('Paid'),
  msg('Free'),
  msg('Pending payment'),
  msg('Cancelled'),
  msg('Legal document'),
];

export const reviewWords: readonly string[] = [
  msg('Order of results is not influenced by ratings or payment'),
  msg('No reviews yet'),
  msg('Thank you. An admin will look at this review.'),
];
