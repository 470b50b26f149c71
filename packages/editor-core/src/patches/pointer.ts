/**
 * JSON pointers (RFC 6901) as used by patch operations: `''` is the domain root, every other pointer is
 * `/segment/segment...` with `~` written `~0` and `/` written `~1` inside a segment.
 */

/** Escapes one segment. Ids never contain `~` or `/`, so the common case returns the input untouched. */
export function escapeSegment(segment: string): string {
  if (segment.indexOf('~') === -1 && segment.indexOf('/') === -1) return segment;
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Reverses `escapeSegment`. `~1` is decoded before `~0` would create new `~1` sequences, as RFC 6901 requires. */
export function unescapeSegment(segment: string): string {
  if (segment.indexOf('~') === -1) return segment;
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Builds a pointer from path segments (numbers are array indexes). An empty list gives the root pointer `''`. */
export function formatPointer(segments: ReadonlyArray<string | number>): string {
  let out = '';
  for (const segment of segments) out += '/' + escapeSegment(String(segment));
  return out;
}

/**
 * Splits a pointer into unescaped segments. Returns `null` for a string that is not a pointer (non-empty and not
 * starting with `/`).
 */
export function parsePointer(pointer: string): string[] | null {
  if (pointer === '') return [];
  if (pointer.charCodeAt(0) !== 47 /* '/' */) return null;
  const parts = pointer.slice(1).split('/');
  for (let i = 0; i < parts.length; i++) parts[i] = unescapeSegment(parts[i]!);
  return parts;
}
