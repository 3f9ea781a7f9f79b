// The one home for engine-specific SQL: expert search on SQLite (FTS5) and PostgreSQL (pg_trgm). Every other
// query in the server is portable Kysely.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { dialectOf } from './connection';

// Untyped on purpose: migrations call this inside their own (untyped) transaction.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Past this many matches a search stops counting and ranking: totals are reported as "at least" and the
 * best `matchCap` matches are the ones paged through. Ranking or counting every hit of a common term over
 * 100k lawyers is what made search take seconds.
 */
export const matchCap = 1000;

/** What differs between the engines, in one place: the index, JSON array membership, and the match. */
interface SearchEngine {
  ensureIndex(db: AnyDb): Promise<void>;
  tables: RawBuilder<unknown>[];
  /** One row per profile: lawyer_id, name, expertise (title + practice areas). */
  indexedRows: RawBuilder<unknown>;
  /** lp.<column> (a JSON array of names) holds value, ignoring case. */
  jsonArrayHas(column: 'practice_areas' | 'languages', value: string): RawBuilder<unknown>;
  /** At most matchCap + 1 (lawyer_id, score) hits for q, best (lowest score) first. */
  hits(q: string): RawBuilder<unknown>;
  /** SQLite needs CROSS JOIN to walk the few hits first; PostgreSQL plans that itself (and has no CROSS JOIN … ON). */
  hitsJoin: RawBuilder<unknown>;
  /** True when the lawyer lp's stored settings (user_settings JSON) hold `key` = `value` ('false' for off). */
  settingIs(key: 'profileVisibility' | 'location', values: string[]): RawBuilder<unknown>;
}

const phrase = (value: string) => `"${value.replace(/"/g, '""')}"`;
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

// SQLite: two FTS5 tables (trigram for 3+ characters inside words; word prefixes for shorter terms).
const sqlite: SearchEngine = {
  async ensureIndex(db) {
    await sql`CREATE VIRTUAL TABLE IF NOT EXISTS expert_search USING fts5(
      lawyer_id UNINDEXED, name, expertise, tokenize = 'trigram'
    )`.execute(db);
    await sql`CREATE VIRTUAL TABLE IF NOT EXISTS expert_prefix USING fts5(
      lawyer_id UNINDEXED, name, expertise, tokenize = 'unicode61', prefix = '1 2'
    )`.execute(db);
  },
  tables: [sql.table('expert_search'), sql.table('expert_prefix')],
  indexedRows: sql`
    SELECT lp.user_id, u.name, lp.title || ' ' || (SELECT group_concat(value, ' ') FROM json_each(lp.practice_areas))
    FROM lawyer_profiles lp JOIN users u ON u.id = lp.user_id`,
  jsonArrayHas: (column, value) =>
    sql`EXISTS (SELECT 1 FROM json_each(${sql.ref(`lp.${column}`)}) WHERE lower(value) = lower(${value}))`,
  hits(q) {
    const words = q.split(' ');
    const short = words.some((w) => w.length < 3);
    // Short terms: every word must start a word of the name, title or a practice area (word-prefix index).
    // Otherwise: every word (3+ characters) anywhere inside, or the whole query as one phrase.
    const match = short
      ? words.map((w) => `${phrase(w)}*`).join(' ')
      : words.every((w) => w.length >= 3)
        ? words.map(phrase).join(' ')
        : phrase(q);
    const table = short ? sql.table('expert_prefix') : sql.table('expert_search');
    // The FTS table answers first with at most matchCap ids (best bm25 rank first; the prefix table has
    // no useful rank, so name order decides there), then only those rows are joined and filtered.
    return short
      ? sql`SELECT lawyer_id, 0 AS score FROM ${table} WHERE ${table} MATCH ${match} LIMIT ${matchCap + 1}`
      : sql`SELECT lawyer_id, rank AS score FROM ${table} WHERE ${table} MATCH ${match} ORDER BY rank LIMIT ${matchCap + 1}`;
  },
  hitsJoin: sql`CROSS JOIN`,
  // json_extract answers JSON false as 0 and a JSON string as its text.
  settingIs: (key, values) =>
    sql`EXISTS (SELECT 1 FROM user_settings us WHERE us.user_id = lp.user_id AND json_extract(us.data, ${`$.${key}`}) IN (${sql.join(values.map((v) => (v === 'false' ? sql`0` : sql`${v}`)))}))`,
};

// PostgreSQL: one table with a lowercased document under a pg_trgm GIN index (LIKE '%word%' uses it for
// words of 3+ characters); shorter words match word starts; similarity() ranks.
const postgres: SearchEngine = {
  async ensureIndex(db) {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    await sql`CREATE TABLE IF NOT EXISTS expert_search (
      lawyer_id text PRIMARY KEY, name text NOT NULL, expertise text NOT NULL,
      doc text GENERATED ALWAYS AS (lower(name || ' ' || expertise)) STORED
    )`.execute(db);
    await sql`CREATE INDEX IF NOT EXISTS expert_search_doc_trgm ON expert_search USING gin (doc gin_trgm_ops)`.execute(
      db,
    );
  },
  tables: [sql.table('expert_search')],
  indexedRows: sql`
    SELECT lp.user_id, u.name, lp.title || ' ' || coalesce((SELECT string_agg(value, ' ') FROM jsonb_array_elements_text(lp.practice_areas::jsonb) AS a(value)), '')
    FROM lawyer_profiles lp JOIN users u ON u.id = lp.user_id`,
  jsonArrayHas: (column, value) =>
    sql`EXISTS (SELECT 1 FROM jsonb_array_elements_text(${sql.ref(`lp.${column}`)}::jsonb) AS a(value) WHERE lower(value) = lower(${value}))`,
  hits(q) {
    const words = q.toLowerCase().split(' ');
    const conditions = words.map((w) =>
      w.length < 3 ? sql`(' ' || doc) LIKE ${`% ${escapeLike(w)}%`}` : sql`doc LIKE ${`%${escapeLike(w)}%`}`,
    );
    return sql`SELECT lawyer_id, -similarity(doc, ${q.toLowerCase()}) AS score FROM expert_search
      WHERE ${sql.join(conditions, sql` AND `)} ORDER BY score LIMIT ${matchCap + 1}`;
  },
  hitsJoin: sql`JOIN`,
  settingIs: (key, values) =>
    sql`EXISTS (SELECT 1 FROM user_settings us WHERE us.user_id = lp.user_id AND (us.data::jsonb ->> ${key}) IN (${sql.join(values.map((v) => sql`${v}`))}))`,
};

