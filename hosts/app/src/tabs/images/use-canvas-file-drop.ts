import type { AlbumCanvasProps } from '@album/editor-react';

export function useCanvasFileDrop(): NonNullable<AlbumCanvasProps['onDropFiles']> {
  return () => undefined;
}
