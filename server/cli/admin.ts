// `npm run admin -- create <email>`: make <email> an admin of this install (a new account, or an existing one
// granted the role). The password is asked for on the terminal without echo (or read from standard input when
// piped) and is never printed or logged.
// `npm run admin -- remove-demo`: erase the demo accounts (and all their data) an offline demo left behind.
// Uses the same settings as the server (LEXSETU_DATA_DIR or LEXSETU_DATABASE_URL).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { loadConfig, type Env } from '../config';
import { closeDatabase, openDatabase, openPostgres } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { databaseFileName } from '../index';
import { createAdmin, InstallError, removeDemoAccounts } from '../services/install';
import { storageFor } from '../services/storage';
import { systemClock } from '../types';

const usage = 'Usage: npm run admin -- create <email> | npm run admin -- remove-demo';

/** Reads one line; on a terminal the typed characters are not shown. */
function readSecret(prompt: string): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    const lines = createInterface({ input });
    return new Promise((resolve) => {
      lines.once('line', (line) => {
        resolve(line); // before close(), whose 'close' event would resolve with nothing
        lines.close();
      });
      lines.once('close', () => resolve(''));
    });
  }
  process.stdout.write(prompt);
  return new Promise((resolve) => {
    let typed = '';
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          input.setRawMode(false);
          input.pause();
          input.off('data', onData);
          process.stdout.write('\n');
          return resolve(typed);
        }
        if (char === '\u0003') process.exit(130); // Ctrl+C
        if (char === '\u007f') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    input.on('data', onData);
  });
}

async function main(args: string[]): Promise<string> {
  const [command, rawEmail] = args;
  if (command !== 'create' && command !== 'remove-demo') throw new InstallError(usage);
  const email = rawEmail?.trim().toLowerCase();
  if (command === 'create' && (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)))
    throw new InstallError(usage);
  // Asked before anything else starts, so no other part of the program touches standard input first.
  let password = '';
  if (command === 'create') {
    password = await readSecret(`Password for ${email}: `);
    const again = process.stdin.isTTY ? await readSecret('Same password again: ') : password;
    if (password !== again) throw new InstallError('The two passwords differ: nothing was changed.');
  }
  const config = loadConfig(process.env as Env);
  mkdirSync(config.dataDir, { recursive: true });
  const db = config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openDatabase(join(config.dataDir, databaseFileName));
  // A command-line entry point is its own composition root: the operator's wall time dates what it writes.
  const clock = systemClock;
  try {
    await migrateToLatest(db);
    if (command === 'create') {
      const outcome = await createAdmin(db, email!, password, clock.now());
      return outcome === 'created'
        ? `Admin ${email} created: sign in with that password.`
        : outcome === 'granted'
          ? `${email} is now an admin (their password is unchanged).`
          : `${email} is already an admin: nothing changed.`;
    }
    const removed = await removeDemoAccounts(db, storageFor(config), clock.now());
    return removed.length
      ? `Removed ${removed.length} demo accounts and their data: ${removed.join(', ')}.`
      : 'No demo accounts here: nothing changed.';
  } finally {
    await closeDatabase(db);
  }
}

main(process.argv.slice(2)).then(
  (message) => {
    console.log(message);
    process.exit(0);
  },
  (error: Error) => {
    console.error(error instanceof InstallError ? error.message : `Could not finish: ${error.message}`);
    process.exit(1);
  },
);
