// A consultation request as the API sends it to one viewer: its documents, the accepted lawyer's name and photo,
// the mention as that viewer may read it, and what the viewer may do with it.
import type { ConsultationRequest } from '@contract';
import type { Db } from '../db/connection';
import type { RequestRow, UserRow } from '../db/schema';
import { photoPath } from './profile';
import { shownMention } from './mention';

export async function presentRequests(
  db: Db,
  rows: RequestRow[],
  me: Pick<UserRow, 'id'>,
): Promise<ConsultationRequest[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const docs = await db
    .selectFrom('request_documents')
    .select(['id', 'request_id', 'original_name'])
    .where('request_id', 'in', ids)
    .orderBy('id') // upload order: ids are monotonic ULIDs
    .execute();
  // The lawyers it names (accepted, or mentioned from their profile) and the clients who posted them.
  const lawyerIds = [
    ...new Set(
      rows
        .flatMap((r) => [r.assigned_lawyer_id, r.mention_by_profile ? r.lawyer_id : null, r.owner_id])
        .filter((v): v is string => !!v),
    ),
  ];
  // The photo as everywhere else: the user's own upload, served (to signed-in users) at photoPath.
  const lawyers = lawyerIds.length
    ? await db
        .selectFrom('users')
        .leftJoin('user_profiles', 'user_profiles.user_id', 'users.id')
        .select(['users.id', 'users.name', 'user_profiles.photo_stored_name'])
        .where('users.id', 'in', lawyerIds)
        .execute()
    : [];
  const lawyerOf = new Map(lawyers.map((l) => [l.id, l]));
  return rows.map((r) => {
    const lawyer = r.assigned_lawyer_id ? lawyerOf.get(r.assigned_lawyer_id) : undefined;
    return {
      _id: r.id,
      title: r.title,
      description: r.description,
      budget: r.budget_paise === null ? null : r.budget_paise / 100,
      consultationType: r.consultation_type,
      date: r.date,
      timing: r.timing,
      mention: shownMention(r, r.lawyer_id ? lawyerOf.get(r.lawyer_id)?.name : null, me.id),
      documents: docs.filter((d) => d.request_id === r.id).map((d) => ({ _id: d.id, name: d.original_name })),
      expert: lawyer?.name ?? '',
      client: lawyerOf.get(r.owner_id)?.name ?? '',
      image: lawyer?.photo_stored_name ? photoPath(lawyer.id, lawyer.photo_stored_name) : '',
      status: r.status,
      canAccept: r.status === 'new' && r.lawyer_id === me.id,
      canComplete: r.status === 'on-going' && (r.owner_id === me.id || r.assigned_lawyer_id === me.id),
      // The same door as the chat room's (services/consultations findRoom).
      canChat:
        r.status !== 'new' &&
        !!r.assigned_lawyer_id &&
        (r.owner_id === me.id || r.assigned_lawyer_id === me.id),
      isOwner: r.owner_id === me.id,
      updatedAt: r.updated_at,
    };
  });
}
