import type { FontLoader } from '@album/fonts';
import { nodeFontLoader } from '@album/fonts/node';
import type { CanvasKit } from 'canvaskit-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCanvasKit } from '../node';
import { faceName, FontRegistry } from './font-registry';

let ck: CanvasKit;
beforeAll(async () => {
  ck = await loadCanvasKit();
});

function countingLoader(): { loader: FontLoader; calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    loader: async (family, style) => {
      calls.push(`${family} ${style.bold ? 700 : 400}${style.italic ? 'i' : ''}`);
      return nodeFontLoader(family, style);
    },
  };
}

describe('FontRegistry', () => {
  it('loads each catalogue file once, however often it is asked for', async () => {
    const { loader, calls } = countingLoader();
    const fonts = new FontRegistry(ck, loader);
    await Promise.all([
      fonts.ensure([{ family: 'Lato', bold: true, italic: false }]),
      fonts.ensure([
        { family: 'Lato', bold: true, italic: false },
        { family: 'lato', bold: true, italic: false },
      ]),
    ]);
    await fonts.ensure([{ family: 'Lato', bold: true, italic: false }]);
    expect(calls).toEqual(['Lato 700']);
    expect(fonts.face('Lato', { bold: true, italic: false })?.name).toBe('Lato|700');
    fonts.dispose();
  });

  it('registers the fallback file for styles a family lacks and for unknown families', async () => {
    const { loader, calls } = countingLoader();
    const fonts = new FontRegistry(ck, loader);
    await fonts.ensure([
      { family: 'Oswald', bold: false, italic: true },
      { family: 'No Such Font', bold: false, italic: false },
    ]);
    expect(calls.sort()).toEqual(['Oswald 400', 'Roboto 400']);
    const oswald = fonts.face('Oswald', { bold: false, italic: true })!;
    expect(oswald.file.syntheticItalic).toBe(true);
    expect(oswald.typeface.getFamilyName()).toBe('Oswald');
    expect(fonts.resolve('No Such Font', { bold: false, italic: false })?.file.family).toBe('Roboto');
    fonts.dispose();
  });

  it('draws with the default family while a face is missing, and remembers broken files', async () => {
    let failing = 0;
    const fonts = new FontRegistry(ck, async (family, style) => {
      if (family === 'Lora') {
        failing++;
        throw new Error('offline');
      }
      return nodeFontLoader(family, style);
    });
    const lora = { family: 'Lora', bold: false, italic: false };
    const roboto = { family: 'Roboto', bold: false, italic: false };
    expect(fonts.resolve('Lora', lora)).toBeUndefined();
    await fonts.ensure([lora, roboto]);
    await fonts.ensure([lora]);
    expect(failing).toBe(1);
    expect(fonts.isReady([lora, roboto])).toBe(true);
    expect(fonts.resolve('Lora', lora)?.name).toBe(
      faceName({ family: 'Roboto', weight: 400, italic: false }),
    );
    fonts.dispose();
  });

  it('changes its version when a face is registered', async () => {
    const fonts = new FontRegistry(ck, nodeFontLoader);
    const before = fonts.version;
    await fonts.ensure([{ family: 'Inter', bold: false, italic: false }]);
    expect(fonts.version).not.toBe(before);
    fonts.dispose();
  });
});
