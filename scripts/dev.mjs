// `npm dev`: the API with reload on 5001 and the vite dev server (hot reload, proxies /api) on 5173.
import './checkNode.mjs'; // first: refuses an unsupported Node before anything else loads
import { bin, run, stopChildren, stopChildrenWithUs } from './lib.mjs';

stopChildrenWithUs();
const exits = [run(bin('tsx'), ['watch', 'server/index.ts']), run(bin('vite'), [])];
// When one of them stops, the other is stopped too.
const code = await Promise.race(exits);
stopChildren();
await Promise.all(exits);
process.exit(code);
