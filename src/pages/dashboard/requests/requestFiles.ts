// The New request form's file checks, without the form's schema (requestForm.ts re-exports them): Schedules and
// the consultation room offer the same extensions without carrying the contract's schemas (and zod).
import { translate } from '@/i18n';
import { defaultFileLimits, type FileLimits } from '@/stores/RequestsStore';

export const acceptedExtensions = ['.png', '.jpg', '.jpeg', '.pdf', '.doc', '.docx'];

/** Limits of the document list: count, size and extension. */
export function checkFiles(
  files: File[],
  { maxFiles, maxFileMb }: FileLimits = defaultFileLimits,
): string | null {
  if (files.length > maxFiles)
    return translate(
      '{count, plural, one {You can attach up to # file.} other {You can attach up to # files.}}',
      {
        count: maxFiles,
      },
    );
  for (const file of files) {
    const lower = file.name.toLowerCase();
    if (!acceptedExtensions.some((ext) => lower.endsWith(ext)))
      return translate('Unsupported file type: {name}. Allowed: PNG, JPG, PDF, DOC, DOCX.', {
        name: file.name,
      });
    if (file.size > maxFileMb * 1024 * 1024)
      return translate('{name} is larger than {size} MB.', { name: file.name, size: maxFileMb });
  }
  return null;
}
