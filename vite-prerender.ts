// Website build only (vite.config.ts): prerenders the home page into dist/web/index.html, so / shows its
// header and hero as soon as the HTML and CSS arrive instead of after the whole bundle has run (Lighthouse
// FCP/LCP). Every other path gets the unchanged page, app.html, from the server's SPA fallback: a deep link
// must not flash the home page.
//
// The markup comes from the real components (src/prerender.tsx, loaded through a throw-away Vite dev server
// so TSX, aliases and CSS imports resolve), wrapped in the same .lex-surface the app renders. It is `inert`:
// a click before the app has started would be lost (buttons have no handlers yet), and tests that click
// wait for the live page instead. main.tsx fetches the app once it has been painted; start.tsx's createRoot
// replaces it on its first commit.
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';
import { ownSettingsScript } from './src/theme/ownSettingsScript.ts';

/** The page every path except / is answered with (see server/static.ts). */
export const SPA_FALLBACK_FILE = 'app.html';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

interface HomeShell {
  markup: string;
  title: string;
  description: string;
}

async function renderHome(root: string, alias: Record<string, string>): Promise<HomeShell> {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    resolve: { alias },
    plugins: [react()],
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const prerender = await server.ssrLoadModule('/prerender.tsx');
    return {
      markup: prerender.renderHomeShell(),
      title: prerender.homeTitle,
      description: prerender.homeDescription,
    };
  } finally {
    await server.close();
  }
}

/** `page` with `tags` (one per line) added at the end of its <head>. */
const addToHead = (page: string, tags: string[]) =>
  page.replace(/\n(\s*)<\/head>/, (_match, indent: string) =>
    [...tags.map((tag) => `\n${indent}  ${tag}`), `\n${indent}</head>`].join(''),
  );

export function prerenderHome(alias: Record<string, string>): Plugin {
  let root = '';
  return {
    name: 'lexsetu:prerender-home',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      // After vite:build-html has emitted index.html with its script and stylesheet tags.
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (!index || index.type !== 'asset') return this.error('index.html was not emitted');
        const page = String(index.source);

        // app.html: without a prerendered page main.tsx fetches the app at once, so preload it with the
        // entry as Vite does for static imports. (Not on /, whose first paint must not wait for it.)
        const app = Object.values(bundle).find(
          (chunk) => chunk.type === 'chunk' && chunk.facadeModuleId?.endsWith('/src/start.tsx'),
        );
        if (!app || app.type !== 'chunk') return this.error('no chunk for src/start.tsx');
        const preloads = new Set([app.fileName]);
        for (const file of preloads) {
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') chunk.imports.forEach((imported) => preloads.add(imported));
        }
        const preloadTags = [...preloads]
          .filter((file) => !page.includes(`/${file}"`)) // the entry, already a <script>
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        this.emitFile({ type: 'asset', fileName: SPA_FALLBACK_FILE, source: addToHead(page, preloadTags) });

        // index.html: the home page inside #root, its title and description, and the saved-settings check.
        const home = await renderHome(root, alias);
        const script = this.getFileName(
          this.emitFile({ type: 'asset', name: 'own-settings.js', source: ownSettingsScript }),
        );
        const shell = `<div id="root"><div class="lex-surface" inert>${home.markup}</div></div>`;
        if (!page.includes('<div id="root"></div>')) return this.error('no <div id="root"></div> to fill');
        index.source = addToHead(page, [`<script src="/${script}"></script>`])
          .replace('<div id="root"></div>', () => shell)
          .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(home.title)}</title>`)
          .replace(
            /(<meta\s+name="description"\s+content=")[^"]*"/,
            (_match, start: string) => `${start}${escapeHtml(home.description)}"`,
          );
      },
    },
  };
}
