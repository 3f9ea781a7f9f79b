// Mutants no test can catch because they change no behaviour (issue 30), with the reason; like
// equivalentConstants (mutation/modules.mjs) for numbers. `npm run mutation` counts them apart and leaves them
// out of the score. Keyed per file by `Mutator: original code → replacement @ the line it starts on` (whitespace
// collapsed), as the "Not caught" list prints it: a key names one change of one piece of code, not a line number
// nor a whole mutator, so another change on the same line (a real bug) is still counted, and the key survives
// edits elsewhere in the file. Only changes that no user, client or attacker could notice belong here.

/** The key of a Stryker mutant: its mutator, the code it replaces, the replacement and the line it starts on. */
export function mutantKey(mutant, lines) {
  const { start, end } = mutant.location;
  const span =
    start.line === end.line
      ? lines[start.line - 1].slice(start.column - 1, end.column - 1)
      : [
          lines[start.line - 1].slice(start.column - 1),
          ...lines.slice(start.line, end.line - 1),
          lines[end.line - 1].slice(0, end.column - 1),
        ].join('\n');
  const collapse = (text) => String(text).replace(/\s+/g, ' ').trim();
  const line = collapse(lines[start.line - 1]);
  return `${mutant.mutatorName}: ${collapse(span)} → ${collapse(mutant.replacement ?? '')} @ ${line}`;
}

