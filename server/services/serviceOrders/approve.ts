// The client approves the latest version: the order is delivered, the document e-mailed and kept in Documents.
import { serviceOrderEndpoints as endpoints, type InputOf, type ServiceOrder } from '@contract';
import { newId } from '../../db/ids';
import type { UserRow } from '../../db/schema';
import { updatedAny } from '../../db/updated';
import { conflict } from '../../errors';
import { storeBytes } from '../files';
import { notice, notify } from '../notifications';
import { creditReferralOfPurchase } from '../referrals';
import { addServiceOrderEvent } from '../serviceOrderEvents';
import { clientsOrder } from './access';
import { orderLink, reload, type ServiceOrderDeps } from './common';
import { assertFreshVersion } from './queries';
import { transitions } from './stateMachine';
import { userLocale } from '../readerLanguage';
import { textIn } from '../../i18n';

export async function approveServiceOrder(
  deps: ServiceOrderDeps,
  me: UserRow,
  { params }: InputOf<typeof endpoints.approve>,
): Promise<ServiceOrder> {
  const { db, clock, storage, mailer } = deps;
  const row = await clientsOrder(db, me, params.id);
  await assertFreshVersion(db, row);
  const latest = await db
    .selectFrom('service_order_files')
    .selectAll()
    .where('order_id', '=', row.id)
    .where('kind', '=', 'delivery')
    .orderBy('version', 'desc')
    .executeTakeFirstOrThrow();
  // The client's own copy in Documents (deleting it there never touches the order's versions).
  const bytes = await storage.read(latest.stored_name);
  const ext = latest.stored_name.split('.').pop() ?? 'pdf';
  const { storedName: copy } = await storeBytes(storage, bytes, ext, latest.mime);
  const at = clock.now().toISOString();
  await db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('service_orders')
      .set({ status: transitions.approve.to, delivered_at: at, updated_at: at })
      .where('id', '=', row.id)
      .where('status', 'in', transitions.approve.from)
      .executeTakeFirst();
    if (!updatedAny(changed)) throw conflict('order_no_delivery');
    // Approved, the order can no longer be refunded in full: a referral reward waiting on its payment is due.
    await creditReferralOfPurchase(trx, { serviceOrderId: row.id }, clock.now());
    await trx
      .insertInto('documents')
      .values({
        id: newId(),
        user_id: me.id,
        original_name: latest.original_name,
        stored_name: copy,
        mime: latest.mime,
        size: latest.size,
        description: `${row.title}, version ${latest.version}, approved`,
        pin_hash: null,
        pin_failures: 0,
        pin_locked_until: null,
        shared_with: null,
        deleted_at: null,
        created_at: at,
      })
      .execute();
    await addServiceOrderEvent(
      trx,
      row.id,
      'approved',
      me.id,
      at,
      `Version ${latest.version}: ${latest.original_name}`,
    );
    if (row.lawyer_id)
      await notify(trx, clock.now(), {
        userId: row.lawyer_id,
        kind: 'request',
        says: notice('notice_order_approved', {
          name: me.name,
          version: String(latest.version),
          title: row.title,
        }),
        link: orderLink(row.id),
      });
    await notify(trx, clock.now(), {
      userId: me.id,
      kind: 'request',
      says: notice('notice_order_delivered', { title: row.title }),
      link: '/dashboard/invoices',
    });
  });
  // After the commit: a mail that cannot be sent does not undo the delivery (the document is in Documents).
  const locale = await userLocale(db, me.id);
  const words = { name: me.name, title: row.title, file: latest.original_name };
  await mailer
    .send({
      to: me.email,
      subject: textIn(locale, 'mail_document_ready_subject', words),
      text: textIn(locale, 'mail_document_ready_body', words),
      attachments: [{ filename: latest.original_name, contentType: latest.mime, content: bytes }],
    })
    .catch(() => {});
  return reload(deps, row.id, { id: me.id, as: 'client' });
}
