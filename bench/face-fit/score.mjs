// How one detection scores: was a face found where there is one (and none where there is none), is it the right
// face, and where does the real face land in a sticker frame after the editor's face fit with the detected box?
// The frame is the default sticker cell (50 × 70 mm) at crop scale 1; `faceFitCrop` is the editor's own function.

/** The default sticker cell in mm (editor-core `NODE_DEFAULTS.StickerCell`). */
export const FRAME = { width: 50, height: 70 };
/** A face counts as centred when it lands within this share of the frame's width and height of 0.47 / 0.36. */
export const CENTRED_TOLERANCE = 0.05;

const centre = (box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

/** True when the detected box is this face: its centre inside the face's box and its size within ×0.5 - ×2. */
export function sameFace(detected, face) {
  const c = centre(detected);
  const ratio = detected.width / face.width;
  return (
    c.x >= face.x &&
    c.x <= face.x + face.width &&
    c.y >= face.y &&
    c.y <= face.y + face.height &&
    ratio >= 0.5 &&
    ratio <= 2
  );
}

/**
 * Where the labelled face's centre lands in the frame (0..1 of its width and height) after face fit with the
 * detected box: the crop's centre (cx, cy in 0..1 of the source) shows at the frame's centre, and one frame mm
 * covers 1 / cover source px, where cover = max(frame width / source width, frame height / source height).
 */
export function landing(faceFitCrop, testCase, detected, face) {
  const crop = { cx: 0.5, cy: 0.5, cscale: 1, crotation: 0 };
  const frame = { ...FRAME, sourceWidth: testCase.width, sourceHeight: testCase.height };
  const fitted = faceFitCrop(crop, frame, detected);
  const cover = Math.max(FRAME.width / testCase.width, FRAME.height / testCase.height);
  const c = centre(face);
  return {
    x: 0.5 + ((c.x - fitted.cx * testCase.width) * cover) / FRAME.width,
    y: 0.5 + ((c.y - fitted.cy * testCase.height) * cover) / FRAME.height,
  };
}

/** The verdict on one case: `{ found, right, centred, error: {x, y} | null }`. */
export function score(faceFitCrop, fitTarget, testCase, detected) {
  if (testCase.kind === 'no-face') {
    return { found: detected !== null, right: detected === null, centred: null, error: null };
  }
  if (!detected) return { found: false, right: false, centred: false, error: null };
  const candidates = testCase.expected ? [testCase.expected] : testCase.others;
  const face = candidates.find((f) => sameFace(detected, f));
  if (!face) return { found: true, right: false, centred: false, error: null };
  const at = landing(faceFitCrop, testCase, detected, face);
  const error = { x: at.x - fitTarget.x, y: at.y - fitTarget.y };
  const centred = Math.abs(error.x) <= CENTRED_TOLERANCE && Math.abs(error.y) <= CENTRED_TOLERANCE;
  return { found: true, right: true, centred, error };
}
