import { describe, expect, it } from 'vitest';
import type { NestedNode } from '../model/types';
import { parseClipboard, serializeClipboard } from './clipboard';

const rect: NestedNode = {
  type: 'Rectangle',
  props: { id: 'r1', x: 0, y: 0, width: 10, height: 10, rotation: 0, scale: 1, fill: 2 },
};
const group: NestedNode = {
  type: 'Group',
  props: { id: 'g1', x: 0, y: 0, width: 10, height: 10, rotation: 0, scale: 1 },
  children: [rect],
};

describe('clipboard payloads', () => {
  it('round-trips what the editor writes', () => {
    const text = serializeClipboard({ elements: [group], stickers: [], images: [] });
    expect(JSON.parse(text).format).toBe('sst-editor-public/1.0');
    expect(parseClipboard(text)).toEqual({
      ok: true,
      value: { tag: 'sst-editor-public/1.0', elements: [group], stickers: [], images: [] },
    });
  });

  it('accepts the older sts-you-client/1.0 tag', () => {
    const result = parseClipboard(JSON.stringify({ type: 'sts-you-client/1.0', nodes: [rect] }));
    expect(result).toEqual({
      ok: true,
      value: { tag: 'sts-you-client/1.0', elements: [rect], stickers: [], images: [] },
    });
  });

  it('rejects anything else as a wrong format, with the reason', () => {
    const reason = (text: string) => {
      const result = parseClipboard(text);
      return result.ok ? null : result.errors[0]!.values?.reason;
    };
    const tagged = (body: object) => JSON.stringify({ format: 'sst-editor-public/1.0', ...body });
    expect(reason('hello')).toBe('json');
    expect(reason('[1]')).toBe('json');
    expect(reason(JSON.stringify({ format: 'other/2.0', elements: [rect] }))).toBe('tag');
    expect(reason(tagged({ elements: [] }))).toBe('elements');
    expect(reason(tagged({ elements: [{ type: 'Spread', props: { id: 's' } }] }))).toBe('type');
    expect(reason(tagged({ elements: [{ ...rect, props: { id: 'r' } }] }))).toBe('props');
    expect(reason(tagged({ elements: [{ ...group, children: [] }] }))).toBe('group');
    expect(reason(tagged({ elements: [{ ...rect, children: [rect] }] }))).toBe('children');
    expect(reason(tagged({ elements: [rect], stickers: [{ id: 1 }] }))).toBe('stickers');
    expect(reason(tagged({ elements: [rect], images: 'x' }))).toBe('images');
    expect(parseClipboard('nope')).toEqual({
      ok: false,
      errors: [{ key: 'clipboard.wrongFormat', values: { reason: 'json' } }],
    });
  });
});
