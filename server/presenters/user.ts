// The user as its owner sees it on the wire (`userSchema` in the contract): never the hash or internals.
import { maskPhone, type User } from '@contract';
import type { UserRow } from '../db/schema';

export function presentUser(row: UserRow, hasPhoto: boolean): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    hasPhoto,
    // Masked (+91 98••••3210); absent without a number.
    ...(row.phone ? { phone: maskPhone(row.phone) } : {}),
  };
}
