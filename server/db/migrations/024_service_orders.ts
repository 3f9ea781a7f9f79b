// Legal documents as a service: a catalogue of fixed-price packages and their orders.
// - services: the catalogue (admins add, edit, price and retire packages); questionnaire and lists as JSON text.
//   The ten packages the product launches with are inserted here, so every install (not only the demo) sells them.
// - service_orders: one purchase, with the package's terms copied at purchase (price, turnaround, revisions,
//   questionnaire), so an admin's later edit never changes an order already bought.
// - service_order_events: the timeline (every step with time and actor); service_order_files: the client's
//   files, the generated first draft and the lawyer's delivered versions.
// - Links: payment_orders/payments/refunds.service_order_id (a service order's money stays in the one payments
//   table), reviews.service_order_id (a delivered order is the other engagement a review can belong to),
//   demo_mails.attachments (the captured mail's attachments: name, type, size).
import { sql } from 'kysely';
import type { Migration } from './types';

export const serviceOrderStatuses = [
  'awaiting_payment',
  'awaiting_lawyer',
  'in_progress',
  'revision_requested',
  'delivered',
  'cancelled',
];

type Q = { id: string; label: string; type: 'text' | 'date' | 'money' | 'party' | 'file'; required: boolean };
const party = (id: string, label: string): Q => ({ id, label, type: 'party', required: true });
const text = (id: string, label: string, required = true): Q => ({ id, label, type: 'text', required });
const date = (id: string, label: string): Q => ({ id, label, type: 'date', required: true });
const money = (id: string, label: string): Q => ({ id, label, type: 'money', required: true });
const file = (id: string, label: string, required = false): Q => ({ id, label, type: 'file', required });

interface Package {
  slug: string;
  title: string;
  category: 'drafting' | 'review' | 'trademark' | 'start-up';
  pricePaise: number;
  turnaroundDays: number;
  revisions: number;
  description: string;
  included: string[];
  provides: string[];
  questionnaire: Q[];
}

