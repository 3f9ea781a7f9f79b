// Sign-ups by mobile number never proven by their SMS code, dropped a day on (#58).
import { dropUnprovenSignUps } from '../services/phone';
import type { Job, JobDeps } from './job';

export const phoneSignUpsJob = ({ db, clock }: JobDeps): Job => ({
  name: 'phoneSignUps',
  everyMs: 3_600_000,
  run: () => dropUnprovenSignUps({ db, clock }),
});
