/** The body of every error answer: `{error: {code, message, field?}}`. */
export interface ErrorBody {
  error: {
    /** Stable machine-readable code, e.g. `invalid_input`, `unauthorized`, `forbidden`, `not_found`. */
    code: string;
    /** Human-readable English explanation (clients translate by `code`). */
    message: string;
    /** Dotted path of the offending input field, for 400 answers (`title`, `sticker_upload.name`). */
    field?: string;
    /** Every problem when there are several (document validation lists them all). */
    details?: Array<{ field?: string; message: string }>;
  };
}

/** An error that becomes an HTTP answer with the given status and `ErrorBody`. Throw it from any route. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly details?: Array<{ field?: string; message: string }>,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ErrorBody {
    const error: ErrorBody['error'] = { code: this.code, message: this.message };
    if (this.field !== undefined) error.field = this.field;
    if (this.details !== undefined) error.details = this.details;
    return { error };
  }
}

export const badRequest = (message: string, field?: string, code = 'invalid_input') =>
  new HttpError(400, code, message, field);
export const unauthorized = (message = 'Sign-in required', code = 'unauthorized') =>
  new HttpError(401, code, message);
export const forbidden = (message = 'No access', code = 'forbidden') => new HttpError(403, code, message);
export const notFound = (what = 'Resource') => new HttpError(404, 'not_found', `${what} not found`);
export const conflict = (message: string, code = 'conflict') => new HttpError(409, code, message);

/** 429 `rate_limited`: the caller must wait `retryAfterSeconds` (sent as `Retry-After`). */
export class TooManyRequests extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      429,
      'rate_limited',
      `Too many requests; try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`,
    );
  }
}
