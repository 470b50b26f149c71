/**
 * Style of content that is read by screen readers but not drawn: the mirror and the live region. Clipped to
 * nothing at the canvas's top-left corner, so focusing an item never scrolls the canvas.
 */
import type { CSSProperties } from 'react';

export const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  left: 0,
  top: 0,
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};
