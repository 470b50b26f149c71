/**
 * Messages of the accessible mirror and the announcer: an id and values, formatted by the host (the app passes its
 * `intl.formatMessage`; the ids live in its catalogues as `canvas.a11y.*` and `canvas.node.*`). The English
 * fallback lets the canvas speak without a host translation (stories, tests, other embedders).
 */

/** Formats one message: the host's translation of `id` with `values` (ICU message syntax). */
export type A11yFormat = (id: string, values?: Record<string, string | number>) => string;

/** English defaults of every id the canvas uses, for hosts that pass no formatter. */
const ENGLISH: Record<string, (v: Record<string, string | number>) => string> = {
  'canvas.node.Circle': () => 'Circle',
  'canvas.node.Comment': () => 'Comment',
  'canvas.node.Group': () => 'Group',
  'canvas.node.Image': () => 'Image',
  'canvas.node.Line': () => 'Line',
  'canvas.node.Rectangle': () => 'Rectangle',
  'canvas.node.Sticker': () => 'Placed sticker',
  'canvas.node.StickerCell': () => 'Sticker cell',
  'canvas.node.Text': () => 'Text',
  'canvas.tree.spread': (v) => `${Number(v.count) === 1 ? 'Page' : 'Pages'} ${v.label}`,
  'canvas.a11y.named': (v) => `${v.kind} ‘${v.name}’`,
  'canvas.a11y.stickerName': (v) => `${v.name}, number ${v.number}`,
  'canvas.a11y.stickerNumber': (v) => `number ${v.number}`,
  'canvas.a11y.emptyCell': () => 'empty',
  'canvas.a11y.locked': (v) => `${v.label}, locked`,
  'canvas.a11y.groupOf': (v) => `${v.label}, ${plural(v.count, 'element')}`,
  'canvas.a11y.position': (v) =>
    `${v.x} mm from the left, ${v.y} mm from the top, ${v.width} by ${v.height} mm` +
    (Number(v.rotation) !== 0 ? `, rotated ${v.rotation}°` : ''),
  'canvas.a11y.list': (v) => `Elements on ${Number(v.count) === 1 ? 'page' : 'pages'} ${v.pages}`,
  'canvas.a11y.groupList': (v) => `Elements in ${v.label}`,
  'canvas.a11y.empty': () => 'No elements here yet.',
  'canvas.a11y.hint': () =>
    'Arrow keys or Tab move between elements, Enter selects, Enter again goes inside a group, Escape leaves.',
  'canvas.a11y.selected': (v) => `${v.label} selected`,
  'canvas.a11y.selectedMany': (v) => `${plural(v.count, 'element')} selected`,
  'canvas.a11y.cleared': () => 'Selection cleared',
  'canvas.a11y.moved': (v) => `Moved ${v.offset}`,
  'canvas.a11y.offsetX': (v) => `${v.distance} mm ${v.direction === 'left' ? 'left' : 'right'}`,
  'canvas.a11y.offsetY': (v) => `${v.distance} mm ${v.direction === 'up' ? 'up' : 'down'}`,
  'canvas.a11y.and': (v) => `${v.first} and ${v.second}`,
  'canvas.a11y.resized': (v) => `Resized to ${v.width} by ${v.height} mm`,
  'canvas.a11y.rotated': (v) => `Rotated to ${v.rotation}°`,
  'canvas.a11y.deleted': (v) => `Deleted ${plural(v.count, 'element')}`,
  'canvas.a11y.inserted': (v) => `${v.label} inserted`,
  'canvas.a11y.insertedMany': (v) => `${plural(v.count, 'element')} inserted`,
  'canvas.a11y.grouped': (v) => `Grouped ${plural(v.count, 'element')}`,
  'canvas.a11y.ungrouped': () => 'Group dissolved',
  'canvas.a11y.fill': (v) => `Fill of ${v.label} changed`,
  'canvas.a11y.undone': () => 'Undone',
  'canvas.a11y.redone': () => 'Redone',
  'canvas.a11y.entered': (v) => `Inside ${v.label}`,
  'canvas.a11y.left': (v) => `Left ${v.label}`,
};

/** Every message id the canvas formats (hosts check their catalogues against it). */
export const A11Y_MESSAGE_IDS: readonly string[] = Object.keys(ENGLISH);

function plural(count: string | number | undefined, noun: string): string {
  return `${count} ${noun}${Number(count) === 1 ? '' : 's'}`;
}

/** The English fallback formatter (unknown ids come back as they are). */
export const englishFormat: A11yFormat = (id, values = {}) => ENGLISH[id]?.(values) ?? id;

/** A millimetre figure as shown to a screen reader: one decimal at most, no trailing zero. */
export function mm(value: number): number {
  return Math.round(value * 10) / 10;
}
