// The contract's words for a document order (serviceOrderTerms.ts: statuses and the four steps), marked for the
// catalogues and translated where shown. orderTerms.test.ts keeps them the contract's words.
import type { ServiceOrderStatus } from '@contract/serviceOrderTerms';
import { msg } from '@/i18n/language';

export const orderStatusLabels: Record<ServiceOrderStatus, string> = {
  awaiting_payment: msg('Awaiting payment'),
  awaiting_lawyer: msg('Awaiting a lawyer'),
  in_progress: msg('In progress'),
  revision_requested: msg('Revision requested'),
  delivered: msg('Delivered'),
  cancelled: msg('Cancelled'),
};

/** The landing's four steps, told to the client (serviceOrderSteps). */
export const clientOrderSteps = [
  { title: msg('Select the document'), text: msg('Select the document you need and go to checkout.') },
  { title: msg('Add your details'), text: msg('Attach your personal details on the success page.') },
  {
    title: msg('Schedule a call or chat'),
    text: msg('Choose a time slot to talk to your expert by call or chat.'),
  },
  {
    title: msg('Collect your document'),
    text: msg('Collect the finished document, delivered to you by e-mail.'),
  },
];

/** The same four steps told to the lawyer working on the order (lawyerOrderSteps). */
export const lawyerOrderSteps = [
  { title: msg('Client checks out'), text: msg('The client selects this document and pays at checkout.') },
  { title: msg('Client adds details'), text: msg('The client attaches their details after paying.') },
  { title: msg('Call or chat'), text: msg('The client chooses a time slot to talk to you by call or chat.') },
  {
    title: msg('Deliver the document'),
    text: msg('You deliver the document; once the client approves it, it is e-mailed to them.'),
  },
];
