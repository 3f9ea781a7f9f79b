// Demo legal-document orders: one in each state, for a seeded client with the demo lawyer, so a sales demo
// shows the whole flow offline (the catalogue itself comes with migration 024). No files are seeded: versions
// appear when the flow is run live (a lawyer delivers, the client approves).
import type { Transaction } from 'kysely';
import type { Database, ServiceOrderStatus } from '../schema';

export const seededServiceOrderId = (i: number) => `01HZ0000000000000000S0${String(i).padStart(4, '0')}`;

const day = 86_400_000;

export async function seedServiceOrders(
  trx: Transaction<Database>,
  clientId: string,
  lawyerId: string,
  now: Date,
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
    { slug: 'legal-notice', status: 'revision_requested', daysAgo: 5 },
    { slug: 'agreement-to-sale-drafting', status: 'delivered', daysAgo: 12 },
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
        status: p.status,
        title: service.title,
        category: service.category,
        price_paise: service.price_paise,
        turnaround_days: service.turnaround_days,
        revisions_allowed: service.revisions,
        revisions_used: p.status === 'revision_requested' ? 1 : 0,
        questionnaire: service.questionnaire,
        answers: JSON.stringify(p.answers ?? {}),
        call_booking_id: null,
        paid_at: paid ? at(0.1) : null,
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
    const events: [string, string | null, number, string][] = [['created', clientId, 0, '']];
    if (paid) events.push(['paid', clientId, 0.1, ''], ['details', clientId, 0.5, '']);
    if (accepted) events.push(['accepted', lawyerId, 2, '']);
    if (p.status === 'revision_requested')
      events.push(['revision', clientId, 30, 'Please add a 15-day deadline for payment.']);
    if (p.status === 'delivered') events.push(['approved', clientId, 48, '']);
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
}
