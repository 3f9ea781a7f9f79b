// A short-lived cache of expert-search answers. The same few searches (the 'Top searches' chips, a name
// being typed by many clients) repeat constantly, and a ranked full-text match over 100k lawyers costs
// milliseconds each time. Entries live `ttlMs` and the whole cache is dropped when any profile changes
// (`invalidate`), so a change shows at once in this process and within ttlMs anywhere else: small,
// self-expiring process state, acceptable for hosted mode too.
export interface SearchCache<T> {
  /** The cached answer for key, or the one `load` produces (concurrent misses share one load). */
  get(key: string, load: () => Promise<T>): Promise<T>;
  invalidate(): void;
}

export function createSearchCache<T>({
  ttlMs = 2000,
  maxEntries = 500,
  now = Date.now,
}: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}): SearchCache<T> {
  let entries = new Map<string, { expires: number; value: Promise<T> }>();
  return {
    get(key, load) {
      const time = now();
      const hit = entries.get(key);
      if (hit && hit.expires > time) return hit.value;
      if (entries.size >= maxEntries) entries = new Map();
      const value = load();
      entries.set(key, { expires: time + ttlMs, value });
      // A failed search is not remembered.
      value.catch(() => entries.delete(key));
      return value;
    },
    invalidate() {
      entries = new Map();
    },
  };
}

const perDatabase = new WeakMap<object, SearchCache<unknown>>();

/** The expert-search cache of one database; whoever changes a profile calls invalidate() on it. */
export function expertSearchCache(db: object): SearchCache<unknown> {
  let cache = perDatabase.get(db);
  if (!cache) perDatabase.set(db, (cache = createSearchCache<unknown>()));
  return cache;
}