const launchCatalogue: Package[] = [
  {
    slug: 'agreement-to-sale-review',
    title: 'Agreement to Sale or Sale Agreement Review',
    category: 'review',
    pricePaise: 249900,
    turnaroundDays: 2,
    revisions: 1,
    description: 'A verified property lawyer reads your agreement to sale and marks every risk with a fix.',
    included: ['Clause-by-clause review with comments', 'A call with the lawyer', 'One round of follow-up'],
    provides: ['The draft agreement (PDF or DOCX)', 'Property papers you have'],
    questionnaire: [
      file('agreement', 'Agreement to review', true),
      party('buyer', 'Buyer (name and address)'),
      party('seller', 'Seller (name and address)'),
      text('concerns', 'What worries you about it', false),
    ],
  },
  {
    slug: 'agreement-to-sale-drafting',
    title: 'Agreement to Sale Drafting',
    category: 'drafting',
    pricePaise: 349900,
    turnaroundDays: 3,
    revisions: 2,
    description:
      'An agreement to sale for your property, drafted from your answers and finalised by a lawyer.',
    included: [
      'First draft from your answers',
      'Lawyer-edited final agreement',
      'A call with the lawyer',
      'Two revisions',
    ],
    provides: ['Names and addresses of buyer and seller', 'Property description', 'Price and advance'],
    questionnaire: [
      party('seller', 'Seller (name and address)'),
      party('buyer', 'Buyer (name and address)'),
      text('property', 'Property (address, survey or flat number, area)'),
      money('price', 'Sale price (₹)'),
      money('advance', 'Advance paid (₹)'),
      date('completionDate', 'Sale deed to be registered by'),
      file('titleDeed', 'Title deed or previous sale deed'),
    ],
  },
  {
    slug: 'trademark',
    title: 'Trademark',
    category: 'trademark',
    pricePaise: 1050000,
    turnaroundDays: 7,
    revisions: 1,
    description:
      'Search, class advice and filing of your trademark application (TM-A) by a trademark lawyer.',
    included: [
      'Trademark search report',
      'Class advice',
      'TM-A application drafted and filed',
      'A call with the lawyer',
    ],
    provides: ['The mark (word or logo)', 'Owner details', 'Goods or services'],
    questionnaire: [
      text('mark', 'The mark (word)'),
      party('owner', 'Owner (name and address)'),
      text('goods', 'Goods or services sold under the mark'),
      date('firstUse', 'First used on'),
      file('logo', 'Logo (if any)'),
    ],
  },
  {
    slug: 'rent-agreement',
    title: 'Rent Agreement Drafting',
    category: 'drafting',
    pricePaise: 149900,
    turnaroundDays: 2,
    revisions: 2,
    description: 'An eleven-month rent agreement for a home or shop, drafted from your answers.',
    included: [
      'First draft from your answers',
      'Lawyer-edited final agreement',
      'A call with the lawyer',
      'Two revisions',
    ],
    provides: ['Landlord and tenant details', 'Rent, deposit and start date'],
    questionnaire: [
      party('landlord', 'Landlord (name and address)'),
      party('tenant', 'Tenant (name and address)'),
      text('property', 'Property let'),
      money('rent', 'Monthly rent (₹)'),
      money('deposit', 'Security deposit (₹)'),
      date('startDate', 'Tenancy starts on'),
    ],
  },
  {
    slug: 'legal-notice',
    title: 'Legal Notice Drafting',
    category: 'drafting',
    pricePaise: 199900,
    turnaroundDays: 2,
    revisions: 1,
    description:
      'A legal notice on a lawyer’s letterhead: recovery of dues, cheque bounce, breach or defamation.',
    included: [
      'First draft from your answers',
      'Notice on the lawyer’s letterhead',
      'A call with the lawyer',
    ],
    provides: ['Who the notice goes to', 'What happened, with dates', 'What you demand'],
    questionnaire: [
      party('sender', 'Sender (name and address)'),
      party('recipient', 'Recipient (name and address)'),
      text('facts', 'What happened'),
      text('demand', 'What you demand'),
      money('amount', 'Amount claimed (₹)'),
      file('evidence', 'Supporting document'),
    ],
  },
  {
    slug: 'will',
    title: 'Will Drafting',
    category: 'drafting',
    pricePaise: 299900,
    turnaroundDays: 3,
    revisions: 2,
    description:
      'A will that says who receives what, with executor and witnesses, drafted and checked by a lawyer.',
    included: [
      'First draft from your answers',
      'Lawyer-edited final will',
      'A call with the lawyer',
      'Two revisions',
    ],
    provides: ['Your details', 'Beneficiaries and what each receives', 'Executor'],
    questionnaire: [
      party('testator', 'Your name and address'),
      text('beneficiaries', 'Beneficiaries and what each receives'),
      party('executor', 'Executor (name and address)'),
      date('date', 'Date of the will'),
    ],
  },
  {
    slug: 'nda',
    title: 'Non-Disclosure Agreement (NDA)',
    category: 'drafting',
    pricePaise: 99900,
    turnaroundDays: 1,
    revisions: 2,
    description: 'A mutual or one-way NDA for a deal, an employee or a vendor.',
    included: [
      'First draft from your answers',
      'Lawyer-edited final NDA',
      'A call with the lawyer',
      'Two revisions',
    ],
    provides: ['Both parties', 'What is confidential', 'How long it lasts'],
    questionnaire: [
      party('disclosing', 'Disclosing party (name and address)'),
      party('receiving', 'Receiving party (name and address)'),
      text('purpose', 'Purpose of sharing'),
      text('term', 'How long it lasts (e.g. 2 years)'),
      date('effectiveDate', 'Effective from'),
    ],
  },
  {
    slug: 'partnership-deed',
    title: 'Partnership Deed Drafting',
    category: 'start-up',
    pricePaise: 249900,
    turnaroundDays: 3,
    revisions: 2,
    description: 'A partnership deed ready for registration: capital, profit shares, duties and exit.',
    included: [
      'First draft from your answers',
      'Lawyer-edited final deed',
      'A call with the lawyer',
      'Two revisions',
    ],
    provides: ['Partners and their shares', 'Firm name and business', 'Capital'],
    questionnaire: [
      text('firmName', 'Name of the firm'),
      text('partners', 'Partners (names, addresses and profit share)'),
      text('business', 'Business of the firm'),
      money('capital', 'Total capital (₹)'),
      date('startDate', 'Partnership starts on'),
    ],
  },
  {
    slug: 'trademark-filing',
    title: 'Trademark Filing',
    category: 'trademark',
    pricePaise: 649900,
    turnaroundDays: 5,
    revisions: 1,
    description: 'Filing of your TM-A application in one class when you already know your class.',
    included: ['TM-A application drafted and filed', 'A call with the lawyer'],
    provides: ['The mark', 'Owner details', 'Class'],
    questionnaire: [
      text('mark', 'The mark (word)'),
      party('owner', 'Owner (name and address)'),
      text('class', 'Class (1–45)'),
      file('logo', 'Logo (if any)'),
    ],
  },
  {
    slug: 'founders-agreement',
    title: "Founders' Agreement",
    category: 'start-up',
    pricePaise: 599900,
    turnaroundDays: 5,
    revisions: 2,
    description: 'Equity, vesting, roles, IP and exit between co-founders, drafted by a start-up lawyer.',
    included: [
      'First draft from your answers',
      'Lawyer-edited final agreement',
      'A call with the lawyer',
      'Two revisions',
    ],
    provides: ['Founders and equity split', 'Vesting', 'Roles'],
    questionnaire: [
      text('company', 'Company (name and address)'),
      text('founders', 'Founders (names and equity %)'),
      text('vesting', 'Vesting (e.g. 4 years, 1-year cliff)'),
      text('roles', 'Roles of each founder'),
      date('effectiveDate', 'Effective from'),
    ],
  },
];

