// Hosted mode on several cores: the primary process forks LEXSETU_WORKERS workers that share the port (Node's
// cluster hands each new connection to one of them). Each worker is a full instance, exactly as separate
// machines are: the database holds what they share (rate-limit counts, the auth epoch, reminder claims) and
// PostgreSQL LISTEN/NOTIFY carries consultation-room messages between them (realtime/postgresBus.ts).
// The primary serves nothing: it restarts a worker that dies after it was serving, gives up when one cannot
// start at all (the port taken, the database unreachable: restarting would not help), and passes a stop
// signal on as SIGTERM, so every worker drains as one server would.
import cluster, { type Worker } from 'node:cluster';
import type { AppLogger } from './logging';

export function runPrimary(workers: number, logger: AppLogger): void {
  let stopping = false;
  const serving = new WeakSet<Worker>();
  const alive = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
  const stopAll = () => {
    stopping = true;
    for (const worker of alive()) worker.process.kill('SIGTERM');
  };
  cluster.on('listening', (worker) => serving.add(worker));
  cluster.on('exit', (worker, code, signal) => {
    if (!stopping && !serving.has(worker)) {
      logger.error(`A worker could not start (exit code ${code}): stopping.`);
      process.exitCode = 1;
      stopAll();
    } else if (!stopping) {
      logger.error(
        `Worker ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}): starting another.`,
      );
      cluster.fork();
    }
    if (stopping && alive().length === 0) process.exit();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      if (stopping) return;
      logger.info(`${signal} received: stopping ${workers} workers.`);
      stopAll();
    });
  // Started by `npm start` (scripts/start.mjs) over an IPC channel: its end, however it ends, stops us too.
  process.once('disconnect', stopAll);
  for (let i = 0; i < workers; i++) cluster.fork();
  logger.info(`LexSetu primary ${process.pid}: ${workers} workers share the port.`);
}
