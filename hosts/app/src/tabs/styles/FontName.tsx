import { useRef } from 'react';
import type { FontLoader } from '@album/fonts';
import { previewFontStack, usePreviewFace } from './font-preview';

// The loader of the canvas (same files, same cache), loaded on first use so the tab's first download stays small.
const fontLoader = (): Promise<FontLoader> =>
  import('../../canvas/canvaskit-assets').then((m) => m.fontLoader);

/** A family's name written in that family (the panel's own font until the face has loaded). */
export function FontName({ family, className }: { family: string; className?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const ready = usePreviewFace(family, ref, fontLoader);
  return (
    <span
      ref={ref}
      className={className}
      style={{ fontFamily: previewFontStack(family) }}
      data-font-ready={ready || undefined}
    >
      {family}
    </span>
  );
}
