// The New request form's pure parts: its values, the checks before sending (the fields by the API's own declared
// schema, contract/requests.ts, so both sides agree; the files by count, size and extension) and the multipart body.
import { createRequestFieldsSchema } from '@contract';
import { requestMessages } from '@contract/requestTerms';
import { translate } from '@/i18n';
import { defaultFileLimits, type FileLimits } from '@/stores/RequestsStore';
import { checkFiles } from './requestFiles';

export { defaultFileLimits, type FileLimits };
export { acceptedExtensions, checkFiles } from './requestFiles';

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

/** The message to show (in the reader's language: the contract's rules are listed in contractWords.ts), or null
 * when the form may be sent. */
export function validateRequestForm(
  values: RequestFormValues,
  files: File[] = [],
  limits: FileLimits = defaultFileLimits,
): string | null {
  const checked = createRequestFieldsSchema.safeParse(values);
  if (!checked.success) {
    const [issue] = checked.error.issues;
    // The API lists what is missing; the form says the spec's line alone.
    const missing = issue.code === 'custom' && issue.params?.missing;
    return translate(missing ? requestMessages.missingFields : issue.message);
  }
  return checkFiles(files, limits);
}

export function toFormData(values: RequestFormValues, files: File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) if (value.trim()) form.append(name, value.trim());
  for (const file of files) form.append('documents', file, file.name);
  return form;
}
