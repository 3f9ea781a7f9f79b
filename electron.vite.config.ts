// The desktop build: Electron main + preload from electron/, the same renderer from src/ (→ out/).
import { defineConfig, externalizeDepsPlugin } from 'electron-vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { rendererCodeSplitting, rendererTreeshake } from './renderer-build.ts';
import { compiledCatalogues } from './vite-catalogues.ts';
import { aliases } from './shared-aliases.ts';

export default defineConfig({
  main: {
    // keytar is an optional dependency: kept external so a missing native build fails at import, caught.
    plugins: [externalizeDepsPlugin({ include: ['keytar'] })],
    resolve: { alias: aliases },
    build: {
      outDir: 'out/main',
      // server.js is the Koa API the app forks in offline/demo mode (deps stay external, in node_modules).
      lib: { entry: { index: resolve('electron/main/index.ts'), server: resolve('server/index.ts') } },
    },
  },
  preload: {
    plugins: [externalizeDepsPlugin()],
    build: {
      outDir: 'out/preload',
      // CommonJS so the window can stay sandboxed (ESM preloads need sandbox: false).
      lib: { entry: resolve('electron/preload/index.ts'), formats: ['cjs'] },
      rollupOptions: { output: { entryFileNames: '[name].cjs' } },
    },
  },
  renderer: {
    root: 'src',
    publicDir: resolve('resources/public'),
    plugins: [
      react(),
      compiledCatalogues(),
      // Absolute asset paths: a reload on app://lexsetu/dashboard/schedules must load /assets/*, not
      // /dashboard/assets/*. electron-vite forces base './' in a 'pre' plugin; this runs after it.
      { name: 'lexsetu:absolute-base', config: () => ({ base: '/' }) },
    ],
    resolve: { alias: aliases },
    build: {
      outDir: 'out/renderer',
      minify: true,
      rollupOptions: {
        input: resolve('src/index.html'),
        treeshake: rendererTreeshake,
        output: { codeSplitting: rendererCodeSplitting },
      },
    },
  },
});
