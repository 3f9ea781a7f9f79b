// One of an order's files, for its download (same access as the order).
import { serviceOrderEndpoints as endpoints, type InputOf } from '@contract';
import type { Db } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import { notFound } from '../../errors';
import { visibleOrder } from './access';

export async function orderFile(db: Db, me: UserRow, { params }: InputOf<typeof endpoints.file>) {
  await visibleOrder(db, me, params.id);
  const file = await db
    .selectFrom('service_order_files')
    .selectAll()
    .where('id', '=', params.fileId)
    .where('order_id', '=', params.id)
    .executeTakeFirst();
  if (!file) throw notFound('file_not_found');
  return file;
}
