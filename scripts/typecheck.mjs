// `npm run typecheck`: each part against its own tsconfig (renderer with the DOM, server and electron with Node).
import { bin, run, typecheckParts } from './lib.mjs';

let failed = 0;
for (const part of typecheckParts) {
  const code = await run(bin('tsc'), ['--noEmit', '--composite', 'false', '-p', `tsconfig.${part}.json`]);
  if (code !== 0) failed++;
  console.log(`typecheck ${part}: ${code === 0 ? 'ok' : 'failed'}`);
}
process.exit(failed ? 1 : 0);
