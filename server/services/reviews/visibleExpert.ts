// Who may see a lawyer's profile (and so its reviews): a verified lawyer whose privacy setting lets the viewer.
import { storedSettings } from '@contract';
import type { Db } from '../../db/connection';
import { preparedQuery } from '../../db/prepared';
import { notFound } from '../../errors';
import { lawyerViewFor } from '../privacy';
import { lawyerSettingsData } from '../settings';

// Prepared (built once): every lawyer profile opened reads these. The lawyer's settings come along:
// who may see the profile is decided from them.
const verifiedLawyer = preparedQuery((db: Db, { id }: { id: string }) =>
  db
    .selectFrom('lawyer_profiles')
    .innerJoin('users', 'users.id', 'lawyer_profiles.user_id')
    .selectAll('lawyer_profiles')
    .select(['users.name', 'users.email'])
    .select((eb) => lawyerSettingsData(eb).as('settings_data'))
    .where('lawyer_profiles.user_id', '=', id)
    .where('lawyer_profiles.verification_status', '=', 'verified')
    // A suspended lawyer's profile is gone for everyone until reinstated (services/adminUsers).
    .where('users.suspended_at', 'is', null),
);

/** A verified lawyer the viewer may see (their 'who can see your profile' setting); else 404 as if unknown. */
export async function visibleExpertProfile(db: Db, id: string, viewerId: string) {
  const [found] = await verifiedLawyer(db, { id });
  if (!found) throw notFound('lawyer_not_found');
  const { settings_data, ...row } = found;
  const view = await lawyerViewFor(db, id, viewerId, storedSettings(settings_data));
  if (!view.visible) throw notFound('lawyer_not_found');
  return { row, view };
}
