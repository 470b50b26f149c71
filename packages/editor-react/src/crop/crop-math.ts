/**
 * Crop editing maths (specification section 9): dragging the image inside its frame (speed 0.33 with a mouse,
 * 0.2 on touch), wheel zoom (1 + 0.002·|delta|), the zoom slider on a square-root scale (step 0.01), and face fit
 * (face centre at 0.47 of the frame width and 0.36 of its height). Pure functions over the crop props; the crop
 * matrix itself is editor-core's `cropMatrix`, which this inverts.
 */
import { CROP_DRAG_SPEED, CROP_WHEEL_FACTOR, FACE_FIT, clampCropScale } from '@album/editor-core';
import type { CropProps, FaceBox, Flip } from '@album/editor-core';

/** The frame and source an image crop works in. */
export interface CropFrame {
  /** Frame size in mm (the element's width and height). */
  width: number;
  /** Frame height in mm. */
  height: number;
  /** Source image size in px. */
  sourceWidth: number;
  /** Source image height in px. */
  sourceHeight: number;
  /** The element's flip, which mirrors drag directions. */
  flip?: Flip;
}

/** Source pixels per frame millimetre at the crop's scale: the inverse of cover × cscale. */
function pixelsPerMm(crop: CropProps, frame: CropFrame): number {
  const sw = frame.sourceWidth > 0 ? frame.sourceWidth : 1;
  const sh = frame.sourceHeight > 0 ? frame.sourceHeight : 1;
  const cover = Math.max(Math.abs(frame.width) / sw, Math.abs(frame.height) / sh);
  return 1 / (cover * (crop.cscale > 0 ? crop.cscale : 1));
}

/** A frame-local vector turned into source axes: undo the flip, then the crop rotation. */
function frameToSourceAxes(
  dx: number,
  dy: number,
  crop: CropProps,
  flip: Flip | undefined,
): { x: number; y: number } {
  const fx = flip === 'horizontal' || flip === 'both' ? -1 : 1;
  const fy = flip === 'vertical' || flip === 'both' ? -1 : 1;
  const x = dx * fx;
  const y = dy * fy;
  const r = (-(crop.crotation ?? 0) * Math.PI) / 180;
  return { x: Math.cos(r) * x - Math.sin(r) * y, y: Math.sin(r) * x + Math.cos(r) * y };
}

function clamp01(v: number): number {
  return Math.min(1, Math.max(0, v));
}

/** The drag speed of the crop editor for a pointer type. */
export function cropDragSpeed(pointerType: string): number {
  return pointerType === 'touch' ? CROP_DRAG_SPEED.touch : CROP_DRAG_SPEED.mouse;
}

/**
 * The crop after dragging the image by (`dx`, `dy`) frame millimetres at `speed`: the image follows the pointer
 * (its centre point moves the other way in source space). The centre stays inside the source image.
 */
export function dragCrop(
  crop: CropProps,
  frame: CropFrame,
  dx: number,
  dy: number,
  speed: number,
): CropProps {
  const ppm = pixelsPerMm(crop, frame);
  const v = frameToSourceAxes(dx * speed, dy * speed, crop, frame.flip);
  const sw = frame.sourceWidth > 0 ? frame.sourceWidth : 1;
  const sh = frame.sourceHeight > 0 ? frame.sourceHeight : 1;
  return {
    ...crop,
    cx: clamp01(crop.cx - (v.x * ppm) / sw),
    cy: clamp01(crop.cy - (v.y * ppm) / sh),
  };
}

/** Wheel zoom of the crop: scale × (1 + 0.002·|delta|) when the wheel goes up (negative delta), ÷ when down. */
export function wheelCropScale(cscale: number, deltaY: number): number {
  const factor = 1 + CROP_WHEEL_FACTOR * Math.abs(deltaY);
  return clampCropScale(deltaY < 0 ? cscale * factor : cscale / factor);
}

/** Step of the crop zoom slider. */
export const CROP_SLIDER_STEP = 0.01;

/** The slider position of a crop scale: its square root, on the slider's 0.01 steps. */
export function cropScaleToSlider(cscale: number): number {
  return Math.round(Math.sqrt(clampCropScale(cscale)) / CROP_SLIDER_STEP) * CROP_SLIDER_STEP;
}

/** The crop scale of a slider position (the square), clamped to 0.0001-9. */
export function sliderToCropScale(value: number): number {
  return clampCropScale(value * value);
}

/** Slider range: the square roots of the crop scale limits. */
export const CROP_SLIDER_RANGE = { min: Math.sqrt(0.0001), max: 3, step: CROP_SLIDER_STEP } as const;

/**
 * Face fit: the crop centre that puts the face's centre at 0.47 of the frame's width and 0.36 of its height, at the
 * current scale and rotation. Null when the image has no face box.
 */
export function faceFitCrop(
  crop: CropProps,
  frame: CropFrame,
  face: FaceBox | null | undefined,
): CropProps | null {
  if (!face) return null;
  const sw = frame.sourceWidth > 0 ? frame.sourceWidth : 1;
  const sh = frame.sourceHeight > 0 ? frame.sourceHeight : 1;
  const ppm = pixelsPerMm(crop, frame);
  // Frame offset from the frame centre to where the face must land, in source pixels along source axes.
  const offset = frameToSourceAxes(
    (FACE_FIT.x - 0.5) * frame.width,
    (FACE_FIT.y - 0.5) * frame.height,
    crop,
    frame.flip,
  );
  const faceX = face.x + face.width / 2;
  const faceY = face.y + face.height / 2;
  return {
    ...crop,
    cx: clamp01((faceX - offset.x * ppm) / sw),
    cy: clamp01((faceY - offset.y * ppm) / sh),
  };
}
