// Whether anything was committed to an embedded SQLite file, by any connection or process, since an earlier look:
// one 96-byte read of the file's WAL index and no lock. Every commit rewrites that header (SQLite's wal.c,
// walIndexWriteHdr: a change counter, the last frame, salts and a checksum), and so does every restart of the
// WAL after a checkpoint; reads and open transactions never touch it. The hottest read of all, the auth epoch
// (services/sessions.ts), is skipped while the stamp has not moved: a read transaction takes two file locks
// (fcntl) and was a large share of a signed-in request that does nothing else.
//
// Only where the read is coherent with SQLite's shared memory map of that file: Linux and macOS (one page cache).
// Windows documents no such coherence between mapped views and ReadFile, so there the epoch is read every time.
import { closeSync, openSync, readSync } from 'node:fs';
import type BetterSqlite3 from 'better-sqlite3';

/** The header is written twice, 48 bytes each; the second copy first, so equal copies mean a finished write. */
const copyBytes = 48;

interface Watch {
  fd: number;
  buffer: Buffer;
}
const watches = new WeakMap<BetterSqlite3.Database, Watch | null>();

function open(sqlite: BetterSqlite3.Database): Watch | null {
  if (process.platform === 'win32' || sqlite.memory) return null;
  if (sqlite.pragma('journal_mode', { simple: true }) !== 'wal') return null;
  try {
    return { fd: openSync(`${sqlite.name}-shm`, 'r'), buffer: Buffer.alloc(2 * copyBytes) };
  } catch {
    return null; // no shared-memory file (yet): read the database instead
  }
}

/**
 * The file's commit stamp now, in a buffer reused by the next call (copy it to keep it), or null when there is
 * none to read (another platform, an in-memory database, a write half done): then read the database itself.
 */
export function commitStamp(sqlite: BetterSqlite3.Database): Buffer | null {
  let watch = watches.get(sqlite);
  if (watch === undefined) watches.set(sqlite, (watch = open(sqlite)));
  if (!watch) return null;
  const { fd, buffer } = watch;
  if (readSync(fd, buffer, 0, buffer.length, 0) !== buffer.length) return null;
  return buffer.subarray(0, copyBytes).equals(buffer.subarray(copyBytes)) ? buffer : null;
}

/**
 * Closes the stamp's file once its connection is closed. POSIX drops every lock a process holds on a file when
 * any of its descriptors of that file is closed, SQLite's own locks on the shared-memory file included: the
 * descriptor stays open as long as its connection, and only connections that read a stamp (the server's
 * one) have one.
 */
export function closeCommitStamp(sqlite: BetterSqlite3.Database | undefined): void {
  const watch = sqlite && watches.get(sqlite);
  if (watch) closeSync(watch.fd);
  if (sqlite) watches.delete(sqlite);
}
