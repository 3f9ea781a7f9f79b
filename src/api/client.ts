// The one HTTP client of the renderer: JSON in and out, bearer token when there is one, no timeout
// (as the spec's client), 200-299 = success unless a call says otherwise, optional zod check of replies.
// Only zod *types* are imported here: zod itself stays out of the first-load bundle until a schema is used.
import type { ApiErrorBody, CallInput, Endpoint } from '@contract';
import { nextCursorHeader, pathOf } from '@contract/paths';
import type { z } from 'zod';
import { ApiError, pageLeftCode } from './ApiError';
import { isLeavingPage } from './pageLeaving';

export interface ApiClientConfig {
  /** '' = same origin. */
  baseUrl: string;
  getToken: () => Promise<string | null> | string | null;
  /** The reader's language (a BCP 47 code): the server answers errors and texts in it. */
  getLanguage?: () => string;
  /** Injected in tests. */
  fetch?: typeof fetch;
  /** Injected in tests; default: the page's own `pagehide` (pageLeaving.ts). */
  isLeavingPage?: () => boolean;
}

export interface RequestOptions<S extends z.ZodType> {
  /** Validates (and types) the reply. */
  schema?: S;
  /** Which statuses count as success; default 200-299. */
  isSuccess?: (status: number) => boolean;
  /** Shown the reply's headers (a list's next page named in a header). */
  headersSeen?: (headers: Headers) => void;
}

