// The signed-in user's own profile (`profileSchema` in the contract), and where any user's photo is fetched.
import { basicPlanName, plans, type Profile, shownEmail } from '@contract';
import type { Db } from '../db/connection';
import type { UserRow } from '../db/schema';
import { activeSubscription } from '../services/payments/subscriptions';

/** Where a user's photo is fetched; the version changes with every upload so caches never show an old one. */
export const photoPath = (userId: string, storedName: string) =>
  `/api/users/${userId}/photo?v=${storedName.slice(0, 12)}`;

/** The plan as Pricing names it ('Premium yearly'), or the spec's 'Basic free plan'. */
async function planLabel(db: Db, userId: string, now: Date): Promise<string> {
  const active = await activeSubscription(db, userId, now);
  return active ? plans[active.plan].label : basicPlanName;
}

export async function presentProfile(db: Db, user: UserRow, now: Date): Promise<Profile> {
  const p = await db
    .selectFrom('user_profiles')
    .selectAll()
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  return {
    _id: user.id,
    name: user.name,
    email: shownEmail(user.email),
    role: user.role,
    dateOfBirth: p?.date_of_birth ?? null,
    country: p?.country ?? null,
    region: p?.region ?? null,
    about: p?.about ?? null,
    employmentType: p?.employment_type ?? null,
    industryType: p?.industry_type ?? null,
    plan: await planLabel(db, user.id, now),
    photoUrl: p?.photo_stored_name ? photoPath(user.id, p.photo_stored_name) : null,
  };
}
