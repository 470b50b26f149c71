/**
 * `@album/editor-react`: unstyled React hooks and the album canvas for the sticker album designer. The CanvasKit
 * renderer is re-exported here and available without React from `@album/editor-react/canvaskit`.
 * @packageDocumentation
 */
export * from './canvaskit';
export * from './react';
