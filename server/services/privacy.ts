// What other users may see of a lawyer, from the lawyer's settings: 'Privacy settings: who can see your
// profile' (everyone / my clients only / nobody) and 'Location' (city, state and office address). The lawyer
// always sees everything of their own profile.
import type { Settings } from '@contract';
import type { Db } from '../db/connection';
import { getUserSettings } from './settings';

/** A client of this lawyer: a live booking with them, or a request they were mentioned in or took up. */
export async function isClientOf(db: Db, lawyerId: string, userId: string): Promise<boolean> {
  const booking = await db
    .selectFrom('bookings')
    .select('id')
    .where('lawyer_id', '=', lawyerId)
    .where('client_id', '=', userId)
    .where('status', '<>', 'cancelled')
    .limit(1)
    .executeTakeFirst();
  if (booking) return true;
  const request = await db
    .selectFrom('requests')
    .select('id')
    .where('owner_id', '=', userId)
    .where((eb) => eb.or([eb('lawyer_id', '=', lawyerId), eb('assigned_lawyer_id', '=', lawyerId)]))
    .limit(1)
    .executeTakeFirst();
  return Boolean(request);
}

export interface LawyerView {
  /** The viewer may open the profile (and follow or book through it). */
  visible: boolean;
  /** The viewer sees city, state and office address. */
  showLocation: boolean;
  /** The viewer sees the lawyer's sign-in e-mail (the lawyer chose to show it). */
  showEmail: boolean;
}

/** `settings`: the lawyer's, when the caller read them with the lawyer's row; else they are read here. */
export async function lawyerViewFor(
  db: Db,
  lawyerId: string,
  viewerId: string,
  settings?: Settings,
): Promise<LawyerView> {
  if (lawyerId === viewerId) return { visible: true, showLocation: true, showEmail: true };
  settings ??= await getUserSettings(db, lawyerId);
  const visible =
    settings.profileVisibility === 'everyone' ||
    (settings.profileVisibility === 'clients' && (await isClientOf(db, lawyerId, viewerId)));
  return { visible, showLocation: settings.location, showEmail: settings.showEmail };
}
