// A screen's parts fetched apart from it (earlyPart, lazyPart), loaded once before a test file's tests: the first
// transform of a module (antd's Form, Pagination, TextArea…) on a busy machine can take longer than a test's 5-s
// wait, where in the app the part comes while the screen waits for its data. The tests then time the screen, not
// the transform. (src/test/setup.ts does the same for the stores and the contract.)
import { beforeAll } from 'vitest';

export function warmParts(...loads: (() => Promise<unknown>)[]) {
  beforeAll(() => Promise.all(loads.map((load) => load())));
}
