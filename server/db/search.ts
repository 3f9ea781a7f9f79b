// Expert search, the one home for its engine-specific SQL: SQLite (FTS5) and PostgreSQL (pg_trgm).
//
// `expert_rows` holds, per lawyer profile, everything search filters on (verified, hidden by privacy,
// city, practice areas, languages), denormalised so a filter costs one primary-key read per hit, and a
// `seq` that follows name order (spaced 2^32 apart so a new or renamed lawyer slots in between). Ordering
// by seq is ordering by name without a sort: the SQLite full-text tables use seq as their rowid, so their
// hits already arrive in name order and a page stops after its last row. Relevance comes in two tiers —
// the words found in the name, then found anywhere else (title, practice areas, a shown city) — each in name order.
// On SQLite the full-text tables also index each lawyer's city, practice areas and languages as short facet
// codes, so a filter is intersected inside the index instead of being checked hit by hit.
// A name is found in any script the lawyer gave it in (searchNames.ts): `names` holds them all.
// Whoever changes a lawyer's name, profile, verification or privacy settings calls syncExpertSearchRow.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { storedSettings } from '@contract';
import { dialectOf } from './connection';
import { hasMigration } from './schemaVersion';
import { searchForm, searchNames } from './searchNames';

// Untyped on purpose: migrations call this inside their own (untyped) transaction.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Past this many matches a search stops counting: totals are reported as "at least" and only the first
 * `matchCap` matches can be paged through ("refine your search").
 */
export const matchCap = 1000;

/** Room between neighbours in name order; 32 halvings before a full renumbering. */
const seqGap = 2 ** 32;

/** One page source: rows of expert_rows `er` matching q in name order. */
interface Tier {
  from: RawBuilder<unknown>;
  where: RawBuilder<unknown>;
  order: RawBuilder<unknown>;
}

/** What differs between the engines, in one place. */
interface SearchEngine {
  createIndex(db: AnyDb): Promise<void>;
  dropIndex(db: AnyDb): Promise<void>;
  /** Full-text tables kept beside expert_rows (SQLite); their rowid is the row's seq. */
  textTables: RawBuilder<unknown>[];
  /** The relevance tiers for q (name matches first, then matches elsewhere only) within the facets. */
  tiers(q: string, facets: string[]): Tier[];
}

const phrase = (value: string) => `"${value.replace(/"/g, '""')}"`;
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const everyRow: Tier = { from: sql`expert_rows er`, where: sql`1 = 1`, order: sql`er.seq` };

const rowsTable = (seqType: RawBuilder<unknown>) => sql`CREATE TABLE IF NOT EXISTS expert_rows (
  seq ${seqType} PRIMARY KEY, lawyer_id text NOT NULL UNIQUE, name text NOT NULL, names text NOT NULL,
  name_devanagari text NOT NULL, name_tamil text NOT NULL, expertise text NOT NULL,
  city text NOT NULL, areas text NOT NULL, languages text NOT NULL,
  verified integer NOT NULL, hidden integer NOT NULL, location_hidden integer NOT NULL
)`;

// SQLite: two FTS5 tables over name and expertise — trigram (3+ characters, anywhere inside words) and
// word prefixes (shorter terms must start a word). seq is INTEGER PRIMARY KEY: the rowid itself.
const sqlite: SearchEngine = {
  async createIndex(db) {
    await rowsTable(sql`INTEGER`).execute(db);
    await sql`CREATE INDEX IF NOT EXISTS expert_rows_name ON expert_rows (name, lawyer_id)`.execute(db);
    await sql`CREATE VIRTUAL TABLE IF NOT EXISTS expert_search USING fts5(
      name, expertise, facets, tokenize = 'trigram'
    )`.execute(db);
    await sql`CREATE VIRTUAL TABLE IF NOT EXISTS expert_prefix USING fts5(
      name, expertise, facets, tokenize = 'unicode61', prefix = '1 2'
    )`.execute(db);
  },
  async dropIndex(db) {
    for (const table of ['expert_search', 'expert_prefix', 'expert_rows'])
      await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  },
  textTables: [sql.table('expert_search'), sql.table('expert_prefix')],
  tiers(q, facets) {
    const within = facets.map((code) => ` AND facets : ${phrase(code)}`).join('');
    const words = q ? q.split(' ') : [];
    const short = words.some((w) => w.length < 3);
    const table = short ? sql.table('expert_prefix') : sql.table('expert_search');
    // CROSS JOIN keeps the full-text table outermost, so its rowid (seq) order is the result order.
    const tier = (expression: string): Tier => ({
      from: sql`${table} CROSS JOIN expert_rows er ON er.seq = ${table}.rowid`,
      where: sql`${table} MATCH ${expression}`,
      order: sql`${table}.rowid`,
    });
    if (!q) return facets.length ? [tier(within.slice(' AND '.length))] : [everyRow];
    // Every word must occur: inside any word (trigram), or at a word start when a word is short.
    const match = short ? words.map((w) => `${phrase(w)}*`).join(' ') : words.map(phrase).join(' ');
    return [
      tier(`name : (${match})${within}`),
      // One word found outside the name is found in the expertise: the cheaper form of the same set.
      tier(
        `${words.length === 1 ? 'expertise' : '{name expertise}'} : (${match}) NOT name : (${match})${within}`,
      ),
    ];
  },
};

