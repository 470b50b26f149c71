/**
 * A hand-written spread for the features the fixture album does not reach: every blend mode, AUTOSIZE that has to
 * shrink, synthetic italics, translucent text boxes, a faded group clipped to an ellipse.
 */
import { BLEND_MODES } from '@album/editor-core';
import type { BlendMode, Scene, SceneItem, TextRun } from '@album/editor-core';
import { imageItem, rectItem } from './items';

const BLENDS: readonly BlendMode[] = BLEND_MODES;

/** Image id of the quadrant test picture the scene uses, and its size. */
export const FEATURE_IMAGE = 'quad';
const SOURCE = { sourceWidth: 120, sourceHeight: 80 };

function run(text: string, extra: Partial<TextRun> = {}): TextRun {
  return {
    text,
    fontFamily: 'Roboto',
    bold: false,
    italic: false,
    fontSize: 6,
    lineHeight: 1.2,
    letterSpacing: 0,
    color: '#1d3557ff',
    ...extra,
  };
}

export function featureScene(): Scene {
  const items: SceneItem[] = [];
  BLENDS.forEach((blend, i) => {
    const x = 5 + (i % 8) * 28;
    const y = 5 + Math.floor(i / 8) * 22;
    items.push(
      rectItem(x, y, 24, 18, '#000000ff', {
        fill: {
          kind: 'linear',
          x0: 0,
          y0: 0,
          x1: 24,
          y1: 0,
          colors: ['#2a9d8fff', '#f4a261ff', '#ffffffff'],
        },
      }),
    );
    items.push({
      ...imageItem(FEATURE_IMAGE, 24, 16, { ...SOURCE, blend, crop: [0.2, 0, 0, 0.2, 0, 0] }),
      nodeId: `blend-${blend}`,
      transform: [1, 0, 0, 1, x, y + 1],
    });
  });
  items.push({
    kind: 'text',
    nodeId: 'autosize',
    transform: [1, 0, 0, 1, 5, 55],
    opacity: 1,
    width: 80,
    height: 20,
    paragraphs: [
      {
        align: 'center',
        runs: [run('Autosize makes this long headline fit its small box', { fontSize: 12, bold: true })],
      },
    ],
    autosize: true,
    fill: { kind: 'solid', color: '#f1faeeff' },
    stroke: { color: '#e63946ff', width: 0.5 },
    radius: 3,
  });
  items.push({
    kind: 'text',
    nodeId: 'synthetic-italic',
    transform: [1, 0, 0, 1, 95, 55],
    opacity: 1,
    width: 60,
    height: 20,
    paragraphs: [
      {
        align: 'left',
        runs: [
          run('Oswald ', { fontFamily: 'Oswald', fontSize: 8 }),
          run('slanted', { fontFamily: 'Oswald', italic: true, fontSize: 8 }),
        ],
      },
      {
        align: 'justify',
        runs: [run('Justified lines spread out across the box width here.', { fontSize: 3.5 })],
      },
    ],
    autosize: false,
    fill: null,
    stroke: null,
    radius: 0,
  });
  items.push({
    kind: 'text',
    nodeId: 'translucent-text',
    transform: [0.9659, -0.2588, 0.2588, 0.9659, 165, 60],
    opacity: 0.6,
    width: 55,
    height: 16,
    paragraphs: [
      {
        align: 'right',
        runs: [run('Faded & turned', { fontFamily: 'Playfair Display', fontSize: 7, color: '#ffffffff' })],
      },
    ],
    autosize: false,
    fill: { kind: 'solid', color: '#e63946ff' },
    stroke: null,
    radius: 3,
  });
  items.push({
    kind: 'group',
    nodeId: 'clipped-group',
    transform: [1, 0, 0, 1, 10, 85],
    opacity: 0.7,
    clip: { kind: 'ellipse', width: 90, height: 55 },
    children: [
      rectItem(0, 0, 90, 55, '#457b9dff'),
      {
        ...imageItem(FEATURE_IMAGE, 60, 40, {
          ...SOURCE,
          crop: [0.5, 0, 0, 0.5, 0, 0],
          gradientMap: ['#03045eff', '#ffb703ff'],
          gradientMapIntensity: 1,
        }),
        transform: [1, 0, 0, 1, 30, 10],
      },
      rectItem(5, 30, 50, 20, '#ffb703ff'),
    ],
  });
  items.push({
    kind: 'shape',
    nodeId: 'turned-ellipse',
    transform: [0.866, 0.5, -0.75, 1.299, 150, 90],
    opacity: 0.85,
    geometry: { kind: 'ellipse', width: 50, height: 25 },
    fill: { kind: 'linear', x0: 0, y0: 25, x1: 50, y1: 0, colors: ['#8338ecff', '#ff006eff'] },
    stroke: { color: '#000000ff', width: 1.5 },
  });
  return {
    spreadId: 'features',
    frame: { width: 230, height: 150, folds: [], pages: 1, pageNumbers: [1] },
    background: { kind: 'solid', color: '#fdfcdcff' },
    items,
    fonts: [
      { family: 'Roboto', bold: false, italic: false },
      { family: 'Roboto', bold: true, italic: false },
      { family: 'Oswald', bold: false, italic: false },
      { family: 'Oswald', bold: false, italic: true },
      { family: 'Playfair Display', bold: false, italic: false },
    ],
    images: [FEATURE_IMAGE],
  };
}
