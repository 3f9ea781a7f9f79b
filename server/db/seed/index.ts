// Deterministic demo data for offline demos and e2e tests: fixed ids and dates, inserted only into an empty database.
import { promotionalNotices } from '../migrations/009_account_centre';
import type { Role } from '@contract';
import { sql } from 'kysely';
import { dialectOf, type Db } from '../connection';
import { migrationLockKey } from '../migrate';
import { hashPassword } from '../../services/passwords';
import type { FileStorage } from '../../services/storage';
import { seedBookings } from './bookings';
import { demoProfessionalProfile, generateLawyer, seedLawyers } from './lawyers';
import { seededClientId, seedReviews } from './reviews';
import { seedServiceOrders } from './serviceOrders';

export interface DemoLogin {
  id: string;
  email: string;
  password: string;
  role: Role;
  name: string;
  consultationTypes: string[];
}

const demoPassword = 'Demo@1234';
const seededAt = '2024-06-01T09:00:00.000Z';

// ULID-shaped fixed ids (Crockford base32, 26 characters) so tests and links can name them.
export const demoLogins: readonly DemoLogin[] = [
  {
    id: '01HZ0000000000000000000C01',
    email: 'asha@demo.lexsetu.in',
    password: demoPassword,
    role: 'consumer',
    name: 'Asha Verma',
    consultationTypes: [],
  },
  {
    id: '01HZ0000000000000000000P01',
    email: 'rohan@demo.lexsetu.in',
    password: demoPassword,
    role: 'professional',
    name: 'Adv. Rohan Mehta',
    consultationTypes: ['Civil', 'Criminal', 'Family', 'Property', 'Contract'],
  },
  {
    // Reviews lawyer profiles at /dashboard/admin/verifications (granted through the admins table).
    id: '01HZ0000000000000000000A01',
    email: 'admin@demo.lexsetu.in',
    password: demoPassword,
    role: 'admin',
    name: 'LexSetu Admin',
    consultationTypes: [],
  },
];

/**
 * Seeds the demo into an empty database; false when it holds users already. Idempotent and safe when several
 * instances start at once on one PostgreSQL: the check and the inserts run in one transaction under the
 * migration lock, so the second instance finds the first one's users and seeds nothing. The server passes its
 * file storage, where the document orders' delivered versions are written (seed/serviceOrders.ts).
 */
export async function seedDemoData(db: Db, now: Date = new Date(), storage?: FileStorage): Promise<boolean> {
  if (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) return false;
  const rows = await Promise.all(
    demoLogins.map(async (login) => ({
      id: login.id,
      email: login.email,
      name: login.name,
      // users.role cannot hold 'admin' (migration 007): the admins row below grants it.
      role: login.role === 'admin' ? ('consumer' as const) : login.role,
      password_hash: await hashPassword(login.password),
      consultation_types: JSON.stringify(login.consultationTypes),
      created_at: seededAt,
      updated_at: seededAt,
    })),
  );
  return db.transaction().execute(async (trx) => {
    if (dialectOf(trx) === 'postgres')
      await sql`SELECT pg_advisory_xact_lock(${sql.lit(migrationLockKey)})`.execute(trx);
    if (await trx.selectFrom('users').select('id').limit(1).executeTakeFirst()) return false;
    await trx.insertInto('users').values(rows).execute();
    for (const admin of demoLogins.filter((login) => login.role === 'admin'))
      await trx.insertInto('admins').values({ user_id: admin.id, created_at: seededAt }).execute();
    const professional = demoLogins.find((login) => login.role === 'professional')!;
    await seedLawyers(trx, professional.id);
    const client = demoLogins.find((login) => login.role === 'consumer')!;
    const { rate_paise } = demoProfessionalProfile(professional.id);
    await seedBookings(trx, client.id, professional, rate_paise, now);
    const rateOf = (lawyerId: string) =>
      lawyerId === professional.id
        ? rate_paise
        : Number(generateLawyer(Number(lawyerId.slice(-4))).profile.rate_paise);
    await seedReviews(trx, professional.id, rateOf, now);
    // A seeded client's orders (Asha's bills and activities stay as other demos expect): the demo lawyer's
    // queue and work show every state; a demo as a client runs the flow live.
    await seedServiceOrders(trx, seededClientId(1), professional.id, now, storage);
    // The system notices were dated by their migration on the machine's time; the demo's clock may start
    // elsewhere (LEXSETU_DEMO_START), so they are dated an hour apart before the demo's start, as a fresh
    // install dates them before its first use.
    for (const [i, notice] of promotionalNotices.entries())
      await trx
        .updateTable('notifications')
        .set({ created_at: new Date(now.getTime() - (i + 1) * 3600_000).toISOString() })
        .where('id', '=', notice.id)
        .execute();
    return true;
  });
}