// PostgreSQL: pg_trgm GIN indexes on the lowercased names and names + expertise (LIKE '%word%' uses them
// for words of 3+ characters); shorter words match word starts.
const nameDoc = sql`lower(er.names)`;
const fullDoc = sql`lower(er.names || ' ' || er.expertise)`;
const postgres: SearchEngine = {
  async createIndex(db) {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    await rowsTable(sql`bigint`).execute(db);
    await sql`CREATE INDEX IF NOT EXISTS expert_rows_name ON expert_rows (name, lawyer_id)`.execute(db);
    await sql`CREATE INDEX IF NOT EXISTS expert_rows_name_trgm ON expert_rows USING gin ((lower(names)) gin_trgm_ops)`.execute(
      db,
    );
    await sql`CREATE INDEX IF NOT EXISTS expert_rows_doc_trgm ON expert_rows USING gin ((lower(names || ' ' || expertise)) gin_trgm_ops)`.execute(
      db,
    );
  },
  async dropIndex(db) {
    for (const table of ['expert_search', 'expert_rows'])
      await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  },
  textTables: [],
  tiers(q) {
    if (!q) return [everyRow];
    const has = (doc: RawBuilder<unknown>) =>
      sql.join(
        q
          .split(' ')
          .map((w) =>
            w.length < 3
              ? sql`(' ' || ${doc}) LIKE ${`% ${escapeLike(w)}%`}`
              : sql`${doc} LIKE ${`%${escapeLike(w)}%`}`,
          ),
        sql` AND `,
      );
    return [
      { ...everyRow, where: sql`(${has(nameDoc)})` },
      { ...everyRow, where: sql`(${has(fullDoc)}) AND NOT (${has(nameDoc)})` },
    ];
  },
};

const engineOf = (db: AnyDb): SearchEngine => (dialectOf(db) === 'postgres' ? postgres : sqlite);

/** What one lawyer's row holds; lists are stored lowercased between bars ('|civil|family|') for LIKE. */
interface ListingFacts {
  lawyer_id: string;
  name: string;
  /** What a name search matches: the name in every script given (searchNames.ts). */
  names: string;
  name_devanagari: string;
  name_tamil: string;
  expertise: string;
  city: string;
  areas: string;
  languages: string;
  verified: number;
  hidden: number;
  location_hidden: number;
}

interface ProfileSource {
  user_id: string;
  name: string;
  /** Absent before migration 032 (016 and 027 build the index with this code). */
  name_devanagari?: string;
  name_tamil?: string;
  title: string;
  practice_areas: string;
  languages: string;
  city: string;
  verification_status: string;
  settings: string | null;
}

const jsonList = (text: string): string[] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
};
const barList = (values: string[]) => `|${values.map((v) => v.toLowerCase()).join('|')}|`;
const fromBarList = (text: string) => text.split('|').filter(Boolean);

/**
 * A filter value as one short token ('§' + two base-36 characters: a single trigram, and one word for the
 * prefix table). Different values may share a code; the exact filter on expert_rows still decides.
 */
function facetCode(kind: 'city' | 'area' | 'language', value: string): string {
  let hash = 0;
  for (const char of `${kind}:${value.toLowerCase()}`) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return `§${(hash % 1296).toString(36).padStart(2, '0')}`;
}

const facetsOf = (row: ListingFacts) => [
  facetCode('city', row.city),
  ...fromBarList(row.areas).map((area) => facetCode('area', area)),
  ...fromBarList(row.languages).map((language) => facetCode('language', language)),
];

