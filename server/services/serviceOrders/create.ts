// The client buys a package: an order awaiting payment, at the catalogue's price and terms of the moment.
import { serviceOrderEndpoints as endpoints, type InputOf, type ServiceOrder } from '@contract';
import { newId } from '../../db/ids';
import type { UserRow } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { presentServiceOrder } from '../../presenters/serviceOrder';
import { addServiceOrderEvent } from '../serviceOrderEvents';
import type { OrderRow, ServiceOrderDeps } from './common';

export async function createServiceOrder(
  deps: ServiceOrderDeps,
  me: UserRow,
  { body }: InputOf<typeof endpoints.create>,
): Promise<ServiceOrder> {
  const { db, clock } = deps;
  const service = await db
    .selectFrom('services')
    .selectAll()
    .where('id', '=', body.serviceId)
    .executeTakeFirst();
  if (!service) throw notFound('service_not_found');
  if (service.retired_at) throw conflict('service_retired', 'serviceId');
  const at = clock.now().toISOString();
  const row: OrderRow = {
    id: newId(),
    client_id: me.id,
    service_id: service.id,
    lawyer_id: null,
    status: 'awaiting_payment',
    title: service.title,
    category: service.category,
    price_paise: service.price_paise,
    turnaround_days: service.turnaround_days,
    revisions_allowed: service.revisions,
    revisions_used: 0,
    questionnaire: service.questionnaire,
    answers: '{}',
    call_booking_id: null,
    paid_at: null,
    details_at: null,
    accepted_at: null,
    due_at: null,
    delivered_at: null,
    cancelled_at: null,
    unclaimed_notified_at: null,
    overdue_notified_at: null,
    created_at: at,
    updated_at: at,
  };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('service_orders').values(row).execute();
    await addServiceOrderEvent(trx, row.id, 'created', me.id, at);
  });
  return presentServiceOrder(db, row, { id: me.id, as: 'client' });
}
