// The commit stamp moves on every commit to the file, from this connection, another one or another process, and
// on nothing else: the session cache skips the auth epoch's read on its word (issue 36).
import BetterSqlite3 from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeCommitStamp, commitStamp } from './commitStamp';
import { tempDatabaseFile } from './testDb';

let file: string;
let mine: BetterSqlite3.Database;
let other: BetterSqlite3.Database;

function open(): BetterSqlite3.Database {
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  return sqlite;
}

beforeEach(() => {
  file = tempDatabaseFile();
  mine = open();
  mine.exec(
    'create table counter (id integer primary key, value integer); insert into counter values (1, 0)',
  );
  other = open();
});
afterEach(() => {
  other.close();
  mine.close();
  closeCommitStamp(mine);
  rmSync(dirname(file), { recursive: true, force: true });
});

/** A copy of the stamp now (the one returned is reused by the next call). */
const stamp = () => Buffer.from(commitStamp(mine)!);
const bump = (sqlite: BetterSqlite3.Database) => sqlite.prepare('update counter set value = value + 1').run();

describe.runIf(process.platform !== 'win32')('commitStamp', () => {
  it('stays put while the file is only read', () => {
    const before = stamp();
    mine.prepare('select * from counter').all();
    other.prepare('select * from counter').all();
    expect(stamp()).toEqual(before);
  });

  it('moves on a commit by this connection and by another one', () => {
    const before = stamp();
    bump(mine);
    const afterMine = stamp();
    expect(afterMine).not.toEqual(before);
    bump(other);
    expect(stamp()).not.toEqual(afterMine);
  });

  it('moves when the transaction commits, not while it is open', () => {
    const before = stamp();
    other.transaction(() => {
      bump(other);
      expect(stamp()).toEqual(before);
    })();
    expect(stamp()).not.toEqual(before);
  });

  it('moves on a commit by another process', () => {
    const before = stamp();
    execFileSync(process.execPath, [
      '-e',
      `const D = require('better-sqlite3'); const d = new D(${JSON.stringify(file)});
       d.prepare('update counter set value = value + 1').run(); d.close();`,
    ]);
    expect(stamp()).not.toEqual(before);
    expect(mine.prepare('select value from counter').pluck().get()).toBe(1);
  });

  it('moves when a checkpoint restarts the log, and on the next commit after it', () => {
    bump(other);
    const before = stamp();
    other.pragma('wal_checkpoint(TRUNCATE)');
    bump(other);
    expect(stamp()).not.toEqual(before);
  });

  it('is not offered for an in-memory database', () => {
    const memory = new BetterSqlite3(':memory:');
    expect(commitStamp(memory)).toBeNull();
    memory.close();
  });
});
