import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, TooManyRequests, type ErrorBody } from './errors';

/** What a failure of ours answers: nothing of its cause, which goes to the log. */
const INTERNAL_ERROR: ErrorBody = {
  error: { code: 'internal_error', message: 'An error occurred. Please try again.' },
};

/**
 * Every error leaves as `{error: {code, message, field?}}`: `HttpError`s with their status, Fastify's own
 * client errors (malformed JSON, too large, unsupported media type) with theirs, anything else as a logged 500.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof TooManyRequests) reply.header('retry-after', String(error.retryAfterSeconds));
    if (error instanceof HttpError) return reply.status(error.status).send(error.toBody());
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(INTERNAL_ERROR);
    }
    const fastifyCode = 'code' in error && typeof error.code === 'string' ? error.code : '';
    const code =
      {
        FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
        FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
        FST_ERR_CTP_BODY_TOO_LARGE: 'too_large',
        FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
      }[fastifyCode] ?? (status === 404 ? 'not_found' : 'invalid_input');
    const body: ErrorBody = { error: { code, message: error.message } };
    return reply.status(status).send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    const body: ErrorBody = {
      error: { code: 'not_found', message: `No route ${request.method} ${request.url}` },
    };
    return reply.status(404).send(body);
  });
}

/** What `frameworkErrors` answers for the errors Fastify raises before routing; others are a logged 500. */
const FRAMEWORK_ANSWERS: Record<string, HttpError> = {
  FST_ERR_BAD_URL: new HttpError(
    400,
    'invalid_url',
    'The URL is not valid: a % must start a percent-encoded UTF-8 character (%XX with two hexadecimal digits)',
  ),
  FST_ERR_MAX_PARAM_LENGTH: new HttpError(414, 'url_too_long', 'A part of the URL path is too long'),
};

/**
 * Fastify's `frameworkErrors` option. A URL it cannot decode (`%E0%A4%A`) or a path parameter over its length
 * limit is answered before routing, so neither the error handler nor any hook sees it, and Fastify's own body
 * (`{"error":"Bad Request","code":"FST_ERR_BAD_URL"}`, with the URL echoed) would break the one error format
 * clients read. The URL is not repeated in the message: it is the caller's own, and may be long.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  // No hook runs for these answers, so helmet's headers are missing; this one keeps the JSON from being sniffed.
  reply.header('x-content-type-options', 'nosniff');
  const known = FRAMEWORK_ANSWERS[error.code];
  if (known) {
    void reply.status(known.status).send(known.toBody());
    return;
  }
  request.log.error({ err: error }, 'request failed before routing');
  void reply.status(500).send(INTERNAL_ERROR);
}
