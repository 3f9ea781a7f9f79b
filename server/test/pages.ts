// Walks a keyset-paged list through the API, page after page, as the renderer's Load more does.
import type { TestApp, TestResponse } from './harness';

/** Every page of `path` at `limit` rows, following `nextCursor` until it is null. */
export async function walkPages<T>(
  t: TestApp,
  path: string,
  token: string,
  limit: number,
): Promise<{ pages: T[][]; items: T[] }> {
  const pages: T[][] = [];
  let cursor: string | null = null;
  do {
    const query: string = `limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const res: TestResponse<{ items: T[]; nextCursor: string | null }> = await t.api.get(
      `${path}${path.includes('?') ? '&' : '?'}${query}`,
      { token },
    );
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`);
    pages.push(res.body.items);
    cursor = res.body.nextCursor;
  } while (cursor && pages.length < 1000);
  return { pages, items: pages.flat() };
}
