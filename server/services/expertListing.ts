// The single call for "what search knows about this lawyer changed": name, profile, verification, privacy
// settings, photo or erasure. Call it after the change has committed.
import type { Db } from '../db/connection';
import { syncExpertSearchRow } from '../db/search';
import { expertSearchCache } from './searchCache';

export async function expertListingChanged(db: Db, lawyerId: string): Promise<void> {
  await syncExpertSearchRow(db, lawyerId);
  expertSearchCache(db).invalidate();
}
