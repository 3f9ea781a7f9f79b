import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createRequire } from 'node:module';
import {
  KEYCHAIN_SERVICE,
  loadKeytar,
  openTokenVault,
  type KeytarLike,
  type SafeStorageLike,
} from './tokenVault';

const account = 'http://127.0.0.1:5001';
const session = { token: 'jwt.abc.def', userId: 'u1' };

function fakeKeytar(): KeytarLike & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getPassword: vi.fn(async (service: string, acc: string) => entries.get(`${service}/${acc}`) ?? null),
    setPassword: vi.fn(
      async (service: string, acc: string, value: string) => void entries.set(`${service}/${acc}`, value),
    ),
    deletePassword: vi.fn(async (service: string, acc: string) => entries.delete(`${service}/${acc}`)),
  };
}

/** Reversible "encryption" that never leaves the plain token in the bytes. */
function fakeSafeStorage(backend: string | undefined, available = true): SafeStorageLike {
  return {
    isEncryptionAvailable: () => available,
    encryptString: (plain) => Buffer.from(plain, 'utf8').map((b) => b ^ 0x5a) as Buffer,
    decryptString: (cipher) => Buffer.from(cipher.map((b) => b ^ 0x5a)).toString('utf8'),
    ...(backend === undefined ? {} : { getSelectedStorageBackend: () => backend }),
  };
}

const tempFile = () => join(mkdtempSync(join(tmpdir(), 'lexsetu-vault-')), 'session-token.bin');
const missingKeytar = async (): Promise<KeytarLike> => {
  throw new Error("Cannot find module 'keytar'");
};

describe('token vault', () => {
  it('uses the OS keychain when keytar loads: service LexSetu, account = API origin', async () => {
    const keytar = fakeKeytar();
    const file = tempFile();
    const vault = await openTokenVault({
      loadKeytar: async () => keytar,
      safeStorage: fakeSafeStorage('gnome_libsecret'),
      encryptedFile: file,
      account,
    });
    expect(vault.persistence).toBe('keychain');
    expect(await vault.get()).toBeNull();
    await vault.set(session);
    expect(keytar.setPassword).toHaveBeenCalledWith(KEYCHAIN_SERVICE, account, JSON.stringify(session));
    expect(KEYCHAIN_SERVICE).toBe('LexSetu');
    expect(await vault.get()).toEqual(session);
    expect(existsSync(file)).toBe(false);
    await vault.clear();
    expect(await vault.get()).toBeNull();
    expect(keytar.entries.size).toBe(0);
  });

  it('falls back to safeStorage when keytar loads but its secret service is down', async () => {
    const keytar = fakeKeytar();
    keytar.getPassword = vi.fn(async () => {
      throw new Error('Cannot autolaunch D-Bus without X11 $DISPLAY');
    });
    const warn = vi.fn();
    const vault = await openTokenVault({
      loadKeytar: async () => keytar,
      safeStorage: fakeSafeStorage('gnome_libsecret'),
      encryptedFile: tempFile(),
      account,
      warn,
    });
    expect(vault.persistence).toBe('encrypted');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('keychain unavailable'));
  });

  it('keeps only ciphertext in userData when keytar is missing and safeStorage is secure', async () => {
    const file = tempFile();
    const safeStorage = fakeSafeStorage(undefined); // Windows / macOS: no backend query
    const vault = await openTokenVault({
      loadKeytar: missingKeytar,
      safeStorage,
      encryptedFile: file,
      account,
    });
    expect(vault.persistence).toBe('encrypted');
    await vault.set(session);
    const bytes = readFileSync(file);
    expect(bytes.toString('utf8')).not.toContain(session.token);
    expect(await vault.get()).toEqual(session);

    // A fresh start (new vault object) reads the same session back.
    const again = await openTokenVault({
      loadKeytar: missingKeytar,
      safeStorage,
      encryptedFile: file,
      account,
    });
    expect(await again.get()).toEqual(session);
    // Another server's origin never gets this session.
    const other = await openTokenVault({
      loadKeytar: missingKeytar,
      safeStorage,
      encryptedFile: file,
      account: 'https://api.example.in',
    });
    expect(await other.get()).toBeNull();

    await vault.clear();
    expect(existsSync(file)).toBe(false);
    expect(await again.get()).toBeNull();
  });

  it('reads a damaged ciphertext file as no session', async () => {
    const file = tempFile();
    const safeStorage = fakeSafeStorage('kwallet5');
    const vault = await openTokenVault({
      loadKeytar: missingKeytar,
      safeStorage,
      encryptedFile: file,
      account,
    });
    const { writeFileSync } = await import('node:fs');
    writeFileSync(file, 'garbage');
    expect(await vault.get()).toBeNull();
  });

  it("keeps the token in memory only on Linux's basic_text backend, and says so", async () => {
    const file = tempFile();
    const warn = vi.fn();
    const vault = await openTokenVault({
      loadKeytar: missingKeytar,
      safeStorage: fakeSafeStorage('basic_text'),
      encryptedFile: file,
      account,
      warn,
    });
    expect(vault.persistence).toBe('memory');
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining('memory only'));
    await vault.set(session);
    expect(await vault.get()).toEqual(session);
    expect(existsSync(file)).toBe(false);
    await vault.clear();
    expect(await vault.get()).toBeNull();
  });

  it('keeps the token in memory when no encryption is available at all', async () => {
    const vault = await openTokenVault({
      loadKeytar: missingKeytar,
      safeStorage: fakeSafeStorage(undefined, false),
      encryptedFile: tempFile(),
      account,
    });
    expect(vault.persistence).toBe('memory');
  });

  it('loads keytar when the package is there, and rejects (so the vault falls back) when it is not', async () => {
    const keytar = fakeKeytar();
    expect(await loadKeytar(async (name) => (name === 'keytar' ? { default: keytar } : {}))).toBe(keytar);
    await expect(loadKeytar(async () => ({}))).rejects.toThrow('keytar did not load');
    const notInstalled = Object.assign(new Error("Cannot find package 'keytar'"), {
      code: 'ERR_MODULE_NOT_FOUND',
    });
    await expect(
      loadKeytar(async () => {
        throw notInstalled;
      }),
    ).rejects.toBe(notInstalled);
  });

  it('on this machine: the real loader and the vault agree with whether keytar is installed', async () => {
    let installed = true;
    try {
      createRequire(import.meta.url).resolve('keytar');
    } catch {
      installed = false;
    }
    const file = tempFile();
    const vault = await openTokenVault({
      loadKeytar: () => loadKeytar(),
      safeStorage: fakeSafeStorage('gnome_libsecret'),
      encryptedFile: file,
      account,
    });
    // Without libsecret's secret service running, even an installed keytar cannot serve: safeStorage it is.
    if (!installed) expect(vault.persistence).toBe('encrypted');
    else expect(['keychain', 'encrypted']).toContain(vault.persistence);
    await vault.set(session);
    expect(await vault.get()).toEqual(session);
  });
});