export interface UploadOptions<S extends z.ZodType> extends RequestOptions<S> {
  /** Percentage of the request body sent, 0-100. */
  onProgress?: (percent: number) => void;
  /** POST unless a declared endpoint says otherwise (PUT of a questionnaire). */
  method?: 'POST' | 'PUT';
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Reply<S extends z.ZodType> = Promise<z.output<S>>;

const defaultIsSuccess = (status: number) => status >= 200 && status < 300;

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The `{ message, code }` error body (contract's apiErrorSchema), read without zod; either may be missing. The
 * message shown is `text`, the same in the reader's language (Accept-Language), when the server sent one.
 */
function readErrorBody(body: unknown): Partial<ApiErrorBody> {
  if (typeof body !== 'object' || body === null) return {};
  const { message, code, text, reason } = body as Record<string, unknown>;
  const shown = typeof text === 'string' && text ? text : message;
  return {
    message: typeof shown === 'string' && shown ? shown : undefined,
    code: typeof code === 'string' && code ? code : undefined,
    reason: typeof reason === 'string' && reason ? reason : undefined,
  };
}

/** Turns a finished response into data or an ApiError; shared by fetch and XHR paths. */
function settle<S extends z.ZodType>(status: number, text: string, options: RequestOptions<S>): z.output<S> {
  const body = parseJson(text);
  const isSuccess = options.isSuccess ?? defaultIsSuccess;
  if (!isSuccess(status)) {
    const { message: serverMessage, code, reason } = readErrorBody(body);
    throw new ApiError({
      kind: 'http',
      status,
      code: code ?? `http_${status}`,
      message: serverMessage ?? `Request failed with status ${status}`,
      serverMessage,
      reason,
    });
  }
  if (!options.schema) return body as z.output<S>;
  const checked = options.schema.safeParse(body);
  if (!checked.success) {
    throw new ApiError({
      kind: 'http',
      status,
      code: 'invalid_response',
      message: 'The server sent an unexpected reply.',
    });
  }
  return checked.data;
}

const networkError = (pageLeft: boolean) =>
  new ApiError({
    kind: 'network',
    code: pageLeft ? pageLeftCode : 'network_error',
    message: 'Unable to connect to the server.',
  });

export function createApiClient(config: ApiClientConfig) {
  const doFetch = config.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const url = (path: string) => `${config.baseUrl}${path}`;
  // Decided a task later: the browser drops a leaving page's requests while `pagehide` is being dispatched, so
  // their rejection can run before the listener that notes the leaving does.
  const failed = async () => {
    await new Promise((next) => setTimeout(next, 0));
    return networkError((config.isLeavingPage ?? isLeavingPage)());
  };

  async function commonHeaders(): Promise<Record<string, string>> {
    const token = await config.getToken();
    const language = config.getLanguage?.();
    return {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(language ? { 'Accept-Language': language } : {}),
    };
  }

  async function request<S extends z.ZodType>(
    method: Method,
    path: string,
    body: unknown,
    options: RequestOptions<S> = {},
  ): Reply<S> {
    const headers: Record<string, string> = { Accept: 'application/json', ...(await commonHeaders()) };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await doFetch(url(path), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw await failed();
    }
    options.headersSeen?.(response.headers);
    return settle(response.status, await response.text(), options);
  }

  /** Multipart upload over XHR, because fetch cannot report upload progress. */
  async function upload<S extends z.ZodType>(
    path: string,
    form: FormData,
    options: UploadOptions<S> = {},
  ): Reply<S> {
    const headers = await commonHeaders();
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(options.method ?? 'POST', url(path));
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
      };
      xhr.onload = () => {
        try {
          resolve(settle(xhr.status, xhr.responseText, options));
        } catch (error) {
          reject(error);
        }
      };
      xhr.onerror = () => void failed().then(reject);
      xhr.send(form);
    });
  }

  /** GET of a file (e.g. a ZIP): the body as a Blob, errors as for JSON calls. POST with a JSON body when given
   * (a document's secured PIN travels in the body, never in the address). */
  async function download(
    path: string,
    init: { method?: 'GET' | 'POST'; body?: unknown } = {},
  ): Promise<Blob> {
    let response: Response;
    const headers = await commonHeaders();
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    try {
      response = await doFetch(url(path), {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
    } catch {
      throw await failed();
    }
    if (!defaultIsSuccess(response.status)) settle(response.status, await response.text(), {});
    return response.blob();
  }

  /** A declared endpoint (server/contract): its method and path, the input it takes, its reply checked.
   * `isSuccess` narrows success where the spec names one status (sign-up: only 201; token checks: only 200). */
  function call<E extends Endpoint>(
    declared: E,
    input: CallInput<E> = {} as CallInput<E>,
    { isSuccess, headersSeen }: Pick<RequestOptions<E['reply']>, 'isSuccess' | 'headersSeen'> = {},
  ): Reply<E['reply']> {
    const { params, query, body } = input as {
      params?: Record<string, string>;
      query?: Record<string, string>;
      body?: unknown;
    };
    // Fields left undefined are not sent; no query at all adds no '?'.
    const given = Object.entries(query ?? {}).filter(([, value]) => value !== undefined);
    const search = given.length ? `?${new URLSearchParams(given).toString()}` : '';
    return request<E['reply']>(declared.method, `${pathOf(declared, params)}${search}`, body, {
      schema: declared.reply,
      isSuccess,
      headersSeen,
    });
  }

  /** A declared list answered as a bare array (the spec's shape), its next page named in a header: as a page. */
  async function callArrayPage<E extends Endpoint>(
    declared: E,
    input: CallInput<E> = {} as CallInput<E>,
  ): Promise<{ items: z.output<E['reply']>; nextCursor: string | null }> {
    let nextCursor: string | null = null;
    const items = await call(declared, input, {
      headersSeen: (headers) => (nextCursor = headers.get(nextCursorHeader)),
    });
    return { items, nextCursor };
  }

  /** A declared multipart endpoint: its method and path, the form as the body, its reply checked. */
  function callMultipart<E extends Endpoint>(
    declared: E,
    params: Record<string, string>,
    form: FormData,
    onProgress?: (percent: number) => void,
  ): Reply<E['reply']> {
    return upload<E['reply']>(pathOf(declared, params), form, {
      schema: declared.reply,
      method: declared.method === 'PUT' ? 'PUT' : 'POST',
      onProgress,
    });
  }

  return {
    call,
    callArrayPage,
    callMultipart,
    download,
    get: <S extends z.ZodType = z.ZodUnknown>(path: string, options?: RequestOptions<S>) =>
      request('GET', path, undefined, options),
    post: <S extends z.ZodType = z.ZodUnknown>(path: string, body?: unknown, options?: RequestOptions<S>) =>
      request('POST', path, body, options),
    put: <S extends z.ZodType = z.ZodUnknown>(path: string, body?: unknown, options?: RequestOptions<S>) =>
      request('PUT', path, body, options),
    patch: <S extends z.ZodType = z.ZodUnknown>(path: string, body?: unknown, options?: RequestOptions<S>) =>
      request('PATCH', path, body, options),
    delete: <S extends z.ZodType = z.ZodUnknown>(path: string, options?: RequestOptions<S>) =>
      request('DELETE', path, undefined, options),
    upload,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
