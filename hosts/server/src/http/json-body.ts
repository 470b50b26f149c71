/**
 * The JSON body parser: Fastify's own (prototype-poisoning checks included), after a depth check. Deeply nested
 * JSON is cheap to send and costly to walk (every recursive validator and the database's jsonb functions follow it),
 * and nothing the app sends comes near the limit (an album document nests about a dozen levels).
 */
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

export const MAX_JSON_DEPTH = 64;

/** The deepest nesting of arrays and objects in a JSON text, counted up to `stopAbove + 1`. */
export function jsonDepth(text: string, stopAbove = MAX_JSON_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > deepest) {
        deepest = depth;
        if (deepest > stopAbove) return deepest;
      }
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

export function installJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepth(text) > MAX_JSON_DEPTH) {
      done(
        new HttpError(400, 'too_deeply_nested', `JSON may nest at most ${MAX_JSON_DEPTH} levels deep`),
        undefined,
      );
      return;
    }
    void parse(request, text, done);
  });
}
