import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  acceptToFilters,
  maxUploadBytes,
  openFilesSchema,
  pickFiles,
  readPickedFiles,
  type ShowOpenDialog,
} from './filePicker';

// The web's accept list for request documents (src/pages/dashboard/requests/requestForm.ts).
const documents = ['.png', '.jpg', '.jpeg', '.pdf', '.doc', '.docx'];
const dir = mkdtempSync(join(tmpdir(), 'lexsetu-picker-'));
const file = (name: string, size: number) => {
  const path = join(dir, name);
  writeFileSync(path, Buffer.alloc(size, 1));
  return path;
};
const dialogChoosing = (filePaths: string[], canceled = false) =>
  vi.fn<ShowOpenDialog>(async () => ({ canceled, filePaths }));

describe('file picker filters', () => {
  it('maps the web accept list to one dialog filter', () => {
    expect(acceptToFilters(documents)).toEqual([
      { name: 'Allowed files', extensions: ['png', 'jpg', 'jpeg', 'pdf', 'doc', 'docx'] },
    ]);
  });

  it('understands MIME types and image/*', () => {
    expect(acceptToFilters(['application/pdf', 'image/*'])[0].extensions).toEqual([
      'pdf',
      'png',
      'jpg',
      'jpeg',
      'gif',
      'webp',
    ]);
    expect(acceptToFilters([])).toEqual([]);
  });

  it('rejects accept lists that are not extensions or MIME types', () => {
    expect(openFilesSchema.safeParse({ accept: ['../../etc'], multiple: false }).success).toBe(false);
    expect(openFilesSchema.safeParse({ accept: ['.pdf'], multiple: 'yes' }).success).toBe(false);
    expect(openFilesSchema.safeParse({ accept: ['.pdf', 'image/png'], multiple: true }).success).toBe(true);
  });
});

describe('picking files', () => {
  it('opens the dialog with the filters and returns name, type and bytes', async () => {
    const pdf = file('brief.pdf', 3);
    const png = file('Photo.PNG', 2);
    const dialog = dialogChoosing([pdf, png]);
    const picked = await pickFiles(dialog, { accept: documents, multiple: true }, 1024);
    expect(dialog).toHaveBeenCalledWith({
      properties: ['openFile', 'multiSelections'],
      filters: [{ name: 'Allowed files', extensions: ['png', 'jpg', 'jpeg', 'pdf', 'doc', 'docx'] }],
    });
    expect(picked.map(({ name, type, bytes }) => ({ name, type, size: bytes.length }))).toEqual([
      { name: 'brief.pdf', type: 'application/pdf', size: 3 },
      { name: 'Photo.PNG', type: 'image/png', size: 2 },
    ]);
  });

  it('asks for one file when the upload takes one', async () => {
    const dialog = dialogChoosing([file('cert.pdf', 1)]);
    await pickFiles(dialog, { accept: ['.pdf'], multiple: false }, 1024);
    expect(dialog.mock.calls[0][0].properties).toEqual(['openFile']);
  });

  it('returns nothing when the user cancels', async () => {
    expect(await pickFiles(dialogChoosing([], true), { accept: documents, multiple: true }, 1024)).toEqual(
      [],
    );
  });

  it('refuses a file over the size limit with a message naming it', async () => {
    const big = file('scan.pdf', 2 * 1024 * 1024 + 1);
    await expect(readPickedFiles([big], documents, 2 * 1024 * 1024)).rejects.toThrow(
      '"scan.pdf" is larger than the 2 MB limit.',
    );
    const exact = file('ok.pdf', 2 * 1024 * 1024);
    expect(await readPickedFiles([exact], documents, 2 * 1024 * 1024)).toHaveLength(1);
  });

  it('refuses a type outside the filter (a dialog switched to "All files") and folders', async () => {
    await expect(readPickedFiles([file('run.exe', 1)], documents, 1024)).rejects.toThrow(
      '"run.exe" is not an accepted file type',
    );
    const folder = join(dir, 'folder.pdf');
    mkdirSync(folder, { recursive: true });
    await expect(readPickedFiles([folder], documents, 1024)).rejects.toThrow('is not a file');
  });

  it('takes the limit from LEXSETU_MAX_UPLOAD_MB, 10 MB by default', () => {
    expect(maxUploadBytes({})).toBe(10 * 1024 * 1024);
    expect(maxUploadBytes({ LEXSETU_MAX_UPLOAD_MB: '25' })).toBe(25 * 1024 * 1024);
    expect(maxUploadBytes({ LEXSETU_MAX_UPLOAD_MB: 'lots' })).toBe(10 * 1024 * 1024);
  });
});
