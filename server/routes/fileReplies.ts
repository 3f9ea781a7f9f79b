// Files as HTTP replies: a download is always an attachment under its own (sanitised) name, never sniffed,
// never cached. Routes use these; use cases only find the file and check who may have it.
import type { Context } from 'koa';
import { errorCodes } from '@contract';
import { HttpError } from '../errors';
import type { FileStorage } from '../services/storage';

/** Headers of every download: an attachment under its (sanitised) name, never sniffed, never cached. */
export function setAttachmentHeaders(ctx: Context, name: string, mime: string): void {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  ctx.set(
    'Content-Disposition',
    `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
  );
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Cache-Control', 'private, no-store');
  ctx.type = mime;
}

/** Streams a stored upload as a download: always an attachment, never sniffed, never cached. */
export async function sendStoredFile(
  ctx: Context,
  storage: FileStorage,
  doc: { original_name: string; stored_name: string; mime: string; size: number },
): Promise<void> {
  // Only names this module generated: a tampered row cannot point outside the uploads folder.
  if (!/^[0-9a-f]{32}\.[a-z]+$/.test(doc.stored_name))
    throw new HttpError(500, errorCodes.internal, 'file_unreadable');
  setAttachmentHeaders(ctx, doc.original_name, doc.mime);
  ctx.length = doc.size;
  ctx.body = await storage.open(doc.stored_name);
}
