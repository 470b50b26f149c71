/**
 * The picture of one scene for a list item: null while it is drawn (the item shows a skeleton), the URL once
 * ready, `failed` when drawing failed (the item then shows its name only).
 */
import { useEffect, useEffectEvent, useState } from 'react';
import type { Scene } from '@album/editor-core';
import { useThumbnails } from './thumbnails';

export type ThumbnailState = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed' };

export function useThumbnail(key: string, build: () => Scene, width: number): ThumbnailState {
  const thumbnails = useThumbnails();
  const [state, setState] = useState<{ key: string; value: ThumbnailState }>({
    key,
    value: { status: 'loading' },
  });
  // `build` is a fresh closure each render; the key names what it builds, so only the key (not the closure)
  // redraws, and the draw uses the latest closure.
  const buildScene = useEffectEvent(build);
  useEffect(() => {
    let live = true;
    thumbnails
      .render(key, () => buildScene(), width)
      .then(
        (url) => live && setState({ key, value: { status: 'ready', url } }),
        () => live && setState({ key, value: { status: 'failed' } }),
      );
    return () => {
      live = false;
    };
  }, [thumbnails, key, width]);
  // A new key shows the skeleton until its own picture is ready, never the previous picture.
  return state.key === key ? state.value : { status: 'loading' };
}
