// Serves the built website (dist/web) with SPA fallback: any non-API GET that is not a file gets the app's
// page. / gets index.html, which carries the prerendered home page (vite-prerender.ts), in the first of Hindi,
// Tamil and English the visitor's Accept-Language names (hi/index.html, ta/index.html; Vary: Accept-Language;
// a choice saved in the browser is the app's to apply once it starts), and /hi, /ta get theirs as they are.
// Every other path gets app.html, the same page without it, so a deep link does not flash the home page
// (builds without app.html: index.html everywhere).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';

const notBuiltMessage = 'The web app is not built yet: run npm run build:web';

const fallbackFile = 'app.html';

/** The prerendered home page of each language the site speaks. */
const homePages = { en: 'index.html', hi: 'hi/index.html', ta: 'ta/index.html' } as const;
type HomeLanguage = keyof typeof homePages;
const isHomeLanguage = (code: string): code is HomeLanguage => Object.hasOwn(homePages, code);

/** The first language of an Accept-Language header (by q, then order) that the site speaks; English otherwise. */
export function homeLanguageFor(acceptLanguage: string | undefined): HomeLanguage {
  const ranges = (acceptLanguage ?? '').split(',').map((part, order) => {
    const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    return { code: tag.toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1, order };
  });
  const spoken = ranges
    .filter((range) => range.q > 0 && isHomeLanguage(range.code))
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return (spoken[0]?.code as HomeLanguage | undefined) ?? 'en';
}

export function serveWebApp(webDir: string): Middleware {
  const sendPage = async (ctx: Parameters<Middleware>[0], file: string) => {
    await send(ctx, file, {
      root: webDir,
      // The page names the hashed bundles: it must be revalidated so a new build is picked up at once.
      setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
    });
  };
  const sendIndex = (ctx: Parameters<Middleware>[0]) => sendPage(ctx, 'index.html');
  /** The home page in `language`, if the build has it. */
  const homePage = (language: HomeLanguage) =>
    existsSync(join(webDir, homePages[language])) ? homePages[language] : 'index.html';
  const sendApp = (ctx: Parameters<Middleware>[0]) =>
    existsSync(join(webDir, fallbackFile)) ? sendPage(ctx, fallbackFile) : sendIndex(ctx);
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (!existsSync(join(webDir, 'index.html'))) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = notBuiltMessage;
      return;
    }
    if (ctx.path === '/' || ctx.path === '/index.html') {
      ctx.vary('Accept-Language');
      return sendPage(ctx, homePage(homeLanguageFor(ctx.get('Accept-Language'))));
    }
    const addressed = /^\/(hi|ta)\/?$/.exec(ctx.path)?.[1] as HomeLanguage | undefined;
    if (addressed) {
      const page = homePage(addressed);
      return page === 'index.html' ? sendApp(ctx) : sendPage(ctx, page);
    }
    try {
      const served = await send(ctx, ctx.path, {
        root: webDir,
        setHeaders: (res, path) => {
          // Vite puts content-hashed files in /assets: they never change under the same name.
          const isHashedAsset = ctx.path.startsWith('/assets/');
          res.setHeader(
            'Cache-Control',
            isHashedAsset
              ? 'public, max-age=31536000, immutable'
              : path.endsWith('.html')
                ? 'no-cache'
                : 'public, max-age=3600',
          );
        },
      });
      if (served) return;
    } catch (error) {
      const status = (error as { status?: number }).status;
      // 404 = not a file: fall back to the app. 400/403 (bad or hidden path): same, the SPA shows its own 404.
      if (status !== 404 && status !== 400 && status !== 403) throw error;
    }
    if (ctx.path.startsWith('/assets/')) {
      ctx.status = 404; // a missing bundle must not be answered with HTML
      ctx.type = 'text/plain';
      ctx.body = 'Not found';
      return;
    }
    await sendApp(ctx);
  };
}
