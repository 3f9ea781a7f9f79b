// Path aliases shared by vite (web), electron-vite (desktop) and vitest, mirroring tsconfig "paths".
import { fileURLToPath } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export const aliases = {
  '@contract': here('./server/contract'),
  '@': here('./src'),
};
