/**
 * What the stories expose on `window.__album` (see stories/src/support/Playground.tsx), as the tests use it.
 */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface AlbumWindowHandle {
  editor: {
    getNode(id: string): { props: unknown; parentId: string | null } | undefined;
    getSelection(): { mode: string; ids: string[]; spreadId: string | null; focusId: string | null };
  };
  viewport: {
    getState(): {
      zoom: number;
      setZoom(z: number): void;
      scrollToSpread(id: string): void;
      pan(dx: number, dy: number): void;
    };
  };
  stats: { complete: boolean; frames: number } | null;
  rectOf(id: string): Box | null;
  spreadRectOf(id: string): Box | null;
}

declare global {
  interface Window {
    __album?: AlbumWindowHandle;
  }
}
