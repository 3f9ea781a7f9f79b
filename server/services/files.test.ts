import { describe, expect, it } from 'vitest';
import { fakeExe, htmlPage, tinyDoc, tinyDocx, tinyJpeg, tinyPdf, tinyPng, zipOf } from '../test/sampleFiles';
import { cleanName, detectFileType, unsupportedFileType, zipEntryNames } from './files';

describe('detectFileType', () => {
  it('recognises the accepted documents by their bytes', () => {
    expect(detectFileType(tinyPng)?.ext).toBe('png');
    expect(detectFileType(tinyJpeg)?.ext).toBe('jpg');
    expect(detectFileType(tinyPdf)?.ext).toBe('pdf');
    expect(detectFileType(tinyDoc)?.ext).toBe('doc');
    expect(detectFileType(tinyDocx)?.ext).toBe('docx');
  });

  it('refuses executables, HTML, empty files and zips that are not Word documents', () => {
    expect(detectFileType(fakeExe)).toBeNull();
    expect(detectFileType(htmlPage)).toBeNull();
    expect(detectFileType(Buffer.alloc(0))).toBeNull();
    expect(detectFileType(zipOf(['evil.exe', 'readme.txt']))).toBeNull();
    expect(detectFileType(zipOf(['[Content_Types].xml', 'xl/workbook.xml']))).toBeNull();
  });

  it('reads a zip central directory', () => {
    expect(zipEntryNames(zipOf(['a.txt', 'b/c.xml']))).toEqual(['a.txt', 'b/c.xml']);
    expect(zipEntryNames(Buffer.from('PK\x03\x04 truncated'))).toEqual([]);
  });
});

describe('file names', () => {
  it('keeps only the base name without control characters', () => {
    expect(cleanName('../../etc/passwd')).toBe('passwd');
    expect(cleanName('C:\\x\\report "final".pdf')).toBe('report final.pdf');
    expect(cleanName('')).toBe('document');
    expect(cleanName(null)).toBe('document');
  });

  it('names the refused file and the allowed types', () => {
    const error = unsupportedFileType('setup.pdf');
    expect(error.status).toBe(415);
    expect(error.message).toBe('Unsupported file type: setup.pdf. Allowed: PNG, JPG, PDF, DOC, DOCX.');
  });
});