const engineOf = (db: AnyDb): SearchEngine => (dialectOf(db) === 'postgres' ? postgres : sqlite);

export async function ensureExpertSearchIndex(db: AnyDb): Promise<void> {
  await engineOf(db).ensureIndex(db);
}

/** Re-reads every profile into the index (after seeding or bulk changes). */
export async function rebuildExpertSearchIndex(db: AnyDb): Promise<void> {
  const engine = engineOf(db);
  for (const table of engine.tables) {
    await sql`DELETE FROM ${table}`.execute(db);
    await sql`INSERT INTO ${table} (lawyer_id, name, expertise) ${engine.indexedRows}`.execute(db);
  }
}

/** Re-reads one profile (call after a profile or its user's name changes, or it is deleted). */
export async function syncExpertSearchRow(db: AnyDb, lawyerId: string): Promise<void> {
  const engine = engineOf(db);
  for (const table of engine.tables) {
    await sql`DELETE FROM ${table} WHERE lawyer_id = ${lawyerId}`.execute(db);
    await sql`INSERT INTO ${table} (lawyer_id, name, expertise) ${engine.indexedRows} WHERE lp.user_id = ${lawyerId}`.execute(
      db,
    );
  }
}

export interface ExpertSearchParams {
  q: string;
  area?: string;
  city?: string;
  language?: string;
  limit: number;
  offset: number;
  /**
   * Apply the lawyers' privacy settings (Location, who can see the profile); the viewer (a lawyer searching)
   * still finds themselves. Off for callers that predate the settings table (migration tests).
   */
  privacy?: { viewerId?: string };
}

export interface ExpertSearchRow {
  user_id: string;
  name: string;
  title: string;
  city: string;
  languages: string;
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

/** Verified lawyers matching q (and the filters), most relevant first, then by name; with the total. */
export async function searchExperts(db: AnyDb, params: ExpertSearchParams): Promise<ExpertSearchResult> {
  const q = params.q.trim().replace(/\s+/g, ' ');
  const where: RawBuilder<unknown>[] = [sql`lp.verification_status = 'verified'`];
  const engine = engineOf(db);
  const viewerId = params.privacy?.viewerId;
  const self = viewerId ? sql` OR lp.user_id = ${viewerId}` : sql``;
  const locationHidden = params.privacy ? engine.settingIs('location', ['false']) : sql`1 = 0`;
  // 'Privacy settings: who can see your profile' other than Everyone keeps the lawyer out of search.
  if (params.privacy)
    where.push(sql`(NOT ${engine.settingIs('profileVisibility', ['clients', 'nobody'])}${self})`);
  if (params.area) where.push(engine.jsonArrayHas('practice_areas', params.area));
  if (params.language) where.push(engine.jsonArrayHas('languages', params.language));
  // A hidden city must not be findable through the city filter either.
  if (params.city) where.push(sql`lower(lp.city) = lower(${params.city}) AND (NOT ${locationHidden}${self})`);

  let from: RawBuilder<unknown>;
  let order: RawBuilder<unknown>;
  if (!q) {
    from = sql`lawyer_profiles lp JOIN users u ON u.id = lp.user_id`;
    order = sql`u.name, lp.user_id`;
  } else {
    from = sql`(${engine.hits(q)}) hits ${engine.hitsJoin} lawyer_profiles lp ON lp.user_id = hits.lawyer_id ${engine.hitsJoin} users u ON u.id = lp.user_id`;
    order = sql`hits.score, u.name, lp.user_id`;
  }
  const condition = sql.join(where, sql` AND `);
  // One pass: the page and the (capped) count together, so the match runs once per search.
  const rows = await sql<ExpertSearchRow & { total: number }>`
    SELECT lp.user_id, u.name, lp.title, lp.city, lp.languages, lp.rate_paise, lp.photo_url,
      CASE WHEN ${locationHidden} THEN 1 ELSE 0 END AS location_hidden, count(*) OVER () AS total
    FROM ${from} WHERE ${condition} ORDER BY ${order} LIMIT ${params.limit} OFFSET ${params.offset}`.execute(
    db,
  );
  let total = Number(rows.rows[0]?.total ?? 0);
  if (rows.rows.length === 0 && params.offset > 0) {
    // Past the last page: the window count saw no row, count on its own (stopping one past the cap).
    const counted = await sql<{ total: number }>`
      SELECT count(*) AS total FROM (SELECT 1 FROM ${from} WHERE ${condition} LIMIT ${matchCap + 1}) AS matched`.execute(
      db,
    );
    total = Number(counted.rows[0]?.total ?? 0);
  }
  const page = rows.rows.map(({ total: _total, ...row }) => ({
    ...row,
    location_hidden: Number(row.location_hidden),
  }));
  return { rows: page, total: Math.min(total, matchCap), capped: total > matchCap };
}
