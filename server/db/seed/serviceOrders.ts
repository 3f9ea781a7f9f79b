// Demo legal-document orders: one in each state, for a seeded client with the demo lawyer, so a sales demo
// shows the whole flow offline (the catalogue itself comes with migration 024). Each order is where the live
// flow would have left it: the one with a revision asked and the delivered one have their version 1 (a Word
// file written from the package's template and the client's answers), and the delivered one its approved copy
// in the client's Documents; the paid ones were paid through the payment service (payment, invoice, and for the
// delivered one the lawyer's earning). Without a file storage (tests of the data alone) no files are written.
import type { Transaction } from 'kysely';
import { firstDraft } from '../../services/catalogue';
import { docxMime, draftDocx } from '../../services/draftDocx';
import { storeBytes } from '../../services/files';
import { textIn } from '../../i18n';
import { serviceOrderAbout } from '../../services/payments/payables/serviceOrder';
import type { FileStorage } from '../../services/storage';
import { seedPayment } from './payments';
import type { Database, ServiceOrderStatus } from '../schema';

export const seededServiceOrderId = (i: number) => `01HZ0000000000000000S0${String(i).padStart(4, '0')}`;

const day = 86_400_000;

export async function seedServiceOrders(
  trx: Transaction<Database>,
  clientId: string,
  lawyerId: string,
  now: Date,
  storage?: FileStorage,
): Promise<void> {
  const services = await trx.selectFrom('services').selectAll().orderBy('position').execute();
  const bySlug = new Map(services.map((s) => [s.slug, s]));
  const plan: {
    slug: string;
    status: ServiceOrderStatus;
    daysAgo: number;
    answers?: Record<string, string>;
  }[] = [
    { slug: 'trademark', status: 'awaiting_payment', daysAgo: 0 },
    {
      slug: 'rent-agreement',
      status: 'awaiting_lawyer',
      daysAgo: 1,
      answers: {
        landlord: 'Suresh Iyer, 8 Lake Road, Chennai',
        tenant: 'Meera Pillai, 4 Park Street, Kolkata',
        property: '2BHK, 14 Anna Nagar, Chennai',
        rent: '25000',
        deposit: '100000',
        startDate: '2024-07-01',
      },
    },
    { slug: 'nda', status: 'in_progress', daysAgo: 3 },
    {
      slug: 'legal-notice',
      status: 'revision_requested',
      daysAgo: 5,
      answers: {
        sender: 'Priya Sharma, 22 Residency Road, Bengaluru',
        recipient: 'Karan Traders, 5 Market Street, Bengaluru',
        facts: 'You have not paid invoice 114 of 2 March for office furniture delivered and accepted.',
        demand: 'pay the invoice in full',
        amount: '185000',
      },
    },
    {
      slug: 'agreement-to-sale-drafting',
      status: 'delivered',
      daysAgo: 12,
      answers: {
        seller: 'Anil Kapoor, 3 Civil Lines, Jaipur',
        buyer: 'Priya Sharma, 22 Residency Road, Bengaluru',
        property: 'Flat 402, Lotus Residency, Malviya Nagar, Jaipur',
        price: '4500000',
        advance: '500000',
        completionDate: 'the 60th day from signing',
      },
    },
    { slug: 'will', status: 'cancelled', daysAgo: 20 },
  ];
  let i = 0;
  for (const p of plan) {
    i += 1;
    const service = bySlug.get(p.slug);
    if (!service) continue;
    const id = seededServiceOrderId(i);
    const created = new Date(now.getTime() - p.daysAgo * day);
    const at = (hours: number) => new Date(created.getTime() + hours * 3_600_000).toISOString();
    const paid = p.status !== 'awaiting_payment' && p.status !== 'cancelled';
    const accepted = ['in_progress', 'revision_requested', 'delivered'].includes(p.status);
    await trx
      .insertInto('service_orders')
      .values({
        id,
        client_id: clientId,
        service_id: service.id,
        lawyer_id: accepted ? lawyerId : null,
        // A paid one is paid through the payment service below, from where the live flow pays it.
        status: paid ? 'awaiting_payment' : p.status,
        title: service.title,
        category: service.category,
        price_paise: service.price_paise,
        turnaround_days: service.turnaround_days,
        revisions_allowed: service.revisions,
        revisions_used: p.status === 'revision_requested' ? 1 : 0,
        questionnaire: service.questionnaire,
        answers: JSON.stringify(p.answers ?? {}),
        call_booking_id: null,
        paid_at: null,
        details_at: paid ? at(0.5) : null,
        accepted_at: accepted ? at(2) : null,
        // The one in progress is on time; the one with a revision asked is past its turnaround (the stuck view).
        due_at: accepted
          ? p.status === 'in_progress'
            ? new Date(now.getTime() + 2 * day).toISOString()
            : at(2 + 24 * service.turnaround_days)
          : null,
        delivered_at: p.status === 'delivered' ? at(48) : null,
        cancelled_at: p.status === 'cancelled' ? at(1) : null,
        unclaimed_notified_at: null,
        overdue_notified_at: null,
        created_at: created.toISOString(),
        updated_at: created.toISOString(),
      })
      .execute();
    if (paid) {
      // Paid (its invoice issued, its 'paid' event written), then where it stands now.
      const about = serviceOrderAbout(service.title);
      await seedPayment(trx, {
        key: `S${i}`,
        userId: clientId,
        for: { serviceOrderId: id },
        amountPaise: service.price_paise,
        description: textIn('en', about.id, about.values),
        at: at(0.1),
      });
      await trx.updateTable('service_orders').set({ status: p.status }).where('id', '=', id).execute();
    }
    const events: [string, string | null, number, string][] = [['created', clientId, 0, '']];
    if (paid) events.push(['details', clientId, 0.5, '']);
    if (accepted) events.push(['accepted', lawyerId, 2, '']);
    // Version 1, delivered a day after acceptance; then a revision asked, or the version approved.
    const name = `${service.title} - v1.docx`;
    const delivered = storage && ['revision_requested', 'delivered'].includes(p.status);
    if (delivered) {
      const text = firstDraft(p.slug, p.answers ?? {}, created) ?? `# ${service.title}`;
      await seedVersionOne(trx, storage, {
        orderId: id,
        name,
        bytes: await draftDocx(text),
        lawyerId,
        deliveredAt: at(26),
        // Approving puts the client's own copy in Documents.
        approved: p.status === 'delivered' ? { clientId, at: at(48), title: service.title } : null,
      });
      events.push(['delivered', lawyerId, 26, `Version 1: ${name}`]);
    }
    if (p.status === 'revision_requested')
      events.push(['revision', clientId, 30, 'Please add a 15-day deadline for payment.']);
    if (p.status === 'delivered')
      events.push(['approved', clientId, 48, delivered ? `Version 1: ${name}` : '']);
    if (p.status === 'cancelled') events.push(['cancelled', clientId, 1, '']);
    let n = 0;
    for (const [kind, actor, hours, note] of events) {
      n += 1;
      await trx
        .insertInto('service_order_events')
        .values({ id: `${id}E${n}`, order_id: id, kind, actor_id: actor, note, at: at(hours) })
        .execute();
    }
  }
  // The client read the payment receipts when they came.
  await trx
    .updateTable('notifications')
    .set((eb) => ({ read_at: eb.ref('created_at') }))
    .where('user_id', '=', clientId)
    .where('kind', '=', 'payment')
    .execute();
}