/** @type {Record<string, Record<string, string>>} path → key → why no behaviour changes */
export const equivalentMutants = {
  'server/middlewares/rateLimit.ts': {
    'UpdateOperator: ++limiterIds → --limiterIds @ const scope = `l${++limiterIds}`;':
      'counting the limiter scopes down instead of up keeps each one distinct (l-1, l-2, …)',
  },
  'server/services/bookings/createBooking.ts': {
    'BooleanLiteral: false → true @ let held = false;':
      'held is set inside the transaction before anything reads it; if the transaction fails, nothing reads it',
  },
  'server/services/bookings/releaseLapsedHolds.ts': {
    'ConditionalExpression: slot → false @ if (slot)':
      'releasing every lapsed hold instead of only the one on this slot: each was due to be released anyway (the sweep does the same)',
  },
  'server/services/consultations/metering.ts': {
    'EqualityOperator: b > a → b >= a @ const sorted = intervals.filter(([a, b]) => b > a).sort((x, y) => x[0] - y[0]);':
      'a call of no length adds no time to the union, alone or merged',
    'EqualityOperator: a <= current[1] → a < current[1] @ if (current && a <= current[1]) current[1] = Math.max(current[1], b);':
      'two touching calls add the same time merged or apart',
    "ConditionalExpression: booking.status !== 'cancelled' → true @ if (complete && booking.status !== 'cancelled')":
      "a cancelled paid booking already holds its payment's one refund (unique per payment): nothing more is queued",
    "StringLiteral: 'cancelled' → \"\" @ if (complete && booking.status !== 'cancelled')":
      "a cancelled paid booking already holds its payment's one refund (unique per payment): nothing more is queued",
  },
  'server/services/earnings/payoutAccount.ts': {
    "StringLiteral: '' → \"Stryker was here!\" @ ? { kind: 'bank', holderName: row.holder_name, ifsc: row.ifsc ?? '', accountNumber: plain }":
      'a bank payout account is saved only with its IFSC (the input schema requires it): the fallback is never read',
  },
  'server/services/earnings/runPayouts.ts': {
    'ArrowFunction: () => null → () => undefined @ const answer = await deps.gateway.status(p.gateway_payout_id!).catch(() => null);':
      'answer?.status is undefined for null and undefined alike: the payout stays processing either way',
  },
  'server/services/earnings/sendPayout.ts': {
    'OptionalChaining: row?.attempts → row.attempts @ idempotency_key: `${payoutId}-${row?.attempts ?? 0}`,':
      'the payout was claimed or listed by this id a moment before; only deleting the lawyer in that moment (cascade) could remove it, where the original updates nothing and the mutant fails that run',
  },
  'server/services/install.ts': {
    'ConditionalExpression: user → true @ if (user) await eraseUser(db, storage, user.id, at);':
      'the e-mails were read from users just before: only a second remove-demo erasing the same account at that moment could find none',
  },
  'server/services/payments/cancelPremium.ts': {
    'ConditionalExpression: id → true @ if (id) refundIds.push(id);':
      'a null id (nothing owed) is then sent by the route, where sendRefund finds no refund of that id and sends nothing',
  },
  'server/services/payments/invoices.ts': {
    'OptionalChaining: last?.seq → last.seq @ const seq = Number(last?.seq ?? 0) + 1;':
      'a max() without GROUP BY always answers one row (null seq on an empty table)',
  },
  'server/services/payments/payables/booking.ts': {
    "ConditionalExpression: b.status === 'awaiting_payment' && !!b.payment_due_at → true @ b.status === 'awaiting_payment' && !!b.payment_due_at && Date.parse(b.payment_due_at) <= now.getTime();":
      'a booking has a payment_due_at only while awaiting payment (cleared when paid, kept only by a cancelled one, refused before); without one Date.parse(null) is NaN: not lapsed either way',
    "LogicalOperator: b.status === 'awaiting_payment' && !!b.payment_due_at → b.status === 'awaiting_payment' || !!b.payment_due_at @ b.status === 'awaiting_payment' && !!b.payment_due_at && Date.parse(b.payment_due_at) <= now.getTime();":
      'a booking has a payment_due_at only while awaiting payment (cleared when paid, kept only by a cancelled one, refused before); without one Date.parse(null) is NaN: not lapsed either way',
    "ConditionalExpression: b.status === 'awaiting_payment' → true @ b.status === 'awaiting_payment' && !!b.payment_due_at && Date.parse(b.payment_due_at) <= now.getTime();":
      'a booking has a payment_due_at only while awaiting payment (cleared when paid, kept only by a cancelled one, refused before by both callers)',
    'ConditionalExpression: awaiting → true @ const needsApproval = awaiting && (await getUserSettings(trx, booking.lawyer_id)).requireApproval;':
      "needsApproval is read only for a booking awaiting payment (its new status, the lawyer's notice); for any other the extra settings read changes nothing",
  },
  'server/services/payments/payables/serviceOrder.ts': {
    "OptionalChaining: serviceOrder?.status → serviceOrder.status @ if (serviceOrder?.status === 'cancelled')":
      "a document order is deleted only when its client's account is erased (its lawyer's erasure keeps it), and only its signed-in client confirms its payment",
    'OptionalChaining: serviceOrder?.price_paise → serviceOrder.price_paise @ return serviceOrder?.price_paise;':
      "a document order is deleted only when its client's account is erased (its lawyer's erasure keeps it), and only its signed-in client confirms its payment",
  },
  'server/services/payments/subscriptions.ts': {
    'ConditionalExpression: unused <= 0 → false @ if (unused <= 0) return 0;':
      'only running periods are priced (period_end after now, runningSubscriptions), so some of each is always unused',
    'EqualityOperator: unused <= 0 → unused < 0 @ if (unused <= 0) return 0;':
      'nothing unused gives back floor(0) = 0 paise either way',
  },
  'server/services/payments/webhook.ts': {
    "BlockStatement: { throw badRequest('Malformed JSON body'); } → {} @ } catch {":
      "never reached: the JSON body middleware refuses a malformed webhook body with this same 400 first (razorpay.test.ts: 'refuses a well-signed body that is not JSON')",
    "StringLiteral: 'Malformed JSON body' → \"\" @ throw badRequest('Malformed JSON body');":
      "never reached: the JSON body middleware refuses a malformed webhook body with this same 400 first (razorpay.test.ts: 'refuses a well-signed body that is not JSON')",
    "ConditionalExpression: result !== 'claimed' → true @ return result !== 'claimed' && result.created ? 'recorded' : 'duplicate';":
      "a claimed event's result is the string 'claimed', whose .created is undefined: 'duplicate' either way",
    "StringLiteral: 'claimed' → \"\" @ return result !== 'claimed' && result.created ? 'recorded' : 'duplicate';":
      "a claimed event's result is the string 'claimed', whose .created is undefined: 'duplicate' either way",
  },
  'server/services/recovery.ts': {
    'ConditionalExpression: x.length === y.length → true @ return x.length === y.length && timingSafeEqual(x, y);':
      'both digests are SHA-256 hex written by this module (64 characters, pinned by a test): the lengths always match',
    "ConditionalExpression: dialectOf(trx) === 'postgres' → false @ if (dialectOf(trx) === 'postgres')":
      "on SQLite, where Stryker runs, the lock is skipped anyway; on PostgreSQL 'sends one code when several requests for one address arrive at once' (server-postgres) fails without it",
    "StringLiteral: 'postgres' → \"\" @ if (dialectOf(trx) === 'postgres')":
      "on SQLite, where Stryker runs, the lock is skipped anyway; on PostgreSQL 'sends one code when several requests for one address arrive at once' (server-postgres) fails without it",
    "StringLiteral: 'users' → \"\" @ await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute();":
      "the PostgreSQL row lock, never run on SQLite: on PostgreSQL 'sends one code when several requests for one address arrive at once' (server-postgres) fails without it",
    "StringLiteral: 'id' → \"\" @ await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute();":
      "the PostgreSQL row lock, never run on SQLite: on PostgreSQL 'sends one code when several requests for one address arrive at once' (server-postgres) fails without it",
    "StringLiteral: '=' → \"\" @ await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute();":
      "the PostgreSQL row lock, never run on SQLite: on PostgreSQL 'sends one code when several requests for one address arrive at once' (server-postgres) fails without it",
  },
  'server/services/refunds.ts': {
    'OptionalChaining: last?.seq → last.seq @ const seq = Number(last?.seq ?? 0) + 1;':
      'a max() without GROUP BY always answers one row (null seq on an empty table)',
    "StringLiteral: '' → \"Stryker was here!\" @ ? `Hello ${row.name},\\n\\nYour refund of ${amount} has been processed. It reaches your account within 5–7 working days.\\nCredit note ${row.number ?? ''} is in LexSetu under Invoices.\\n\\nLexSetu`":
      "the processed mail is sent only after settleOnce inserted the refund's credit note: its number is never null",
    "StringLiteral: 'failed' → \"\" @ if (failed) await mailClient(deps, refundId, 'failed');":
      "mailClient tells only 'processed' apart: any other outcome is the refusal mail, the same text and subject",
    'ConditionalExpression: !row → false @ if (!row) return;':
      'mailClient runs right after settle/fail read the same refund and its user (a refund goes with its user)',
  },
  'server/services/reviews/createReview.ts': {
    "StringLiteral: '' → \"Stryker was here!\" @ .where('id', '=', body.bookingId ?? '')":
      'the input schema refuses a body with neither bookingId nor serviceOrderId (400), so the fallback is never read',
  },
  'server/services/reviews/reviewStates.ts': {
    'ConditionalExpression: mine.length === 0 → false @ if (mine.length === 0) return new Map();':
      "on SQLite `in ()` matches nothing, the same empty map; on PostgreSQL it is a syntax error, which this suite's server-postgres run catches (Schedules tests)",
  },
  'server/services/sessions.ts': {
    'ConditionalExpression: sqlite && !sqlite.inTransaction → false @ if (sqlite && !sqlite.inTransaction) {':
      'the epoch read through Kysely instead of straight from SQLite: the same committed value, only slower',
    "BlockStatement: { let statement = epochStatements.get(db); if (!statement) epochStatements.set( db, (statement = sqlite.prepare('select value from auth_epoch where id = 1').pluck()), ); return Number(statement.get() ?? 0); } → {} @ if (sqlite && !sqlite.inTransaction) {":
      'the epoch read through Kysely instead of straight from SQLite: the same committed value, only slower',
    'ConditionalExpression: !statement → true @ if (!statement)':
      'preparing the epoch statement again gives the same statement',
    'CallExpression: cache.delete(cache.keys().next().value!); → ; @ if (cache.size >= maxCachedSessions) cache.delete(cache.keys().next().value!);':
      "the cache's memory bound (maxCachedSessions, equivalent constant): an evicted session is read again",
    "ConditionalExpression: !key → true @ if (!key) keys.set(secret, (key = createSecretKey(Buffer.from(secret, 'utf8'))));":
      "keyOf's map only spares rebuilding the same KeyObject from the same secret",
    "StringLiteral: 'utf8' → \"\" @ if (!key) keys.set(secret, (key = createSecretKey(Buffer.from(secret, 'utf8'))));":
      'Buffer.from with an empty encoding name falls back to UTF-8, the same key',
    "ConditionalExpression: typeof payload !== 'object' → false @ typeof payload !== 'object' ||":
      'a payload that is not an object (a string) has no string sub, refused by the next check',
    'BlockStatement: { return null; } → {} @ } catch {':
      'undefined instead of null: every caller only tests the claims for truth',
    'ConditionalExpression: !query → true @ if (!query)':
      'compiling the epoch query again gives the same query',
    'OptionalChaining: rows[0]?.value → rows[0].value @ return Number(rows[0]?.value ?? 0);':
      'migration 026 inserts the one auth_epoch row and nothing deletes it',
    'ConditionalExpression: !cache → true @ if (!cache) sessionCaches.set(db, (cache = new Map()));':
      'the verified-session cache only spares a database read: a miss verifies the token and reads the session again, with the same answer',
    'ConditionalExpression: cached && cached.epoch === epoch && cached.expiresAtMs > Date.now() → false @ if (cached && cached.epoch === epoch && cached.expiresAtMs > Date.now()) return cached;':
      'the verified-session cache only spares a database read: a miss verifies the token and reads the session again, with the same answer',
    'ConditionalExpression: cached → true @ if (cached) cache.delete(token);':
      'deleting a missing entry does nothing; a stale entry is replaced by the set below or refused again',
    'ConditionalExpression: cached → false @ if (cached) cache.delete(token);':
      'a stale entry left in the cache is refused again by epoch and expiry (memory only)',
    'CallExpression: cache.delete(token); → ; @ if (cached) cache.delete(token);':
      'a stale entry left in the cache is refused again by epoch and expiry (memory only)',
    'ConditionalExpression: cache.size >= maxCachedSessions → true @ if (cache.size >= maxCachedSessions) cache.delete(cache.keys().next().value!);':
      "the cache's memory bound: evicting more often only means more reads",
    'ConditionalExpression: cache.size >= maxCachedSessions → false @ if (cache.size >= maxCachedSessions) cache.delete(cache.keys().next().value!);':
      "the cache's memory bound (maxCachedSessions, equivalent constant)",
    'EqualityOperator: cache.size >= maxCachedSessions → cache.size > maxCachedSessions @ if (cache.size >= maxCachedSessions) cache.delete(cache.keys().next().value!);':
      "the cache's memory bound, one entry more (maxCachedSessions, equivalent constant)",
    'EqualityOperator: cache.size >= maxCachedSessions → cache.size < maxCachedSessions @ if (cache.size >= maxCachedSessions) cache.delete(cache.keys().next().value!);':
      "the cache's memory bound: evicting more often only means more reads",
    'ObjectLiteral: { ...live, epoch, expiresAtMs: claims.exp * 1000 } → {} @ cache.set(token, { ...live, epoch, expiresAtMs: claims.exp * 1000 });':
      'an entry without epoch never matches: the verified-session cache only spares a database read: a miss verifies the token and reads the session again, with the same answer',
    'ArithmeticOperator: claims.exp * 1000 → claims.exp / 1000 @ cache.set(token, { ...live, epoch, expiresAtMs: claims.exp * 1000 });':
      'an entry that looks expired is never served: the verified-session cache only spares a database read: a miss verifies the token and reads the session again, with the same answer',
    "StringLiteral: 'users' → \"\" @ .selectAll('users')":
      "selectAll() of the three joined tables: the user's columns keep their values except created_at, which nothing reads from the signed-in user",
    'ConditionalExpression: ended → true @ if (ended) sessionsEnded(db, userId);':
      'telling the realtime hub when nothing ended makes it re-check sockets that are all still live',
  },
};
