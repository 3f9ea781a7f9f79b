// @pdf-lib/fontkit 1.1.1 was compiled with Babel's regenerator: its one generator (the state machine that finds
// Devanagari and Tamil syllables before shaping, StateMachine.match) calls a global `regeneratorRuntime` that
// the package neither ships nor imports. This is the part of that runtime the compiled generator uses: `mark`
// and `wrap`, whose body advances `context.next` and yields by returning, and ends with `context.stop()`.
// Installed only when no real runtime is there.

interface Context {
  prev: number | string;
  next: number | string;
  done: boolean;
  stop(): void;
}
type Body = (context: Context) => unknown;

const runtime = {
  mark: <T>(generator: T): T => generator,
  wrap(body: Body): Iterator<unknown> & Iterable<unknown> {
    const context: Context = {
      prev: 0,
      next: 0,
      done: false,
      stop() {
        this.done = true;
      },
    };
    const iterator: Iterator<unknown> & Iterable<unknown> = {
      next() {
        if (context.done) return { value: undefined, done: true };
        const value = body(context);
        return context.done ? { value: undefined, done: true } : { value, done: false };
      },
      [Symbol.iterator]: () => iterator,
    };
    return iterator;
  },
};

export function installGeneratorRuntime(): void {
  const scope = globalThis as { regeneratorRuntime?: unknown };
  scope.regeneratorRuntime ??= runtime;
}