/** An order's delivered version 1 in the file storage, and when approved, the client's copy in Documents. */
async function seedVersionOne(
  trx: Transaction<Database>,
  storage: FileStorage,
  version: {
    orderId: string;
    name: string;
    bytes: Buffer;
    lawyerId: string;
    deliveredAt: string;
    approved: { clientId: string; at: string; title: string } | null;
  },
) {
  const { orderId, name, bytes, approved } = version;
  const file = await storeBytes(storage, bytes, 'docx', docxMime);
  await trx
    .insertInto('service_order_files')
    .values({
      id: `${orderId}V1`,
      order_id: orderId,
      kind: 'delivery',
      question_id: null,
      version: 1,
      note: 'First version, as we discussed.',
      original_name: name,
      stored_name: file.storedName,
      mime: docxMime,
      size: file.size,
      uploaded_by: version.lawyerId,
      created_at: version.deliveredAt,
    })
    .execute();
  if (!approved) return;
  const copy = await storeBytes(storage, bytes, 'docx', docxMime);
  await trx
    .insertInto('documents')
    .values({
      id: `${orderId}D1`,
      user_id: approved.clientId,
      original_name: name,
      stored_name: copy.storedName,
      mime: docxMime,
      size: copy.size,
      description: `${approved.title}, version 1, approved`,
      pin_hash: null,
      pin_failures: 0,
      pin_locked_until: null,
      shared_with: null,
      deleted_at: null,
      created_at: approved.at,
    })
    .execute();
}
