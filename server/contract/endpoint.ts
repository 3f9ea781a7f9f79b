// One declaration per endpoint, shared by the API (which mounts it: auth, input validation), the renderer
// (which calls it: method, path, typed input, checked reply) and the OpenAPI document.
import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Who may call it: anyone, or a signed-in user (finer rules, e.g. "a participant", live in the use case). */
export type Access = 'public' | 'signedIn';

/** A multipart endpoint's files: which form fields may carry them and how many in all. Their content is
 * checked by the use case (services/files.ts: by bytes, never by name or declared type). */
export interface FileRule {
  /** The form fields that may carry a file; '*' for any (a questionnaire's files by question id). */
  fields: readonly string[] | '*';
  /** At most this many files in one request. */
  max: number;
  /** At least one file (default: none needed). */
  required?: boolean;
  /** One line for the API document: what may be sent. */
  accepts: string;
}

export interface EndpointInput {
  params?: z.ZodType;
  query?: z.ZodType;
  /** JSON, or the text fields of a multipart form when `files` is declared. */
  body?: z.ZodType;
  /** Declared: the endpoint takes multipart/form-data. */
  files?: FileRule;
}

/** A file the server received (formidable's temp file), with the form field it came in. */
export interface ReceivedFile {
  field: string;
  filepath: string;
  originalFilename?: string | null;
  size: number;
}

export interface Endpoint<
  I extends EndpointInput = EndpointInput,
  R extends z.ZodType = z.ZodType,
  A extends Access = Access,
> {
  method: HttpMethod;
  /** The full path, with `:name` parameters, e.g. '/api/bookings/:id/cancel'. */
  path: string;
  access: A;
  /** One line for the API document. */
  summary: string;
  /** The resource it belongs to (the API document's tag). */
  tag: string;
  input: I;
  reply: R;
  /** Success status (default 200). */
  status?: number;
}

export const endpoint = <I extends EndpointInput, R extends z.ZodType, A extends Access>(
  declared: Endpoint<I, R, A>,
) => declared;

/** The parsed input a use case receives. */
export type InputOf<E extends Endpoint> = {
  [K in keyof E['input']]: K extends 'files'
    ? ReceivedFile[]
    : E['input'][K] extends z.ZodType
      ? z.output<E['input'][K]>
      : never;
};
/** What a caller sends (before defaults and transforms); files travel as a FormData's File entries. */
export type CallInput<E extends Endpoint> = {
  [K in keyof E['input']]: K extends 'files'
    ? { field: string; file: Blob; name?: string }[]
    : E['input'][K] extends z.ZodType
      ? z.input<E['input'][K]>
      : never;
};
export type ReplyOf<E extends Endpoint> = z.output<E['reply']>;

/** The path with its parameters filled in (each encoded); zod-free, in paths.ts. */
export { pathOf } from './paths';
