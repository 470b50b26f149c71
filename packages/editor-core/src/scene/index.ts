/**
 * The scene: a spread resolved into the display list (see `./types`) that every renderer draws.
 * @packageDocumentation
 */
export type {
  CommentItem,
  GroupItem,
  ImageItem,
  ItemBase,
  Matrix,
  Paint,
  Scene,
  SceneItem,
  SceneOptions,
  ShapeGeometry,
  ShapeItem,
  SpreadFrame,
  StrokeStyle,
  TextItem,
  TextParagraph,
  TextRun,
} from './types';
export { PLACEHOLDER_PAINT, PLACEHOLDER_STROKE, buildScene } from './build';
export type { SceneMeta } from './build';
export { colorWithAlpha, normalizeColor, resolvePaletteColor } from './color';
export { gradientEndpoints, resolveFill, resolveStroke } from './paint';
export { cropMatrix } from './crop';
export { MM_PER_POINT, TEXT_DEFAULTS, hasAutosize, textParagraphs } from './text';
export type { TextEnvironment } from './text';
export { SceneSpreadNotFoundError } from './errors';
