// Prints the first-load JavaScript of `/` (gzip) from dist/web, or from the folder in LEXSETU_WEB_DIR (a build
// made with --outDir elsewhere): every script index.html names (entry, modulepreloads, the saved-settings
// check) plus the app main.tsx fetches once the prerendered home page has painted, which app.html (the
// page of every other path) preloads. With --budget-kb=N it exits 1 when the figure is over N kB.
//
// Then the first load of each dashboard route (routes.tsx's dashboardPage and adminPage lists; an admin screen
// also with the admin stores and navigation icons an admin's frame fetches): the same scripts plus what
// its lazily loaded modules import statically, from the build's manifest (.vite/manifest.json) — the guard,
// antd's theme, the screens' stores, the list of screens' modules (src/pageModules.ts), the dashboard frame and
// the page. What a screen fetches later (a modal,
// a chart, the contract once it asks for data) is not counted. With --route-budget-kb=N it exits 1 when a
// dashboard route is over N kB. --routes=all lists every route (default: the frame and the ten largest).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const webDir = process.env.LEXSETU_WEB_DIR || join(root, 'dist/web');
const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const scriptsOf = (file) =>
  existsSync(join(webDir, file))
    ? [
        ...readFileSync(join(webDir, file), 'utf8').matchAll(
          /<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g,
        ),
      ].map((m) => m[1].replace(/^\//, ''))
    : [];
const sizes = new Map();
const gzipKb = (file) => {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(webDir, file))).length / 1024);
  return sizes.get(file);
};
const totalKb = (files) => [...files].reduce((sum, file) => sum + gzipKb(file), 0);

const scripts = [...new Set([...scriptsOf('index.html'), ...scriptsOf('app.html')])];
for (const src of scripts) console.log(`${gzipKb(src).toFixed(1).padStart(8)} kB gzip  /${src}`);
const kb = totalKb(scripts);
console.log(`first-load JavaScript of /: ${kb.toFixed(1)} kB gzip (${scripts.length} files)`);
let over = false;
const budget = Number(arg('budget-kb'));
if (budget && kb > budget) {
  console.error(`Over the ${budget} kB budget.`);
  over = true;
}

const manifestFile = join(webDir, '.vite/manifest.json');
if (existsSync(manifestFile)) {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  /** The scripts `keys` (source paths under src/) import statically, added to `into`. */
  const closure = (keys, into) => {
    for (const key of keys) {
      const entry = manifest[key];
      if (!entry || !entry.file.endsWith('.js') || into.has(entry.file)) continue;
      into.add(entry.file);
      closure(entry.imports ?? [], into);
    }
    return into;
  };
  const frameModules = [
    'components/RequireAuth.tsx',
    'theme/AntdTheme.tsx',
    'stores/screenStores.ts',
    'pageModules.ts',
    'layouts/DashboardLayout.tsx',
  ];
  const frame = closure(frameModules, new Set(scripts));
  console.log(`\nfirst-load JavaScript of the dashboard frame: ${totalKb(frame).toFixed(1)} kB gzip`);
  const routesSource = readFileSync(join(root, 'src/routes.tsx'), 'utf8');
  const adminFrame = closure(
    ['stores/adminStores.ts', 'layouts/dashboard/adminNavIcons.tsx'],
    new Set(frame),
  );
  const routes = [...routesSource.matchAll(/(dashboard|admin)Page\(\s*'([^']+)',\s*'([^']+)'\)/g)].map(
    ([, kind, path, module]) => {
      const files = closure([`${module}.tsx`], new Set(kind === 'admin' ? adminFrame : frame));
      return { path: `/dashboard/${path}`, kb: totalKb(files), own: totalKb(files) - totalKb(frame) };
    },
  );
  routes.sort((a, b) => b.kb - a.kb);
  const shown = arg('routes') === 'all' ? routes : routes.slice(0, 10);
  for (const route of shown)
    console.log(
      `${route.kb.toFixed(1).padStart(8)} kB gzip  ${route.path} (frame + ${route.own.toFixed(1)})`,
    );
  const routeBudget = Number(arg('route-budget-kb'));
  const overRoutes = routeBudget ? routes.filter((route) => route.kb > routeBudget) : [];
  console.log(`largest dashboard route: ${routes[0]?.kb.toFixed(1)} kB gzip (${routes.length} routes)`);
  if (overRoutes.length) {
    console.error(`${overRoutes.length} dashboard routes over the ${routeBudget} kB budget.`);
    over = true;
  }
} else if (arg('route-budget-kb')) {
  console.error('No .vite/manifest.json in the build: the dashboard routes cannot be measured.');
  over = true;
}
if (over) process.exit(1);
