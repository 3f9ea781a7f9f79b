// The one error type the API client throws, so screens can map failures to the spec's error catalogue.

export type ApiErrorKind = 'http' | 'network';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status; undefined when no response came back (network failure). */
  readonly status: number | undefined;
  /** The server's stable error code, or a client-made one ('network_error', 'page_left', 'invalid_response', 'http_<status>'). */
  readonly code: string;
  /** The server's own message, when it sent one; screens fall back to their own text otherwise. */
  readonly serverMessage: string | undefined;
  /** The server's stable specific reason ('admin_two_factor_required'), when it sent one. */
  readonly reason: string | undefined;

  constructor(init: {
    kind: ApiErrorKind;
    status?: number;
    code: string;
    message: string;
    serverMessage?: string;
    reason?: string;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.serverMessage = init.serverMessage;
    this.reason = init.reason;
  }
}

/** The code of a request the browser dropped because the page was being left: it got no answer at all. */
export const pageLeftCode = 'page_left';

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
