// Website build only (vite.config.ts): prerenders the home page into dist/web/index.html (English) and
// hi/index.html, ta/index.html (Hindi, Tamil; <html lang> set), so / shows its header and hero as soon as the
// HTML and CSS arrive instead of after the whole bundle has run (Lighthouse FCP/LCP). server/static.ts sends /
// in the visitor's Accept-Language and /hi, /ta as they are. Every other path gets the unchanged page,
// app.html, from the server's SPA fallback: a deep link must not flash the home page.
//
// The markup comes from the real components (src/prerender.tsx, loaded through a throw-away Vite dev server
// so TSX, aliases, CSS imports and the compiled catalogues resolve), wrapped in the same .lex-surface the app
// renders. It is `inert`: a click before the app has started would be lost (buttons have no handlers yet), and
// tests that click wait for the live page instead. main.tsx fetches the app once it has been painted;
// start.tsx's createRoot replaces it on its first commit.
import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type Rollup } from 'vite';
import { ownSettingsScript } from './src/theme/ownSettingsScript.ts';
import { compiledCatalogues } from './vite-catalogues.ts';

/** The page every path except / is answered with (see server/static.ts). */
export const SPA_FALLBACK_FILE = 'app.html';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The prerendered home pages: the file each language's is written to (English: index.html). */
export const homeLanguages = [
  { language: 'English', file: 'index.html' },
  { language: 'Hindi', file: 'hi/index.html' },
  { language: 'Tamil', file: 'ta/index.html' },
] as const;

interface HomeShell {
  lang: string;
  markup: string;
  title: string;
  description: string;
}

async function renderHomes(root: string, alias: Record<string, string>): Promise<HomeShell[]> {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    resolve: { alias },
    plugins: [react(), compiledCatalogues()],
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const prerender = await server.ssrLoadModule('/prerender.tsx');
    const shells: HomeShell[] = [];
    // One after the other: each activates its language for the render.
    for (const { language } of homeLanguages) shells.push(await prerender.prerenderHome(language));
    return shells;
  } finally {
    await server.close();
  }
}

/** The stylesheets (the script's @font-face rules) the catalogue of `locale` brings, from the bundle. */
function fontStylesheetsOf(bundle: Rollup.OutputBundle, locale: string): string[] {
  const catalogue = Object.values(bundle).find(
    (chunk) => chunk.type === 'chunk' && chunk.facadeModuleId === `\0virtual:lexsetu-catalogue/${locale}`,
  );
  const css = catalogue?.type === 'chunk' ? catalogue.viteMetadata?.importedCss : undefined;
  return css ? [...css] : [];
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

        // index.html, hi/index.html, ta/index.html: the home page inside #root in its language, its title and
        // description, <html lang>, the saved-settings check, and the script's font for Hindi and Tamil.
        const homes = await renderHomes(root, alias);
        const script = this.getFileName(
          this.emitFile({ type: 'asset', name: 'own-settings.js', source: ownSettingsScript }),
        );
        if (!page.includes('<div id="root"></div>')) return this.error('no <div id="root"></div> to fill');
        homeLanguages.forEach(({ file }, i) => {
          const home = homes[i];
          const fonts = fontStylesheetsOf(bundle, home.lang).map(
            (css) => `<link rel="stylesheet" crossorigin href="/${css}">`,
          );
          const shell = `<div id="root"><div class="lex-surface" inert>${home.markup}</div></div>`;
          const html = addToHead(page, [...fonts, `<script src="/${script}"></script>`])
            .replace(/<html lang="[^"]*"/, `<html lang="${home.lang}"`)
            .replace('<div id="root"></div>', () => shell)
            .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(home.title)}</title>`)
            .replace(
              /(<meta\s+name="description"\s+content=")[^"]*"/,
              (_match, start: string) => `${start}${escapeHtml(home.description)}"`,
            );
          if (file === 'index.html') index.source = html;
          else this.emitFile({ type: 'asset', fileName: file, source: html });
        });
      },
    },
  };
}
