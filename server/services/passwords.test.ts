import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id and verifies', async () => {
    const stored = await hashPassword('Secret@123');
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored, 'Secret@123')).toBe(true);
    expect(await verifyPassword(stored, 'secret@123')).toBe(false);
    expect(await verifyPassword('not a hash', 'Secret@123')).toBe(false);
  });
});
