/**
 * Values for jsonb columns. Both drivers accept JSON text for a jsonb parameter, while their handling of raw
 * objects and arrays differs (pg sends JS arrays as Postgres arrays), so every jsonb write goes through here.
 */

/**
 * The two escapes JSON.stringify writes that jsonb refuses: `\u0000` and a surrogate (a pair is written as the
 * character itself, so an escaped one is unpaired). The lookbehind starts the match at the beginning of a run of
 * backslashes, so an escaped backslash followed by the letters `u0000` is not taken for an escape.
 *
 * Defence in depth: request bodies with either are answered 400 by `http/text-hygiene.ts`, so one here comes from
 * the server itself (a string cut inside an emoji, text from a file). It is refused with an error that names the
 * cause rather than the driver's "invalid input syntax for type json"; it is not replaced by U+FFFD, which would
 * store changed text and hide the bug.
 */
const JSONB_REFUSES = /(?<!\\)(?:\\\\)*\\u(?:0000|d[89a-f][0-9a-f]{2})/;

export function json(value: unknown): string {
  const text = JSON.stringify(value ?? null);
  // JSON.stringify writes a `\u` escape only for rare controls and lone surrogates, so on nearly every value,
  // large album documents included, the check is one substring search.
  if (text.includes('\\u') && JSONB_REFUSES.test(text)) {
    throw new Error(
      'A jsonb value holds a NUL or an unpaired UTF-16 surrogate, which PostgreSQL refuses (request bodies are ' +
        'checked in http/text-hygiene.ts, so the server built this value)',
    );
  }
  return text;
}
