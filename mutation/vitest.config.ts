// The API tests (SQLite) alone, for Stryker: it needs one project, not the repo's four.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { aliases } from '../shared-aliases.ts';

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    // The project folder (Stryker's sandbox copy when it runs), wherever the command starts.
    root: fileURLToPath(new URL('..', import.meta.url)),
    environment: 'node',
    // LEXSETU_MUTATION_TESTS (comma-separated files, set by `npm run mutation -- --tests …`) narrows the run to
    // the suites of the module measured: a lower bound of the whole suite's score, in minutes instead of hours.
    include: process.env.LEXSETU_MUTATION_TESTS?.split(',') ?? ['server/**/*.test.ts'],
    exclude: ['server/hosted.test.ts', 'server/realtime/hosted.test.ts', '**/node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
