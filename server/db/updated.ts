// The "mark once" rule: a conditional update (`where … is null`, `where status = …`) changes its row only for
// the first of several racing callers, so whoever it changed nothing for stops there.
import type { UpdateResult } from 'kysely';

/** Whether an update changed any row (false for a missing result). */
export function updatedAny(result: Pick<UpdateResult, 'numUpdatedRows'> | undefined): boolean {
  return Number(result?.numUpdatedRows ?? 0) > 0;
}
