// The signed-in user as the API shows it to them (login, sign-up, the session checks): with whether they have a
// photo, so a screen shows initials without asking for an image that is not there.
import type { User } from '@contract';
import type { Db } from '../db/connection';
import { preparedQuery } from '../db/prepared';
import type { UserRow } from '../db/schema';
import { presentUser } from '../presenters/user';

// Every page load checks the session: one compiled lookup by primary key.
const storedPhoto = preparedQuery((db: Db, { userId }: { userId: string }) =>
  db.selectFrom('user_profiles').select('photo_stored_name').where('user_id', '=', userId),
);

export async function ownUser(db: Db, user: UserRow): Promise<User> {
  const [profile] = await storedPhoto(db, { userId: user.id });
  return presentUser(user, Boolean(profile?.photo_stored_name));
}
