// Uploaded documents: the type is decided by the bytes (never the name or the browser's claim), files are moved
// from formidable's temp folder into the file storage (a folder, or a bucket when hosted) under generated names.
import { mkdtemp, open, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { allowedUploadLabel } from '@contract';
import { said, unsupportedMediaType } from '../errors';
import { officeDocumentIssue, zipEntries } from './officeDocuments';
import type { FileStorage } from './storage';
import { assertWithinQuota, type Quota } from './uploadQuota';

export interface DetectedType {
  mime: string;
  ext: string;
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

const startsWith = (buf: Buffer, sig: number[]) => sig.every((b, i) => buf[i] === b);

/** Names of the entries of a zip, read from its central directory (enough to tell a DOCX apart). */
export function zipEntryNames(buf: Buffer): string[] {
  return zipEntries(buf).map((entry) => entry.name);
}

/** The document type of these bytes, or null when it is not one LexSetu accepts. */
export function detectFileType(buf: Buffer): DetectedType | null {
  if (startsWith(buf, PNG)) return { mime: 'image/png', ext: 'png' };
  if (startsWith(buf, JPEG)) return { mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(buf, PDF)) return { mime: 'application/pdf', ext: 'pdf' };
  if (startsWith(buf, CFB)) return { mime: 'application/msword', ext: 'doc' };
  if (startsWith(buf, ZIP)) {
    const names = zipEntryNames(buf);
    if (names.includes('[Content_Types].xml') && names.some((n) => n.startsWith('word/')))
      return {
        mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        ext: 'docx',
      };
  }
  return null;
}

export const unsupportedFileType = (name: string, allowedLabel: string = allowedUploadLabel) =>
  unsupportedMediaType(said('file_type_unsupported', { name, allowed: allowedLabel }));

/** A narrower set than every document type (e.g. profile photos: PNG and JPEG only). */
export interface UploadKinds {
  mimes: string[];
  label: string;
}

export interface IncomingFile {
  filepath: string;
  originalFilename?: string | null;
  size: number;
}

export interface StoredFile {
  originalName: string;
  storedName: string;
  mime: string;
  size: number;
}

export const uploadsDir = (dataDir: string) => join(dataDir, 'uploads');

/** Largest file read fully to check its type (a DOCX's central directory sits at its end). */
async function readAll(path: string, size: number): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buf = Buffer.alloc(size);
    await handle.read(buf, 0, size, 0);
    return buf;
  } finally {
    await handle.close();
  }
}

/** A safe display name: no folders, no control characters, bounded length. */
export function cleanName(name: string | null | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (cleaned || 'document').slice(0, 200);
}

/**
 * Checks every file first (type by content, the owner's quota; nothing is kept when one is refused), then
 * moves them into the file storage.
 */
export async function storeUploads(
  storage: FileStorage,
  files: IncomingFile[],
  only?: UploadKinds,
  quota?: Quota,
): Promise<StoredFile[]> {
  const checked: { file: IncomingFile; type: DetectedType; name: string }[] = [];
  for (const file of files) {
    const name = cleanName(file.originalFilename);
    const size = (await stat(file.filepath)).size;
    const bytes = await readAll(file.filepath, size);
    const type = detectFileType(bytes);
    if (!type || (only && !only.mimes.includes(type.mime))) throw unsupportedFileType(name, only?.label);
    const problem = officeDocumentIssue(bytes, type.ext, name);
    if (problem) throw unsupportedMediaType(problem);
    checked.push({ file: { ...file, size }, type, name });
  }
  if (quota)
    await assertWithinQuota(
      quota,
      checked.reduce((sum, c) => sum + c.file.size, 0),
    );
  const stored: StoredFile[] = [];
  for (const { file, type, name } of checked) {
    const storedName = `${randomBytes(16).toString('hex')}.${type.ext}`;
    await storage.putFile(storedName, file.filepath, type.mime);
    stored.push({ originalName: name, storedName, mime: type.mime, size: file.size });
  }
  return stored;
}

/** Removes formidable's temp files of a refused request. */
export async function discardTemp(files: IncomingFile[]): Promise<void> {
  await Promise.all(files.map((f) => unlink(f.filepath).catch(() => undefined)));
}

export async function removeStored(storage: FileStorage, storedNames: string[]): Promise<void> {
  await Promise.all(storedNames.map((n) => storage.remove(n)));
}

/** Stores checked uploads, then `record`s them (the rows naming them). If recording fails the files go again,
 * so a refused upload never leaves a file behind that no row names. */
export async function storeAndRecord<T>(
  storage: FileStorage,
  files: IncomingFile[],
  only: UploadKinds | undefined,
  quota: Quota,
  record: (stored: StoredFile[]) => Promise<T>,
): Promise<T> {
  const stored = await storeUploads(storage, files, only, quota);
  try {
    return await record(stored);
  } catch (error) {
    await removeStored(
      storage,
      stored.map((f) => f.storedName),
    );
    throw error;
  }
}

/** Puts generated or copied bytes (a first draft, a client's copy) into the file storage under a fresh name. */
export async function storeBytes(storage: FileStorage, bytes: Buffer, ext: string, mime: string) {
  const dir = await mkdtemp(join(tmpdir(), 'lexsetu-draft-'));
  try {
    const path = join(dir, 'draft');
    await writeFile(path, bytes);
    const storedName = `${randomBytes(16).toString('hex')}.${ext}`;
    await storage.putFile(storedName, path, mime);
    return { storedName, size: bytes.length };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
