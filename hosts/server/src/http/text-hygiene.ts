/**
 * Control characters and unpaired UTF-16 surrogates never reach the database. A NUL makes PostgreSQL refuse the
 * statement, and so does a lone surrogate in a jsonb value (both were a 500 before this check); in a text column a
 * lone surrogate silently became U+FFFD. The other controls hide text, break exports and confuse whoever reads the
 * value later. One hook checks every string (and object key) of every parsed JSON body, so no route can forget it,
 * and answers 400 `invalid_characters` naming the field. Line breaks and tabs are text in the fields that hold
 * several lines (album documents, the sticker link message, error reports) and refused elsewhere.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/** C0 controls but tab, line feed and carriage return; DEL; C1 controls. */
// eslint-disable-next-line no-control-regex -- matching control characters is this module's job
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** The same plus tab and line breaks, for one-line fields. */
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_OR_BREAK = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/**
 * A surrogate that is not half of a pair: with the `u` flag a pair is read as one code point (an emoji), so only
 * a high surrogate without its low one, or a low one alone, is a `Cs` code point here. Clients never produce one
 * from typed text; it arrives as a `\ud800` escape in hand-written JSON or from a string cut inside a pair.
 */
const LONE_SURROGATE = /\p{Cs}/u;

export type InvalidText = 'control' | 'surrogate';

function invalidIn(text: string, allowsBreaks: boolean): InvalidText | undefined {
  if ((allowsBreaks ? CONTROL : CONTROL_OR_BREAK).test(text)) return 'control';
  if (LONE_SURROGATE.test(text)) return 'surrogate';
  return undefined;
}

const DESCRIPTION: Record<InvalidText, string> = {
  control: 'control characters, which are not accepted here',
  surrogate: 'an unpaired UTF-16 surrogate (half of a character), which is not valid text',
};

/**
 * Where several lines are allowed: route → field prefixes ('' = the whole body). Routes are under the API prefix.
 */
const MULTI_LINE: Record<string, string[]> = {
  'POST /albums': ['workspace', 'stickers', 'stickerTemplateSettings', 'analytics_metadata'],
  'PUT /albums/:id/document': ['content'],
  'PATCH /albums/:id': ['stickerUploadContent'],
  'POST /client_errors': [''],
  // The staff's notes on an order (issue #17): comments, the order's comment and status message, feedback mails.
  'PATCH /orders/:id': ['comment', 'status_message'],
  'POST /orders/:id/comments': ['content'],
  'POST /orders/:id/order_updates': ['metadata.message'],
};

/** The dotted path of the first string (or key) in `value` with a character it may not hold, and what it is. */
export function findInvalidText(
  value: unknown,
  multiLine: readonly string[] = [],
  path: string[] = [],
): { field: string; problem: InvalidText } | undefined {
  const allowsBreaks = () => {
    const field = path.join('.');
    return multiLine.some((prefix) => prefix === '' || field === prefix || field.startsWith(`${prefix}.`));
  };
  if (typeof value === 'string') {
    const problem = invalidIn(value, allowsBreaks());
    return problem && { field: path.join('.'), problem };
  }
  if (value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findInvalidText(item, multiLine, [...path, String(index)]);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    const problem = invalidIn(key, false);
    if (problem) return { field: [...path, key].join('.'), problem };
    const found = findInvalidText(item, multiLine, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

export function installTextHygiene(app: FastifyInstance, prefix: string): void {
  const multiLine = new Map(
    Object.entries(MULTI_LINE).map(([route, fields]) => {
      const [method, path] = route.split(' ');
      return [`${method} ${prefix}${path}`, fields];
    }),
  );
  app.addHook('preValidation', async (request: FastifyRequest) => {
    // Path and query values are looked up in the database, where a NUL fails the statement.
    for (const source of [request.params, request.query]) {
      const found = findInvalidText(source);
      if (found !== undefined) {
        const { field, problem } = found;
        throw new HttpError(400, 'invalid_characters', `${field} contains ${DESCRIPTION[problem]}`, field);
      }
    }
    const body: unknown = request.body;
    // Only parsed JSON: streamed uploads and raw buffers are files, not text.
    if (body === null || typeof body !== 'object' || Buffer.isBuffer(body) || 'pipe' in body) return;
    const found = findInvalidText(body, multiLine.get(`${request.method} ${request.routeOptions.url}`));
    if (found !== undefined) {
      const { field, problem } = found;
      throw new HttpError(
        400,
        'invalid_characters',
        `${field || 'The body'} contains ${DESCRIPTION[problem]}`,
        field || undefined,
      );
    }
  });
}
