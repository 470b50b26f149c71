import type { ApiErrorBody } from './wire';

/**
 * A failed call: the HTTP status and the server's `{error: {code, message, field?}}`. Network failures are
 * `ApiError`s too, with status 0 and code `network_error`; aborted calls have code `aborted`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  /** The input field the error is about (400 answers), e.g. `title` or `sticker_upload.name`. */
  readonly field: string | undefined;
  readonly details: Array<{ field?: string; message: string }>;

  constructor(status: number, body: ApiErrorBody['error'], options?: { cause?: unknown }) {
    super(body.message, options);
    this.status = status;
    this.code = body.code;
    this.field = body.field;
    this.details = body.details ?? [];
  }

  /** True for answers the user can act on (4xx), false for server and network failures. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

/** Reads an error answer, whatever the server (or a proxy in front of it) sent. */
export function errorFromBody(status: number, text: string): ApiError {
  try {
    const parsed = JSON.parse(text) as Partial<ApiErrorBody>;
    if (parsed.error && typeof parsed.error.code === 'string' && typeof parsed.error.message === 'string') {
      return new ApiError(status, parsed.error);
    }
  } catch {
    // Not JSON: fall through to a generic error.
  }
  return new ApiError(status, { code: `http_${status}`, message: text.slice(0, 200) || `HTTP ${status}` });
}
