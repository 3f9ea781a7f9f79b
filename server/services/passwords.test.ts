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

  it('stores at least OWASP minimum parameters in the hash: 19 MiB memory, 2 passes', async () => {
    // PHC string: $argon2id$v=19$m=<KiB>,t=<passes>,p=<lanes>$<salt>$<hash>
    const stored = await hashPassword('Secret@123');
    const params = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored);
    expect(params).not.toBeNull();
    const [, memory, passes] = params!.map(Number);
    expect(memory).toBeGreaterThanOrEqual(19456);
    expect(passes).toBe(2);
  });
});
