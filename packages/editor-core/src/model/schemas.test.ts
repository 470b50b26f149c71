import { describe, expect, it } from 'vitest';
import {
  albumImageSchema,
  colorsSchema,
  fillSchema,
  fontsSchema,
  idSchema,
  inlineStyleSchema,
  isJsonValue,
  propsSchemas,
  richTextSchema,
  stickerSchema,
  stickerTemplateSettingsSchema,
  strokeSchema,
} from './schemas';

const box = { id: 'e1', x: 0, y: 0, width: 10, height: 10, rotation: 0, scale: 1 };
const crop = { cx: 0.5, cy: 0.5, cscale: 1, crotation: 0 };
const ok = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('ids and colours', () => {
  it('ids', () => {
    expect(ok(idSchema, 'ManualPage-abc')).toBe(true);
    for (const bad of ['', 'a/b', 'a~b', '__proto__', 'x'.repeat(201), 5, null])
      expect(ok(idSchema, bad)).toBe(false);
  });

  it('fills and strokes', () => {
    for (const good of [
      0,
      3,
      '#aabbcc',
      '#AABBCC80',
      null,
      { type: 'linear', direction: 45, colors: ['#000000', 2] },
    ]) {
      expect(ok(fillSchema, good)).toBe(true);
    }
    for (const bad of [
      -1,
      1.5,
      'red',
      '#abc',
      { type: 'linear', direction: 30, colors: ['#000000', '#ffffff'] },
      { type: 'linear', direction: 0, colors: ['#000000'] },
      { type: 'linear', direction: 0, colors: ['#000000', '#000000', '#000000', '#000000', '#000000'] },
      { type: 'radial', direction: 0, colors: ['#000000', '#ffffff'] },
    ]) {
      expect(ok(fillSchema, bad)).toBe(false);
    }
    expect(ok(strokeSchema, 'none')).toBe(true);
    expect(ok(strokeSchema, { type: 'linear', direction: 0, colors: ['#000000', '#ffffff'] })).toBe(false);
  });

  it('colours need the two locked ones', () => {
    expect(ok(colorsSchema, ['#000000', '#ffffff'])).toBe(true);
    expect(ok(colorsSchema, ['#000000'])).toBe(false);
    expect(ok(colorsSchema, ['#000000', 'white'])).toBe(false);
  });
});

describe('element props', () => {
  it('accepts minimal props of every kind', () => {
    expect(ok(propsSchemas.Root, { id: 'r' })).toBe(true);
    expect(ok(propsSchemas.Section, { id: 's', name: 'Team' })).toBe(true);
    expect(ok(propsSchemas.Spread, { id: 'ManualPage-1' })).toBe(true);
    for (const type of ['Group', 'Circle', 'Rectangle', 'Line'] as const)
      expect(ok(propsSchemas[type], box)).toBe(true);
    expect(ok(propsSchemas.Image, { ...box, ...crop, image: null })).toBe(true);
    expect(ok(propsSchemas.StickerCell, { ...box, ...crop, stickerId: 's1' })).toBe(true);
    expect(ok(propsSchemas.Sticker, { ...box, ...crop, stickerId: null })).toBe(true);
    expect(
      ok(propsSchemas.Text, { ...box, text: { blocks: [{ key: 'a', text: '', inlineStyleRanges: [] }] } }),
    ).toBe(true);
    expect(ok(propsSchemas.Comment, { ...box, text: 'hi', userId: 'u' })).toBe(true);
  });

  it('enforces the ranges of the specification', () => {
    const bad = [
      { strokeWidth: 101 },
      { strokeWidth: -1 },
      { opacity: 1.01 },
      { fillOpacity: -0.1 },
      { borderRadius: 51 },
      { scale: 0 },
      { width: -1 },
      { x: Number.NaN },
      { x: Number.POSITIVE_INFINITY },
      { y: 1e300 },
      { unknown: 1 },
    ];
    for (const patch of bad) expect(ok(propsSchemas.Rectangle, { ...box, ...patch })).toBe(false);
    expect(ok(propsSchemas.Line, { ...box, width: -40, height: -3 })).toBe(true);
    expect(ok(propsSchemas.Image, { ...box, ...crop, cscale: 9, image: null })).toBe(true);
    expect(ok(propsSchemas.Image, { ...box, ...crop, cscale: 9.01, image: null })).toBe(false);
    expect(ok(propsSchemas.Image, { ...box, ...crop, cscale: 0.00001, image: null })).toBe(false);
  });

  it('checks image options', () => {
    const image = { ...box, ...crop, image: 'img1' };
    const full = {
      ...image,
      pexelsId: 12,
      flip: 'both',
      filter: {
        con: { min: -1, mid: 0, max: 1 },
        hue: 180,
        sat: -1,
        tone: { tone_red: 0.1, tone_green: 0, tone_blue: -0.2 },
      },
      blend: 'multiply',
      grayscale: true,
      gradientMap: ['#000000', '#ff0000', '#ffffff'],
      gradientMapIntensity: 0.5,
    };
    expect(ok(propsSchemas.Image, full)).toBe(true);
    expect(ok(propsSchemas.Image, { ...full, flip: 'diagonal' })).toBe(false);
    expect(ok(propsSchemas.Image, { ...full, blend: 'add' })).toBe(false);
    expect(ok(propsSchemas.Image, { ...full, filter: { hue: 181 } })).toBe(false);
    expect(ok(propsSchemas.Image, { ...full, filter: { red: { min: 0, mid: 0 } } })).toBe(false);
    expect(ok(propsSchemas.Image, { ...full, gradientMap: ['#000000'] })).toBe(false);
    expect(ok(propsSchemas.Image, { ...full, gradientMapIntensity: 2 })).toBe(false);
  });
});

