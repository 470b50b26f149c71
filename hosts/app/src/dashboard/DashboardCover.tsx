import type { AlbumSummary } from '@album/api-client';
import { AlbumCover } from '../start/AlbumCover';

export interface DashboardCoverProps {
  albumId: string;
  /** The server's picture, when it has one. */
  coverPreviewUrl: string | null;
  /** When the album last changed (or was ordered): the drawn cover is cached by it. */
  changedAt: string;
}

/**
 * A row's cover: the server's picture, else drawn from the album's content like the start page's tiles. Decorative
 * (the row's title names the album), so hidden from screen readers.
 */
export function DashboardCover({ albumId, coverPreviewUrl, changedAt }: DashboardCoverProps) {
  const summary = { id: albumId, updated_at: changedAt, cover_preview_url: coverPreviewUrl } as AlbumSummary;
  return (
    <span className="dashboard-cover" aria-hidden="true">
      <AlbumCover album={summary} />
    </span>
  );
}
