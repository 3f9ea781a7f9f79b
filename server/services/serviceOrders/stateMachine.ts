// The document order's state machine, written once: which states each step leaves from (the use cases' conditional
// updates) and who may take it now (the presenter's `can`, and the use cases' checks before the update).
//   awaiting_payment → (paid) awaiting_lawyer → (briefed, a verified lawyer accepts: first wins) in_progress
//   in_progress ⇄ revision_requested (up to the package's revisions) → (client approves a version) delivered
//   awaiting_payment | awaiting_lawyer → (client cancels before a lawyer accepts) cancelled
import type { ServiceOrderStatus } from '@contract';
import type { ServiceOrdersTable } from '../../db/schema';

/** How the caller relates to an order; a candidate is a verified lawyer seeing it in their queue of open orders. */
export interface Viewer {
  id: string;
  as: 'client' | 'lawyer' | 'admin' | 'candidate';
}

export type OrderState = Pick<
  ServiceOrdersTable,
  | 'status'
  | 'client_id'
  | 'lawyer_id'
  | 'details_at'
  | 'call_booking_id'
  | 'revisions_used'
  | 'revisions_allowed'
>;

const working = ['in_progress', 'revision_requested'] as const satisfies readonly ServiceOrderStatus[];

/** Each step's from-states and, when it moves the order, its to-state. */
export const transitions = {
  pay: { from: ['awaiting_payment'], to: 'awaiting_lawyer' },
  answer: { from: ['awaiting_lawyer'] },
  accept: { from: ['awaiting_lawyer'], to: 'in_progress' },
  bookCall: { from: working },
  deliver: { from: working, to: 'in_progress' },
  revise: { from: ['in_progress'], to: 'revision_requested' },
  approve: { from: ['in_progress'], to: 'delivered' },
  cancel: { from: ['awaiting_payment', 'awaiting_lawyer'], to: 'cancelled' },
} as const satisfies Record<string, { from: readonly ServiceOrderStatus[]; to?: ServiceOrderStatus }>;

export type Step = keyof typeof transitions;

/** The order is in one of the step's from-states. */
export const isIn = (o: Pick<OrderState, 'status'>, step: Step): boolean =>
  (transitions[step].from as readonly ServiceOrderStatus[]).includes(o.status);

/** No lawyer has taken it yet: the client may still answer, cancel, and lawyers may accept. */
const open = (o: OrderState) => !o.lawyer_id;

export const canPay = (o: OrderState, v: Viewer) => v.as === 'client' && isIn(o, 'pay');
export const canAnswer = (o: OrderState, v: Viewer) => v.as === 'client' && isIn(o, 'answer') && open(o);
export const canAccept = (o: OrderState, v: Viewer) =>
  v.as === 'candidate' && isIn(o, 'accept') && open(o) && !!o.details_at && o.client_id !== v.id;
export const canBookCall = (o: OrderState, v: Viewer) =>
  v.as === 'client' && isIn(o, 'bookCall') && !!o.lawyer_id && !o.call_booking_id;
export const canDeliver = (o: OrderState, v: Viewer) => v.as === 'lawyer' && isIn(o, 'deliver');
export const canCancel = (o: OrderState, v: Viewer) => v.as === 'client' && isIn(o, 'cancel') && open(o);

/** A version delivered since the last revision request (each request is answered by a new version). */
export const hasFreshVersion = (o: OrderState, versionsDelivered: number) =>
  isIn(o, 'approve') && versionsDelivered > o.revisions_used;
export const canApprove = (o: OrderState, v: Viewer, versionsDelivered: number) =>
  v.as === 'client' && hasFreshVersion(o, versionsDelivered);
export const canRevise = (o: OrderState, v: Viewer, versionsDelivered: number) =>
  canApprove(o, v, versionsDelivered) && o.revisions_used < o.revisions_allowed;
export const canReview = (o: OrderState, v: Viewer, reviewed: boolean) =>
  v.as === 'client' && o.status === 'delivered' && !reviewed;
