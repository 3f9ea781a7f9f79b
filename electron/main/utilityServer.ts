// The bundled server runs in an Electron utility process: Node inside Electron without ELECTRON_RUN_AS_NODE,
// whose fuse is off in packaged builds. This adapts a utility process to the ServerChild that
// bundledServer.ts drives (ready message, exit, kill).
import { EventEmitter } from 'node:events';
import type { ServerChild } from './bundledServer';

/** The part of Electron's UtilityProcess we use. */
export interface UtilityProcessLike {
  on(event: 'message', listener: (message: unknown) => void): unknown;
  on(event: 'exit', listener: (code: number) => void): unknown;
  kill(): boolean;
}

export interface UtilityForkOptions {
  env: NodeJS.ProcessEnv;
  stdio: 'inherit';
  serviceName: string;
}

/** Electron's `utilityProcess.fork`, or a stand-in in tests. */
export type ForkUtility = (
  modulePath: string,
  args: string[],
  options: UtilityForkOptions,
) => UtilityProcessLike;

export function utilityServerFork(forkUtility: ForkUtility, baseEnv: NodeJS.ProcessEnv = process.env) {
  return (entry: string, env: Record<string, string>): ServerChild => {
    const { ELECTRON_RUN_AS_NODE: _unused, ...inherited } = baseEnv;
    const child = forkUtility(entry, [], {
      env: { ...inherited, ...env },
      stdio: 'inherit',
      serviceName: 'LexSetu server',
    });
    const events = new EventEmitter();
    let exited = false;
    child.on('message', (message) => events.emit('message', message));
    child.on('exit', (code) => {
      exited = true;
      events.emit('exit', code, null);
    });
    return {
      on: (event: string, listener: (...args: unknown[]) => void) => events.on(event, listener),
      off: (event: string, listener: (...args: unknown[]) => void) => events.off(event, listener),
      // A utility process takes no signal name: kill() sends SIGTERM on POSIX, which the server answers by
      // closing its database; bundledServer's SIGKILL fallback ends up here too.
      kill: () => !exited && child.kill(),
    } as ServerChild;
  };
}
