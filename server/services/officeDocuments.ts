// Word documents are zip archives (DOCX) or compound files (DOC) that carry more than text: macros, and for
// zips the power to inflate a few kilobytes into gigabytes. Checked by content before a file is kept:
// macro-enabled content is refused, and a DOCX is inflated entry by entry with a hard bound (never the whole
// archive first) so a zip bomb stops at the limit instead of filling memory.
import { inflateRawSync } from 'node:zlib';
import { said } from '../errors';
import { textIn, type ErrorReason, type Said } from '../i18n';

/** Inflated size of all entries together, and the most any entry may grow over its compressed size. */
export const docxLimits = { maxInflatedBytes: 100 * 1024 * 1024, maxRatio: 100 };

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
}

/** The entries listed in the zip's central directory (what a reader of the archive would open). */
export function zipEntries(buf: Buffer): ZipEntry[] {
  const min = Math.max(0, buf.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = buf.length - 22; i >= min; i--)
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  if (eocd < 0) return [];
  const count = buf.readUInt16LE(eocd + 10);
  let offset = buf.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count && offset + 46 <= buf.length; n++) {
    if (buf.readUInt32LE(offset) !== 0x02014b50) break;
    const nameLength = buf.readUInt16LE(offset + 28);
    entries.push({
      method: buf.readUInt16LE(offset + 10),
      compressedSize: buf.readUInt32LE(offset + 20),
      uncompressedSize: buf.readUInt32LE(offset + 24),
      localOffset: buf.readUInt32LE(offset + 42),
      name: buf.subarray(offset + 46, offset + 46 + nameLength).toString('utf8'),
    });
    offset += 46 + nameLength + buf.readUInt16LE(offset + 30) + buf.readUInt16LE(offset + 32);
  }
  return entries;
}

const tooBig = (name: string) =>
  said('document_zip_bomb', {
    name,
    megabytes: docxLimits.maxInflatedBytes / 1024 / 1024,
    ratio: docxLimits.maxRatio,
  });
const macros = (name: string, part: string) => said('document_has_macros', { name, part });
const unreadable = (name: string) => said('document_unreadable', { name });

function docxProblem(buf: Buffer, name: string): Said<ErrorReason> | null {
  const entries = zipEntries(buf);
  const macro = entries.find((e) => /(^|\/)vbaProject\.bin$/i.test(e.name));
  if (macro) return macros(name, 'vbaProject.bin');
  // What the archive declares, first: refused without inflating anything.
  const declared = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
  if (declared > docxLimits.maxInflatedBytes) return tooBig(name);
  if (entries.some((e) => e.uncompressedSize > docxLimits.maxRatio * Math.max(e.compressedSize, 1)))
    return tooBig(name);
  // Then what it really holds (a directory can lie): each entry inflated up to its bound, no further.
  let left = docxLimits.maxInflatedBytes;
  for (const entry of entries) {
    if (entry.method === 0) continue; // stored: its size is its bytes
    if (entry.method !== 8 || buf.readUInt32LE(entry.localOffset) !== 0x04034b50) return unreadable(name);
    const start =
      entry.localOffset +
      30 +
      buf.readUInt16LE(entry.localOffset + 26) +
      buf.readUInt16LE(entry.localOffset + 28);
    const bound = Math.min(left, docxLimits.maxRatio * Math.max(entry.compressedSize, 1));
    try {
      const inflated = inflateRawSync(buf.subarray(start, start + entry.compressedSize), {
        maxOutputLength: Math.max(bound, 1),
      });
      left -= inflated.length;
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return tooBig(name);
      return unreadable(name);
    }
  }
  return null;
}

/** Old binary .doc: macros live in a 'Macros' storage holding the '_VBA_PROJECT' stream. */
function docProblem(buf: Buffer, name: string): Said<ErrorReason> | null {
  const utf16 = (text: string) => Buffer.from(text, 'utf16le');
  if (buf.includes(utf16('_VBA_PROJECT')) || buf.includes(utf16('Macros'))) return macros(name, 'Macros/VBA');
  return null;
}

/** Why this Word document is refused, or null for any other file or a clean document. */
export function officeDocumentIssue(buf: Buffer, ext: string, name: string): Said<ErrorReason> | null {
  if (ext === 'docx') return docxProblem(buf, name);
  if (ext === 'doc') return docProblem(buf, name);
  return null;
}

/** The same in English words. */
export function officeDocumentProblem(buf: Buffer, ext: string, name: string): string | null {
  const issue = officeDocumentIssue(buf, ext, name);
  return issue && textIn('en', issue.id, issue.values);
}
