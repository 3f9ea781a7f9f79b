// The accepting lawyer delivers a version (PDF or DOCX); the client is told to approve it or ask for a revision.
import {
  serviceOrderEndpoints as endpoints,
  serviceOrderMessages as messages,
  type InputOf,
  type ServiceOrder,
} from '@contract';
import { newId } from '../../db/ids';
import type { UserRow } from '../../db/schema';
import { updatedAny } from '../../db/updated';
import { badRequest, conflict } from '../../errors';
import { storeUploads, type IncomingFile } from '../files';
import { notice, notify } from '../notifications';
import { addServiceOrderEvent } from '../serviceOrderEvents';
import { lawyersOrder } from './access';
import { orderLink, reload, withCleanup, type ServiceOrderDeps } from './common';
import { isIn, transitions } from './stateMachine';

const deliveryKinds = {
  mimes: ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  label: messages.deliveryTypes,
};

export async function deliverVersion(
  deps: ServiceOrderDeps,
  me: UserRow,
  { params, body }: InputOf<typeof endpoints.deliver>,
  file: IncomingFile | undefined,
): Promise<ServiceOrder> {
  const { db, clock, storage } = deps;
  const row = await lawyersOrder(db, me, params.id);
  if (!isIn(row, 'deliver')) throw conflict('order_not_deliverable');
  if (!file) throw badRequest('order_version_file_missing', 'file');
  const [stored] = await storeUploads(storage, [file], deliveryKinds);
  const at = clock.now().toISOString();
  await withCleanup(storage, [stored!.storedName], () =>
    db.transaction().execute(async (trx) => {
      const last = await trx
        .selectFrom('service_order_files')
        .select((eb) => eb.fn.max('version').as('v'))
        .where('order_id', '=', row.id)
        .where('kind', '=', 'delivery')
        .executeTakeFirst();
      const next = Number(last?.v ?? 0) + 1;
      const changed = await trx
        .updateTable('service_orders')
        .set({ status: transitions.deliver.to, updated_at: at })
        .where('id', '=', row.id)
        .where('lawyer_id', '=', me.id)
        .where('status', 'in', transitions.deliver.from)
        .executeTakeFirst();
      if (!updatedAny(changed)) throw conflict('order_not_deliverable');
      await trx
        .insertInto('service_order_files')
        .values({
          id: newId(),
          order_id: row.id,
          kind: 'delivery',
          question_id: null,
          version: next,
          note: body.note,
          original_name: stored!.originalName,
          stored_name: stored!.storedName,
          mime: stored!.mime,
          size: stored!.size,
          uploaded_by: me.id,
          created_at: at,
        })
        .execute();
      await addServiceOrderEvent(
        trx,
        row.id,
        'delivered',
        me.id,
        at,
        `Version ${next}: ${stored!.originalName}`,
      );
      await notify(trx, clock.now(), {
        userId: row.client_id,
        kind: 'request',
        says: notice('notice_order_version_ready', { version: next, title: row.title }),
        link: orderLink(row.id),
      });
    }),
  );
  return reload(deps, row.id, { id: me.id, as: 'lawyer' });
}
