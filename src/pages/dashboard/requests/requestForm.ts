// The New request form's pure parts: its values, the client-side checks and the multipart body.
import { requestMessages } from '@contract';

export interface RequestFormValues {
  title: string;
  description: string;
  consultationType: string;
  budget: string;
  /** YYYY-MM-DD */
  date: string;
  timing: string;
  mention: string;
  /** A lawyer mentioned from their profile, by id (their e-mail may be private): stands in for `mention`. */
  mentionId: string;
}

export const emptyRequestForm = (mention = '', mentionId = ''): RequestFormValues => ({
  title: '',
  description: '',
  consultationType: '',
  budget: '',
  date: '',
  timing: '',
  mention,
  mentionId,
});

/** How many documents, and how large each, a request may carry: the server says (GET /api/health). */
export interface FileLimits {
  maxFiles: number;
  maxFileMb: number;
}

/** The server's own defaults, used until (or when) it has not answered. */
export const defaultFileLimits: FileLimits = { maxFiles: 5, maxFileMb: 10 };

export const acceptedExtensions = ['.png', '.jpg', '.jpeg', '.pdf', '.doc', '.docx'];

const required: (keyof RequestFormValues)[] = [
  'title',
  'description',
  'mention',
  'consultationType',
  'timing',
  'date',
];

/** The message to show, or null when the form may be sent. */
export function validateRequestForm(
  values: RequestFormValues,
  files: File[] = [],
  limits: FileLimits = defaultFileLimits,
): string | null {
  const missing = required.some((name) => !values[name].trim() && !(name === 'mention' && values.mentionId));
  if (missing) return requestMessages.missingFields;
  if (values.budget.trim() && !/^\d+(\.\d{1,2})?$/.test(values.budget.trim()))
    return 'Budget must be an amount in rupees.';
  return checkFiles(files, limits);
}

/** Limits of the document list: count, size and extension. */
export function checkFiles(
  files: File[],
  { maxFiles, maxFileMb }: FileLimits = defaultFileLimits,
): string | null {
  if (files.length > maxFiles) return `You can attach up to ${maxFiles} files.`;
  for (const file of files) {
    const lower = file.name.toLowerCase();
    if (!acceptedExtensions.some((ext) => lower.endsWith(ext)))
      return `Unsupported file type: ${file.name}. Allowed: PNG, JPG, PDF, DOC, DOCX.`;
    if (file.size > maxFileMb * 1024 * 1024) return `${file.name} is larger than ${maxFileMb} MB.`;
  }
  return null;
}

export function toFormData(values: RequestFormValues, files: File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) if (value.trim()) form.append(name, value.trim());
  for (const file of files) form.append('documents', file, file.name);
  return form;
}
