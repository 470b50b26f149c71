import { describe, expect, it } from 'vitest';
import { addImages, filesIn, moveImage, otherArea, removeImage } from './sorted-images';

const file = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('sorted images', () => {
  it('adds files to an area, moves them between areas and removes them', () => {
    let n = 0;
    const next = () => `k${++n}`;
    let list = addImages([], [file('a.png'), file('b.png')], 'stickers', next);
    list = addImages(list, [file('c.png')], 'background', next);
    expect(filesIn(list, 'stickers').map((f) => f.name)).toEqual(['a.png', 'b.png']);
    expect(filesIn(list, 'background').map((f) => f.name)).toEqual(['c.png']);

    list = moveImage(list, 'k1', 'background');
    expect(filesIn(list, 'stickers').map((f) => f.name)).toEqual(['b.png']);
    expect(filesIn(list, 'background').map((f) => f.name)).toEqual(['c.png', 'a.png']);
    expect(moveImage(list, 'ghost', 'stickers')).toEqual(list);

    list = removeImage(list, 'k3');
    expect(filesIn(list, 'background').map((f) => f.name)).toEqual(['a.png']);
    expect(otherArea('stickers')).toBe('background');
    expect(otherArea('background')).toBe('stickers');
  });
});
