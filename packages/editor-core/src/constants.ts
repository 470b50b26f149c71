/**
 * Business constants of the album (editor specification section 9). Units are millimetres of the printed page.
 * @packageDocumentation
 */

/** Width of one album page in mm. */
export const PAGE_WIDTH = 230;
/** Height of one album page in mm. */
export const PAGE_HEIGHT = 297;
/** Vertical gap between spreads on the canvas, in mm. */
export const SPREAD_GAP = 60;
/** Print bleed on every trimmed edge, in mm. */
export const BLEED = 2;
/** Slug area outside the bleed that carries crop and cross marks, in mm. */
export const SLUG = 8;
/** Snap grid step in mm. */
export const SNAP_GRID = 5;
/** Snap distance in screen pixels; divide by zoom for document units. */
export const SNAP_DISTANCE = 5;
/** Lasso starts after the pointer moved more than this many screen pixels. */
export const LASSO_THRESHOLD = 5;
/** Offset of a duplicated element in mm. */
export const DUPLICATE_OFFSET = 10;
/** Nudge distances in mm for arrow keys: plain, with shift, with ctrl. */
export const NUDGE = { normal: 1, large: 10, fine: 0.1 } as const;
/** Spine width per inlay spread beyond the first two, in mm. */
export const SPINE_PER_SPREAD = 0.14;
/** Autosave: flush this long after the last change. */
export const AUTOSAVE_DELAY_MS = 1800;
/** Autosave: flush at once when more than this many operations are pending. */
export const AUTOSAVE_MAX_PENDING = 20;
/** Zoom presets of the zoom menu, as factors. */
export const ZOOM_PRESETS = [0.5, 1, 2, 3] as const;
/** Maximum zoom factor. */
export const MAX_ZOOM = 100;
/** Margin around the content when zooming to fit, in screen pixels. */
export const FIT_MARGIN = 50;
/** Wheel zoom factor per wheel delta unit on the workspace. */
export const WHEEL_ZOOM_FACTOR = 0.0075;
/** Crop zoom by wheel: scale multiplies by 1 + this × |delta|. */
export const CROP_WHEEL_FACTOR = 0.002;
/** Crop drag speed with a mouse and on touch. */
export const CROP_DRAG_SPEED = { mouse: 0.33, touch: 0.2 } as const;
/** Face fit puts the face centre at these fractions of the frame width and height. */
export const FACE_FIT = { x: 0.47, y: 0.36 } as const;
/** Rotation step of the rotate buttons, degrees. */
export const ROTATE_STEP = 90;
/** Shift-rotate snaps to multiples of this, degrees. */
export const ROTATE_SNAP = 45;
/** Scale handle radius in screen pixels (divide by zoom). */
export const SCALE_HANDLE_RADIUS = 5;
/** The 20 font sizes of the text toolbar, in points. */
export const FONT_SIZES = [
  4, 6, 8, 9, 10, 11, 12, 14, 16, 18, 20, 24, 28, 32, 36, 40, 48, 56, 64, 72,
] as const;
/** Line heights of the text toolbar, in percent. */
export const LINE_HEIGHTS = [100, 120, 150, 200] as const;
/** Clipboard format tag written by this editor. */
export const CLIPBOARD_TAG = 'sst-editor-public/1.0';
/** Older clipboard tag that is still accepted on paste. */
export const CLIPBOARD_TAG_LEGACY = 'sts-you-client/1.0';
/** Stickerpack sheet size in mm and the scale its stickers are drawn at. */
export const STICKERPACK = { width: 240, height: 75, stickerScale: 67, stickersPerPack: 4 } as const;
/** Longest side in px under which an image is flagged, and minimum effective print density. */
export const RESOLUTION_LIMITS = { longestSide: 6000, minDpi: 75 } as const;
