// Review a delivered legal-document order: its client, once, within the review window after delivery.
import { reviewWindowDays, type Review } from '@contract';
import { conflict, forbidden, notFound } from '../../errors';
import type { Me, ReviewDeps } from './common';
import { saveReview } from './saveReview';

export async function reviewServiceOrder(
  { db, clock }: ReviewDeps,
  me: Me,
  body: { serviceOrderId: string; stars: number; text: string; recommend: boolean | null },
): Promise<Review> {
  const order = await db
    .selectFrom('service_orders')
    .selectAll()
    .where('id', '=', body.serviceOrderId)
    .executeTakeFirst();
  if (!order || (order.client_id !== me.id && order.lawyer_id !== me.id)) throw notFound('order_not_found');
  if (order.client_id !== me.id) throw forbidden('review_not_yours');
  if (order.status !== 'delivered' || !order.lawyer_id || !order.delivered_at)
    throw conflict('review_order_not_delivered', 'serviceOrderId');
  const now = clock.now();
  if (now.getTime() > Date.parse(order.delivered_at) + reviewWindowDays * 86_400_000)
    throw conflict('review_too_late', 'serviceOrderId');
  return saveReview(
    { db, clock },
    {
      of: { serviceOrderId: order.id },
      lawyerId: order.lawyer_id,
      clientId: me.id,
      body,
      notice: { kind: 'request', reviewed: 'notice_reviewed_order', values: { title: order.title } },
      already: { reason: 'review_order_already_given', field: 'serviceOrderId' },
    },
  );
}