describe('rich text', () => {
  const block = (text: string, inlineStyleRanges: unknown[] = [], extra: object = {}) => ({
    key: 'a',
    text,
    inlineStyleRanges,
    ...extra,
  });

  it('accepts every inline style', () => {
    for (const style of [
      'BOLD',
      'ITALIC',
      'UPPERCASE',
      'AUTOSIZE',
      'FONT-Open Sans',
      'SIZE-12',
      'SIZE-10.5',
      'LINEHEIGHT-120',
      'COLOR-#aa00ff',
      'LETTERSPACING-2',
      'LETTERSPACING--0.5',
    ]) {
      expect(ok(inlineStyleSchema, style), style).toBe(true);
    }
    for (const style of [
      'BLINK',
      'FONT-',
      'SIZE-',
      'SIZE--3',
      'COLOR-red',
      'COLOR-#abc',
      'LINEHEIGHT-x',
      3,
    ]) {
      expect(ok(inlineStyleSchema, style), String(style)).toBe(false);
    }
  });

  it('checks ranges, keys and alignment', () => {
    expect(ok(richTextSchema, { blocks: [block('abc', [{ offset: 1, length: 2, style: 'BOLD' }])] })).toBe(
      true,
    );
    expect(ok(richTextSchema, { blocks: [block('abc', [{ offset: 2, length: 2, style: 'BOLD' }])] })).toBe(
      false,
    );
    expect(ok(richTextSchema, { blocks: [block('abc', [{ offset: -1, length: 1, style: 'BOLD' }])] })).toBe(
      false,
    );
    expect(ok(richTextSchema, { blocks: [] })).toBe(false);
    expect(ok(richTextSchema, { blocks: [block('a'), block('b')] })).toBe(false);
    expect(ok(richTextSchema, { blocks: [block('a', [], { data: { textAlign: 'justify' } })] })).toBe(true);
    expect(ok(richTextSchema, { blocks: [block('a', [], { data: { textAlign: 'middle' } })] })).toBe(false);
  });
});

describe('records', () => {
  const sticker = {
    id: 's1',
    name: 'Anna',
    position: 'Goal',
    doubleSticker: false,
    image: null,
    sectionId: 'sec',
    stickerLayout: 'default',
    cellLayout: 'default',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...crop,
  };

  it('stickers', () => {
    expect(ok(stickerSchema, sticker)).toBe(true);
    expect(ok(stickerSchema, { ...sticker, number: 12 })).toBe(true);
    expect(ok(stickerSchema, { ...sticker, number: null })).toBe(true);
    expect(ok(stickerSchema, { ...sticker, doubleSticker: 'no' })).toBe(false);
    expect(ok(stickerSchema, { ...sticker, stickerLayout: '' })).toBe(false);
  });

  it('images', () => {
    const image = { id: 'i', model: 'image', blob: { full: 'a.jpg' }, details: { width: 10, height: 10 } };
    expect(ok(albumImageSchema, image)).toBe(true);
    expect(
      ok(albumImageSchema, { ...image, meta: { a: [1, { b: null }] }, tags: ['x'], blueprint_image: true }),
    ).toBe(true);
    expect(
      ok(albumImageSchema, {
        ...image,
        details: { width: 1, height: 1, face: { x: 0, y: 0, width: 1, height: 1 } },
      }),
    ).toBe(true);
    expect(ok(albumImageSchema, { ...image, meta: [] })).toBe(false);
    expect(ok(albumImageSchema, { ...image, blob: { huge: 'x' } })).toBe(false);
  });

  it('fonts and template settings', () => {
    expect(ok(fontsSchema, { title: 'A', sub_title: 'B', paragraph: 'C' })).toBe(true);
    expect(ok(fontsSchema, { title: 'A', sub_title: 'B' })).toBe(false);
    expect(ok(stickerTemplateSettingsSchema, { id: 'gold', blank_enabled: true })).toBe(true);
    expect(ok(stickerTemplateSettingsSchema, { id: '', blank_enabled: true })).toBe(false);
  });
});

describe('isJsonValue', () => {
  it('accepts JSON and rejects everything else', () => {
    expect(isJsonValue({ a: [1, 'x', null, true, { b: 2 }] })).toBe(true);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    for (const bad of [undefined, Number.NaN, () => 1, new Date(), new Map(), cyclic, 1n]) {
      expect(isJsonValue(bad)).toBe(false);
    }
    const shared = { x: 1 };
    expect(isJsonValue({ a: shared, b: shared })).toBe(true);
    let deep: unknown = 1;
    for (let i = 0; i < 100; i++) deep = [deep];
    expect(isJsonValue(deep)).toBe(false);
  });
});
