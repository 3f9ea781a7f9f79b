// electron-builder `afterPack` hook: rebuilds the native modules (better-sqlite3, keytar) for Electron's ABI
// inside the STAGED app only. The project's node_modules keep their Node build, so vitest and `npm start`
// keep working after `npm run dist`. (electron-builder's own npmRebuild would rebuild node_modules in place.)
//
// How: copy each module's package (without its build/ folder) from the project's node_modules into a
// staging folder under node_modules/.cache, so its build tools (prebuild-install, node-gyp, node-addon-api)
// still resolve up the tree; run @electron/rebuild there for the target Electron version, platform and arch;
// then copy the resulting .node files over the ones electron-builder unpacked next to app.asar.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: electron-builder require()s hooks */
'use strict';

const fs = require('node:fs');
const path = require('node:path');

const NATIVE_MODULES = ['better-sqlite3', 'keytar'];
// builder-util's Arch enum, by value.
const ARCH_NAMES = ['ia32', 'x64', 'armv7l', 'arm64', 'universal'];

/** Every .node file under dir, as paths relative to dir. */
function nodeFilesIn(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.node'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name)));
}

/** Where the packaged app's loadable native files are: next to app.asar (asar on), or the app folder. */
function packagedNodeModules(resourcesDir) {
  const unpacked = path.join(resourcesDir, 'app.asar.unpacked', 'node_modules');
  return fs.existsSync(unpacked) ? unpacked : path.join(resourcesDir, 'app', 'node_modules');
}

/**
 * What to rebuild for this packed app, or null with a reason when there is nothing to do.
 * Pure decision logic over the afterPack context and the staged files (unit-tested).
 */
function planRebuild(context) {
  const { packager, appOutDir, electronPlatformName, arch } = context;
  const archName = ARCH_NAMES[arch];
  if (!archName) throw new Error(`Unknown target arch ${arch}`);
  // A macOS universal app is merged from the x64 and arm64 builds, each rebuilt by its own afterPack.
  if (archName === 'universal') return { skip: 'universal build merges the per-arch builds' };
  const electronVersion = packager.config.electronVersion ?? packager.info.framework.version;
  if (!electronVersion) throw new Error('Electron version unknown: cannot rebuild native modules');
  const appModules = packagedNodeModules(packager.getResourcesDir(appOutDir));
  // Only what was actually packed (keytar is optional and may be absent) and carries a native binary.
  const modules = NATIVE_MODULES.filter((name) => nodeFilesIn(path.join(appModules, name)).length > 0);
  if (modules.length === 0) return { skip: 'no native modules in the packaged app' };
  const projectDir = packager.projectDir ?? packager.info.projectDir;
  return {
    electronVersion,
    // Mac App Store builds run on darwin.
    platform: electronPlatformName === 'mas' ? 'darwin' : electronPlatformName,
    arch: archName,
    modules,
    appModules,
    projectDir,
    stagingDir: path.join(
      projectDir,
      'node_modules',
      '.cache',
      'lexsetu-electron-native',
      `${electronPlatformName}-${archName}`,
    ),
  };
}

/** Copies the module sources into the staging folder; the Node build (build/) is left behind on purpose. */
function stageModules(plan) {
  fs.rmSync(plan.stagingDir, { recursive: true, force: true });
  const dependencies = {};
  for (const name of plan.modules) {
    const source = path.join(plan.projectDir, 'node_modules', name);
    const { version } = JSON.parse(fs.readFileSync(path.join(source, 'package.json'), 'utf8'));
    dependencies[name] = version;
    fs.cpSync(source, path.join(plan.stagingDir, 'node_modules', name), {
      recursive: true,
      filter: (file) => path.relative(source, file).split(path.sep)[0] !== 'build',
    });
  }
  fs.writeFileSync(
    path.join(plan.stagingDir, 'package.json'),
    JSON.stringify({ name: 'lexsetu-electron-native', private: true, dependencies }, null, 2),
  );
}

/** The options for @electron/rebuild: only our modules, only in the staging folder (never the project's). */
function rebuildOptions(plan) {
  return {
    buildPath: plan.stagingDir,
    // Stops the module search at the staging folder, so the project's node_modules are never rebuilt.
    projectRootPath: plan.stagingDir,
    electronVersion: plan.electronVersion,
    platform: plan.platform,
    arch: plan.arch,
    onlyModules: plan.modules,
    force: true,
    mode: 'sequential',
  };
}

/** Replaces the packaged .node files with the Electron builds; returns the replaced paths (relative). */
function installRebuilt(plan) {
  const replaced = [];
  for (const name of plan.modules) {
    const built = path.join(plan.stagingDir, 'node_modules', name);
    const packed = path.join(plan.appModules, name);
    const rebuilt = new Set(nodeFilesIn(built));
    if (rebuilt.size === 0) throw new Error(`Rebuilding ${name} for Electron produced no .node file`);
    for (const file of rebuilt) {
      fs.mkdirSync(path.dirname(path.join(packed, file)), { recursive: true });
      fs.copyFileSync(path.join(built, file), path.join(packed, file));
      replaced.push(path.join(name, file));
    }
    // A packed binary with no Electron counterpart (e.g. better-sqlite3's test_extension) is Node-ABI only.
    for (const file of nodeFilesIn(packed)) if (!rebuilt.has(file)) fs.rmSync(path.join(packed, file));
  }
  return replaced;
}

async function defaultRebuild(options) {
  const { rebuild } = await import('@electron/rebuild');
  await rebuild(options);
}

/** The hook, with the rebuild step injectable for tests (the real one downloads Electron headers). */
async function rebuildNativeForElectron(context, { rebuild = defaultRebuild, log = console.log } = {}) {
  const plan = planRebuild(context);
  if (plan.skip) {
    log(`native modules: skipped (${plan.skip})`);
    return [];
  }
  log(
    `native modules: rebuilding ${plan.modules.join(', ')} for Electron ${plan.electronVersion} ${plan.platform}-${plan.arch}`,
  );
  stageModules(plan);
  try {
    await rebuild(rebuildOptions(plan));
    return installRebuilt(plan);
  } finally {
    fs.rmSync(plan.stagingDir, { recursive: true, force: true });
    try {
      fs.rmdirSync(path.dirname(plan.stagingDir)); // only when no other target's staging is left
    } catch {
      // not empty (another arch) or already gone
    }
  }
}

module.exports = (context) => rebuildNativeForElectron(context);
module.exports.default = module.exports;
Object.assign(module.exports, {
  NATIVE_MODULES,
  planRebuild,
  stageModules,
  rebuildOptions,
  installRebuilt,
  rebuildNativeForElectron,
});