function factsOf(source: ProfileSource): ListingFacts {
  const areas = jsonList(source.practice_areas);
  const settings = storedSettings(source.settings);
  const devanagari = source.name_devanagari ?? '';
  const tamil = source.name_tamil ?? '';
  return {
    lawyer_id: source.user_id,
    name: source.name,
    names: searchNames(source.name, devanagari, tamil),
    name_devanagari: devanagari,
    name_tamil: tamil,
    // The city is searchable text too ('Pune' typed in the box), unless the lawyer hides their location.
    expertise: [source.title, ...areas, ...(settings.location ? [source.city] : [])].join(' '),
    city: source.city.toLowerCase(),
    areas: barList(areas),
    languages: barList(jsonList(source.languages)),
    verified: source.verification_status === 'verified' ? 1 : 0,
    // 'Privacy settings: who can see your profile' other than Everyone keeps the lawyer out of search.
    hidden: settings.profileVisibility === 'everyone' ? 0 : 1,
    location_hidden: settings.location ? 0 : 1,
  };
}

/**
 * Profiles as search reads them, in name order (the engine's own collation, as every seq comparison). Every
 * profile column (lp.*), so the migrations that built the index before a column existed (016, 027) still run.
 */
async function profileSources(db: AnyDb, lawyerId?: string) {
  let query = db
    .selectFrom('lawyer_profiles as lp')
    .innerJoin('users as u', 'u.id', 'lp.user_id')
    .leftJoin('user_settings as us', 'us.user_id', 'lp.user_id')
    .selectAll('lp')
    .select(['u.name', 'us.data as settings']);
  if (lawyerId) query = query.where('lp.user_id', '=', lawyerId);
  // A suspended lawyer (migration 035) is not listed at all; earlier migrations build the index without it.
  if (await hasMigration(db, 35)) query = query.where('u.suspended_at', 'is', null);
  return (await query.orderBy('u.name').orderBy('lp.user_id').execute()) as ProfileSource[];
}

async function insertRows(db: AnyDb, rows: (ListingFacts & { seq: number })[]) {
  for (let start = 0; start < rows.length; start += 500) {
    const batch = rows.slice(start, start + 500);
    await db.insertInto('expert_rows').values(batch).execute();
    for (const table of engineOf(db).textTables)
      await sql`INSERT INTO ${table} (rowid, name, expertise, facets) VALUES ${sql.join(
        batch.map((r) => sql`(${r.seq}, ${r.names}, ${r.expertise}, ${facetsOf(r).join(' ')})`),
      )}`.execute(db);
  }
}

async function deleteRow(db: AnyDb, seq: number) {
  await sql`DELETE FROM expert_rows WHERE seq = ${seq}`.execute(db);
  for (const table of engineOf(db).textTables)
    await sql`DELETE FROM ${table} WHERE rowid = ${seq}`.execute(db);
}

/** Creates the index tables (migration 016); derived data, rebuilt from the profiles at any time. */
export async function createExpertSearchIndex(db: AnyDb): Promise<void> {
  const engine = engineOf(db);
  await engine.dropIndex(db);
  await engine.createIndex(db);
}

/** Re-reads every profile into the index, renumbering name order (after seeding or bulk changes). */
export async function rebuildExpertSearchIndex(db: AnyDb): Promise<void> {
  await sql`DELETE FROM expert_rows`.execute(db);
  for (const table of engineOf(db).textTables) await sql`DELETE FROM ${table}`.execute(db);
  const sources = await profileSources(db);
  await insertRows(
    db,
    sources.map((source, i) => ({ ...factsOf(source), seq: (i + 1) * seqGap })),
  );
}

/** Re-reads one lawyer (after their name, profile, verification or privacy settings change, or deletion). */
export async function syncExpertSearchRow(db: AnyDb, lawyerId: string): Promise<void> {
  const [source] = await profileSources(db, lawyerId);
  const current = await db
    .selectFrom('expert_rows')
    .select(['seq', 'name'])
    .where('lawyer_id', '=', lawyerId)
    .executeTakeFirst();
  if (current) await deleteRow(db, current.seq);
  if (!source) return;
  const facts = factsOf(source);
  // Same name, same place in name order; otherwise halfway between the new neighbours.
  const seq = current && current.name === facts.name ? current.seq : await seqBetweenNeighbours(db, facts);
  if (seq === null) return rebuildExpertSearchIndex(db);
  await insertRows(db, [{ ...facts, seq }]);
}

