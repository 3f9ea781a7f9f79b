// Native file pickers: the renderer's accept list (the same one the web's <input accept> gets) becomes
// dialog filters; chosen files are read here with the upload size limit and sent back as bytes.
import { readFile, stat } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { z } from 'zod';

export const openFilesSchema = z.object({
  accept: z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(100)
        .regex(/^(\.[a-z0-9]+|[a-z]+\/[a-z0-9.+*-]+)$/i),
    )
    .max(50),
  multiple: z.boolean(),
});
export type OpenFilesRequest = z.infer<typeof openFilesSchema>;

export interface PickedFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

export interface FileFilter {
  name: string;
  extensions: string[];
}

const extensionTypes: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
  csv: 'text/csv',
};

const wildcardExtensions: Record<string, string[]> = {
  'image/*': ['png', 'jpg', 'jpeg', 'gif', 'webp'],
};

/** The MIME type a browser would give this file name ('' when unknown, as File does). */
export function typeOfName(name: string): string {
  return extensionTypes[extname(name).slice(1).toLowerCase()] ?? '';
}

/** Extensions (without dot) an accept list allows; [] means any file. */
export function extensionsFor(accept: string[]): string[] {
  const out = new Set<string>();
  for (const item of accept.map((a) => a.toLowerCase())) {
    if (item.startsWith('.')) out.add(item.slice(1));
    else if (wildcardExtensions[item]) wildcardExtensions[item].forEach((e) => out.add(e));
    else for (const [ext, type] of Object.entries(extensionTypes)) if (type === item) out.add(ext);
  }
  return [...out];
}

export function acceptToFilters(accept: string[]): FileFilter[] {
  const extensions = extensionsFor(accept);
  return extensions.length ? [{ name: 'Allowed files', extensions }] : [];
}

export class FileTooLargeError extends Error {
  override name = 'FileTooLargeError';
}

export class FileTypeError extends Error {
  override name = 'FileTypeError';
}

/** Reads the chosen files; refuses the whole choice when one is too big or of a type the filter excludes. */
export async function readPickedFiles(
  paths: string[],
  accept: string[],
  maxBytes: number,
): Promise<PickedFile[]> {
  const allowed = extensionsFor(accept);
  const maxMb = Math.round((maxBytes / (1024 * 1024)) * 10) / 10;
  const files: PickedFile[] = [];
  for (const path of paths) {
    const name = basename(path);
    const ext = extname(name).slice(1).toLowerCase();
    // Some desktops let the user switch the dialog to "All files": the filter is checked again here.
    if (allowed.length && !allowed.includes(ext))
      throw new FileTypeError(
        `"${name}" is not an accepted file type (${allowed.map((e) => '.' + e).join(', ')}).`,
      );
    const { size, isFile } = await stat(path).then((s) => ({ size: s.size, isFile: s.isFile() }));
    if (!isFile) throw new FileTypeError(`"${name}" is not a file.`);
    if (size > maxBytes) throw new FileTooLargeError(`"${name}" is larger than the ${maxMb} MB limit.`);
    files.push({ name, type: typeOfName(name), bytes: new Uint8Array(await readFile(path)) });
  }
  return files;
}

/** LEXSETU_MAX_UPLOAD_MB, the same variable (and default, 10) the server enforces. */
export function maxUploadBytes(env: Record<string, string | undefined> = process.env): number {
  const mb = Number(env.LEXSETU_MAX_UPLOAD_MB);
  return (Number.isInteger(mb) && mb >= 1 && mb <= 1024 ? mb : 10) * 1024 * 1024;
}

export interface ShowOpenDialog {
  (options: {
    title?: string;
    properties: Array<'openFile' | 'multiSelections'>;
    filters: FileFilter[];
  }): Promise<{ canceled: boolean; filePaths: string[] }>;
}

/** The picker behind platform.openFiles: [] when cancelled. */
export async function pickFiles(
  showOpenDialog: ShowOpenDialog,
  request: OpenFilesRequest,
  maxBytes: number,
): Promise<PickedFile[]> {
  const result = await showOpenDialog({
    properties: request.multiple ? ['openFile', 'multiSelections'] : ['openFile'],
    filters: acceptToFilters(request.accept),
  });
  if (result.canceled || result.filePaths.length === 0) return [];
  return readPickedFiles(
    request.multiple ? result.filePaths : result.filePaths.slice(0, 1),
    request.accept,
    maxBytes,
  );
}
