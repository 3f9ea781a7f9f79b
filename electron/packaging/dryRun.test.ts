// A real electron-builder pack (`--dir`, Linux x64) of a copy of this project, offline: the Electron
// download is replaced by a stub `electronDist` whose binary carries a fuse wire like Electron's. What is
// checked is our configuration as electron-builder applies it: which files reach app.asar, asar itself,
// the native binaries (N-API, shipped as npm installed them), the fuses flipped, and the installer setup.
import { FuseV1Options, FuseVersion, getCurrentFuseWire } from '@electron/fuses';
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

const root = new URL('../..', import.meta.url).pathname;
const yaml = createRequire(import.meta.url)('js-yaml') as { load(text: string): unknown };
const ymlConfig = yaml.load(readFileSync(join(root, 'electron-builder.yml'), 'utf8')) as Configuration;

const projectSqlite = join(root, 'node_modules/better-sqlite3/prebuilds/linux-x64.node');
// Electron's fuse wire: a sentinel, version 1, nine fuses, all '1' (enabled) in this stand-in.
const stubElectron = Buffer.concat([
  Buffer.from('#!/bin/sh\n# dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX'),
  Buffer.from([1, 9]),
  Buffer.from('111111111\n'),
]);
const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

function put(dir: string, file: string, content: string | Buffer = '// built\n') {
  mkdirSync(join(dir, file, '..'), { recursive: true });
  writeFileSync(join(dir, file), content);
}

let project: string;
let entries: string[];
let resources: string;
let appOutDir: string;
let packedConfig: Configuration;
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
  put(project, 'electron-dist/electron', stubElectron);
  chmodSync(join(project, 'electron-dist/electron'), 0o755);

  projectSqliteBefore = sha(projectSqlite);
  await build({
    projectDir: project,
    targets: Platform.LINUX.createTarget('dir', Arch.x64),
    publish: 'never',
    config: {
      electronDist: 'electron-dist',
      afterPack: (context: AfterPackContext) => {
        packedConfig = context.packager.config;
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
    for (const name of ['better-sqlite3', 'koa', 'kysely', 'zod', '@node-rs/argon2', 'electron-updater'])
      expect(shipped.has(name), name).toBe(true);
    // keytar is optional: shipped when it built here (libsecret present), left out when it did not.
    expect(shipped.has('keytar')).toBe(existsSync(join(root, 'node_modules/keytar/package.json')));
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

  it('ships the N-API binaries as npm installed them, for this platform only, outside the archive', () => {
    const unpacked = join(resources, 'app.asar.unpacked/node_modules');
    expect(sha(join(unpacked, 'better-sqlite3/prebuilds/linux-x64.node'))).toBe(projectSqliteBefore);
    expect(entries.filter((e) => e.startsWith('/node_modules/better-sqlite3/prebuilds/'))).toEqual([
      '/node_modules/better-sqlite3/prebuilds/linux-x64.node',
    ]);
    // The project's own copy (vitest, npm start) is untouched.
    expect(sha(projectSqlite)).toBe(projectSqliteBefore);
  });

  it('flips the fuses: no ELECTRON_RUN_AS_NODE, encrypted cookies, ASAR integrity, app only from the asar', async () => {
    const wire = await getCurrentFuseWire(join(appOutDir, 'lexsetu'));
    const on = (fuse: FuseV1Options) => String.fromCharCode(wire[fuse] as number);
    expect(wire.version).toBe(FuseVersion.V1);
    expect(on(FuseV1Options.RunAsNode)).toBe('0');
    expect(on(FuseV1Options.EnableCookieEncryption)).toBe('1');
    expect(on(FuseV1Options.EnableNodeOptionsEnvironmentVariable)).toBe('0');
    expect(on(FuseV1Options.EnableNodeCliInspectArguments)).toBe('0');
    expect(on(FuseV1Options.EnableEmbeddedAsarIntegrityValidation)).toBe('1');
    expect(on(FuseV1Options.OnlyLoadAppFromAsar)).toBe('1');
    expect(on(FuseV1Options.GrantFileProtocolExtraPrivileges)).toBe('0');
  });

  it('is configured as issue 8 asks: ids, installers, icons, no native rebuild, nothing published', () => {
    expect(packedConfig).toMatchObject({
      appId: 'in.lexsetu.desktop',
      productName: 'LexSetu',
      npmRebuild: false,
    });
    expect(packedConfig.linux?.target).toEqual(['AppImage', 'deb']);
    expect(packedConfig.win?.target).toBe('nsis');
    expect(packedConfig.mac?.target).toBe('dmg');
    expect(ymlConfig.afterPack).toBeUndefined();
    expect(ymlConfig.publish).toBeNull();
    for (const icon of [packedConfig.linux?.icon, packedConfig.win?.icon, packedConfig.mac?.icon])
      expect(existsSync(join(root, icon as string)), String(icon)).toBe(true);
    const png = readFileSync(join(root, 'resources/icon.png'));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([512, 512]);
  });
});
