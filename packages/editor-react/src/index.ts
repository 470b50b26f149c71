/**
 * `@album/editor-react`: unstyled React hooks and the album canvas for the sticker album designer. The CanvasKit
 * renderer they draw with is its own React-free package, `@album/render-canvaskit`.
 * @packageDocumentation
 */
export * from './react';
