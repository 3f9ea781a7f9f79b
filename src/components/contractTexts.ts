// Texts the contract defines (server/contract: shared with the server, which cannot import the renderer's
// catalogues) that the public and account screens show: marked here for the catalogues and shown with t(text).
// (The practice areas, languages, cancellation rules and a document order's steps are marked where the
// dashboard shows them: src/pages/dashboard/contractWords.ts, experts/termWords.ts, documents/orderTerms.ts.)
// contractTexts.test.ts fails when a contract text changes without this file.
import { msg } from '@/i18n/language';

/** The consultation landing's choices: problem types and consultation times. */
export const leadChoiceTexts = [
  msg('Property registration'),
  msg('Legal advice'),
  msg('Contract review'),
  msg('Min 15 min.'),
  msg('Min 30 min.'),
  msg('Min 1 hr.'),
];

/** The contact form's topics. */
export const contactTopicTexts = [
  msg('General inquiries'),
  msg('Technical support'),
  msg('Legal professionals'),
  msg('Clients'),
];

/** The public forms' rules (contactMessageRequestSchema, leadRequestSchema): shown by zodRule in the reader's
 * language. */
export const publicFormMessages = [
  msg('Please enter your name.'),
  msg('Please enter a valid email address.'),
  msg('Please choose a topic.'),
  msg('Please write at least 10 characters.'),
  msg('Please keep the message under 2000 characters.'),
  msg('Please choose a problem type.'),
  msg('Please choose a consultation time.'),
  msg('Please choose a language.'),
];

/** The certificate types a lawyer may upload. */
export const certificateTypesText = msg('PDF, PNG or JPEG');
