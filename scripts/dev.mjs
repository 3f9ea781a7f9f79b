// `npm dev`: the API with reload on 5001 and the vite dev server (hot reload, proxies /api) on 5173.
import { spawn } from 'node:child_process';
import { bin, root } from './lib.mjs';

const children = [
  spawn(bin('tsx'), ['watch', 'server/index.ts'], { cwd: root, stdio: 'inherit' }),
  spawn(bin('vite'), [], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', stop));
