/** `/album/:albumId/:key?`: the editor workspace of an album for signed-in users. */
import { useParams } from 'react-router';
import { AlbumWorkspace } from './AlbumWorkspace';

export function WorkspaceRoute() {
  const { albumId = '', key } = useParams();
  return <AlbumWorkspace albumId={albumId} tabKey={key} />;
}
