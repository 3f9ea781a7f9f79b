// Mutation testing (npm run mutation): Stryker changes the code of the modules in mutation/modules.mjs and
// reruns the API tests that cover each change; a change no test notices is a bug the tests would miss.
import { mutationModules } from './mutation/modules.mjs';

export default {
  testRunner: 'vitest',
  vitest: { configFile: 'mutation/vitest.config.ts', related: true },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: mutationModules, // `--mutate a.ts,b.ts` on the command line narrows it
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 60_000,
  reporters: ['progress', 'json', 'html'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['dist', 'out', 'release', 'reports', 'test-results', '.lexsetu-data', 'e2e', 'bench'],
  cleanTempDir: 'always',
};