export const serviceOrdersMigration: Migration = {
  version: 24,
  name: 'service_orders',
  async up(trx) {
    await trx.schema
      .createTable('services')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('price_paise', 'integer', (c) => c.notNull())
      .addColumn('gst_percent', 'integer', (c) => c.notNull())
      .addColumn('turnaround_days', 'integer', (c) => c.notNull())
      .addColumn('revisions', 'integer', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('included', 'text', (c) => c.notNull())
      .addColumn('provides', 'text', (c) => c.notNull())
      .addColumn('questionnaire', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('retired_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addCheckConstraint('services_price_ck', sql`price_paise > 0`)
      .execute();

    await trx.schema
      .createTable('service_orders')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('client_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('service_id', 'text', (c) => c.notNull().references('services.id'))
      .addColumn('lawyer_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('status', 'text', (c) =>
        c.notNull().check(sql`status in (${sql.raw(serviceOrderStatuses.map((s) => `'${s}'`).join(', '))})`),
      )
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('price_paise', 'integer', (c) => c.notNull())
      .addColumn('turnaround_days', 'integer', (c) => c.notNull())
      .addColumn('revisions_allowed', 'integer', (c) => c.notNull())
      .addColumn('revisions_used', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('questionnaire', 'text', (c) => c.notNull())
      .addColumn('answers', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('call_booking_id', 'text')
      .addColumn('paid_at', 'text')
      .addColumn('details_at', 'text')
      .addColumn('accepted_at', 'text')
      .addColumn('due_at', 'text')
      .addColumn('delivered_at', 'text')
      .addColumn('cancelled_at', 'text')
      .addColumn('unclaimed_notified_at', 'text')
      .addColumn('overdue_notified_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await trx.schema
      .createIndex('service_orders_client_idx')
      .on('service_orders')
      .columns(['client_id', 'created_at'])
      .execute();
    await trx.schema
      .createIndex('service_orders_lawyer_idx')
      .on('service_orders')
      .columns(['lawyer_id', 'created_at'])
      .execute();
    await trx.schema
      .createIndex('service_orders_status_idx')
      .on('service_orders')
      .columns(['status', 'details_at'])
      .execute();

    await trx.schema
      .createTable('service_order_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('order_id', 'text', (c) => c.notNull().references('service_orders.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('actor_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
    await trx.schema
      .createIndex('service_order_events_order_idx')
      .on('service_order_events')
      .columns(['order_id', 'at'])
      .execute();

    await trx.schema
      .createTable('service_order_files')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('order_id', 'text', (c) => c.notNull().references('service_orders.id').onDelete('cascade'))
      /** answer (the client's), draft (generated from the answers), delivery (a lawyer's version). */
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('question_id', 'text')
      .addColumn('version', 'integer')
      .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('original_name', 'text', (c) => c.notNull())
      .addColumn('stored_name', 'text', (c) => c.notNull())
      .addColumn('mime', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('uploaded_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await trx.schema
      .createIndex('service_order_files_order_idx')
      .on('service_order_files')
      .columns(['order_id', 'kind'])
      .execute();
    await trx.schema
      .createIndex('service_order_files_version_uq')
      .on('service_order_files')
      .columns(['order_id', 'kind', 'version'])
      .unique()
      .execute();

    for (const table of ['payment_orders', 'payments', 'refunds'])
      await trx.schema.alterTable(table).addColumn('service_order_id', 'text').execute();
    await trx.schema
      .createIndex('payment_orders_service_order_idx')
      .on('payment_orders')
      .column('service_order_id')
      .execute();
    await trx.schema
      .createIndex('payments_service_order_idx')
      .on('payments')
      .column('service_order_id')
      .execute();
    await trx.schema.alterTable('reviews').addColumn('service_order_id', 'text').execute();
    await trx.schema
      .createIndex('reviews_service_order_uq')
      .on('reviews')
      .column('service_order_id')
      .unique()
      .execute();
    await trx.schema.alterTable('demo_mails').addColumn('attachments', 'text').execute();

    const now = new Date().toISOString();
    let position = 0;
    for (const p of launchCatalogue) {
      position += 1;
      await trx
        .insertInto('services')
        .values({
          id: `01SERVICE0000000000000${String(position).padStart(4, '0')}`,
          slug: p.slug,
          title: p.title,
          category: p.category,
          price_paise: p.pricePaise,
          gst_percent: 18,
          turnaround_days: p.turnaroundDays,
          revisions: p.revisions,
          description: p.description,
          included: JSON.stringify(p.included),
          provides: JSON.stringify(p.provides),
          questionnaire: JSON.stringify(p.questionnaire),
          position,
          retired_at: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
  },
};
