// The pack-time native rebuild decides from the packed app: what to rebuild, for which Electron, platform
// and arch, and it only ever touches a staging copy and the staged app — never the project's node_modules.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { rebuildHook, type PackContextLike, type RebuildOptions } from './rebuildHook';

const { planRebuild, rebuildOptions, installRebuilt, rebuildNativeForElectron } = rebuildHook;

function put(file: string, content = 'x') {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, content);
}

/** A project with Node builds of both modules, and a packed app holding the given modules' binaries. */
function fixture({ packed = ['better-sqlite3', 'keytar'], asar = true } = {}) {
  const projectDir = mkdtempSync(join(tmpdir(), 'lexsetu-native-'));
  for (const name of ['better-sqlite3', 'keytar']) {
    const dir = join(projectDir, 'node_modules', name);
    put(join(dir, 'package.json'), JSON.stringify({ name, version: '1.2.3' }));
    put(join(dir, 'binding.gyp'), '{}');
    put(join(dir, 'build', 'Release', `${name}.node`), 'node-abi');
  }
  const appOutDir = join(projectDir, 'release', 'linux-unpacked');
  const resources = join(appOutDir, 'resources');
  const appModules = join(resources, asar ? 'app.asar.unpacked' : 'app', 'node_modules');
  for (const name of packed) put(join(appModules, name, 'build', 'Release', `${name}.node`), 'node-abi');
  const context = (over: Partial<PackContextLike> = {}): PackContextLike => ({
    appOutDir,
    electronPlatformName: 'linux',
    arch: 1,
    packager: {
      projectDir,
      config: { electronVersion: '45.4.1' },
      info: { framework: { version: '45.4.1' } },
      getResourcesDir: (out) => join(out, 'resources'),
    },
    ...over,
  });
  return { projectDir, appModules, context };
}

describe('planRebuild', () => {
  it('targets the packed modules for the Electron version, platform and arch being packed', () => {
    const { context, appModules, projectDir } = fixture();
    const plan = planRebuild(context({ arch: 3 }));
    expect(plan).toMatchObject({
      electronVersion: '45.4.1',
      platform: 'linux',
      arch: 'arm64',
      modules: ['better-sqlite3', 'keytar'],
      appModules,
    });
    expect(plan.stagingDir.startsWith(join(projectDir, 'node_modules', '.cache'))).toBe(true);
  });

  it('leaves out keytar when the optional dependency was not packed', () => {
    const { context } = fixture({ packed: ['better-sqlite3'] });
    expect(planRebuild(context()).modules).toEqual(['better-sqlite3']);
  });

  it('finds the binaries in the app folder when asar is off', () => {
    const { context, appModules } = fixture({ asar: false });
    expect(planRebuild(context()).appModules).toBe(appModules);
  });

  it('rebuilds Mac App Store builds for darwin and skips the merged universal build', () => {
    const { context } = fixture();
    expect(planRebuild(context({ electronPlatformName: 'mas', arch: 1 })).platform).toBe('darwin');
    expect(planRebuild(context({ electronPlatformName: 'darwin', arch: 4 })).skip).toMatch(/universal/);
  });

  it('skips an app without native modules and refuses an unknown arch', () => {
    expect(planRebuild(fixture({ packed: [] }).context()).skip).toMatch(/no native modules/);
    expect(() => planRebuild(fixture().context({ arch: 9 }))).toThrow(/Unknown target arch 9/);
  });

  it('asks @electron/rebuild for exactly these modules, searching the staging folder only', () => {
    const plan = planRebuild(fixture().context());
    expect(rebuildOptions(plan)).toMatchObject({
      buildPath: plan.stagingDir,
      projectRootPath: plan.stagingDir,
      onlyModules: ['better-sqlite3', 'keytar'],
      electronVersion: '45.4.1',
      platform: 'linux',
      arch: 'x64',
      force: true,
    });
  });
});

describe('rebuildNativeForElectron', () => {
  it('rebuilds staged copies and swaps them into the packed app; the project keeps its Node build', async () => {
    const { context, appModules, projectDir } = fixture();
    const staged: string[] = [];
    const rebuild = vi.fn(async (options: RebuildOptions) => {
      for (const name of options.onlyModules) {
        const dir = join(options.buildPath, 'node_modules', name);
        // The Node build is not copied along, so a silent no-op rebuild cannot pass it off as Electron's.
        if (existsSync(join(dir, 'build'))) staged.push(`${name} had build/`);
        if (existsSync(join(dir, 'binding.gyp'))) staged.push(name);
        put(join(dir, 'build', 'Release', `${name}.node`), `electron-abi ${name}`);
      }
    });
    const replaced = await rebuildNativeForElectron(context(), { rebuild, log: () => {} });

    expect(staged).toEqual(['better-sqlite3', 'keytar']);
    expect(replaced.sort()).toEqual([
      join('better-sqlite3', 'build', 'Release', 'better-sqlite3.node'),
      join('keytar', 'build', 'Release', 'keytar.node'),
    ]);
    expect(readFileSync(join(appModules, 'keytar', 'build', 'Release', 'keytar.node'), 'utf8')).toBe(
      'electron-abi keytar',
    );
    const projectBinary = join(projectDir, 'node_modules', 'keytar', 'build', 'Release', 'keytar.node');
    expect(readFileSync(projectBinary, 'utf8')).toBe('node-abi');
    expect(existsSync(planRebuild(context()).stagingDir)).toBe(false);
  });

  it('removes a packed binary that has no Electron build (it could only crash when loaded)', () => {
    const { context, appModules } = fixture({ packed: ['better-sqlite3'] });
    put(join(appModules, 'better-sqlite3', 'build', 'Release', 'test_extension.node'), 'node-abi');
    const plan = planRebuild(context());
    put(
      join(plan.stagingDir, 'node_modules', 'better-sqlite3', 'build', 'Release', 'better-sqlite3.node'),
      'e',
    );
    installRebuilt(plan);
    expect(existsSync(join(appModules, 'better-sqlite3', 'build', 'Release', 'test_extension.node'))).toBe(
      false,
    );
    expect(
      readFileSync(join(appModules, 'better-sqlite3', 'build', 'Release', 'better-sqlite3.node'), 'utf8'),
    ).toBe('e');
  });

  it('fails the pack when a rebuild produced no binary, and when the rebuild itself fails', async () => {
    const { context, appModules } = fixture({ packed: ['keytar'] });
    await expect(
      rebuildNativeForElectron(context(), { rebuild: async () => {}, log: () => {} }),
    ).rejects.toThrow(/Rebuilding keytar for Electron produced no \.node file/);
    const failing = async () => {
      throw new Error('no network for Electron headers');
    };
    await expect(rebuildNativeForElectron(context(), { rebuild: failing, log: () => {} })).rejects.toThrow(
      /no network/,
    );
    expect(readFileSync(join(appModules, 'keytar', 'build', 'Release', 'keytar.node'), 'utf8')).toBe(
      'node-abi',
    );
  });

  it('does nothing for a universal macOS build', async () => {
    const rebuild = vi.fn();
    const { context } = fixture();
    expect(
      await rebuildNativeForElectron(context({ electronPlatformName: 'darwin', arch: 4 }), {
        rebuild,
        log: () => {},
      }),
    ).toEqual([]);
    expect(rebuild).not.toHaveBeenCalled();
  });
});
