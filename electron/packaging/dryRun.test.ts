// A real electron-builder pack (`--dir`, Linux x64) of a copy of this project, offline: the Electron
// download is replaced by a stub `electronDist` and the native rebuild by a stand-in compiler. What is
// checked is our configuration as electron-builder applies it: which files reach app.asar, asar itself,
// the unpacked native binaries swapped for Electron builds in the staged app only, and the installer setup.
import { build, Arch, Platform, type AfterPackContext, type Configuration } from 'electron-builder';
import { listPackage } from '@electron/asar';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildHook, rebuildHookPath, type PackContextLike, type RebuildOptions } from './rebuildHook';

const root = new URL('../..', import.meta.url).pathname;
const yaml = createRequire(import.meta.url)('js-yaml') as { load(text: string): unknown };
const ymlConfig = yaml.load(readFileSync(join(root, 'electron-builder.yml'), 'utf8')) as Configuration;
const electronVersion = (
  JSON.parse(readFileSync(join(root, 'node_modules/electron/package.json'), 'utf8')) as {
    version: string;
  }
).version;

const projectSqlite = join(root, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node');
const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

function put(dir: string, file: string, content = '// built\n') {
  mkdirSync(join(dir, file, '..'), { recursive: true });
  writeFileSync(join(dir, file), content);
}

let project: string;
let entries: string[];
let resources: string;
let appOutDir: string;
let packedConfig: Configuration;
let rebuildCalls: RebuildOptions[];
let projectSqliteBefore: string;

beforeAll(async () => {
  project = mkdtempSync(join(tmpdir(), 'lexsetu-pack-'));
  cpSync(join(root, 'package.json'), join(project, 'package.json'));
  cpSync(join(root, 'electron-builder.yml'), join(project, 'electron-builder.yml'));
  cpSync(join(root, 'resources'), join(project, 'resources'), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(project, 'node_modules'), 'dir');
  // What electron-vite builds, and what must stay behind: sources, tests, web build, source maps.
  for (const file of [
    'out/main/index.js',
    'out/main/server.js',
    'out/preload/index.cjs',
    'out/renderer/index.html',
  ])
    put(project, file);
  put(project, 'out/renderer/assets/index-abc123.js');
  for (const file of [
    'out/main/index.js.map',
    'src/main.tsx',
    'src/platform/desktop.ts',
    'server/index.ts',
    'server/routes/requests/index.test.ts',
    'electron/main/index.ts',
    'e2e/web/requests.spec.ts',
    'dist/web/index.html',
    '.env',
  ])
    put(project, file);
  // A stand-in for the Electron zip: electron-builder copies it and renames the binary to the product's.
  put(project, 'electron-dist/electron', '#!/bin/sh\n');
  chmodSync(join(project, 'electron-dist/electron'), 0o755);

  projectSqliteBefore = sha(projectSqlite);
  rebuildCalls = [];
  // The real hook, with a stand-in compiler (the real one downloads Electron headers).
  const fakeCompiler = async (options: RebuildOptions) => {
    rebuildCalls.push(options);
    for (const name of options.onlyModules) {
      const out = join(options.buildPath, 'node_modules', name, 'build/Release');
      mkdirSync(out, { recursive: true });
      writeFileSync(join(out, name === 'keytar' ? 'keytar.node' : 'better_sqlite3.node'), `electron ${name}`);
    }
  };
  await build({
    projectDir: project,
    targets: Platform.LINUX.createTarget('dir', Arch.x64),
    publish: 'never',
    config: {
      electronDist: 'electron-dist',
      afterPack: async (context: AfterPackContext) => {
        packedConfig = context.packager.config;
        await rebuildHook.rebuildNativeForElectron(context as unknown as PackContextLike, {
          rebuild: fakeCompiler,
          log: () => {},
        });
      },
    },
  });
  appOutDir = join(project, 'release/linux-unpacked');
  resources = join(appOutDir, 'resources');
  entries = listPackage(join(resources, 'app.asar'), { isPack: false });
}, 120_000);

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

const has = (path: string) => entries.includes(path);
const packages = () =>
  new Set(
    entries
      .filter((e) => e.startsWith('/node_modules/'))
      .map((e) =>
        e
          .split('/')
          .slice(2, e.split('/')[2].startsWith('@') ? 4 : 3)
          .join('/'),
      ),
  );

describe('electron-builder pack (--dir, stub electronDist)', () => {
  it('packs the app into app.asar, not a loose folder, under the product name', () => {
    expect(packedConfig.asar).toBe(true);
    expect(existsSync(join(resources, 'app.asar'))).toBe(true);
    expect(existsSync(join(resources, 'app'))).toBe(false);
    expect(existsSync(join(appOutDir, 'lexsetu'))).toBe(true);
  });

  it('ships the electron-vite output and package.json, and nothing of the sources, tests or web build', () => {
    for (const file of [
      '/package.json',
      '/out/main/index.js',
      '/out/main/server.js',
      '/out/preload/index.cjs',
      '/out/renderer/index.html',
      '/out/renderer/assets/index-abc123.js',
    ])
      expect(has(file), file).toBe(true);
    const ownFiles = entries.filter((e) => !e.startsWith('/node_modules'));
    for (const dir of [
      '/src',
      '/server',
      '/electron',
      '/e2e',
      '/dist',
      '/resources',
      '/scripts',
      '/electron-dist',
    ])
      expect(
        ownFiles.filter((e) => e === dir || e.startsWith(dir + '/')),
        dir,
      ).toEqual([]);
    expect(ownFiles.filter((e) => e.endsWith('.test.ts') || e.endsWith('/.env'))).toEqual([]);
    expect(entries.filter((e) => e.endsWith('.map'))).toEqual([]);
  });

  it('ships the server runtime dependencies but no renderer, build or test packages', () => {
    const shipped = packages();
    for (const name of ['better-sqlite3', 'koa', 'kysely', 'zod', '@node-rs/argon2', 'keytar'])
      expect(shipped.has(name), name).toBe(true);
    for (const name of [
      'react',
      'react-dom',
      'antd',
      'mobx',
      'react-router-dom',
      'dayjs',
      'tsx',
      'esbuild',
      'vite',
      'electron',
      'electron-builder',
      'vitest',
      'typescript',
      '@playwright/test',
    ])
      expect(shipped.has(name), name).toBe(false);
    expect(entries.some((e) => e.startsWith('/node_modules/better-sqlite3/deps/'))).toBe(false);
  });

  it('rebuilds the native modules for Electron in the staged app only', () => {
    expect(rebuildCalls).toHaveLength(1);
    expect(rebuildCalls[0]).toMatchObject({
      electronVersion,
      platform: 'linux',
      arch: 'x64',
      onlyModules: ['better-sqlite3', 'keytar'],
    });
    const unpacked = join(resources, 'app.asar.unpacked/node_modules');
    expect(readFileSync(join(unpacked, 'better-sqlite3/build/Release/better_sqlite3.node'), 'utf8')).toBe(
      'electron better-sqlite3',
    );
    expect(readFileSync(join(unpacked, 'keytar/build/Release/keytar.node'), 'utf8')).toBe('electron keytar');
    expect(existsSync(join(unpacked, 'better-sqlite3/build/Release/test_extension.node'))).toBe(false);
    // vitest and `npm start` keep loading the Node build.
    expect(sha(projectSqlite)).toBe(projectSqliteBefore);
    expect(existsSync(rebuildCalls[0].buildPath)).toBe(false);
  });

  it('resolves the afterPack hook of electron-builder.yml the way electron-builder does, to our rebuild', async () => {
    const { resolveFunction } = createRequire(import.meta.url)('app-builder-lib/out/util/resolve.js') as {
      resolveFunction(type: string, executor: unknown, name: string, root: string): Promise<unknown>;
    };
    const hook = await resolveFunction('module', ymlConfig.afterPack, 'afterPack', root);
    expect(hook).toBe(rebuildHook);
  });

  it('is configured as issue 8 asks: ids, installers, icons, pack-time rebuild hook', () => {
    expect(packedConfig).toMatchObject({
      appId: 'in.lexsetu.desktop',
      productName: 'LexSetu',
      npmRebuild: false,
    });
    expect(packedConfig.linux?.target).toEqual(['AppImage', 'deb']);
    expect(packedConfig.win?.target).toBe('nsis');
    expect(packedConfig.mac?.target).toBe('dmg');
    expect(join(root, ymlConfig.afterPack as string)).toBe(rebuildHookPath);
    for (const icon of [packedConfig.linux?.icon, packedConfig.win?.icon, packedConfig.mac?.icon])
      expect(existsSync(join(root, icon as string)), String(icon)).toBe(true);
    const png = readFileSync(join(root, 'resources/icon.png'));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([512, 512]);
  });
});
