/**
 * The picture of one scene for a list item: null while it is drawn (the item shows a skeleton), the URL once
 * ready, `failed` when drawing failed (the item then shows its name only).
 *
 * Drawing is no server state, so it stays out of TanStack Query: the renderer owns the pictures, keeps them per key
 * and releases the object URLs of the ones it evicts; a query cache keeping those URLs after the renderer let them
 * go would show broken pictures. The `live` flag only drops the answer for a key the item no longer shows.
 */
import { useEffect, useEffectEvent, useState } from 'react';
import type { Scene } from '@album/editor-core';
import { useThumbnails } from './thumbnails';
import type { ThumbnailRenderer } from './thumbnails';

export type ThumbnailState = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed' };

/** The picture `renderer` draws of the scene `build` makes for `key`, `width` CSS pixels wide. */
export function usePicture(
  renderer: ThumbnailRenderer,
  key: string,
  build: () => Scene,
  width: number,
): ThumbnailState {
  const [state, setState] = useState<{ key: string; value: ThumbnailState }>({
    key,
    value: { status: 'loading' },
  });
  // `build` is a fresh closure each render; the key names what it builds, so only the key (not the closure)
  // redraws, and the draw uses the latest closure.
  const buildScene = useEffectEvent(build);
  useEffect(() => {
    let live = true;
    renderer
      .render(key, () => buildScene(), width)
      .then(
        (url) => live && setState({ key, value: { status: 'ready', url } }),
        () => live && setState({ key, value: { status: 'failed' } }),
      );
    return () => {
      live = false;
    };
  }, [renderer, key, width]);
  // A new key shows the skeleton until its own picture is ready, never the previous picture.
  return state.key === key ? state.value : { status: 'loading' };
}

/** {@link usePicture} with the workspace's thumbnail renderer (layouts, sticker designs, blueprint pages). */
export function useThumbnail(key: string, build: () => Scene, width: number): ThumbnailState {
  return usePicture(useThumbnails(), key, build, width);
}
