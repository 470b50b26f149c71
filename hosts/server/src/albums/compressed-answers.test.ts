import { describe, expect, it } from 'vitest';
import { answerBytes, answerTag, headsKeyOfTag, type AlbumAnswer } from './compressed-answers';

const HEADS = 'A'.repeat(27);

const answer = (title: string, state = HEADS): AlbumAnswer => ({
  albumId: 'a',
  version: 1,
  state,
  head: Buffer.from(`{"data":{"album":{"title":"${title}",`),
  tail: Buffer.from('"workspace":{"type":"Root"}}'),
});

describe('album answer bytes and validator', () => {
  it('splices the head and the stored content into one JSON answer', () => {
    expect(JSON.parse(answerBytes(answer('A')).toString())).toEqual({
      data: { album: { title: 'A', workspace: { type: 'Root' } } },
    });
  });

  it('makes a tag that names the heads and changes with the rest of the answer', () => {
    const tag = answerTag(answer('A'));
    expect(headsKeyOfTag(tag)).toBe(HEADS);
    expect(headsKeyOfTag(`W/${tag}`)).toBe(HEADS);
    expect(answerTag(answer('A'))).toBe(tag);
    expect(answerTag(answer('B'))).not.toBe(tag);
    expect(answerTag(answer('A', 'B'.repeat(27)))).not.toBe(tag);
  });

  it('reads no heads from other values', () => {
    expect(headsKeyOfTag('"abc"')).toBeNull();
    expect(headsKeyOfTag('*')).toBeNull();
  });
});
