// Documents of the Documents tab as the wire shows them (`documentSchema`), seen by one user: "Shared with"
// names the lawyer for the owner, and the owner ("From …") for the lawyer it was shared with.
import type { DocumentItem } from '@contract';
import type { Db } from '../db/connection';
import type { DocumentRow } from '../db/schema';

export const docTypeOf = (mime: string) =>
  mime === 'application/pdf' ? 'PDF' : mime === 'image/png' ? 'PNG image' : 'JPEG image';

export async function presentDocuments(db: Db, rows: DocumentRow[], meId: string): Promise<DocumentItem[]> {
  const sharedIds = [...new Set(rows.map((r) => r.shared_with).filter((v): v is string => !!v))];
  const ownerIds = [...new Set(rows.map((r) => r.user_id))];
  const ids = [...new Set([...sharedIds, ...ownerIds])];
  const users = ids.length
    ? await db.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).execute()
    : [];
  const nameOf = new Map(users.map((u) => [u.id, u.name]));
  return rows.map((r) => ({
    _id: r.id,
    name: r.original_name,
    docType: docTypeOf(r.mime),
    description: r.description,
    securedPin: r.pin_hash !== null,
    // For a document shared with me, "Shared with" names its owner (who shared it).
    sharedWith:
      r.user_id === meId
        ? r.shared_with
          ? (nameOf.get(r.shared_with) ?? '')
          : ''
        : `From ${nameOf.get(r.user_id) ?? ''}`,
    sharedWithId: r.user_id === meId ? r.shared_with : null,
    isOwner: r.user_id === meId,
    createdAt: r.created_at,
    deletedAt: r.deleted_at,
  }));
}
