// A partner embeds the album editor on a sample album, from the published packages.
import { useState } from 'react';
import wasmUrl from 'canvaskit-wasm/bin/full/canvaskit.wasm?url';
import { createEditor, fromNested } from '@album/editor-core';
import { fixtureAlbum, fixtureImageBytes } from '@album/editor-core/samples';
import { fetchFontLoader } from '@album/fonts';
import { AlbumCanvas, EditorProvider, useHistory } from '@album/editor-react';
const fonts = fetchFontLoader(document.baseURI);
const ready = () => (document.body.dataset.ready = 'true');
const fill = { height: '90vh' };
function UndoButton() {
  const { undo, canUndo } = useHistory();
  return (
    <button onClick={undo} disabled={!canUndo}>
      Undo
    </button>
  );
}

export function App() {
  const [editor] = useState(() => createEditor({ document: fromNested(fixtureAlbum()) }));
  const images = async (id) => fixtureImageBytes(editor.getDocument().images[id].blob.full);
  return (
    <EditorProvider editor={editor}>
      <UndoButton />
      <AlbumCanvas wasmUrl={wasmUrl} fonts={fonts} images={images} onReady={ready} style={fill} />
    </EditorProvider>
  );
}
