// Typed access to the electron-builder afterPack hook (plain CommonJS, since electron-builder require()s it).
import { createRequire } from 'node:module';

export interface RebuildPlan {
  skip?: string;
  electronVersion: string;
  platform: string;
  arch: string;
  modules: string[];
  appModules: string;
  projectDir: string;
  stagingDir: string;
}

export interface RebuildOptions {
  buildPath: string;
  projectRootPath: string;
  electronVersion: string;
  platform: string;
  arch: string;
  onlyModules: string[];
  force: boolean;
}

/** The subset of electron-builder's AfterPackContext the hook reads. */
export interface PackContextLike {
  appOutDir: string;
  electronPlatformName: string;
  arch: number;
  packager: {
    projectDir: string;
    config: { electronVersion?: string | null };
    info: { framework: { version: string } };
    getResourcesDir(appOutDir: string): string;
  };
}

export interface RebuildHook {
  (context: PackContextLike): Promise<string[]>;
  NATIVE_MODULES: string[];
  planRebuild(context: PackContextLike): RebuildPlan;
  rebuildOptions(plan: RebuildPlan): RebuildOptions;
  installRebuilt(plan: RebuildPlan): string[];
  rebuildNativeForElectron(
    context: PackContextLike,
    deps?: { rebuild?: (options: RebuildOptions) => Promise<void>; log?: (message: string) => void },
  ): Promise<string[]>;
}

export const rebuildHookPath = new URL('../../scripts/rebuild-native-for-electron.cjs', import.meta.url)
  .pathname;
export const rebuildHook = createRequire(import.meta.url)(rebuildHookPath) as RebuildHook;
