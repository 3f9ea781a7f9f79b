// Password hashing with Argon2id (OWASP's first choice); parameters are stored inside each hash.
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import type { UserRow } from '../db/schema';
import { badRequest } from '../errors';

// Algorithm is an ambient const enum, which isolatedModules cannot read: 2 is Algorithm.Argon2id.
const argon2id = 2 as Algorithm;
// 19 MiB, 2 passes, 1 lane: OWASP's minimum for Argon2id, ~70 ms on the demo laptops.
const options = { algorithm: argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** false (never an exception) for a wrong password or a malformed stored hash. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

export const wrongPasswordMessage = 'The password is not correct.';

/** Sensitive changes (two-factor off, erasure) ask for the password again: a wrong one is a 400 on `password`. */
export async function confirmPassword(user: Pick<UserRow, 'password_hash'>, password: string): Promise<void> {
  if (!(await verifyPassword(user.password_hash, password))) throw badRequest('password_wrong', 'password');
}
