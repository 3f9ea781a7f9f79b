// app://lexsetu serves the built renderer (out/renderer). Unknown paths without a file extension get
// index.html so BrowserRouter deep links (/dashboard/schedules) survive a reload; a path leaving the
// renderer folder is refused whatever its encoding.
import { readFile, stat } from 'node:fs/promises';
import { extname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { razorpayCspSources } from '@contract';
import { APP_HOST, APP_SCHEME } from './origin';

const mimeTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

export function mimeTypeOf(path: string): string {
  return mimeTypes[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/** The file under root that a request path names, or null when it would escape root. */
export function resolveInside(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const base = resolve(root);
  const target = resolve(base, '.' + sep + decoded.replace(/^[/\\]+/, ''));
  const rel = relative(base, target);
  if (rel.startsWith('..') || isAbsolute(rel)) return null;
  return target;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export interface AppProtocolOptions {
  /** The built renderer folder (out/renderer). */
  root: string;
  /** Content-Security-Policy sent with every page. */
  csp: string;
}

export function createAppProtocolHandler({ root, csp }: AppProtocolOptions) {
  const headers = (path: string) => ({
    'Content-Type': mimeTypeOf(path),
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
  });
  const notFound = (status = 404) =>
    new Response('Not found', { status, headers: { 'Content-Type': 'text/plain' } });

  return async (request: Request): Promise<Response> => {
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return notFound(400);
    }
    if (url.protocol !== `${APP_SCHEME}:` || url.hostname !== APP_HOST) return notFound();
    if (request.method !== 'GET' && request.method !== 'HEAD') return notFound(405);
    const target = resolveInside(root, url.pathname);
    if (!target) return notFound(403);
    // A client route has no extension; a missing asset (.js, .png) stays a 404 rather than HTML.
    const file = (await isFile(target)) ? target : extname(target) === '' ? join(root, 'index.html') : null;
    if (!file || !(await isFile(file))) return notFound();
    const body = request.method === 'HEAD' ? null : await readFile(file);
    return new Response(body, { status: 200, headers: headers(file) });
  };
}

/**
 * The policy for the renderer: own code only, the API (HTTP + WebSocket) as the one remote, plus Razorpay's
 * checkout (script, frames, calls) when the API takes payments through Razorpay.
 */
export function contentSecurityPolicy(apiBaseUrl: string, { razorpay = false } = {}): string {
  const api = new URL(apiBaseUrl);
  const ws = `${api.protocol === 'https:' ? 'wss:' : 'ws:'}//${api.host}`;
  const extra = (sources: readonly string[]) => (razorpay ? sources.map((s) => ` ${s}`).join('') : '');
  return [
    "default-src 'self'",
    `script-src 'self'${extra(razorpayCspSources.script)}`,
    // antd writes its CSS-in-JS into <style> tags at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${api.origin}`,
    "font-src 'self' data:",
    `connect-src 'self' ${api.origin} ${ws}${extra(razorpayCspSources.connect)}`,
    `frame-src 'self'${extra(razorpayCspSources.frame)}`,
    `media-src 'self' blob: mediastream: ${api.origin}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Whether the API takes payments through Razorpay. The bundled server runs with this process's environment;
 * a hosted server says so in the policy it sends with its own responses. Unreachable: no (the strict policy).
 */
export async function apiUsesRazorpay(
  mode: 'hosted' | 'bundled',
  apiBaseUrl: string,
  env: Record<string, string | undefined>,
  fetchFn: typeof fetch = fetch,
): Promise<boolean> {
  if (mode === 'bundled') return !!env.LEXSETU_RAZORPAY_KEY_ID;
  try {
    const res = await fetchFn(`${apiBaseUrl}/api/health`, { signal: AbortSignal.timeout(5000) });
    return (res.headers.get('content-security-policy') ?? '').includes(razorpayCspSources.script[0]);
  } catch {
    return false;
  }
}
