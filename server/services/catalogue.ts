// The catalogue of legal-document packages: what is on sale (public), admins adding, editing, pricing and
// retiring packages, and the first draft of a drafting package generated from the client's answers.
import { groupRupees, serviceEndpoints, type InputOf, type Question, type Service } from '@contract';
import type { Db } from '../db/connection';
import { isUniqueViolation } from '../db/errors';
import { newId } from '../db/ids';
import type { ServicesTable, UserRow } from '../db/schema';
import { conflict, notFound } from '../errors';
import type { Clock } from '../types';
import { recordAudit } from './audit/record';

type ServiceRow = ServicesTable;

const parse = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

/** Practice areas whose lawyers see a category's open orders first. */
export const categoryAreas: Record<ServiceRow['category'], string[]> = {
  drafting: ['Property', 'Contract', 'Civil', 'Family'],
  review: ['Property', 'Contract', 'Civil'],
  trademark: ['Intellectual Property', 'Trademark', 'Corporate'],
  'start-up': ['Corporate', 'Contract', 'Startup'],
};

export function presentService(row: ServiceRow): Service {
  const gstPaise = row.price_paise - Math.round((row.price_paise * 100) / (100 + row.gst_percent));
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category,
    pricePaise: row.price_paise,
    gstPercent: row.gst_percent,
    gstPaise,
    turnaroundDays: row.turnaround_days,
    revisions: row.revisions,
    description: row.description,
    included: parse<string[]>(row.included, []),
    provides: parse<string[]>(row.provides, []),
    questionnaire: parse<Question[]>(row.questionnaire, []),
    draftedBy:
      'A verified LexSetu lawyer practising in this area drafts or reviews it and stays on it until you approve.',
    retired: row.retired_at !== null,
  };
}

export async function listServices(db: Db, { includeRetired = false } = {}): Promise<{ items: Service[] }> {
  let query = db.selectFrom('services').selectAll().orderBy('position').orderBy('id');
  if (!includeRetired) query = query.where('retired_at', 'is', null);
  return { items: (await query.execute()).map(presentService) };
}

