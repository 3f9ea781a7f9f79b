// The one owner of the desktop session token. Preference order:
//   1. OS keychain through keytar (service 'LexSetu', account = API origin);
//   2. Electron safeStorage, ciphertext in userData, when keytar is missing or its secret service is down;
//   3. memory only, when safeStorage would merely obfuscate (Linux 'basic_text' backend) or is unavailable.
// The renderer is told which one is in use (`persistence`) so it can say "you will be asked to log in again".
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';

export const KEYCHAIN_SERVICE = 'LexSetu';
export const ENCRYPTED_TOKEN_FILE = 'session-token.bin';

export type TokenPersistence = 'keychain' | 'encrypted' | 'memory';

export const storedSessionSchema = z.object({
  token: z.string().min(1).max(8192),
  userId: z.string().max(200),
});
export type StoredSession = z.infer<typeof storedSessionSchema>;

export interface TokenVault {
  readonly persistence: TokenPersistence;
  get(): Promise<StoredSession | null>;
  set(session: StoredSession): Promise<void>;
  clear(): Promise<void>;
}

/** The part of keytar we use. */
export interface KeytarLike {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
}

/** The part of Electron's safeStorage we use (getSelectedStorageBackend exists on Linux only). */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plain: string): Buffer;
  decryptString(cipher: Buffer): string;
  getSelectedStorageBackend?(): string;
}

export interface TokenVaultDeps {
  /** Resolves keytar, or throws when its native module cannot load. */
  loadKeytar(): Promise<KeytarLike>;
  safeStorage: SafeStorageLike;
  /** Full path of the ciphertext file (under userData). */
  encryptedFile: string;
  /** Keychain account: the API origin, so sessions of different servers never mix. */
  account: string;
  warn?(message: string): void;
}

function parseSession(text: string | null): StoredSession | null {
  if (!text) return null;
  try {
    const parsed = storedSessionSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function keychainVault(keytar: KeytarLike, account: string): TokenVault {
  return {
    persistence: 'keychain',
    get: async () => parseSession(await keytar.getPassword(KEYCHAIN_SERVICE, account)),
    set: (session) => keytar.setPassword(KEYCHAIN_SERVICE, account, JSON.stringify(session)),
    clear: async () => {
      await keytar.deletePassword(KEYCHAIN_SERVICE, account);
    },
  };
}

function encryptedFileVault(safeStorage: SafeStorageLike, file: string, account: string): TokenVault {
  return {
    persistence: 'encrypted',
    async get() {
      let cipher: Buffer;
      try {
        cipher = await readFile(file);
      } catch {
        return null;
      }
      try {
        const saved = JSON.parse(safeStorage.decryptString(cipher)) as {
          account?: string;
          session?: unknown;
        };
        // A file written for another server's origin is not this server's session.
        return saved.account === account ? parseSession(JSON.stringify(saved.session)) : null;
      } catch {
        return null;
      }
    },
    async set(session) {
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, safeStorage.encryptString(JSON.stringify({ account, session })), { mode: 0o600 });
    },
    clear: () => rm(file, { force: true }),
  };
}

function memoryVault(): TokenVault {
  let current: StoredSession | null = null;
  return {
    persistence: 'memory',
    get: async () => current,
    set: async (session) => {
      current = session;
    },
    clear: async () => {
      current = null;
    },
  };
}

/** True when safeStorage really encrypts (a keyring or OS API), not Linux's hard-coded 'basic_text' key. */
export function safeStorageIsSecure(safeStorage: SafeStorageLike): boolean {
  if (!safeStorage.isEncryptionAvailable()) return false;
  const backend = safeStorage.getSelectedStorageBackend?.();
  return backend !== 'basic_text' && backend !== 'unknown';
}

/**
 * keytar, the first choice: optional (archived upstream, builds only against libsecret on Linux). Imported by
 * a name TypeScript does not resolve, so neither the types nor the build depend on it being installed;
 * a missing or broken native module rejects here and openTokenVault falls back to safeStorage.
 */
export async function loadKeytar(
  importModule: (name: string) => Promise<unknown> = (name) => import(/* @vite-ignore */ name),
): Promise<KeytarLike> {
  const mod = (await importModule('keytar')) as { default?: KeytarLike } & KeytarLike;
  const keytar = mod.default ?? mod;
  if (typeof keytar.getPassword !== 'function') throw new Error('keytar did not load');
  return keytar;
}

export async function openTokenVault(deps: TokenVaultDeps): Promise<TokenVault> {
  const warn = deps.warn ?? (() => {});
  try {
    const keytar = await deps.loadKeytar();
    // keytar can load yet fail on every call (Linux without a running secret service): probe once.
    await keytar.getPassword(KEYCHAIN_SERVICE, deps.account);
    return keychainVault(keytar, deps.account);
  } catch (error) {
    warn(`OS keychain unavailable (${(error as Error).message}); trying Electron safeStorage.`);
  }
  if (safeStorageIsSecure(deps.safeStorage))
    return encryptedFileVault(deps.safeStorage, deps.encryptedFile, deps.account);
  warn('No secure storage on this machine: the session is kept in memory only until the app closes.');
  return memoryVault();
}
