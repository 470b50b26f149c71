import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError, TooManyRequests, type ErrorBody } from './errors';

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
      const body: ErrorBody = {
        error: { code: 'internal_error', message: 'An error occurred. Please try again.' },
      };
      return reply.status(500).send(body);
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
