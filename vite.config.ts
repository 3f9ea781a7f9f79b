/// <reference types="vitest/config" />
// The website build of the renderer (src/ → dist/web), and the vitest projects of the whole repo.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { aliases } from './shared-aliases.ts';
import { rendererCodeSplitting, rendererTreeshake } from './renderer-build.ts';
import { compiledCatalogues } from './vite-catalogues.ts';
import { prerenderHome } from './vite-prerender.ts';

export default defineConfig({
  root: 'src',
  envDir: '..',
  publicDir: '../resources/public',
  plugins: [react(), compiledCatalogues(), prerenderHome(aliases)],
  resolve: { alias: aliases },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: bench/bundle-size.mjs measures each route's first load from it (not served: the
    // server hides dot-folders).
    manifest: true,
    // Every browser LexSetu supports (and Electron) preloads modules itself: the polyfill would be dead weight.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 1500,
    rolldownOptions: { treeshake: rendererTreeshake, output: { codeSplitting: rendererCodeSplitting } },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:5001' },
  },
  test: {
    root: '.',
    // 2-core CI machines run argon2 hashing and jsdom renders in parallel: the 5 s default flaked once.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One worker per core: vitest's default leaves one core free, i.e. a single worker on a 2-core CI machine,
    // where two cut the suite from 607 to 370 s with the same results.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          root: '.',
          environment: 'node',
          globalSetup: ['server/test/tmpdirRun.ts'],
          setupFiles: ['server/test/tmpdir.ts'],
          include: ['server/**/*.test.ts'],
          exclude: [
            'server/hosted.test.ts',
            'server/realtime/hosted.test.ts',
            'server/realtime/userChannelHosted.test.ts',
            'server/outage.test.ts',
            'server/signedInOutage.test.ts',
            'server/topology.test.ts',
            'server/cluster.test.ts',
          ],
        },
      },
      {
        // The API suite again on PostgreSQL: the server at LEXSETU_TEST_PG_URL (CI), else PGlite in-process.
        extends: true,
        test: {
          name: 'server-postgres',
          root: '.',
          environment: 'node',
          globalSetup: ['server/test/tmpdirRun.ts'],
          setupFiles: ['server/test/tmpdir.ts'],
          include: [
            'server/routes/**/*.test.ts',
            'server/services/rateLimitStore.test.ts',
            // Lists: the same statements for 1 row as for 100, and keyset pages, on PostgreSQL's plans too.
            'server/services/{activities,bills,invoices,verifications}.test.ts',
            'server/services/{documents,referrals,sessions}List.test.ts',
            'server/services/support/{myTickets,inbox}.test.ts',
            'server/services/earnings/payoutLists.test.ts',
            'server/services/reviews/listReviewsForAdmin.test.ts',
            'server/services/serviceOrders/list.test.ts',
            // The webhook and the browser confirmation racing: the retry on a unique violation is PostgreSQL's.
            'server/services/payments/razorpay.test.ts',
            'server/hosted.test.ts',
            'server/realtime/hosted.test.ts',
            // The user's push channel: its rules on PostgreSQL, and across two instances.
            'server/realtime/userChannel.test.ts',
            'server/realtime/userChannelHosted.test.ts',
            'server/outage.test.ts',
            'server/signedInOutage.test.ts',
            'server/topology.test.ts',
            // Hosted mode on several cores: worker processes on one PostgreSQL.
            'server/cluster.test.ts',
          ],
          env: { LEXSETU_TEST_DIALECT: 'postgres' },
        },
      },
      {
        extends: true,
        test: {
          name: 'renderer',
          root: '.',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'electron', root: '.', environment: 'node', include: ['electron/**/*.test.ts'] },
      },
      {
        // The npm scripts themselves (scripts/*.mjs): the Node check, stop signals through npm.
        extends: true,
        test: {
          name: 'scripts',
          root: '.',
          environment: 'node',
          globalSetup: ['server/test/tmpdirRun.ts'],
          setupFiles: ['server/test/tmpdir.ts'],
          include: ['scripts/**/*.test.ts'],
        },
      },
    ],
  },
});
