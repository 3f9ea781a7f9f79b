// One declaration per endpoint, shared by the API (which mounts it: access, limits, input), the renderer
// (which calls it: method, path, typed input, checked reply) and the OpenAPI document.
import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Who may call it: anyone, a signed-in user, or an admin (mount checks it; rules that depend on the object,
 * e.g. "a participant or an admin", live in the use case). */
export type Access = 'public' | 'signedIn' | 'admin';

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

/**
 * A declared rate limit (mount applies it, the API document shows it): at most `max` requests per fixed window,
 * counted per `per`, and shared by every endpoint naming the same `bucket`.
 */
export interface RateLimitRule {
  /** The counters' name; endpoints with one bucket share them (e.g. a booking's create and reschedule). */
  bucket: string;
  windowMs: number;
  max: number;
  /** A number setting of the server's config that replaces `max` when set (e.g. 'signupLimit'). */
  maxSetting?: string;
  /**
   * What is counted apart: the client address; the signed-in user (else the address); or the e-mail sent
   * together with the address (sign-in: never the e-mail alone, so a stranger cannot lock its owner out).
   */
  per: 'address' | 'user' | 'emailAndAddress';
  /** Count failed requests only (sign-in: a day of successful sign-ins never locks anyone out). */
  failuresOnly?: boolean;
  /** The 429 message, given the seconds to wait (default: a general one). */
  message?: (retryAfterSeconds: number) => string;
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
  /** Rate limits, checked after sign-in and before the input is read; all must pass. */
  limits?: readonly RateLimitRule[];
  /** Success status (default 200). */
  status?: number;
  /** Headers the reply carries, by name, each with one line for the API document (e.g. the next page's cursor). */
  replyHeaders?: Readonly<Record<string, string>>;
  /** A reply that is not JSON (a file, a page): the media types it comes as (contract/mediaTypes.ts). */
  replyTypes?: readonly string[];
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
export { nextCursorHeader, pathOf } from './paths';
