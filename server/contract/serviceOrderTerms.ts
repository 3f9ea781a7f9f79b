// The zod-free part of serviceOrders.ts (which re-exports it): categories, statuses and steps. Screens import
// these as `@contract/serviceOrderTerms`, so their first load carries no schemas (or zod).

export const serviceCategories = ['drafting', 'review', 'trademark', 'start-up'] as const;

export const serviceOrderStatuses = [
  'awaiting_payment',
  'awaiting_lawyer',
  'in_progress',
  'revision_requested',
  'delivered',
  'cancelled',
] as const;

export type ServiceOrderStatus = (typeof serviceOrderStatuses)[number];

export const serviceOrderStatusLabels: Record<ServiceOrderStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  awaiting_lawyer: 'Awaiting a lawyer',
  in_progress: 'In progress',
  revision_requested: 'Revision requested',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** The landing's four steps (spec section 2): the landing's timeline and the client's order page's Steps. */
export const serviceOrderSteps = [
  { title: 'Select the document', text: 'Select the document you need and go to checkout.' },
  { title: 'Add your details', text: 'Attach your personal details on the success page.' },
  { title: 'Schedule a call or chat', text: 'Choose a time slot to talk to your expert by call or chat.' },
  { title: 'Collect your document', text: 'Collect the finished document, delivered to you by e-mail.' },
] as const;

/** The same four steps told to the lawyer working on the order (its page speaks to them). */
export const lawyerOrderSteps = [
  { title: 'Client checks out', text: 'The client selects this document and pays at checkout.' },
  { title: 'Client adds details', text: 'The client attaches their details after paying.' },
  { title: 'Call or chat', text: 'The client chooses a time slot to talk to you by call or chat.' },
  {
    title: 'Deliver the document',
    text: 'You deliver the document; once the client approves it, it is e-mailed to them.',
  },
] as const;