export async function serviceBySlug(db: Db, slug: string): Promise<Service> {
  const row = await db
    .selectFrom('services')
    .selectAll()
    .where('slug', '=', slug)
    .where('retired_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('service_not_found');
  return presentService(row);
}

export async function adminCatalogue(db: Db) {
  return listServices(db, { includeRetired: true });
}

const slugTaken = () => conflict('package_slug_taken', 'slug');

export async function createService(
  { db, clock }: { db: Db; clock: Clock },
  me: Pick<UserRow, 'id'>,
  { body }: InputOf<typeof serviceEndpoints.adminCreate>,
): Promise<Service> {
  const now = clock.now().toISOString();
  const last = await db
    .selectFrom('services')
    .select((eb) => eb.fn.max('position').as('position'))
    .executeTakeFirst();
  const row: ServiceRow = {
    id: newId(),
    slug: body.slug,
    title: body.title,
    category: body.category,
    price_paise: body.pricePaise,
    gst_percent: 18,
    turnaround_days: body.turnaroundDays,
    revisions: body.revisions,
    description: body.description,
    included: JSON.stringify(body.included),
    provides: JSON.stringify(body.provides),
    questionnaire: JSON.stringify(body.questionnaire),
    position: Number(last?.position ?? 0) + 1,
    retired_at: null,
    created_at: now,
    updated_at: now,
  };
  try {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('services').values(row).execute();
      await recordAudit(trx, {
        actorId: me.id,
        action: 'catalogue.changed',
        subject: { type: 'service', id: row.id },
        detail: { change: 'created', slug: row.slug, pricePaise: row.price_paise },
        at: clock.now(),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
  return presentService(row);
}

export async function updateService(
  { db, clock }: { db: Db; clock: Clock },
  me: Pick<UserRow, 'id'>,
  { params, body }: InputOf<typeof serviceEndpoints.adminUpdate>,
): Promise<Service> {
  const current = await db.selectFrom('services').selectAll().where('id', '=', params.id).executeTakeFirst();
  if (!current) throw notFound('service_not_found');
  const now = clock.now().toISOString();
  const set: Partial<ServiceRow> = { updated_at: now };
  if (body.slug !== undefined) set.slug = body.slug;
  if (body.title !== undefined) set.title = body.title;
  if (body.category !== undefined) set.category = body.category;
  if (body.pricePaise !== undefined) set.price_paise = body.pricePaise;
  if (body.turnaroundDays !== undefined) set.turnaround_days = body.turnaroundDays;
  if (body.revisions !== undefined) set.revisions = body.revisions;
  if (body.description !== undefined) set.description = body.description;
  if (body.included !== undefined) set.included = JSON.stringify(body.included);
  if (body.provides !== undefined) set.provides = JSON.stringify(body.provides);
  if (body.questionnaire !== undefined) set.questionnaire = JSON.stringify(body.questionnaire);
  if (body.retired !== undefined) set.retired_at = body.retired ? (current.retired_at ?? now) : null;
  // What changed, by field (the new price, retired or not): the catalogue's history on the audit log.
  const change = body.retired === undefined ? 'updated' : body.retired ? 'retired' : 'restored';
  const changedFields = (Object.keys(set) as (keyof ServiceRow)[])
    .filter((k) => k !== 'updated_at' && set[k] !== current[k])
    .sort();
  try {
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('services').set(set).where('id', '=', params.id).execute();
      await recordAudit(trx, {
        actorId: me.id,
        action: 'catalogue.changed',
        subject: { type: 'service', id: params.id },
        detail: {
          change,
          fields: changedFields.join(','),
          ...(body.pricePaise !== undefined ? { pricePaise: body.pricePaise } : {}),
        },
        at: clock.now(),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
  return presentService({ ...current, ...set });
}

// ---- first drafts ----

/**
 * The first draft of each drafting package: plain text with {{questionId}} blanks, filled from the answers.
 * The lawyer edits it into the version they deliver. (Markdown for now; DOCX once a document library is in.)
 */
const templates: Record<string, string> = {
  'agreement-to-sale-drafting': `# AGREEMENT TO SALE

This Agreement to Sale is made on {{today}} between:

**{{seller}}**, hereinafter called the SELLER, and

**{{buyer}}**, hereinafter called the BUYER.

1. **Property.** The Seller agrees to sell and the Buyer agrees to buy the property: {{property}}.
2. **Price.** The total sale consideration is ₹{{price}}/-.
3. **Advance.** The Buyer has paid ₹{{advance}}/- as advance, the receipt of which the Seller acknowledges.
4. **Completion.** The balance shall be paid and the sale deed registered on or before {{completionDate}}.
5. **Title.** The Seller declares the property free from encumbrances and will hand over the original title
   documents at registration.
6. **Default.** If the Seller fails to complete, the advance is refunded with an equal sum; if the Buyer fails,
   the advance is forfeited.

Signed by the SELLER ____________________   Signed by the BUYER ____________________

Witnesses: 1. ____________________   2. ____________________
`,
  'rent-agreement': `# RENT AGREEMENT

This Rent Agreement is made on {{today}} between **{{landlord}}** (LANDLORD) and **{{tenant}}** (TENANT).

1. The Landlord lets the property {{property}} to the Tenant for eleven months from {{startDate}}.
2. Rent: ₹{{rent}}/- per month, payable by the 5th of each month.
3. Security deposit: ₹{{deposit}}/-, refundable without interest at the end of the tenancy.
4. Either party may end this agreement with one month's written notice.

LANDLORD ____________________   TENANT ____________________
`,
  'legal-notice': `# LEGAL NOTICE

Date: {{today}}

To: {{recipient}}

Under instructions from and on behalf of my client, {{sender}}, I serve you this notice:

1. {{facts}}
2. My client therefore calls upon you to: {{demand}}, including payment of ₹{{amount}}/-, within 15 days of
   receipt of this notice, failing which my client will take legal proceedings at your risk as to costs.

Advocate for the sender ____________________
`,
  will: `# LAST WILL AND TESTAMENT

I, {{testator}}, make this Will on {{date}}, revoking all earlier wills.

1. I give my property as follows: {{beneficiaries}}.
2. I appoint {{executor}} as the executor of this Will.

Signed by the testator ____________________

Witnesses: 1. ____________________   2. ____________________
`,
  nda: `# NON-DISCLOSURE AGREEMENT

Effective from {{effectiveDate}} between **{{disclosing}}** (DISCLOSING PARTY) and **{{receiving}}**
(RECEIVING PARTY).

1. Purpose: {{purpose}}.
2. The Receiving Party keeps all confidential information secret and uses it only for the purpose.
3. Term: {{term}}.

For the Disclosing Party ____________________   For the Receiving Party ____________________
`,
  'partnership-deed': `# PARTNERSHIP DEED

This Deed of Partnership is made on {{today}} for the firm **{{firmName}}**, starting on {{startDate}}.

1. Partners and profit shares: {{partners}}.
2. Business of the firm: {{business}}.
3. Capital: ₹{{capital}}/-, contributed as the partners agree in writing.

Signatures of the partners ____________________
`,
  'founders-agreement': `# FOUNDERS' AGREEMENT

Effective from {{effectiveDate}} for {{company}}.

1. Founders and equity: {{founders}}.
2. Vesting: {{vesting}}.
3. Roles: {{roles}}.
4. All intellectual property created for the company belongs to the company.

Signatures of the founders ____________________
`,
};

/** The first draft of a drafting package from its answers, or null when the package has no template. */
export function firstDraft(slug: string, answers: Record<string, string>, now: Date): string | null {
  const template = templates[slug];
  if (!template) return null;
  const values: Record<string, string> = { today: now.toISOString().slice(0, 10), ...answers };
  return template.replace(/(₹?)\{\{(\w+)\}\}/g, (_, rupee: string, id: string) => {
    const value = values[id]?.trim();
    if (!value) return `${rupee}[${id}]`;
    // An amount typed as plain digits is written as the product writes money: ₹45,00,000/-.
    return rupee && /^\d+(\.\d{1,2})?$/.test(value) ? `₹${groupRupees(Number(value))}` : `${rupee}${value}`;
  });
}
