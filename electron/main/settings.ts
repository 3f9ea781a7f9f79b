// Desktop settings kept in userData/settings.json: the hosted server chosen in Settings → Server and the
// window's size and position. A damaged file is ignored (defaults), never a crash at start.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';

const boundsSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().min(360).max(20000),
  height: z.number().int().min(300).max(20000),
  maximized: z.boolean().optional(),
});
export type WindowBounds = z.infer<typeof boundsSchema>;

const settingsSchema = z.object({
  serverUrl: z.url({ protocol: /^https?$/ }).optional(),
  window: boundsSchema.optional(),
});
export type DesktopSettings = z.infer<typeof settingsSchema>;

export async function loadSettings(file: string): Promise<DesktopSettings> {
  try {
    const parsed = settingsSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export async function saveSettings(file: string, patch: Partial<DesktopSettings>): Promise<DesktopSettings> {
  const next = { ...(await loadSettings(file)), ...patch };
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(next, null, 2));
  return next;
}

/** The API origin without trailing slash, after GET /api/health answered { status: 'ok' }. */
export async function checkServer(
  url: string,
  fetchFn: typeof fetch = fetch,
  timeoutMs = 8_000,
): Promise<string> {
  const parsed = new URL(url);
  const origin = parsed.origin;
  // The page is a secure origin (app://): Chromium blocks plain http except to this machine.
  if (parsed.protocol !== 'https:' && !['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname))
    throw new Error(`Use an https:// address for a server on another machine (got ${origin}).`);
  let response: Response;
  try {
    response = await fetchFn(`${origin}/api/health`, { signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw new Error(`No LexSetu server answers at ${origin}.`);
  }
  const body = (await response.json().catch(() => null)) as { status?: unknown } | null;
  if (!response.ok || body?.status !== 'ok')
    throw new Error(`${origin} is not a LexSetu server (GET /api/health failed).`);
  return origin;
}
