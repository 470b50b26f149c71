import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CompressedAnswers, acceptsGzip, answerBytes, type AlbumAnswer } from './compressed-answers';

const answer = (head: string, version = 1): AlbumAnswer => ({
  albumId: 'a',
  version,
  // The heads key the content shows: another content, another key.
  state: `heads-of-content-${version}`,
  head: Buffer.from(`{"data":{"album":{"title":"${head}",`),
  tail: Buffer.from('"workspace":{"type":"Root"}}'),
});

describe('compressed album answers', () => {
  it('gzips the exact answer and reuses it for identical answers only', async () => {
    const answers = new CompressedAnswers();
    const first = await answers.gzip(answer('A'));
    expect(JSON.parse(gunzipSync(first).toString())).toEqual({
      data: { album: { title: 'A', workspace: { type: 'Root' } } },
    });
    expect(await answers.gzip(answer('A'))).toBe(first);
    expect(gunzipSync(await answers.gzip(answer('B'))).equals(answerBytes(answer('B')))).toBe(true);
    expect(await answers.gzip(answer('A', 2))).not.toBe(first);
  });

  it('compresses concurrent identical answers once', async () => {
    const answers = new CompressedAnswers();
    const results = await Promise.all([answers.gzip(answer('C')), answers.gzip(answer('C'))]);
    expect(results[0]).toBe(results[1]);
  });

  it('reads Accept-Encoding', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
