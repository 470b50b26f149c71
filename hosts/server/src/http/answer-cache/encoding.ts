/** Content negotiation of the cached answers: which of the encodings the cache keeps the client accepts. */

/** The encodings a cached answer is sent in: brotli, gzip or the plain bytes. */
export type AnswerEncoding = 'br' | 'gzip' | 'identity';

/** Encodings the cache can compress to, best first: brotli is about 20 % smaller than gzip on album JSON. */
const COMPRESSED: readonly AnswerEncoding[] = ['br', 'gzip'];

/** The q-values of an Accept-Encoding header by coding (lower case), `*` included. */
function qualities(header: string): Map<string, number> {
  const result = new Map<string, number>();
  for (const part of header.split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (!coding) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    result.set(coding.trim(), Number.isFinite(value) ? value : 0);
  }
  return result;
}

/**
 * The encoding to answer in for an Accept-Encoding header: the compressed one with the highest q-value (brotli on a
 * tie), `*` standing for any not named; `identity` when the client names none it accepts (or sends no header: RFC
 * 9110 allows any coding then, but clients that send nothing, such as scripts, usually cannot decode one).
 */
export function chooseEncoding(header: string | string[] | undefined): AnswerEncoding {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  if (value.trim() === '') return 'identity';
  const q = qualities(value);
  const any = q.get('*');
  let best: AnswerEncoding = 'identity';
  let bestQ = 0;
  for (const coding of COMPRESSED) {
    const quality = q.get(coding) ?? any ?? 0;
    if (quality > bestQ) {
      best = coding;
      bestQ = quality;
    }
  }
  return best;
}
