// Refuses a Node outside package.json's engines in one sentence. Imported first by start, test, dev and desktop
// and run as `preinstall`, so it comes before anything native: better-sqlite3 on Node 20 dies of SIGSEGV without
// a word. Node built-ins only, plain syntax: it runs before dependencies exist, on whatever Node is there.
import { readFileSync } from 'node:fs';

const numbers = (version) => version.replace(/^v/, '').split('-')[0].split('.').map(Number);
const atLeast = (version, floor) => {
  const [a, b] = [numbers(version), numbers(floor)];
  const differs = [0, 1, 2].find((i) => a[i] !== b[i]);
  return differs === undefined || a[differs] > b[differs];
};

/** The ranges of an engines field ('^22.22.2 || >=24.15.0'); only the ^ and >= forms are used. */
function ranges(range) {
  return range.split('||').map((part) => {
    const found = /^\s*(\^|>=)\s*(\d+\.\d+\.\d+)\s*$/.exec(part);
    if (!found) throw new Error(`checkNode.mjs reads only ^x.y.z and >=x.y.z ranges, not "${part.trim()}".`);
    return { caret: found[1] === '^', floor: found[2] };
  });
}

/** The one sentence refusing this Node, or undefined when `range` holds `version`. */
export function unsupportedNode(version, range, platform = process.platform, arch = process.arch) {
  const parts = ranges(range);
  const holds = ({ caret, floor }) =>
    atLeast(version, floor) && (!caret || numbers(version)[0] === numbers(floor)[0]);
  if (parts.some(holds)) return undefined;
  const wanted = parts
    .map(({ caret, floor }) => (caret ? `${floor} or a later ${numbers(floor)[0]}` : `${floor} or later`))
    .join(', or ');
  const major = numbers(parts[parts.length - 1].floor)[0];
  const npmBuild = `node-${platform === 'win32' ? 'win' : platform}-${arch}@${major}`;
  return (
    `LexSetu needs Node.js ${wanted}, and this is Node.js ${version.replace(/^v/, '')}: ` +
    `install Node.js ${major} with nvm (nvm install ${major}) or fnm (fnm install ${major}), ` +
    `from https://nodejs.org, or from the npm registry (npm pack ${npmBuild}).`
  );
}

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const refusal = unsupportedNode(process.version, engines.node);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
