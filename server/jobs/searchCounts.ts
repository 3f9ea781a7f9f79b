// Writes the buffered search counts ('Top searches') in one transaction (services/searchCounts.ts).
import type { Job, JobDeps } from './job';

export const searchCountsJob = ({ searchCounter }: JobDeps): Job => ({
  name: 'searchCounts',
  everyMs: 1000,
  run: () => searchCounter.flush(),
});
