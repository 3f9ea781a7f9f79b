// Password hashing with Argon2id (OWASP's first choice); parameters are stored inside each hash.
import { hash, verify, type Algorithm } from '@node-rs/argon2';

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
