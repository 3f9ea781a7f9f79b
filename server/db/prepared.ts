// Hot read queries built and compiled once. Building a query's syntax tree and compiling it to SQL with
// Kysely was the largest part of a list request's CPU, more than SQLite's own work. A prepared query is built
// once per database and shape, with placeholders where its values go; each run puts the values into the
// compiled query's parameters and executes it.
import type { Compilable, CompiledQuery } from 'kysely';
import { runOnIdleSqlite } from './connection';

/** Where one value goes: its path in the values object. */
class Placeholder {
  constructor(readonly path: readonly (string | number)[]) {}
  // Computing with a placeholder would bake its text into the SQL once for all runs: refused at build time.
  [Symbol.toPrimitive](): never {
    throw new Error(
      `Prepared query: the value at '${this.path.join('.')}' was used in a computation while building; compute it before and pass the result.`,
    );
  }
}

type Values = Record<string, unknown>;
const isRecord = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** The values as placeholders, same structure: lists keep their length; null and undefined stay as they are. */
function placeholders(value: unknown, path: (string | number)[]): unknown {
  if (value === null || value === undefined) return value;
  if (Array.isArray(value)) return value.map((item, i) => placeholders(item, [...path, i]));
  if (isRecord(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, placeholders(v, [...path, k])]));
  return new Placeholder(path);
}

/** What makes two runs' SQL differ: which values are absent, and how long each list is. */
function shapeOf(value: unknown): string {
  if (value === null || value === undefined) return '-';
  if (Array.isArray(value)) return `[${value.map(shapeOf).join(',')}]`;
  if (isRecord(value)) return `{${Object.keys(value).map((k) => `${k}:${shapeOf(value[k])}`)}}`;
  return '*';
}

function valueAt(values: Values, path: readonly (string | number)[]): unknown {
  let value: unknown = values;
  for (const step of path) value = (value as Record<string | number, unknown>)[step];
  return value;
}

/** The database handles a prepared query runs on (a Kysely instance or a transaction). */
interface Runs {
  executeQuery<R>(query: CompiledQuery<R>): Promise<{ rows: R[] }>;
}

/**
 * A query built once per database and shape, then run with new values. `build` gets placeholders for `values`
 * (use them as values only: compute anything first) and `options` as they are: what chooses between SQL texts
 * (a tab, a sort direction) goes in options, which are part of the shape.
 */
export function preparedQuery<D extends object & Runs, V extends object, R, O = undefined>(
  build: (db: D, values: V, options: O) => Compilable<R>,
): (db: D, values: V, options?: O) => Promise<R[]> {
  const compiledFor = new WeakMap<D, Map<string, CompiledQuery<R>>>();
  return async (db, values, options) => {
    let byShape = compiledFor.get(db);
    if (!byShape) compiledFor.set(db, (byShape = new Map()));
    const shape = `${shapeOf(values)}|${JSON.stringify(options ?? null)}`;
    let compiled = byShape.get(shape);
    if (!compiled) {
      compiled = build(db, placeholders(values, []) as V, options as O).compile();
      byShape.set(shape, compiled);
    }
    const run: CompiledQuery<R> = {
      ...compiled,
      parameters: compiled.parameters.map((p) =>
        p instanceof Placeholder ? valueAt(values as Values, p.path) : p,
      ),
    };
    return runOnIdleSqlite(db, run) ?? (await db.executeQuery<R>(run)).rows;
  };
}
