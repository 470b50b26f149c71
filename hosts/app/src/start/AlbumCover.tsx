/**
 * The cover preview of an album tile: the server's `cover_preview_url` when it has one, else the album's first
 * spread drawn in the browser from its content (fetched once per change). A skeleton while it loads; a plain
 * surface when the album cannot be drawn, so the tile still shows its title.
 */
import { useEffect, useState } from 'react';
import type { Album, AlbumSummary } from '@album/api-client';
import { Skeleton } from '@album/ui';
import { registerCoverImages } from './cover-raster-images';
import { coverScene } from './cover-scene';
import { useCoverRenderer } from './covers';
import { useAlbumContent } from './queries';

/** Width of a cover picture in CSS pixels (the widest tile). */
export const COVER_WIDTH = 280;

type Picture = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed' };

export function AlbumCover({ album }: { album: AlbumSummary }) {
  if (album.cover_preview_url) {
    return <img className="album-tile__cover" src={album.cover_preview_url} alt="" loading="lazy" />;
  }
  return <DrawnCover album={album} />;
}

function DrawnCover({ album }: { album: AlbumSummary }) {
  const content = useAlbumContent(album, true);
  if (content.isError) return <span className="album-tile__cover album-tile__cover--empty" />;
  if (!content.data) return <Skeleton className="album-tile__cover" shape="rect" />;
  return <CoverPicture album={content.data} />;
}

function CoverPicture({ album }: { album: Album }) {
  const renderer = useCoverRenderer();
  const key = `cover:${album.id}:${album.version}:${album.updated_at}`;
  const [picture, setPicture] = useState<{ key: string; value: Picture }>({
    key,
    value: { status: 'loading' },
  });
  useEffect(() => {
    let live = true;
    renderer
      .render(
        key,
        () => {
          registerCoverImages(album);
          return coverScene(album);
        },
        COVER_WIDTH,
      )
      .then(
        (url) => live && setPicture({ key, value: { status: 'ready', url } }),
        () => live && setPicture({ key, value: { status: 'failed' } }),
      );
    return () => {
      live = false;
    };
  }, [renderer, key, album]);
  const value = picture.key === key ? picture.value : { status: 'loading' as const };
  if (value.status === 'ready') return <img className="album-tile__cover" src={value.url} alt="" />;
  if (value.status === 'loading') return <Skeleton className="album-tile__cover" shape="rect" />;
  return <span className="album-tile__cover album-tile__cover--empty" />;
}
