// Each server test worker writes its temporary files into the run's folder (tmpdirRun.ts).
import { inject } from 'vitest';

process.env.TMPDIR = inject('tmpdir');