async function seqBetweenNeighbours(db: AnyDb, { name, lawyer_id }: ListingFacts): Promise<number | null> {
  const before = await db
    .selectFrom('expert_rows')
    .select('seq')
    .where((eb) =>
      eb.or([eb('name', '<', name), eb.and([eb('name', '=', name), eb('lawyer_id', '<', lawyer_id)])]),
    )
    .orderBy('name', 'desc')
    .orderBy('lawyer_id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const after = await db
    .selectFrom('expert_rows')
    .select('seq')
    .where((eb) =>
      eb.or([eb('name', '>', name), eb.and([eb('name', '=', name), eb('lawyer_id', '>', lawyer_id)])]),
    )
    .orderBy('name')
    .orderBy('lawyer_id')
    .limit(1)
    .executeTakeFirst();
  const low = before ? before.seq : 0;
  const high = after ? after.seq : low + 2 * seqGap;
  return high - low >= 2 ? low + Math.floor((high - low) / 2) : null;
}

export interface ExpertSearchParams {
  q: string;
  area?: string;
  city?: string;
  language?: string;
  limit: number;
  offset: number;
  onNow?: boolean; // only lawyers 'Available now' for Consult now (#58; the expiry job turns stale ones off)
  /** A lawyer searching still finds themselves past their own privacy settings. */
  viewerId?: string;
}

export interface ExpertSearchRow {
  user_id: string;
  name: string;
  /** The name in Devanagari and in Tamil script, '' when not given. */
  name_devanagari: string;
  name_tamil: string;
  title: string;
  city: string;
  languages: string;
  /** JSON array, as in lawyer_profiles. */
  practice_areas: string;
  years_experience: number;
  rate_paise: number;
  photo_url: string | null;
  /** 1 when the lawyer turned 'Location' off: the presenter hides their city from others. */
  location_hidden: number;
}

export interface ExpertSearchResult {
  rows: ExpertSearchRow[];
  /** Exact when `capped` is false, else a lower bound (matchCap). */
  total: number;
  capped: boolean;
}

/** Verified lawyers matching q (and the filters), name matches first, each tier in name order; with the total. */
export async function searchExperts(db: AnyDb, params: ExpertSearchParams): Promise<ExpertSearchResult> {
  const q = searchForm(params.q).trim().replace(/\s+/g, ' ').toLowerCase();
  const self = params.viewerId ? sql` OR er.lawyer_id = ${params.viewerId}` : sql``;
  const filters: RawBuilder<unknown>[] = [sql`er.verified = 1`, sql`(er.hidden = 0${self})`];
  const inList = (column: 'areas' | 'languages', value: string) =>
    sql`${sql.ref(`er.${column}`)} LIKE ${`%|${escapeLike(value.toLowerCase())}|%`} ESCAPE '\\'`;
  if (params.onNow) filters.push(sql`er.lawyer_id IN (SELECT lawyer_id FROM available_now WHERE is_on = 1)`);
  if (params.area) filters.push(inList('areas', params.area));
  if (params.language) filters.push(inList('languages', params.language));
  // A hidden city must not be findable through the city filter either.
  if (params.city)
    filters.push(sql`er.city = ${params.city.toLowerCase()} AND (er.location_hidden = 0${self})`);
  const filter = sql.join(filters, sql` AND `);

  const facets = [
    ...(params.area ? [facetCode('area', params.area)] : []),
    ...(params.language ? [facetCode('language', params.language)] : []),
    ...(params.city ? [facetCode('city', params.city)] : []),
  ];
  const tiers = engineOf(db).tiers(q, facets);
  // One pass per tier: the positions of up to one past the cap, in order. They are both the count and the
  // page (a slice), so the full-text match runs once per tier.
  const matches: number[] = [];
  for (const tier of tiers) {
    const room = matchCap + 1 - matches.length;
    if (room <= 0) break;
    const found = await sql<{ seq: number }>`SELECT er.seq FROM ${tier.from}
      WHERE ${tier.where} AND ${filter} ORDER BY ${tier.order} LIMIT ${room}`.execute(db);
    matches.push(...found.rows.map((row) => row.seq));
  }
  const total = Math.min(matches.length, matchCap);
  const page = matches.slice(params.offset, Math.min(params.offset + params.limit, total));
  if (page.length === 0) return { rows: [], total, capped: matches.length > matchCap };
  const found = await sql<ExpertSearchRow & { seq: number }>`
    SELECT er.seq, er.lawyer_id AS user_id, u.name, er.name_devanagari, er.name_tamil, lp.title, lp.city, lp.languages, lp.rate_paise, lp.photo_url,
      lp.practice_areas, lp.years_experience, er.location_hidden
    FROM expert_rows er JOIN lawyer_profiles lp ON lp.user_id = er.lawyer_id JOIN users u ON u.id = er.lawyer_id
    WHERE er.seq IN (${sql.join(page)})`.execute(db);
  const bySeq = new Map(found.rows.map(({ seq, ...row }) => [seq, row]));
  const rows = page.flatMap((seq) => bySeq.get(seq) ?? []);
  return { rows, total, capped: matches.length > matchCap };
}
