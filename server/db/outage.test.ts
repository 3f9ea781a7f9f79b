// What counts as the database being away (a 503, said once per outage) and what is a fault to log each time.
import { describe, expect, it } from 'vitest';
import { DatabaseUnreachableError, isDatabaseUnreachable } from '../errors';
import { logFailure, outageLog } from './outage';

const pgError = (code: string, message = 'from PostgreSQL') => Object.assign(new Error(message), { code });

describe('a database that cannot be reached', () => {
  it.each([
    ['08000', 'connection_exception'],
    ['08003', 'connection_does_not_exist'],
    ['08006', 'connection_failure'],
    ['08P01', 'protocol_violation'],
    ['57P01', 'admin_shutdown (pg_terminate_backend)'],
    ['57P02', 'crash_shutdown'],
    ['57P03', 'cannot_connect_now'],
    ['53300', 'too_many_connections'],
    ['ECONNREFUSED', 'refused'],
    ['ECONNRESET', 'reset'],
    ['ETIMEDOUT', 'timed out'],
  ])('is %s (%s)', (code) => expect(isDatabaseUnreachable(pgError(code))).toBe(true));

  it("is anything that kept the pool from handing out a connection: 55000 'not accepting connections', a wait that timed out", () => {
    const notAccepting = pgError('55000', 'database "x" is not currently accepting connections');
    expect(isDatabaseUnreachable(new DatabaseUnreachableError(notAccepting))).toBe(true);
    expect(
      isDatabaseUnreachable(
        new DatabaseUnreachableError(new Error('timeout exceeded when trying to connect')),
      ),
    ).toBe(true);
    expect(isDatabaseUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnreachable(new Error('Client was closed and is not queryable'))).toBe(true);
  });

  it('is not a query that failed on a connection that works: those stay 500s (or 409s) and are logged', () => {
    expect(isDatabaseUnreachable(pgError('23505'))).toBe(false); // unique violation
    expect(isDatabaseUnreachable(pgError('55000', 'sequence currval is not yet defined'))).toBe(false);
    expect(isDatabaseUnreachable(pgError('57014'))).toBe(false); // query_canceled
    expect(isDatabaseUnreachable(pgError('42P01'))).toBe(false); // undefined_table
    expect(isDatabaseUnreachable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnreachable('ECONNREFUSED')).toBe(false);
  });
});

describe('the outage log', () => {
  const recorder = () => {
    const lines: string[] = [];
    return {
      lines,
      logger: { info: (l: string) => lines.push(`info ${l}`), error: (l: string) => lines.push(l) },
    };
  };

  it('says an outage once when it starts and once when it is over, however many failures come between', () => {
    const { lines, logger } = recorder();
    let now = 1_000;
    const outage = outageLog(logger, () => now);
    outage.up(); // connections made while all is well say nothing
    for (let i = 0; i < 50; i += 1)
      outage.down(new Error(i % 2 ? 'Connection terminated unexpectedly' : 'connect ECONNREFUSED'));
    now += 12_340;
    outage.up();
    outage.up();
    expect(lines).toEqual([
      'database unavailable (connect ECONNREFUSED): answering 503 until it is back',
      'database available again after 12.3 s',
    ]);
    outage.down(new Error('again'));
    expect(lines).toHaveLength(3);
  });

  it('does not call it over on an answer in the first second, when connections cut at once are still dying', () => {
    const { lines, logger } = recorder();
    let now = 1_000;
    const outage = outageLog(logger, () => now);
    outage.down(new Error('terminating connection due to administrator command'));
    now += 200;
    outage.up(); // a query answered on a connection whose end is on its way
    outage.down(new Error('terminating connection due to administrator command'));
    now += 3_800;
    outage.up();
    expect(lines).toEqual([
      'database unavailable (terminating connection due to administrator command): answering 503 until it is back',
      'database available again after 4.0 s',
    ]);
  });

  it('keeps background tasks quiet about the database being away, not about their own faults', () => {
    const { lines, logger } = recorder();
    logFailure(logger, 'consultation sweep', pgError('57P01'));
    logFailure(logger, 'consultation sweep', new DatabaseUnreachableError(new Error('timeout')));
    logFailure(logger, 'consultation sweep', new Error('column "x" does not exist'));
    expect(lines).toEqual(['consultation sweep: column "x" does not exist']);
  });
});
