/**
 * `/album/:albumId/preview/:previewToken`: the shareable read-only preview. No sign-in needed; nothing can be
 * changed (the editor refuses every change and the server refuses writes for preview tokens).
 */
import { useParams } from 'react-router';
import { AlbumWorkspace } from './AlbumWorkspace';

export function PreviewRoute() {
  const { albumId = '', previewToken = '' } = useParams();
  return <AlbumWorkspace albumId={albumId} previewToken={previewToken} />;
}
