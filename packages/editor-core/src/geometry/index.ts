export {
  IDENTITY,
  applyToPoint,
  elementMatrix,
  invert,
  multiply,
  placementFromMatrix,
  rotation,
  scaling,
  translation,
} from './matrix';
export type { ElementPlacement, TransformProps } from './matrix';
export {
  boundsCenter,
  boundsContain,
  boundsContainPoint,
  boundsFromRect,
  boundsIntersect,
  boundsOfPoints,
  cornersOf,
  elementBounds,
  expandBounds,
  nodeWorldBounds,
  parentWorldMatrix,
  rectFromBounds,
  transformPropsFrom,
  transformPropsOf,
  translateBounds,
  unionBounds,
  worldMatrix,
} from './bounds';
export type { Bounds, Point, Rect } from './bounds';
export { distanceToSegment, hitsShape } from './hit-shape';
export {
  canvasToSpread,
  layoutSpreads,
  spreadAt,
  spreadCanvasBounds,
  spreadLocalBounds,
  spreadToCanvas,
  visibleSpreads,
} from './spread-layout';
export type { PlacedSpread, SpreadLayout, SpreadLayoutInput, SpreadLayoutOptions } from './spread-layout';
export { createSpatialIndex } from './spatial-index';
export type { Hit, HitTestOptions, IndexEntry, LassoMode, LassoOptions, SpatialIndex } from './spatial-index';
export { hitTestCanvas } from './canvas-hit';
export type { CanvasHit } from './canvas-hit';
export { lassoBounds, shouldStartLasso } from './lasso';
export { elementSnapLines, frameSnapLines, snapBox, snapMove, snapResize } from './snapping';
export type {
  SnapContext,
  SnapEdge,
  SnapFrame,
  SnapGuide,
  SnapLine,
  SnapLineKind,
  SnapRequest,
  SnapResult,
} from './snapping';
export { nudgeDelta, nudgeDistance } from './nudge';
export type { NudgeModifiers } from './nudge';
export { planReparent } from './reparent';
export type { ReparentMove, ReparentPlan, ReparentRequest } from './reparent';
export {
  HANDLE_MIN_SIDE,
  MIN_ELEMENT_SIZE,
  RESIZE_HANDLES,
  handlePosition,
  resizeFromHandle,
  scaleFromHandle,
  visibleResizeHandles,
} from './resize';
export type { ResizeHandle, ResizeOptions, ScaleOptions } from './resize';
export {
  normalizeDegrees,
  rotateAroundPoint,
  rotateStep,
  rotationCenter,
  rotationFromDrag,
  snapAngle,
} from './rotate';
