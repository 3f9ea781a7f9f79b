// The user as its owner sees it on the wire (`userSchema` in the contract): never the hash or internals.
import { isPhoneOnlyEmail, maskPhone, type User } from '@contract';
import type { UserRow } from '../db/schema';

export function presentUser(row: UserRow, hasPhoto: boolean): User {
  return {
    _id: row.id,
    name: row.name,
    // An account signed up by number has no e-mail: its placeholder address is never shown.
    email: isPhoneOnlyEmail(row.email) ? '' : row.email,
    role: row.role,
    hasPhoto,
    // Masked (+91 98••••3210); absent without a number.
    ...(row.phone ? { phone: maskPhone(row.phone) } : {}),
  };
}
